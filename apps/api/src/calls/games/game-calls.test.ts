// Challenges, the thank-you gift and the account's activity through HTTP on a real seeded database: joining once,
// progress from delivered orders placed since joining, the reward credited once at delivery; a gift chosen for
// one's own order before its cut-off, within its stock; guests, other customers' orders and bad input refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { createTestApp, queryClient, type TestApp } from "../../test/test-app.ts";
import { createSlot, insertOrder, pickProducts, registerCustomer } from "../../test/order-fixtures.ts";
import { createSandboxProvider } from "../../payment/sandbox-provider.ts";
import { moveOrder } from "../orders/order-warehouse.ts";
import { invoiceDataFor, issueInvoice } from "../orders/invoice.ts";

let t: TestApp;
let clock = new Date("2026-11-26T10:00:00Z");
const minutesLater = (n: number) => new Date(clock.getTime() + n * 60_000);
let customers = 0;
let perimeterId = 0;
let slot: typeof schema.deliverySlots.$inferSelect;
type Product = { id: number; name: string; priceCents: number };
let bio: Product[] = [];
let plain: Product[] = [];
const { post, get } = queryClient(() => t);

async function customer() {
  customers += 1;
  return registerCustomer(t, `defis-${customers}@example.fr`);
}

const line = (p: Product, quantity: number) => ({ productId: p.id, name: p.name, quantity, unitCents: p.priceCents });

function placeOrder(userId: number, lines: ReturnType<typeof line>[], placedAt = clock) {
  return insertOrder(t.database.db, { userId, perimeterId, slotId: slot.id, lines, now: placedAt, status: "placed" });
}

async function deliver(orderId: number) {
  await t.database.db.update(schema.orders).set({ status: "out_for_delivery" }).where(eq(schema.orders.id, orderId));
  const provider = createSandboxProvider({ db: t.database.db, secret: "test-secret-0123456789abcdef", now: () => clock, deliver: async () => {} });
  await moveOrder({ db: t.database.db, provider, now: clock, publicUrl: "http://localhost:3000" }, orderId, "deliver");
}

const challengeId = async (slug: string) => (await t.database.db.select().from(schema.challenges).where(eq(schema.challenges.slug, slug)))[0]!.id;
const rewardsOf = (userId: number) =>
  t.database.db
    .select()
    .from(schema.loyaltyLedger)
    .where(and(eq(schema.loyaltyLedger.userId, userId), eq(schema.loyaltyLedger.kind, "cagnotte")));
const gifts = () => t.database.db.select().from(schema.thankYouGifts).orderBy(asc(schema.thankYouGifts.position));
const entryCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.challengeEntries))[0]!.n;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const first = await customer();
  perimeterId = first.perimeterId;
  slot = await createSlot(t.database.db, perimeterId, new Date("2026-11-28T08:00:00Z"), 500);
  bio = await t.database.db
    .select({ id: schema.products.id, name: schema.products.name, priceCents: schema.offers.priceCents })
    .from(schema.products)
    .innerJoin(schema.offers, and(eq(schema.offers.productId, schema.products.id), eq(schema.offers.perimeterId, perimeterId)))
    .where(sql`${schema.products.isBio} and not ${schema.products.variableWeight} and ${schema.offers.stock} > 20 and ${schema.offers.promoPriceCents} is null`)
    .orderBy(schema.products.id)
    .limit(3);
  const bioIds = new Set(bio.map((p) => p.id));
  plain = (await pickProducts(t.database.db, perimeterId)).fixed.filter((p) => !bioIds.has(p.id)).slice(0, 3);
  expect(bio).toHaveLength(3);
});
afterAll(() => t.close());

