// The claims screen's calls (ADR 0095) through HTTP on a real seeded database: the claims under review with what an
// agent weighs; a part credited and a refusal, signed by the staff member; every bad input and every caller without
// the permission refused in French, nothing changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { CLAIM_SETTLEMENT_PERMISSION, NOT_AUTHORIZED } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { hashPassword } from "../../domain/passwords.ts";
import { createTestApp, queryClient, type TestApp } from "../../test/test-app.ts";
import { claimFixtureProducts, insertClaimableOrder, registerCustomer } from "../../test/order-fixtures.ts";

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
let perimeterId = 0;
let products: { id: number; name: string; priceCents: number }[] = [];
let bulk: { id: number; name: string; priceCents: number };
let agent = "";
let agentId = 0;
let helper = "";
let customers = 0;
const { post, get } = queryClient(() => t);

async function customer() {
  customers += 1;
  const email = `ecran-reclamations-${customers}@example.fr`;
  return { email, ...(await registerCustomer(t, email)) };
}

async function staff(email: string, permissions: string[]): Promise<{ token: string; id: number }> {
  const [row] = await t.database.db
    .insert(schema.users)
    .values({ email, passwordHash: await hashPassword("Service client 2026"), nom: "Roux", prenom: "Inès", permissions })
    .returning({ id: schema.users.id });
  return { token: (await post("loginToken", { email, password: "Service client 2026" })).json().token as string, id: row!.id };
}

/** A delivered order entirely claimed missing: far above the ceilings, so it waits for review. */
async function claimUnderReview(token: string, userId: number) {
  const orderId = await insertClaimableOrder(t.database.db, { userId, perimeterId, products, bulk, now: clock });
  const lines = await t.database.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, orderId));
  const res = await post(
    "sendMRForm",
    { id_commande: orderId, lignes: lines.map((l) => ({ id_article: l.productId, quantite: l.quantity, motif: "manquant" })), commentaire: "Le sac n'a jamais été livré." },
    token,
  );
  expect(res.json().statut, res.body).toBe("en_examen");
  return { claimId: res.json().id_reclamation as number, orderId, askedCents: lines.reduce((sum, l) => sum + l.lineCents, 0) };
}

const claimRow = async (id: number) => (await t.database.db.select().from(schema.orderClaims).where(eq(schema.orderClaims.id, id)))[0]!;
const prizePot = async (userId: number) =>
  (
    await t.database.db
      .select({ cents: sql<number>`coalesce(sum(${schema.loyaltyLedger.amount}), 0)::int` })
      .from(schema.loyaltyLedger)
      .where(and(eq(schema.loyaltyLedger.userId, userId), eq(schema.loyaltyLedger.kind, "cagnotte")))
  )[0]!.cents;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const first = await customer();
  perimeterId = first.perimeterId;
  ({ products, bulk } = await claimFixtureProducts(t.database.db, perimeterId));
  ({ token: agent, id: agentId } = await staff("reclamations@cabas.example", [CLAIM_SETTLEMENT_PERMISSION]));
  ({ token: helper } = await staff("conseil-reclamations@cabas.example", ["customer.impersonate"]));
});
afterAll(() => t.close());

