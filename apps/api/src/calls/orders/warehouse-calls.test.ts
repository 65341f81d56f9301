// The warehouse screen's calls (ADR 0094) through HTTP on a real seeded database: the orders in the warehouse's
// hands, soonest slot first, with the lines to weigh; an order weighed, captured, handed to the courier and delivered;
// a cancellation only when confirmed; everyone without the permission refused, nothing changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, sql } from "drizzle-orm";
import { NOT_AUTHORIZED, ORDER_DISPATCH_PERMISSION } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { hashPassword } from "../../domain/passwords.ts";
import { createSandboxProvider } from "../../payment/sandbox-provider.ts";
import { createTestApp, queryClient, type TestApp } from "../../test/test-app.ts";
import { createSlot, giveBasketAddress, insertOrder, pickProducts, registerCustomer } from "../../test/order-fixtures.ts";
import { forgetPerimeterTerms } from "../basket/basket-store.ts";

const SECRET = "test-secret-warehouse-0123456789abcdef0123456789";
let t: TestApp;
const clock = new Date("2026-11-24T10:00:00Z");
let products: Awaited<ReturnType<typeof pickProducts>>;
let customer: { token: string; userId: number; perimeterId: number };
let dispatcher = "";
let helper = "";
let soonSlot = 0;
let laterSlot = 0;
const { post, get } = queryClient(() => t);

async function staff(email: string, permissions: string[]): Promise<string> {
  await t.database.db.insert(schema.users).values({ email, passwordHash: await hashPassword("Chef d'entrepôt 2026"), nom: "Petit", prenom: "Hugo", permissions });
  return (await post("loginToken", { email, password: "Chef d'entrepôt 2026" })).json().token as string;
}

/** A placed order paid by SEPA (its mandate charged for the authorisation) of one fixed-price line and 2 weighed pieces. */
async function placedOrder(slotId: number, reference: string) {
  const fixed = products.fixed[0]!;
  const weighed = products.weighed;
  const est = (weighed.averageWeightGrams ?? 500) * 2;
  const estimate = Math.round((est * weighed.priceCents) / 1000);
  const authorised = fixed.priceCents + estimate + 590 - 700 + Math.ceil((estimate * 1500) / 10_000);
  const sandbox = createSandboxProvider({ db: t.database.db, secret: SECRET, now: () => clock, deliver: async () => {} });
  const mandate = await sandbox.chargeMandate(`sbm_${reference}`, authorised, reference);
  const order = await insertOrder(t.database.db, {
    userId: customer.userId,
    perimeterId: customer.perimeterId,
    slotId,
    lines: [
      { productId: fixed.id, name: fixed.name, quantity: 1, unitCents: fixed.priceCents },
      { productId: weighed.id, name: weighed.name, quantity: 2, unitCents: weighed.priceCents, variableWeight: true, avgGrams: weighed.averageWeightGrams },
    ],
    now: clock,
    status: "placed",
    providerRef: mandate.providerRef,
    method: "sepa",
  });
  return { id: order.id, est, authorised };
}

/** An order paid by phone through the checkout, waiting for staff to confirm the payment: two units of one product. */
async function phoneOrder(email: string) {
  const c = await registerCustomer(t, email);
  const res = await post("updatePanier", { action: "set_quantity", id: products.fixed[1]!.id, quantity: 2 }, c.token);
  if (res.statusCode !== 200) throw new Error(res.body);
  await giveBasketAddress(t.database.db, c.userId);
  if ((await post("setCreneaux", { id_tranche: soonSlot }, c.token)).statusCode !== 200) throw new Error("slot not held");
  const { checkout } = (await get("payConfiguration", {}, c.token)).json();
  const { paiement } = (await post("payCommande", { checkout, mode: "telephone" }, c.token)).json();
  return paiement.id_commande as number;
}