describe("challenges", () => {
  it("shows a visitor the challenges running now, without participation", async () => {
    const res = await get("getDefisActuels", {});
    expect(res.statusCode, res.body).toBe(200);
    const { defis, connecte } = res.json();
    expect(connecte).toBe(false);
    expect(defis.map((d: { titre: string }) => d.titre)).toEqual(["Le bio, trois fois mieux", "Deux commandes, une récompense", "Fruits et légumes de saison"]);
    expect(defis[0]).toMatchObject({ type: "produits", objectif: 3, recompense: 2, produits_concernes: true, participation: null });
    expect(defis[1]).toMatchObject({ type: "commandes", objectif: 2, recompense: 5, produits_concernes: false });
    expect(defis[2]).toMatchObject({ type: "montant", objectif: 15, recompense: 3 });
  });

  it("refuses joining to visitors and guests, bad or unknown ids and finished challenges, changing nothing", async () => {
    const bioId = await challengeId("trois-produits-bio");
    expect((await post("activationDefi", { id_defi: bioId })).statusCode).toBe(401);
    const guest = (await post("loginCP", { cp: "75011" })).json().token as string;
    expect((await post("activationDefi", { id_defi: bioId }, guest)).statusCode).toBe(401);
    const { token } = await customer();
    const bad = await post("activationDefi", { id_defi: "bio" }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.id_defi).toEqual(["Le défi doit être un nombre."]);
    const unknown = await post("activationDefi", { id_defi: 999_999 }, token);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, "Ce défi n'existe pas."]);
    const over = await post("activationDefi", { id_defi: await challengeId("le-mois-du-fromage") }, token);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/^Ce défi est terminé/);
    expect(await entryCount()).toBe(0);
  });

  it("joins once: a second join, even sent twice at once, is refused", async () => {
    const { token } = await customer();
    const ordersId = await challengeId("deux-commandes-livrees");
    const answers = await Promise.all([post("activationDefi", { id_defi: ordersId }, token), post("activationDefi", { id_defi: ordersId }, token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().message).toBe("Vous participez déjà à ce défi.");
    const joined = answers.find((a) => a.statusCode === 200)!.json();
    expect(joined.defi.participation).toMatchObject({ progression: 0, objectif: 2, pourcentage: 0, atteint: false, recompense_creditee: null });
    expect(joined.message).toMatch(/^C'est parti ! Vous participez au défi « Deux commandes, une récompense »/);
    expect((await post("activationDefi", { id_defi: ordersId }, token)).statusCode).toBe(409);
  });

  it("counts the bio units of orders placed since joining once delivered, and credits the reward once", async () => {
    clock = new Date("2026-11-26T10:00:00Z");
    const { token, userId } = await customer();
    const bioId = await challengeId("trois-produits-bio");
    // Placed before joining: does not count.
    const early = await placeOrder(userId, [line(bio[0]!, 3)], minutesLater(-5));
    expect((await post("activationDefi", { id_defi: bioId }, token)).statusCode).toBe(200);
    await deliver(early.id);

    const order = await placeOrder(userId, [line(bio[0]!, 2), line(bio[1]!, 1), line(plain[0]!, 4)], minutesLater(1));
    clock = minutesLater(10);
    const waiting = (await get("getDefisActuels", {}, token)).json().defis[0];
    expect(waiting.participation).toMatchObject({ progression: 0, commandes_en_attente: 1, atteint: false });

    await deliver(order.id);
    const rewards = await rewardsOf(userId);
    expect(rewards.map((r) => [r.amount, r.reason])).toEqual([[200, "Défi « Le bio, trois fois mieux » réussi"]]);
    const won = (await get("getDefisActuels", {}, token)).json().defis[0];
    expect(won.participation).toMatchObject({ progression: 3, pourcentage: 100, atteint: true, recompense_creditee: 2, commandes_en_attente: 0 });

    // Another bio order delivered: still one reward.
    const more = await placeOrder(userId, [line(bio[2]!, 5)], minutesLater(2));
    await deliver(more.id);
    expect(await rewardsOf(userId)).toHaveLength(1);

    const activity = (await get("getActivites", {}, token)).json().activites;
    expect(activity.filter((a: { type: string }) => a.type === "defi").map((a: { titre: string }) => a.titre)).toEqual([
      "Défi « Le bio, trois fois mieux » réussi",
      "Vous participez au défi « Le bio, trois fois mieux »",
    ]);
    // The reward's credit is told once, by the challenge.
    expect(activity.some((a: { type: string; titre: string }) => a.type === "avantage" && a.titre === "Cagnotte créditée")).toBe(false);
  });

  it("counts only the units received: those claimed as missing, in a claim not refused, do not move a challenge on", async () => {
    clock = new Date("2026-11-26T10:00:00Z");
    const { token, userId } = await customer();
    expect((await post("activationDefi", { id_defi: await challengeId("trois-produits-bio") }, token)).statusCode).toBe(200);
    const first = await placeOrder(userId, [line(bio[0]!, 2)], minutesLater(1));
    clock = minutesLater(10);
    await deliver(first.id);
    // One of the two was missing at the door, credited to the prize pot.
    const [claim] = await t.database.db.insert(schema.orderClaims).values({ userId, orderId: first.id, creditCents: bio[0]!.priceCents }).returning();
    await t.database.db.insert(schema.orderClaimLines).values({ claimId: claim!.id, productId: bio[0]!.id, quantity: 1, reason: "manquant", creditCents: bio[0]!.priceCents });
    expect((await get("getDefisActuels", {}, token)).json().defis[0].participation).toMatchObject({ progression: 1, atteint: false });

    // One more bio product received: two in all, not the three the challenge asks.
    const second = await placeOrder(userId, [line(bio[1]!, 1)], minutesLater(1));
    await deliver(second.id);
    expect((await get("getDefisActuels", {}, token)).json().defis[0].participation).toMatchObject({ progression: 2, atteint: false });
    expect(await rewardsOf(userId)).toHaveLength(0);
  });

  it("rewards an orders challenge with delivered orders only, and keeps won and finished challenges in the history", async () => {
    clock = new Date("2026-11-26T10:00:00Z");
    const { token, userId } = await customer();
    expect((await post("activationDefi", { id_defi: await challengeId("deux-commandes-livrees") }, token)).statusCode).toBe(200);
    expect((await post("activationDefi", { id_defi: await challengeId("trois-produits-bio") }, token)).statusCode).toBe(200);
    const first = await placeOrder(userId, [line(plain[0]!, 1)], minutesLater(1));
    await placeOrder(userId, [line(plain[1]!, 1)], minutesLater(2));
    await deliver(first.id);
    expect(await rewardsOf(userId)).toHaveLength(0);
    const second = await placeOrder(userId, [line(bio[0]!, 1)], minutesLater(3));
    await deliver(second.id);
    expect((await rewardsOf(userId)).map((r) => r.amount)).toEqual([500]);

    // Won, the orders challenge is over for her though it still runs; the bio one, still running, is not.
    const wonNow = (await get("getDefisHistorique", {}, token)).json();
    expect(wonNow.defis).toEqual([expect.objectContaining({ titre: "Deux commandes, une récompense", resultat: "gagne", participation: expect.objectContaining({ recompense_creditee: 5 }) })]);
    expect(wonNow.total_gagne).toBe(5);
    // After the bio challenge's end (seed date + 23 days); the orders challenge ends later, so comes first.
    clock = new Date("2026-12-20T10:00:00Z");
    const history = await get("getDefisHistorique", {}, token);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().defis).toEqual([
      expect.objectContaining({ titre: "Deux commandes, une récompense", resultat: "gagne" }),
      expect.objectContaining({ titre: "Le bio, trois fois mieux", resultat: "non_atteint", participation: expect.objectContaining({ progression: 1 }) }),
    ]);
    expect(history.json().total_gagne).toBe(5);
    expect((await get("getDefisHistorique", {})).statusCode).toBe(401);
    clock = new Date("2026-11-26T10:00:00Z");
  });

  it("lists the products that count for a challenge where the customer is", async () => {
    const bioId = await challengeId("trois-produits-bio");
    const res = await get("getDefisArticles", { id_defi: bioId }, undefined);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThan(3);
    expect(body.produits.length).toBeGreaterThan(0);
    expect(body.produits.every((p: { isBio: boolean }) => p.isBio)).toBe(true);
    const fruits = (await get("getDefisArticles", { id_defi: await challengeId("fruits-et-legumes-de-saison") })).json();
    expect(fruits.total).toBeGreaterThan(0);
    const everything = (await get("getDefisArticles", { id_defi: await challengeId("deux-commandes-livrees") })).json();
    expect(everything).toMatchObject({ produits: [], total: 0, message: "Tous les produits comptent pour ce défi." });
    expect((await get("getDefisArticles", { id_defi: 999_999 })).statusCode).toBe(404);
    expect((await get("getDefisArticles", { id_defi: bioId, page: 0 })).json().errors.page).toEqual(["La page commence à 1."]);
  });
});

