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
import { loyaltyBaseCents } from "../../domain/order-amounts.ts";
import { formatEuros } from "../../domain/basket-totals.ts";
import { deliveredOrderReason } from "../loyalty/loyalty-rules.ts";

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

/** A claim under review settled by the agent first: refused for a reason, or credited `montant`. */
async function settledClaim(decision: { motif: string } | { montant: string }) {
  const c = await customer();
  const claim = await claimUnderReview(c.token, c.userId);
  const res = await post("setReclamation", { id: claim.claimId, ...("motif" in decision ? { decision: "refuser", ...decision } : { decision: "crediter", ...decision }) }, agent);
  expect(res.statusCode, res.body).toBe(200);
  return { ...c, ...claim };
}

const revisionRows = (claimId: number) => t.database.db.select().from(schema.orderClaimRevisions).where(eq(schema.orderClaimRevisions.claimId, claimId));

const mailsTo = async (email: string) =>
  (
    await t.database.db
      .select({ payload: schema.backgroundJobs.payload })
      .from(schema.backgroundJobs)
      .where(and(eq(schema.backgroundJobs.kind, "mail.send"), sql`${schema.backgroundJobs.payload}->>'to' = ${email}`))
  ).map((row) => row.payload as { subject: string; text: string });

describe("getReclamationsCommande", () => {
  it("lists an order's claims whatever their state, with their decision, what is left and whether more can be credited", async () => {
    const c = await customer();
    const orderId = await insertClaimableOrder(t.database.db, { userId: c.userId, perimeterId, products, bulk, now: clock });
    const [a, b] = products as [(typeof products)[number], (typeof products)[number]];
    // An instant credit of one unit (within the ceilings), then a claim on the rest that waits, then is refused.
    const instant = await post("sendMRForm", { id_commande: orderId, lignes: [{ id_article: a.id, quantite: 1, motif: "abime" }] }, c.token);
    expect(instant.json().statut, instant.body).toBe("creditee");
    const lines = await t.database.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, orderId));
    const waiting = await post(
      "sendMRForm",
      { id_commande: orderId, lignes: lines.filter((l) => l.productId !== a.id).map((l) => ({ id_article: l.productId, quantite: l.quantity, motif: "manquant" })) },
      c.token,
    );
    expect(waiting.json().statut, waiting.body).toBe("en_examen");
    const res = await get("getReclamationsCommande", { id_commande: orderId }, agent);
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json().reclamations as { id: number; statut: string; credite: number; reste: number; revisable: boolean; decision: object | null; revisions: unknown[]; lignes: unknown[]; client: { email: string } }[];
    expect(listed.map((r) => [r.id, r.statut, r.revisable])).toEqual([
      [instant.json().id_reclamation, "creditee", false],
      [waiting.json().id_reclamation, "en_examen", false],
    ]);
    expect(listed[0]).toMatchObject({ credite: a.priceCents / 100, reste: 0, decision: null, revisions: [], client: { email: c.email } });
    expect(listed[1]!.lignes.length).toBe(2);
    expect(lines.some((l) => l.productId === b.id)).toBe(true);

    await post("setReclamation", { id: waiting.json().id_reclamation, decision: "refuser", motif: "produit_livre" }, agent);
    const after = (await get("getReclamationsCommande", { id_commande: orderId }, agent)).json().reclamations[1];
    expect(after).toMatchObject({ statut: "refusee", credite: 0, motif_refus: "produit_livre", revisable: true, decision: { date: clock.toISOString(), par: "Inès Roux" } });
    expect(after.reste).toBe(after.demande);
  });

  it("answers an order without claims with none, an unknown order with 404, and nobody without the permission", async () => {
    const c = await customer();
    const orderId = await insertClaimableOrder(t.database.db, { userId: c.userId, perimeterId, products, bulk, now: clock });
    expect((await get("getReclamationsCommande", { id_commande: orderId }, agent)).json()).toMatchObject({ id_commande: orderId, reclamations: [] });
    const unknown = await get("getReclamationsCommande", { id_commande: 2_000_000_000 }, agent);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("La commande n° 2000000000 n'existe pas.");
    const bad = await get("getReclamationsCommande", { id_commande: "douze" }, agent);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("La commande doit être un nombre.");
    for (const token of [c.token, helper]) {
      const res = await get("getReclamationsCommande", { id_commande: orderId }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_AUTHORIZED);
    }
    expect((await get("getReclamationsCommande", { id_commande: orderId })).statusCode).toBe(401);
  });
});