const statusOf = async (id: number) => (await t.database.db.select({ status: schema.orders.status }).from(schema.orders).where(eq(schema.orders.id, id)))[0]!.status;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, paymentSecret: SECRET });
  customer = await registerCustomer(t, "entrepot-cliente@example.fr");
  products = await pickProducts(t.database.db, customer.perimeterId);
  // Delivered on 25 and 26 November, in Paris's morning.
  soonSlot = (await createSlot(t.database.db, customer.perimeterId, new Date("2026-11-25T08:00:00Z"), 20)).id;
  laterSlot = (await createSlot(t.database.db, customer.perimeterId, new Date("2026-11-26T08:00:00Z"), 20)).id;
  // Small phone orders go through the checkout without a minimum.
  await t.database.db.update(schema.perimeters).set({ minimumOrderCents: 0 }).where(eq(schema.perimeters.id, customer.perimeterId));
  forgetPerimeterTerms();
  dispatcher = await staff("entrepot@cabas.example", [ORDER_DISPATCH_PERMISSION]);
  helper = await staff("conseil-entrepot@cabas.example", ["customer.impersonate"]);
});
afterAll(() => t.close());

describe("getListePreparation", () => {
  it("adds up a day's products to prepare per slot, aisle by aisle, with each order's share; other days and moved orders left out", async () => {
    // Two orders of the 26th (the same lines), one of the 25th.
    const first = await placedOrder(laterSlot, "picking-1");
    const second = await placedOrder(laterSlot, "picking-2");
    const otherDay = await placedOrder(soonSlot, "picking-3");
    const res = await get("getListePreparation", { jour: "2026-11-26" }, dispatcher);
    expect(res.statusCode, res.body).toBe(200);
    type Item = { id_produit: number; quantite: number; poids_variable: boolean; poids_estime: number | null; commandes: { id_commande: number; quantite: number }[] };
    const { jour, creneaux } = res.json<{ jour: string; creneaux: { id: number; perimetre: string; debut: string; express: boolean; commandes: number[]; rayons: { rayon: string; articles: Item[] }[] }[] }>();
    expect(jour).toBe("2026-11-26");
    const slot = creneaux.find((c) => c.debut === "2026-11-26T08:00:00.000Z")!;
    // Each slot is told apart by its id and perimeter: two may start at the same time.
    expect(slot).toMatchObject({ id: laterSlot, perimetre: expect.stringMatching(/\S/) });
    expect(slot.commandes).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(creneaux.flatMap((c) => c.commandes)).not.toContain(otherDay.id);
    const items = slot.rayons.flatMap((r) => r.articles);
    const fixed = items.find((i) => i.id_produit === products.fixed[0]!.id)!;
    expect(fixed.commandes.filter((c) => c.id_commande === first.id || c.id_commande === second.id)).toEqual([
      { id_commande: first.id, quantite: 1 },
      { id_commande: second.id, quantite: 1 },
    ]);
    expect(fixed.quantite).toBe(fixed.commandes.reduce((sum, c) => sum + c.quantite, 0));
    const weighed = items.find((i) => i.id_produit === products.weighed.id)!;
    expect(weighed.poids_variable).toBe(true);
    expect(weighed.commandes.filter((c) => c.id_commande === first.id)).toEqual([{ id_commande: first.id, quantite: 2 }]);
    expect(weighed.poids_estime).toBeGreaterThanOrEqual(first.est + second.est);
    expect(slot.rayons.every((r) => r.rayon.length > 0 && r.articles.length > 0)).toBe(true);

    // Once prepared, an order leaves the list.
    expect((await post("setCommandeEntrepot", { id_commande: first.id, action: "preparer" }, dispatcher)).statusCode).toBe(200);
    const after = (await get("getListePreparation", { jour: "2026-11-26" }, dispatcher)).json().creneaux.flatMap((c: { commandes: number[] }) => c.commandes);
    expect(after).not.toContain(first.id);
    expect(after).toContain(second.id);
  });

  it("asks for a real day, and is refused to customers, staff without the permission and guests", async () => {
    const missing = await get("getListePreparation", {}, dispatcher);
    expect(missing.statusCode).toBe(400);
    const bad = await get("getListePreparation", { jour: "2026-02-30" }, dispatcher);
    expect(JSON.stringify(bad.json())).toContain("Cette date n'existe pas.");
    expect((await get("getListePreparation", { jour: "2031-01-01" }, dispatcher)).json().creneaux).toEqual([]);
    for (const token of [customer.token, helper]) {
      const res = await get("getListePreparation", { jour: "2026-11-26" }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_AUTHORIZED);
    }
    expect((await get("getListePreparation", { jour: "2026-11-26" })).statusCode).toBe(401);
  });
});