describe("the thank-you gift (H1pH1pH1p)", () => {
  it("adds a gift to the customer's order in progress, changes it, gives it up, within the gifts' minimums", async () => {
    clock = new Date("2026-11-26T10:00:00Z");
    const { token, userId } = await customer();
    // About 50 € of goods: enough for the 40 € gift, not for the 80 € one.
    const order = await placeOrder(userId, [line(plain[0]!, Math.ceil(5000 / plain[0]!.priceCents))]);
    const [caramels, pain, calissons] = await gifts();
    expect(order.goodsCents).toBeGreaterThanOrEqual(4000);
    expect(order.goodsCents).toBeLessThan(8000);

    const read = await get("getH1pH1pH1p", {}, token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().cadeaux.map((g: { titre: string; disponible: boolean }) => [g.titre, g.disponible])).toEqual([
      ["Caramels au beurre salé", true],
      ["Pain d'épices au miel", true],
      ["Calissons d'Aix", true],
    ]);
    expect(read.json().commandes).toEqual([expect.objectContaining({ id_commande: order.id, cadeau: null, modifiable: true })]);

    const chosen = await post("updateH1pH1pH1p", { id_commande: order.id, id_cadeau: caramels!.id }, token);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().message).toBe("Merci ! « Caramels au beurre salé » sera livré avec votre commande.");
    expect(chosen.json().commande.cadeau.id_cadeau).toBe(caramels!.id);

    const tooBig = await post("updateH1pH1pH1p", { id_commande: order.id, id_cadeau: calissons!.id }, token);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().message).toMatch(/^Ce cadeau est offert dès 80\s€ d'achats\.$/);

    const changed = await post("updateH1pH1pH1p", { id_commande: order.id, id_cadeau: pain!.id }, token);
    expect(changed.json().commande.cadeau.titre).toBe("Pain d'épices au miel");
    expect((await gifts()).map((g) => g.given)).toEqual([0, 1, 0]);
    // The invoice lists the gift delivered with the order, at no charge (issued as at delivery, then rolled back).
    const [row] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    let invoice!: Awaited<ReturnType<typeof invoiceDataFor>>;
    await t.database.db
      .transaction(async (tx) => {
        invoice = await invoiceDataFor(tx, { ...row!, ...(await issueInvoice(tx, row!, row!.placedAt)) });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(invoice.lines.at(-1)).toMatchObject({ name: "Cadeau offert : Pain d'épices au miel", quantity: 1, unitCents: 0, amountCents: 0 });
    expect(invoice.lines.slice(0, -1).every((l) => !l.name.startsWith("Cadeau offert"))).toBe(true);

    const given = await post("updateH1pH1pH1p", { id_commande: order.id, id_cadeau: 0 }, token);
    expect(given.json().commande.cadeau).toBeNull();
    expect((await gifts()).map((g) => g.given)).toEqual([0, 0, 0]);

    const unknown = await post("updateH1pH1pH1p", { id_commande: order.id, id_cadeau: 999_999 }, token);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, "Ce cadeau n'existe pas ou n'est plus proposé."]);
    const bad = await post("updateH1pH1pH1p", { id_commande: "x", id_cadeau: -1 }, token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["id_cadeau", "id_commande"]);
  });

  it("answers 404 for another customer's order and changes nothing; refuses guests", async () => {
    const owner = await customer();
    const other = await customer();
    const order = await placeOrder(owner.userId, [line(plain[0]!, 1)]);
    const [caramels] = await gifts();
    const res = await post("updateH1pH1pH1p", { id_commande: order.id, id_cadeau: caramels!.id }, other.token);
    expect([res.statusCode, res.json().message]).toEqual([404, "Cette commande n'existe pas."]);
    expect((await get("getH1pH1pH1p", { id_commande: order.id }, other.token)).statusCode).toBe(404);
    expect(await t.database.db.select().from(schema.orderGifts).where(eq(schema.orderGifts.orderId, order.id))).toEqual([]);
    expect((await post("updateH1pH1pH1p", { id_commande: order.id, id_cadeau: caramels!.id })).statusCode).toBe(401);
    const guest = (await post("loginCP", { cp: "75011" })).json().token as string;
    expect((await get("getH1pH1pH1p", {}, guest)).statusCode).toBe(401);
  });

  it("refuses a gift after the order's cut-off, and gives the gift back when the order is cancelled", async () => {
    clock = new Date("2026-11-26T10:00:00Z");
    const { token, userId } = await customer();
    const [caramels] = await gifts();
    const order = await placeOrder(userId, [line(plain[1]!, 1)]);
    expect((await post("updateH1pH1pH1p", { id_commande: order.id, id_cadeau: caramels!.id }, token)).statusCode).toBe(200);
    const takenBefore = (await gifts())[0]!.given;

    clock = new Date(order.cutoffAt.getTime() + 60_000);
    const late = await post("updateH1pH1pH1p", { id_commande: order.id, id_cadeau: 0 }, token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("La date limite de cette commande est passée : son cadeau ne peut plus être choisi ni changé.");
    const read = (await get("getH1pH1pH1p", { id_commande: order.id }, token)).json();
    expect(read.commande).toMatchObject({ modifiable: false, cadeau: { id_cadeau: caramels!.id } });
    expect(read.commandes).toEqual([]);

    clock = new Date("2026-11-26T10:00:00Z");
    const provider = createSandboxProvider({ db: t.database.db, secret: "test-secret-0123456789abcdef", now: () => clock, deliver: async () => {} });
    await moveOrder({ db: t.database.db, provider, now: clock, publicUrl: "http://localhost:3000" }, order.id, "cancel");
    expect((await gifts())[0]!.given).toBe(takenBefore - 1);
    expect(await t.database.db.select().from(schema.orderGifts).where(eq(schema.orderGifts.orderId, order.id))).toEqual([]);
  });

  it("never gives more of a gift than its stock, whatever the number of customers choosing at once", async () => {
    clock = new Date("2026-11-26T10:00:00Z");
    const [caramels] = await gifts();
    await t.database.db.update(schema.thankYouGifts).set({ stock: caramels!.given + 3 }).where(eq(schema.thankYouGifts.id, caramels!.id));
    const choosers = [];
    for (let i = 0; i < 8; i++) {
      const c = await customer();
      choosers.push({ ...c, order: await placeOrder(c.userId, [line(plain[2]!, 1)]) });
    }
    const answers = await Promise.all(choosers.map((c) => post("updateH1pH1pH1p", { id_commande: c.order.id, id_cadeau: caramels!.id }, c.token)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json().message).toBe("Ce cadeau n'est plus disponible : choisissez-en un autre.");
    const [after] = await gifts();
    expect(after!.given).toBe(after!.stock);
    expect((await get("getH1pH1pH1p", {}, choosers[0]!.token)).json().cadeaux[0].disponible).toBe(false);
  });
});

describe("account activity", () => {
  it("tells the customer's recent activity, newest first, as many as asked", async () => {
    clock = new Date("2026-11-26T10:00:00Z");
    const { token, userId } = await customer();
    const order = await placeOrder(userId, [line(plain[0]!, Math.ceil(3000 / plain[0]!.priceCents))]);
    clock = minutesLater(30);
    expect((await post("activationDefi", { id_defi: await challengeId("fruits-et-legumes-de-saison") }, token)).statusCode).toBe(200);
    clock = minutesLater(30);
    await deliver(order.id);
    await t.database.db
      .insert(schema.productReviews)
      .values({ userId, productId: plain[0]!.id, orderId: order.id, rating: 4, title: "Très bon", body: "Je le rachèterai sans hésiter.", createdAt: minutesLater(-1), updatedAt: minutesLater(-1) });
    const res = await get("getActivites", {}, token);
    expect(res.statusCode, res.body).toBe(200);
    const activity = res.json().activites as { type: string; date: string; titre: string; lien: string | null; montant: number | null }[];
    expect(activity.map((a) => a.date)).toEqual([...activity.map((a) => a.date)].sort().reverse());
    expect(activity[0]).toMatchObject({ type: "commande", titre: `Commande n° ${order.id} livrée`, lien: `/commande/${order.id}` });
    expect(activity).toContainEqual(expect.objectContaining({ type: "defi", titre: "Vous participez au défi « Fruits et légumes de saison »" }));
    expect(activity).toContainEqual(expect.objectContaining({ type: "avantage", titre: "Euros fidélité crédités", lien: `/commande/${order.id}` }));
    expect(activity).toContainEqual(expect.objectContaining({ type: "avantage", titre: `Bon d'achat BA-${order.id} utilisé`, montant: -5 }));
    expect(activity).toContainEqual(
      expect.objectContaining({ type: "avis", titre: `Avis sur « ${plain[0]!.name} » : 4/5`, detail: "« Très bon », en attente de relecture" }),
    );
    expect((await get("getActivites", { limit: 2 }, token)).json().activites).toHaveLength(2);
    expect((await get("getActivites", { limit: 0 }, token)).json().errors.limit).toEqual(["Demandez au moins une activité."]);
    expect((await get("getActivites", {})).statusCode).toBe(401);
  });
});