describe("getReclamationsEnExamen", () => {
  it("lists the claims under review, oldest first, with the lines, the order's goods and the customer's other claims", async () => {
    const c = await customer();
    const first = await claimUnderReview(c.token, c.userId);
    const second = await claimUnderReview(c.token, c.userId);
    const res = await get("getReclamationsEnExamen", {}, agent);
    expect(res.statusCode, res.body).toBe(200);
    const { reclamations, total } = res.json<{ reclamations: { id: number; id_commande: number; client: object; demande: number; marchandises: number; lignes: { motif: string; montant: number }[]; commentaire: string; autres: { id: number; statut: string }[] }[]; total: number }>();
    expect(total).toBe(reclamations.length);
    const ours = reclamations.filter((r) => r.id === first.claimId || r.id === second.claimId);
    expect(ours.map((r) => r.id)).toEqual([first.claimId, second.claimId]);
    const [a, b] = ours as [(typeof ours)[number], (typeof ours)[number]];
    expect(a).toMatchObject({ id_commande: first.orderId, client: { id: c.userId, email: c.email, supprime: false }, demande: first.askedCents / 100, commentaire: "Le sac n'a jamais été livré." });
    expect(a.marchandises).toBe(first.askedCents / 100);
    expect(a.lignes.length).toBeGreaterThan(1);
    expect(a.lignes.every((l) => l.motif === "manquant" && l.montant > 0)).toBe(true);
    expect(a.lignes.reduce((sum, l) => sum + Math.round(l.montant * 100), 0)).toBe(first.askedCents);
    // Each sees the other among the customer's claims of the last 30 days, not itself.
    expect(a.autres.map((o) => [o.id, o.statut])).toEqual([[second.claimId, "en_examen"]]);
    expect(b.autres.map((o) => o.id)).toEqual([first.claimId]);
    // The team's e-mail leads to the screen.
    const [teamMail] = await t.database.db
      .select({ payload: schema.backgroundJobs.payload })
      .from(schema.backgroundJobs)
      .where(and(eq(schema.backgroundJobs.kind, "mail.send"), sql`${schema.backgroundJobs.payload}->>'subject' like ${`[Réclamation ${first.claimId}]%`}`));
    expect((teamMail!.payload as { text: string }).text).toMatch(/\nPour décider : https?:\/\/[^ ]+\/support\/reclamations \(ou npm run claims -- pending/);
  });

  it("is refused to customers, to staff without the permission and to guests", async () => {
    const c = await customer();
    for (const token of [c.token, helper]) {
      const res = await get("getReclamationsEnExamen", {}, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_AUTHORIZED);
    }
    expect((await get("getReclamationsEnExamen", {})).statusCode).toBe(401);
  });
});

describe("setReclamation", () => {
  it("credits a part of what was asked, signed by the staff member, and the claim leaves the list", async () => {
    const c = await customer();
    const { claimId, askedCents } = await claimUnderReview(c.token, c.userId);
    const res = await post("setReclamation", { id: claimId, decision: "crediter", montant: "12,50" }, agent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, statut: "creditee", credite: 12.5, demande: askedCents / 100, client_prevenu: true });
    expect(res.json().message).toMatch(new RegExp(`^La réclamation n° ${claimId} est créditée de 12,50 € sur [\\d\\s]+,\\d{2} € demandés sur la cagnotte du client\\. Le client est prévenu par e-mail\\.$`));
    expect(await prizePot(c.userId)).toBe(1250);
    expect(await claimRow(claimId)).toMatchObject({ status: "credited", creditCents: 1250, settledBy: "Inès Roux", settledByUserId: agentId, settledAt: clock });
    const listed = (await get("getReclamationsEnExamen", {}, agent)).json().reclamations.map((r: { id: number }) => r.id);
    expect(listed).not.toContain(claimId);
    // Settled once: a second decision is refused with the first one's author, nothing changed.
    const again = await post("setReclamation", { id: claimId, decision: "refuser", motif: "abus" }, agent);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`La réclamation n° ${claimId} a déjà été créditée de 12,50 € par Inès Roux le 22 novembre 2026 : rien n'a été changé.`);
    expect(await prizePot(c.userId)).toBe(1250);
  });

  it("credits everything asked when no amount is given, and refuses with the reason the customer reads", async () => {
    const c = await customer();
    const whole = await claimUnderReview(c.token, c.userId);
    expect((await post("setReclamation", { id: whole.claimId, decision: "crediter", montant: "" }, agent)).json()).toMatchObject({ credite: whole.askedCents / 100 });
    const refused = await claimUnderReview(c.token, c.userId);
    const res = await post("setReclamation", { id: refused.claimId, decision: "refuser", motif: "produit_livre" }, agent);
    expect(res.json()).toMatchObject({ statut: "refusee", credite: 0, message: `La réclamation n° ${refused.claimId} est refusée. Le client est prévenu par e-mail.` });
    expect(await claimRow(refused.claimId)).toMatchObject({ status: "refused", refusalReason: "produit_livre", settledByUserId: agentId });
    const order = (await get("getCommande", { id_commande: refused.orderId }, c.token)).json();
    expect(order.commande.reclamations[0].libelle_statut).toContain("nos contrôles montrent que ces produits ont été livrés complets");
  });

  it("refuses bad input in French and changes nothing", async () => {
    const c = await customer();
    const { claimId, askedCents } = await claimUnderReview(c.token, c.userId);
    const cases: [Record<string, unknown>, string][] = [
      [{ id: claimId, decision: "refuser" }, "Choisissez le motif du refus : le client le lit."],
      [{ id: claimId, decision: "crediter", motif: "abus" }, "Un crédit ne prend pas de motif."],
      [{ id: claimId, decision: "refuser", motif: "abus", montant: "5" }, "Un refus ne crédite rien : laissez le montant vide."],
      [{ id: claimId, decision: "crediter", montant: "douze" }, "Montant illisible : 50,60 par exemple."],
      [{ id: claimId, decision: "crediter", montant: "0,00" }, "Le montant à créditer doit être supérieur à 0 €."],
      [{ id: claimId, decision: "rembourser" }, "Décision inconnue : crediter ou refuser."],
      [{ id: claimId, decision: "refuser", motif: "parce-que" }, "Motif de refus inconnu."],
      [{ id: "abc", decision: "crediter" }, "La réclamation doit être un nombre."],
    ];
    for (const [input, message] of cases) {
      const res = await post("setReclamation", input, agent);
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(input)).toContain(message);
    }
    const above = await post("setReclamation", { id: claimId, decision: "crediter", montant: String(askedCents / 100 + 1).replace(".", ",") }, agent);
    expect(above.statusCode).toBe(422);
    expect(above.json().message).toMatch(/dépasse le montant demandé .* : rien n'a été crédité\.$/);
    const unknown = await post("setReclamation", { id: 2_000_000_000, decision: "crediter" }, agent);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("La réclamation n° 2000000000 n'existe pas.");
    expect(await claimRow(claimId)).toMatchObject({ status: "under_review", creditCents: 0, settledAt: null, settledByUserId: null });
    expect(await prizePot(c.userId)).toBe(0);
  });

  it("is refused to customers, to staff without the permission and to guests, before the input is read", async () => {
    const c = await customer();
    const { claimId } = await claimUnderReview(c.token, c.userId);
    for (const token of [c.token, helper]) {
      const res = await post("setReclamation", { id: claimId, decision: "crediter" }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_AUTHORIZED);
      expect((await post("setReclamation", { id: "abc" }, token)).statusCode).toBe(403);
    }
    expect((await post("setReclamation", { id: claimId, decision: "crediter" })).statusCode).toBe(401);
    expect(await claimRow(claimId)).toMatchObject({ status: "under_review", creditCents: 0 });
    expect(await prizePot(c.userId)).toBe(0);
  });
});