describe("getCommandesEntrepot", () => {
  it("lists the orders to handle, soonest slot first, with what to weigh; filtered by state and by Paris day", async () => {
    const later = await placedOrder(laterSlot, "later");
    const soon = await placedOrder(soonSlot, "soon");
    const res = await get("getCommandesEntrepot", {}, dispatcher);
    expect(res.statusCode, res.body).toBe(200);
    const { commandes, total } = res.json<{ commandes: { id: number; etat: string; client: string; lignes: { poids_variable: boolean; poids_estime: number | null }[] }[]; total: number }>();
    const ours = commandes.filter((c) => c.id === soon.id || c.id === later.id).map((c) => c.id);
    expect(ours).toEqual([soon.id, later.id]);
    expect(total).toBe(commandes.length);
    const listed = commandes.find((c) => c.id === soon.id)!;
    expect(listed).toMatchObject({ etat: "validee", client: "Chloé Durand", code_postal: "75011", ville: "Paris", paiement: "sepa", montant_final: null, complements: [], derniere_etape: null });
    expect(listed.lignes.find((l) => l.poids_variable)?.poids_estime).toBe(soon.est);
    expect(listed.lignes.find((l) => !l.poids_variable)?.poids_estime).toBeNull();

    const day = (await get("getCommandesEntrepot", { jour: "2026-11-26" }, dispatcher)).json().commandes.map((c: { id: number }) => c.id);
    expect(day).toContain(later.id);
    expect(day).not.toContain(soon.id);
    expect((await get("getCommandesEntrepot", { etat: "en_livraison" }, dispatcher)).json().commandes.map((c: { id: number }) => c.id)).not.toContain(soon.id);
  });

  it("names the thank-you gift to pack with an order, also when a modification replaced the order it was chosen for", async () => {
    const db = t.database.db;
    const chosenFor = await placedOrder(laterSlot, "cadeau-1");
    const without = await placedOrder(laterSlot, "cadeau-2");
    const [gift] = await db.select().from(schema.thankYouGifts).limit(1);
    await db.insert(schema.orderGifts).values({ orderId: chosenFor.id, giftId: gift!.id, userId: customer.userId, chosenAt: clock });
    // Her modification replaced the order: the gift goes with the new one (ADR 0029).
    const modification = await placedOrder(laterSlot, "cadeau-3");
    await db.update(schema.orders).set({ replacesOrderId: chosenFor.id }).where(eq(schema.orders.id, modification.id));
    await db.update(schema.orders).set({ status: "cancelled" }).where(eq(schema.orders.id, chosenFor.id));

    const listed = (await get("getCommandesEntrepot", { jour: "2026-11-26" }, dispatcher)).json<{ commandes: { id: number; cadeau: string | null }[] }>().commandes;
    expect(listed.find((c) => c.id === modification.id)?.cadeau).toBe(gift!.title);
    expect(listed.find((c) => c.id === without.id)?.cadeau).toBeNull();
    expect(listed.map((c) => c.id)).not.toContain(chosenFor.id);
    const picking = (await get("getListePreparation", { jour: "2026-11-26" }, dispatcher)).json<{ creneaux: { id: number; cadeaux: { cadeau: string; commandes: number[] }[] }[] }>();
    expect(picking.creneaux.find((c) => c.id === laterSlot)?.cadeaux).toContainEqual({ cadeau: gift!.title, commandes: [modification.id] });
  });

  it("refuses a day that does not exist and an unknown state, in French", async () => {
    const bad = await get("getCommandesEntrepot", { jour: "2026-02-30" }, dispatcher);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("Cette date n'existe pas.");
    expect((await get("getCommandesEntrepot", { etat: "perdue" }, dispatcher)).statusCode).toBe(400);
  });

  it("is refused to customers, to staff without the permission and to guests", async () => {
    for (const token of [customer.token, helper]) {
      const res = await get("getCommandesEntrepot", {}, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_AUTHORIZED);
    }
    expect((await get("getCommandesEntrepot", {})).statusCode).toBe(401);
  });
});