describe("reviserReclamation", () => {
  it("credits a refused claim in part, then the rest, each revision kept with the decision it followed", async () => {
    const c = await settledClaim({ motif: "produit_livre" });
    const first = await post("reviserReclamation", { id: c.claimId, montant: "10", note: "La cliente a envoyé une photo du sac vide.", revisions_vues: "0" }, agent);
    expect(first.statusCode, first.body).toBe(200);
    const leftAfterFirst = c.askedCents - 1000;
    expect(first.json()).toMatchObject({ success: true, id_commande: c.orderId, ajoute: 10, credite: 10, demande: c.askedCents / 100, euros_fidelite_repris: 0 });
    expect(first.json().message).toMatch(new RegExp(`^La réclamation n° ${c.claimId} est créditée de 10,00 € de plus sur la cagnotte du client, 10,00 € en tout sur [\\d\\s]+,\\d{2} € demandés\\. Le client est prévenu par e-mail\\.$`));
    expect(await prizePot(c.userId)).toBe(1000);
    // The decision standing is the revision: credited, no reason any more, signed by its author.
    expect(await claimRow(c.claimId)).toMatchObject({ status: "credited", creditCents: 1000, refusalReason: null, settledBy: "Inès Roux", settledByUserId: agentId, settledAt: clock });
    expect(await revisionRows(c.claimId)).toEqual([
      expect.objectContaining({
        previousStatus: "refused",
        previousCreditCents: 0,
        previousRefusalReason: "produit_livre",
        // Who refused it, and when: the claim's row now names the revision's author.
        previousSettledBy: "Inès Roux",
        previousSettledByUserId: agentId,
        previousSettledAt: clock,
        addedCents: 1000,
        revisedBy: "Inès Roux",
        revisedByUserId: agentId,
        note: "La cliente a envoyé une photo du sac vide.",
      }),
    ]);
    const [mail] = (await mailsTo(c.email)).filter((m) => m.subject.includes("de plus"));
    expect(mail!.subject).toBe(`Réclamation sur la commande n° ${c.orderId} : 10,00 € de plus dans votre cagnotte`);
    expect(mail!.text).toContain(`Notre service client a revu votre réclamation sur la commande n° ${c.orderId}. 10,00 € de plus ont été crédités sur votre cagnotte`);
    expect(mail!.text).toMatch(/Votre réclamation est ainsi créditée de 10,00 € en tout sur les [\d\s]+,\d{2} € demandés\./);
    // Her order's page says a part is credited.
    const order = (await get("getCommande", { id_commande: c.orderId }, c.token)).json();
    expect(order.commande.reclamations[0]).toMatchObject({ statut: "creditee", montant: 10 });
    expect(order.commande.reclamations[0].libelle_statut).toMatch(/^Créditée en partie sur votre cagnotte/);

    // The rest, the amount left empty; then nothing is left to add.
    const rest = await post("reviserReclamation", { id: c.claimId, montant: "", note: "Le livreur confirme l'oubli.", revisions_vues: "1" }, agent);
    expect(rest.json(), rest.body).toMatchObject({ ajoute: leftAfterFirst / 100, credite: c.askedCents / 100 });
    expect(rest.json().message).toMatch(/de plus sur la cagnotte du client, toute la demande\. Le client est prévenu par e-mail\.$/);
    expect(await prizePot(c.userId)).toBe(c.askedCents);
    expect((await revisionRows(c.claimId)).map((r) => [r.previousStatus, r.previousCreditCents, r.addedCents])).toEqual([
      ["refused", 0, 1000],
      ["credited", 1000, leftAfterFirst],
    ]);
    const full = await post("reviserReclamation", { id: c.claimId, note: "Encore une fois.", revisions_vues: "2" }, agent);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(`La réclamation n° ${c.claimId} est déjà créditée en entier (${formatEuros(c.askedCents)}) : il n'y a rien à ajouter.`);
    const listed = (await get("getReclamationsCommande", { id_commande: c.orderId }, agent)).json().reclamations[0];
    expect(listed).toMatchObject({ statut: "creditee", reste: 0, revisable: false });
    expect(listed.revisions.map((r: { statut_avant: string; ajoute: number; par: string }) => [r.statut_avant, r.ajoute, r.par])).toEqual([
      ["refusee", 10, "Inès Roux"],
      ["creditee", leftAfterFirst / 100, "Inès Roux"],
    ]);
  });

  it("credits once when the same revision is sent twice at once", async () => {
    const c = await settledClaim({ montant: "5" });
    const input = { id: c.claimId, montant: "3", note: "Double clic sur le bouton.", revisions_vues: "0" };
    const answers = await Promise.all([post("reviserReclamation", input, agent), post("reviserReclamation", input, agent)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().message).toBe(`La réclamation n° ${c.claimId} a été revue entre-temps par Inès Roux le 22 novembre 2026 (3,00 € ajoutés) : rien n'a été changé. Rechargez la page pour voir où elle en est.`);
    expect(await prizePot(c.userId)).toBe(800);
    expect(await revisionRows(c.claimId)).toHaveLength(1);
    expect((await claimRow(c.claimId)).creditCents).toBe(800);
  });

  it("takes back the loyalty euros earned on what it adds, after what the decision took", async () => {
    const c = await settledClaim({ montant: "5" });
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, c.orderId));
    // Loyalty euros earned at delivery, after the first decision: the revision takes back its share of all credited.
    await t.database.db.insert(schema.loyaltyLedger).values({ userId: c.userId, kind: "eurofid", amount: 600, reason: deliveredOrderReason(c.orderId), orderId: c.orderId, createdAt: clock });
    const base = loyaltyBaseCents({ paidCents: order!.totalCents, feeCents: order!.feeCents, donationCents: 0 });
    const res = await post("reviserReclamation", { id: c.claimId, montant: "7,50", note: "Deux produits de plus manquaient.", revisions_vues: "0" }, agent);
    expect(res.statusCode, res.body).toBe(200);
    const due = Math.round((600 * 1250) / base);
    expect(due).toBeGreaterThan(0);
    expect(res.json().euros_fidelite_repris).toBe(due / 100);
    expect(await claimRow(c.claimId)).toMatchObject({ creditCents: 1250, loyaltyDeductedCents: due });
    expect((await revisionRows(c.claimId))[0]).toMatchObject({ addedCents: 750, loyaltyDeductedCents: due, loyaltyUnrecoveredCents: 0 });
  });

  it("refuses bad input and claims it cannot revise in French, nothing changed", async () => {
    const c = await settledClaim({ motif: "hors_delai" });
    const cases: [Record<string, unknown>, string][] = [
      [{ id: c.claimId, revisions_vues: "0" }, "Dites pourquoi la décision est revue : l'équipe le relira."],
      [{ id: c.claimId, note: " ok ", revisions_vues: "0" }, "Dites pourquoi la décision est revue (3 caractères au moins) : l'équipe le relira."],
      // Counted in characters as the database counts them: an emoji is one.
      [{ id: c.claimId, note: "a😀", revisions_vues: "0" }, "Dites pourquoi la décision est revue (3 caractères au moins) : l'équipe le relira."],
      [{ id: c.claimId, note: "x".repeat(501), revisions_vues: "0" }, "La raison de la révision tient en 500 caractères."],
      [{ id: c.claimId, note: "Photo reçue.", montant: "beaucoup", revisions_vues: "0" }, "Montant illisible : 50,60 par exemple."],
      [{ id: c.claimId, note: "Photo reçue.", montant: "0", revisions_vues: "0" }, "Le montant à ajouter doit être supérieur à 0 €."],
      [{ id: c.claimId, note: "Photo reçue." }, "Rechargez la page : la réclamation a pu changer."],
      [{ id: "abc", note: "Photo reçue.", revisions_vues: "0" }, "La réclamation doit être un nombre."],
    ];
    for (const [input, message] of cases) {
      const res = await post("reviserReclamation", input, agent);
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(input)).toContain(message);
    }
    const above = await post("reviserReclamation", { id: c.claimId, note: "Photo reçue.", montant: String(c.askedCents / 100 + 1).replace(".", ","), revisions_vues: "0" }, agent);
    expect(above.statusCode).toBe(422);
    expect(above.json().message).toMatch(/^Le montant à ajouter \(.+\) dépasse ce qui reste de la demande \(.+ sur .+ demandés\) : rien n'a été crédité\.$/);
    const stale = await post("reviserReclamation", { id: c.claimId, note: "Photo reçue.", revisions_vues: "3" }, agent);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(`La réclamation n° ${c.claimId} a changé entre-temps : rien n'a été changé. Rechargez la page pour voir où elle en est.`);
    const unknown = await post("reviserReclamation", { id: 2_000_000_000, note: "Photo reçue.", revisions_vues: "0" }, agent);
    expect(unknown.statusCode).toBe(404);
    const waiting = await claimUnderReview(c.token, c.userId);
    const early = await post("reviserReclamation", { id: waiting.claimId, note: "Photo reçue.", revisions_vues: "0" }, agent);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(`La réclamation n° ${waiting.claimId} est encore en examen : décidez-la dans la liste des réclamations à examiner.`);
    expect(await claimRow(c.claimId)).toMatchObject({ status: "refused", refusalReason: "hors_delai", creditCents: 0 });
    expect(await claimRow(waiting.claimId)).toMatchObject({ status: "under_review", creditCents: 0 });
    expect(await revisionRows(c.claimId)).toEqual([]);
    expect(await prizePot(c.userId)).toBe(0);
  });

  it("is refused to customers, to staff without the permission and to guests, before the input is read", async () => {
    const c = await settledClaim({ motif: "abus" });
    for (const token of [c.token, helper]) {
      const res = await post("reviserReclamation", { id: c.claimId, note: "Je me crédite.", revisions_vues: "0" }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_AUTHORIZED);
      expect((await post("reviserReclamation", { id: "abc" }, token)).statusCode).toBe(403);
    }
    expect((await post("reviserReclamation", { id: c.claimId, note: "Je me crédite.", revisions_vues: "0" })).statusCode).toBe(401);
    expect(await revisionRows(c.claimId)).toEqual([]);
    expect(await prizePot(c.userId)).toBe(0);
  });
});