describe("setCommandeEntrepot", () => {
  it("weighs and captures, hands to the courier, then delivers: each step once", async () => {
    const order = await placedOrder(soonSlot, "steps");
    const weighedId = products.weighed.id;
    const prepared = await post("setCommandeEntrepot", { id_commande: order.id, action: "preparer", pesees: `${weighedId}=${order.est - 100}` }, dispatcher);
    expect(prepared.statusCode, prepared.body).toBe(200);
    expect(prepared.json()).toMatchObject({ statut: "en_preparation", a_rembourser: null });
    expect(prepared.json().message).toMatch(new RegExp(`^Commande n°\u00A0${order.id} : validée → en préparation \\(montant final \\d+,\\d{2}\u00a0€\\)$`));
    const [line] = await t.database.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, order.id)).then((rows) => rows.filter((l) => l.productId === weighedId));
    expect(line!.finalWeightGrams).toBe(order.est - 100);
    expect(prepared.json().montant_final * 100).toBeLessThanOrEqual(order.authorised);
    // Its e-mail gives the weighed amount beside the estimate the customer saw when ordering.
    const [row] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    const euros = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}\\s€`;
    const [mail] = await t.database.db.select().from(schema.backgroundJobs).where(sql`payload->>'subject' = ${`Votre commande Cabas n° ${order.id} : en préparation`}`);
    expect(String(mail!.payload.text)).toMatch(new RegExp(`Montant après pesée\\s: ${euros(row!.finalCents!)} \\(montant estimé à la commande\\s: ${euros(row!.totalCents)}\\)`));
    // The move and its capture name the staff member who made them, and the list says who (ADR 0094).
    const [staffRow] = await t.database.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, "entrepot@cabas.example"));
    const events = await t.database.db.select().from(schema.orderEvents).where(eq(schema.orderEvents.orderId, order.id)).orderBy(schema.orderEvents.id);
    expect(events.map((e) => [e.status, e.staffUserId])).toEqual([
      ["preparing", staffRow!.id],
      ["preparing", staffRow!.id],
    ]);
    const listed = (await get("getCommandesEntrepot", {}, dispatcher)).json().commandes.find((c: { id: number }) => c.id === order.id);
    expect(listed.derniere_etape).toEqual({ le: clock.toISOString(), par: "Hugo Petit" });

    // Weighed twice: refused, nothing changed.
    const again = await post("setCommandeEntrepot", { id_commande: order.id, action: "preparer" }, dispatcher);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Cette commande est déjà en préparation : rien n'a été changé.");

    expect((await post("setCommandeEntrepot", { id_commande: order.id, action: "expedier" }, dispatcher)).json()).toMatchObject({ statut: "en_livraison" });
    expect((await post("setCommandeEntrepot", { id_commande: order.id, action: "livrer" }, dispatcher)).json()).toMatchObject({ statut: "livree" });
    expect(await statusOf(order.id)).toBe("delivered");
    const after = (await get("getCommandesEntrepot", {}, dispatcher)).json().commandes.map((c: { id: number }) => c.id);
    expect(after).not.toContain(order.id);
  });

  it("cancels only when the cancellation is confirmed, and everything goes back", async () => {
    const order = await placedOrder(soonSlot, "cancel");
    const unconfirmed = await post("setCommandeEntrepot", { id_commande: order.id, action: "annuler" }, dispatcher);
    expect(unconfirmed.statusCode).toBe(400);
    expect(JSON.stringify(unconfirmed.json())).toContain("Cochez la case pour confirmer l'annulation.");
    expect(await statusOf(order.id)).toBe("placed");
    const cancelled = await post("setCommandeEntrepot", { id_commande: order.id, action: "annuler", confirmation: "1" }, dispatcher);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ statut: "annulee", montant_final: null, a_rembourser: null });
    expect(await statusOf(order.id)).toBe("cancelled");
  });

  it("confirms the payment an adviser took by phone: the order's total, or the amount typed, within what the customer accepted", async () => {
    const orderId = await phoneOrder("entrepot-telephone@example.fr");
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    const waiting = (await get("getCommandesEntrepot", { etat: "a_confirmer" }, dispatcher)).json().commandes;
    expect(waiting.map((c: { id: number; etat: string; paiement: string }) => [c.id, c.etat, c.paiement])).toContainEqual([orderId, "a_confirmer", "telephone"]);
    // A card order waiting for its bank is not the warehouse's to confirm.
    const card = await insertOrder(t.database.db, { userId: customer.userId, perimeterId: customer.perimeterId, slotId: soonSlot, now: clock, lines: [{ productId: products.fixed[2]!.id, name: products.fixed[2]!.name, quantity: 1, unitCents: products.fixed[2]!.priceCents }] });
    expect((await get("getCommandesEntrepot", {}, dispatcher)).json().commandes.map((c: { id: number }) => c.id)).not.toContain(card.id);

    const unreadable = await post("setCommandeEntrepot", { id_commande: orderId, action: "confirmer_paiement", montant: "douze" }, dispatcher);
    expect(unreadable.statusCode).toBe(400);
    expect(JSON.stringify(unreadable.json())).toContain("Montant illisible : 50,60 par exemple.");
    const misplaced = await post("setCommandeEntrepot", { id_commande: orderId, action: "preparer", montant: "12,50" }, dispatcher);
    expect(JSON.stringify(misplaced.json())).toContain("Le montant se donne en confirmant un paiement par téléphone.");
    const tooMuch = await post("setCommandeEntrepot", { id_commande: orderId, action: "confirmer_paiement", montant: String((order!.authorisedCents + 100) / 100) }, dispatcher);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/^Le montant réglé par téléphone \(.+\) dépasse ce que le client a accepté/);
    expect(await statusOf(orderId)).toBe("pending_payment");

    const confirmed = await post("setCommandeEntrepot", { id_commande: orderId, action: "confirmer_paiement", montant: "" }, dispatcher);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ statut: "validee", encaisse: order!.totalCents / 100 });
    expect(await statusOf(orderId)).toBe("placed");
    expect((await get("getCommandesEntrepot", { etat: "validee" }, dispatcher)).json().commandes.map((c: { id: number }) => c.id)).toContain(orderId);
  });

  it("lists the phone refunds owed after a cancellation and records one made at the terminal, once, with its reference and its author", async () => {
    const orderId = await phoneOrder("entrepot-remboursement@example.fr");
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    const owedOf = async () => (await get("getCommandesEntrepot", {}, dispatcher)).json().remboursements as { id_commande: number; client: string; montant: number; annulee_le: string }[];
    // Waiting for its payment to be confirmed, it owes nothing: nothing to record.
    const nothingOwed = await post("setCommandeEntrepot", { id_commande: orderId, action: "rembourser", reference: "TPE-1" }, dispatcher);
    expect(nothingOwed.statusCode).toBe(422);
    expect(nothingOwed.json().message).toBe(`La commande n°\u00A0${orderId} ne doit aucun remboursement par téléphone : rien n'a été changé.`);
    expect((await post("setCommandeEntrepot", { id_commande: orderId, action: "confirmer_paiement" }, dispatcher)).statusCode).toBe(200);
    const cancelled = await post("setCommandeEntrepot", { id_commande: orderId, action: "annuler", confirmation: "1" }, dispatcher);
    expect(cancelled.json()).toMatchObject({ statut: "annulee", a_rembourser: order!.totalCents / 100, rembourse: null });
    expect((await owedOf()).find((r) => r.id_commande === orderId)).toMatchObject({ client: "Chloé Durand", montant: order!.totalCents / 100, annulee_le: clock.toISOString() });

    const cases: [Record<string, unknown>, string][] = [
      [{ id_commande: orderId, action: "rembourser" }, "Indiquez la référence du remboursement donnée par le terminal."],
      [{ id_commande: orderId, action: "rembourser", reference: "   " }, "Indiquez la référence du remboursement donnée par le terminal."],
      [{ id_commande: orderId, action: "rembourser", reference: "T".repeat(81) }, "La référence du terminal fait 80 caractères au plus."],
      [{ id_commande: orderId, action: "livrer", reference: "TPE-1" }, "La référence se donne en notant un remboursement, un impayé réglé ou un retour vérifié."],
    ];
    for (const [input, message] of cases) {
      const res = await post("setCommandeEntrepot", input, dispatcher);
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    for (const token of [customer.token, helper]) {
      expect((await post("setCommandeEntrepot", { id_commande: orderId, action: "rembourser", reference: "TPE-1" }, token)).statusCode).toBe(403);
    }
    expect((await owedOf()).map((r) => r.id_commande)).toContain(orderId);

    const done = await post("setCommandeEntrepot", { id_commande: orderId, action: "rembourser", reference: " TPE-2026-000417 " }, dispatcher);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ statut: "remboursee", rembourse: order!.totalCents / 100, a_rembourser: null });
    expect(done.json().message).toMatch(new RegExp(`^Commande n°\u00A0${orderId} : remboursement de .+ par téléphone noté effectué le .+ par Hugo Petit \\(référence TPE-2026-000417\\)\\.`));
    const [payment] = await t.database.db.select().from(schema.payments).where(and(eq(schema.payments.orderId, orderId), eq(schema.payments.provider, "telephone")));
    expect(payment).toMatchObject({ refundDoneBy: "Hugo Petit", refundReference: "TPE-2026-000417", refundDoneAt: clock });
    const [step] = await t.database.db.select().from(schema.orderEvents).where(eq(schema.orderEvents.orderId, orderId)).orderBy(desc(schema.orderEvents.id)).limit(1);
    expect(step).toMatchObject({ status: "cancelled", staffUserId: expect.any(Number) });
    expect((await owedOf()).map((r) => r.id_commande)).not.toContain(orderId);
    // A phone order closed with nothing taken owes nothing: never listed (it could never be marked done).
    const nothingTaken = await insertOrder(t.database.db, { userId: customer.userId, perimeterId: customer.perimeterId, slotId: soonSlot, now: clock, method: "phone", lines: [{ productId: products.fixed[2]!.id, name: products.fixed[2]!.name, quantity: 1, unitCents: products.fixed[2]!.priceCents }] });
    await t.database.db.update(schema.orders).set({ status: "cancelled" }).where(eq(schema.orders.id, nothingTaken.id));
    await t.database.db.insert(schema.payments).values({ orderId: nothingTaken.id, provider: "telephone", method: "phone", status: "refunded", amountCents: 100, capturedCents: 0, providerRef: `telephone-${nothingTaken.id}` });
    expect((await owedOf()).map((r) => r.id_commande)).not.toContain(nothingTaken.id);
    // Recorded once: a second click is told who did it, and nothing changes.
    const again = await post("setCommandeEntrepot", { id_commande: orderId, action: "rembourser", reference: "TPE-autre" }, dispatcher);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/déjà noté effectué .* par Hugo Petit \(référence TPE-2026-000417\) : rien n'a été changé\.$/);
  });

  it("refuses bad weighings, an unknown order and everyone without the permission, nothing changed", async () => {
    const order = await placedOrder(laterSlot, "refusals");
    const unreadable = await post("setCommandeEntrepot", { id_commande: order.id, action: "preparer", pesees: `${products.weighed.id}=0` }, dispatcher);
    expect(unreadable.statusCode).toBe(400);
    expect(JSON.stringify(unreadable.json())).toContain("Le poids pesé doit être entre 1 g et 100 kg.");
    const misplaced = await post("setCommandeEntrepot", { id_commande: order.id, action: "expedier", pesees: "1=500" }, dispatcher);
    expect(misplaced.statusCode).toBe(400);
    const unknown = await post("setCommandeEntrepot", { id_commande: 2_000_000_000, action: "expedier" }, dispatcher);
    expect(unknown.statusCode).toBe(404);
    for (const token of [customer.token, helper]) {
      const res = await post("setCommandeEntrepot", { id_commande: order.id, action: "preparer" }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_AUTHORIZED);
    }
    expect((await post("setCommandeEntrepot", { id_commande: order.id, action: "preparer" })).statusCode).toBe(401);
    expect(await statusOf(order.id)).toBe("placed");
  });
});
