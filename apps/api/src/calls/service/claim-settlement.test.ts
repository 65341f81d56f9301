// Customer service settling claims under review, on a real seeded database: credited in full or in part as an
// instant credit would be (prize pot, loyalty euros taken back), refused with a reason; once only, even when two
// agents settle at once; what the customer reads on the order's page and in the e-mail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { AppError } from "../../http/app-error.ts";
import { createTestApp, queryClient, type TestApp } from "../../test/test-app.ts";
import { claimFixtureProducts, insertClaimableOrder, registerCustomer } from "../../test/order-fixtures.ts";
import { loyaltyBaseCents } from "../../domain/order-amounts.ts";
import { deliveredOrderReason } from "../loyalty/loyalty-rules.ts";
import { claimLoyaltyReason } from "./claim-credit.ts";
import { erasedEmailFor } from "../session/account-deletion-rules.ts";
import { describePending } from "../../cli/claims.ts";
import {
  alreadySettled,
  creditAmountRefusal,
  customerClaimView,
  erasedAccountRefusal,
  pendingClaims,
  settleClaim,
  type ClaimDecision,
} from "./claim-settlement.ts";

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
const later = new Date("2026-11-23T09:30:00Z");
let perimeterId = 0;
let products: { id: number; name: string; priceCents: number }[] = [];
let bulk: { id: number; name: string; priceCents: number };
let customers = 0;
const { post, get } = queryClient(() => t);

async function customer() {
  customers += 1;
  const email = `settlement-${customers}@example.fr`;
  return { email, ...(await registerCustomer(t, email)) };
}

const balance = async (userId: number, kind: "cagnotte" | "eurofid") =>
  (
    await t.database.db
      .select({ cents: sql<number>`coalesce(sum(${schema.loyaltyLedger.amount}), 0)::int` })
      .from(schema.loyaltyLedger)
      .where(and(eq(schema.loyaltyLedger.userId, userId), eq(schema.loyaltyLedger.kind, kind)))
  )[0]!.cents;
const claimRow = async (id: number) =>
  (await t.database.db.select().from(schema.orderClaims).where(eq(schema.orderClaims.id, id)))[0]!;
/** The e-mails queued for this address whose subject starts so. */
const mailsTo = async (to: string, subject: string) =>
  (
    await t.database.db
      .select({ payload: schema.backgroundJobs.payload })
      .from(schema.backgroundJobs)
      .where(
        and(
          eq(schema.backgroundJobs.kind, "mail.send"),
          sql`${schema.backgroundJobs.payload}->>'to' = ${to}`,
          sql`${schema.backgroundJobs.payload}->>'subject' like ${`${subject}%`}`,
        ),
      )
  ).map((r) => r.payload as { subject: string; text: string });

/** An order of 3 × a, 1 × b and enough of the dearest product for a claim of a or b to stay under the ceilings. */
async function deliveredOrder(userId: number) {
  return insertClaimableOrder(t.database.db, { userId, perimeterId, products, bulk, now: clock });
}

/** The whole order (or what is left of it) claimed missing: far above the ceilings, so it waits for review. */
async function claimUnderReview(token: string, orderId: number, keep: Record<number, number> = {}) {
  const lines = await t.database.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, orderId));
  const res = await post(
    "sendMRForm",
    {
      id_commande: orderId,
      lignes: lines
        .map((l) => ({ id_article: l.productId, quantite: l.quantity - (keep[l.productId] ?? 0), motif: "manquant" }))
        .filter((l) => l.quantite > 0),
    },
    token,
  );
  expect(res.json().statut, res.body).toBe("en_examen");
  const asked = lines.reduce(
    (sum, l) => sum + Math.round((l.lineCents * (l.quantity - (keep[l.productId] ?? 0))) / l.quantity),
    0,
  );
  return { claimId: res.json().id_reclamation as number, asked };
}

const settle = (claimId: number, decision: ClaimDecision, agent = "marie") =>
  settleClaim(t.database.db, { claimId, decision, agent, now: later });

/** The French refusal a settlement throws, or fails when it went through. */
async function refusalOf(attempt: Promise<unknown>): Promise<AppError> {
  const error = await attempt.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const earnOnDelivery = (userId: number, orderId: number, cents: number) =>
  t.database.db
    .insert(schema.loyaltyLedger)
    .values({
      userId,
      kind: "eurofid",
      amount: cents,
      reason: deliveredOrderReason(orderId),
      orderId,
      createdAt: clock,
    });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const first = await customer();
  perimeterId = first.perimeterId;
  ({ products, bulk } = await claimFixtureProducts(t.database.db, perimeterId));
});
afterAll(() => t.close());

describe("settlement rules", () => {
  const claim = {
    id: 7,
    status: "under_review" as const,
    creditCents: 0,
    settledAt: null,
    settledBy: null,
    refusalReason: null,
  };

  it("lets only a claim under review be settled, saying who settled the others and when", () => {
    expect(alreadySettled(claim)).toBeNull();
    expect(
      alreadySettled({ ...claim, status: "credited", creditCents: 1250, settledAt: later, settledBy: "marie" }),
    ).toBe("La réclamation n° 7 a déjà été créditée de 12,50 € par marie le 23 novembre 2026 : rien n'a été changé.");
    expect(
      alreadySettled({ ...claim, status: "refused", refusalReason: "abus", settledAt: later, settledBy: "marie" }),
    ).toBe("La réclamation n° 7 a déjà été refusée (abus) par marie le 23 novembre 2026 : rien n'a été changé.");
    expect(alreadySettled({ ...claim, status: "credited", creditCents: 300 })).toMatch(
      /^La réclamation n° 7 n'est pas en cours d'examen : elle a été créditée à son envoi/,
    );
  });

  it("credits more than 0 and never more than asked", () => {
    expect(creditAmountRefusal(1250, 3000)).toBeNull();
    expect(creditAmountRefusal(3000, 3000)).toBeNull();
    expect(creditAmountRefusal(3001, 3000)).toBe(
      "Le montant à créditer (30,01 €) dépasse le montant demandé (30,00 €) : rien n'a été crédité.",
    );
    expect(creditAmountRefusal(0, 3000)).toBe("Le montant à créditer doit être supérieur à 0 €.");
    expect(creditAmountRefusal(-5, 3000)).not.toBeNull();
    expect(creditAmountRefusal(12.5, 3000)).not.toBeNull();
  });

  it("shows the customer a part credited and a refusal's reason in French", () => {
    expect(
      customerClaimView({ status: "under_review", creditCents: 0, askedCents: 3000, refusalReason: null }),
    ).toEqual({
      statut: "en_examen",
      libelle_statut: "En cours d'examen par le service client",
      montant: 30,
    });
    expect(customerClaimView({ status: "credited", creditCents: 3000, askedCents: 3000, refusalReason: null })).toEqual(
      { statut: "creditee", libelle_statut: "Créditée sur votre cagnotte", montant: 30 },
    );
    expect(customerClaimView({ status: "credited", creditCents: 1250, askedCents: 3000, refusalReason: null })).toEqual(
      {
        statut: "creditee",
        libelle_statut: "Créditée en partie sur votre cagnotte (30,00 € demandés)",
        montant: 12.5,
      },
    );
    expect(
      customerClaimView({ status: "refused", creditCents: 0, askedCents: 3000, refusalReason: "deja_rembourse" }),
    ).toEqual({
      statut: "refusee",
      libelle_statut: "Refusée par le service client (ces produits ont déjà été remboursés ou remplacés)",
      montant: 30,
    });
  });
});

describe("claims under review", () => {
  it("lists them oldest first with the customer, the lines, the order's goods and the customer's other claims", async () => {
    const { token, userId, email } = await customer();
    const [a] = products;
    const first = await deliveredOrder(userId);
    const second = await deliveredOrder(userId);
    const small = await post(
      "sendMRForm",
      { id_commande: first, lignes: [{ id_article: a!.id, quantite: 1, motif: "abime" }] },
      token,
    );
    expect(small.json().statut).toBe("creditee");
    const older = await claimUnderReview(token, first, { [a!.id]: 1 });
    const newer = await claimUnderReview(token, second);
    // Sent a minute earlier than the others: the date orders them, not the number.
    await t.database.db
      .update(schema.orderClaims)
      .set({ createdAt: new Date(clock.getTime() - 60_000) })
      .where(eq(schema.orderClaims.id, newer.claimId));

    const mine = (await pendingClaims(t.database.db, later)).filter((c) => c.customer.id === userId);
    expect(mine.map((c) => c.id)).toEqual([newer.claimId, older.claimId]);
    const goods = (
      await t.database.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, second))
    ).reduce((s, l) => s + l.lineCents, 0);
    expect(mine[0]).toMatchObject({
      orderId: second,
      askedCents: newer.asked,
      goodsCents: goods,
      customer: { name: "Chloé Durand", email },
    });
    expect(mine[0]!.lines).toHaveLength(3);
    expect(mine[0]!.lines.find((l) => l.name === a!.name)).toEqual({
      name: a!.name,
      quantity: 3,
      reason: "manquant",
      askedCents: 3 * a!.priceCents,
    });
    // The other claims of the period, whatever their status: the small one credited at once and the other under review.
    expect(mine[0]!.recentClaims.map((r) => [r.id, r.status])).toEqual([
      [small.json().id_reclamation, "credited"],
      [older.claimId, "under_review"],
    ]);
    expect(mine[0]!.recentClaims[0]).toMatchObject({
      orderId: first,
      creditCents: a!.priceCents,
      askedCents: a!.priceCents,
    });
    expect(mine[1]!.recentClaims.map((r) => r.id)).toEqual([newer.claimId, small.json().id_reclamation]);

    await settle(older.claimId, { kind: "refuse", reason: "abus" });
    expect((await pendingClaims(t.database.db, later)).map((c) => c.id)).not.toContain(older.claimId);
  });

  it("credits the whole amount asked as an instant credit would, records who and when, and tells the customer", async () => {
    const { token, userId, email } = await customer();
    const orderId = await deliveredOrder(userId);
    const { claimId, asked } = await claimUnderReview(token, orderId);
    const outcome = await settle(claimId, { kind: "credit" });
    expect(outcome).toMatchObject({ claimId, orderId, status: "credited", askedCents: asked, creditCents: asked });
    expect(await claimRow(claimId)).toMatchObject({
      status: "credited",
      creditCents: asked,
      settledAt: later,
      settledBy: "marie",
      refusalReason: null,
    });
    expect(await balance(userId, "cagnotte")).toBe(asked);
    const [ledger] = await t.database.db
      .select()
      .from(schema.loyaltyLedger)
      .where(and(eq(schema.loyaltyLedger.userId, userId), eq(schema.loyaltyLedger.kind, "cagnotte")));
    expect(ledger).toMatchObject({
      amount: asked,
      reason: `Réclamation sur la commande n° ${orderId}`,
      orderId,
      createdAt: later,
    });
    const [mail] = await mailsTo(email, `Réclamation sur la commande n° ${orderId} :`).then((m) =>
      m.filter((x) => !x.subject.endsWith("en cours d'examen")),
    );
    expect(mail!.subject).toBe(
      `Réclamation sur la commande n° ${orderId} : ${(asked / 100).toFixed(2).replace(".", ",")} € dans votre cagnotte`,
    );
    expect(mail!.text).toMatch(/Notre service client a examiné votre réclamation/);
    expect(mail!.text).not.toMatch(/demandés/);
    const detail = (await get("getCommande", { id_commande: orderId }, token)).json().commande;
    expect(detail.reclamations).toEqual([
      {
        id_reclamation: claimId,
        statut: "creditee",
        libelle_statut: "Créditée sur votre cagnotte",
        montant: asked / 100,
        date: clock.toISOString(),
      },
    ]);
  });

  it("credits a part of the amount asked, and says so to the customer", async () => {
    const { token, userId, email } = await customer();
    const orderId = await deliveredOrder(userId);
    const { claimId, asked } = await claimUnderReview(token, orderId);
    const outcome = await settle(claimId, { kind: "credit", amountCents: 1250 });
    expect(outcome).toMatchObject({ status: "credited", askedCents: asked, creditCents: 1250 });
    expect(await claimRow(claimId)).toMatchObject({ status: "credited", creditCents: 1250, settledBy: "marie" });
    expect(await balance(userId, "cagnotte")).toBe(1250);
    const [mail] = await mailsTo(email, `Réclamation sur la commande n° ${orderId} : 12,50 €`);
    expect(mail!.text).toContain(
      `Nous vous accordons 12,50 € sur les ${(asked / 100).toFixed(2).replace(".", ",")} € demandés`,
    );
    const detail = (await get("getCommande", { id_commande: orderId }, token)).json().commande;
    expect(detail.reclamations).toMatchObject([
      {
        statut: "creditee",
        libelle_statut: `Créditée en partie sur votre cagnotte (${(asked / 100).toFixed(2).replace(".", ",")} € demandés)`,
        montant: 12.5,
      },
    ]);
  });

  it("refuses with a reason: nothing credited, the customer told why, the product may be reviewed again", async () => {
    const { token, userId, email } = await customer();
    const [, b] = products;
    const orderId = await deliveredOrder(userId);
    await earnOnDelivery(userId, orderId, 200);
    const loyalty = await balance(userId, "eurofid");
    const { claimId } = await claimUnderReview(token, orderId);
    const before = (
      await post(
        "setMonAvis",
        { id_article: b!.id, note: 5, titre: "Excellent", texte: "Très bon produit, je recommande." },
        token,
      )
    ).json().message;
    expect(before).toMatch(/signalé ce produit comme manquant/);

    const outcome = await settle(claimId, { kind: "refuse", reason: "produit_livre" }, "karim");
    expect(outcome).toMatchObject({ status: "refused", creditCents: 0, reason: "produit_livre" });
    expect(await claimRow(claimId)).toMatchObject({
      status: "refused",
      creditCents: 0,
      refusalReason: "produit_livre",
      settledAt: later,
      settledBy: "karim",
      loyaltyDeductedCents: 0,
    });
    expect(await balance(userId, "cagnotte")).toBe(0);
    expect(await balance(userId, "eurofid")).toBe(loyalty);
    const [mail] = await mailsTo(email, `Réclamation sur la commande n° ${orderId} : notre réponse`);
    expect(mail!.text).toContain(
      "Nous ne pouvons pas y donner suite : nos contrôles montrent que ces produits ont été livrés complets et en bon état.",
    );
    expect(mail!.text).toContain("Rien n'a été crédité");
    const detail = (await get("getCommande", { id_commande: orderId }, token)).json().commande;
    expect(detail.reclamations).toMatchObject([
      {
        statut: "refusee",
        libelle_statut:
          "Refusée par le service client (nos contrôles montrent que ces produits ont été livrés complets et en bon état)",
      },
    ]);
    // Its units stay claimed (the refusal is the answer, not an invitation to claim them again at once)…
    expect(detail.reclames[b!.id]).toBe(1);
    const again = await post(
      "sendMRForm",
      { id_commande: orderId, lignes: [{ id_article: b!.id, quantite: 1, motif: "manquant" }] },
      token,
    );
    expect(again.statusCode).toBe(422);
    // …but the team did not accept them as missing: they prove the purchase again.
    const review = await post(
      "setMonAvis",
      { id_article: b!.id, note: 5, titre: "Excellent", texte: "Très bon produit, je recommande." },
      token,
    );
    expect(review.statusCode, review.body).toBe(200);
  });

  it("settles a claim once when two agents settle it at the same time", async () => {
    const { token, userId } = await customer();
    const orderId = await deliveredOrder(userId);
    const { claimId, asked } = await claimUnderReview(token, orderId);
    const results = await Promise.allSettled([
      settle(claimId, { kind: "credit" }, "marie"),
      settle(claimId, { kind: "credit", amountCents: 500 }, "karim"),
      settle(claimId, { kind: "refuse", reason: "abus" }, "lea"),
    ]);
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(2);
    for (const r of lost) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).kind).toBe("CONFLICT");
      expect((r.reason as AppError).message).toMatch(
        new RegExp(`^La réclamation n° ${claimId} a déjà été (créditée|refusée).* : rien n'a été changé\\.$`),
      );
    }
    const row = await claimRow(claimId);
    const credited = row.status === "credited" ? row.creditCents : 0;
    expect(credited === 0 || credited === asked || credited === 500).toBe(true);
    const ledger = await t.database.db
      .select()
      .from(schema.loyaltyLedger)
      .where(and(eq(schema.loyaltyLedger.userId, userId), eq(schema.loyaltyLedger.kind, "cagnotte")));
    expect(ledger.map((l) => l.amount)).toEqual(credited ? [credited] : []);
  });

  it("refuses to settle a claim not under review, one that does not exist, or more than asked, changing nothing", async () => {
    const { token, userId } = await customer();
    const [a] = products;
    const orderId = await deliveredOrder(userId);
    const instant = await post(
      "sendMRForm",
      { id_commande: orderId, lignes: [{ id_article: a!.id, quantite: 1, motif: "abime" }] },
      token,
    );
    expect(instant.json().statut).toBe("creditee");
    const instantId = instant.json().id_reclamation as number;
    const { claimId, asked } = await claimUnderReview(token, orderId, { [a!.id]: 1 });
    const pot = await balance(userId, "cagnotte");

    const notUnderReview = await refusalOf(settle(instantId, { kind: "credit" }));
    expect(notUnderReview.kind).toBe("CONFLICT");
    expect(notUnderReview.message).toMatch(/n'est pas en cours d'examen : elle a été créditée à son envoi/);
    expect(await claimRow(instantId)).toMatchObject({
      status: "credited",
      creditCents: a!.priceCents,
      settledAt: null,
      settledBy: null,
    });
    expect((await refusalOf(settle(instantId, { kind: "refuse", reason: "abus" }))).kind).toBe("CONFLICT");

    expect((await refusalOf(settle(999_999, { kind: "credit" }))).message).toBe(
      "La réclamation n° 999999 n'existe pas.",
    );

    const tooMuch = await refusalOf(settle(claimId, { kind: "credit", amountCents: asked + 1 }));
    expect(tooMuch.kind).toBe("UNPROCESSABLE");
    expect(tooMuch.message).toMatch(/dépasse le montant demandé/);
    expect((await refusalOf(settle(claimId, { kind: "credit", amountCents: 0 }))).message).toBe(
      "Le montant à créditer doit être supérieur à 0 €.",
    );
    expect((await refusalOf(settle(claimId, { kind: "refuse", reason: "pas_envie" as never }))).kind).toBe(
      "UNPROCESSABLE",
    );
    expect((await refusalOf(settle(claimId, { kind: "credit" }, "  "))).message).toMatch(/--agent/);
    expect(await claimRow(claimId)).toMatchObject({
      status: "under_review",
      creditCents: 0,
      settledAt: null,
      settledBy: null,
    });
    expect(await balance(userId, "cagnotte")).toBe(pot);

    // Settled once, a second decision is refused with the first one's facts.
    await settle(claimId, { kind: "refuse", reason: "deja_rembourse" });
    const second = await refusalOf(settle(claimId, { kind: "credit" }, "karim"));
    expect(second.message).toBe(
      `La réclamation n° ${claimId} a déjà été refusée (deja_rembourse) par marie le 23 novembre 2026 : rien n'a été changé.`,
    );
    expect(await balance(userId, "cagnotte")).toBe(pot);
  });

  it("flags an erased account's claim, refuses to credit it, and refuses it without an e-mail", async () => {
    const { token, userId } = await customer();
    const orderId = await deliveredOrder(userId);
    const { claimId } = await claimUnderReview(token, orderId);
    // An account erased while its claim waited (possible before ADR 0081: deletion now waits for the answer).
    const erased = erasedEmailFor(userId);
    await t.database.db.update(schema.users).set({ email: erased, prenom: "", nom: "" }).where(eq(schema.users.id, userId));
    const pot = await balance(userId, "cagnotte");

    const [pending] = (await pendingClaims(t.database.db, later)).filter((c) => c.id === claimId);
    expect(pending!.customer).toMatchObject({ id: userId, erased: true });
    const printed = describePending(pending!).join("\n");
    expect(printed).toContain(`Client : COMPTE SUPPRIMÉ (compte n° ${userId}) — ne peut pas être crédité`);
    expect(printed).not.toContain(erased);
    expect(printed).not.toContain(`credit ${claimId}`);

    const refused = await refusalOf(settle(claimId, { kind: "credit" }));
    expect([refused.kind, refused.message]).toEqual(["CONFLICT", erasedAccountRefusal(claimId, userId)]);
    expect(await claimRow(claimId)).toMatchObject({ status: "under_review", creditCents: 0, settledAt: null });
    expect(await balance(userId, "cagnotte")).toBe(pot);

    const outcome = await settle(claimId, { kind: "refuse", reason: "abus" });
    expect(outcome).toMatchObject({ status: "refused", mailed: false });
    expect(await mailsTo(erased, "")).toEqual([]);
  });

  it("takes back the loyalty euros earned on what it credits, after what earlier claims took", async () => {
    const { token, userId } = await customer();
    const [a] = products;
    const orderId = await deliveredOrder(userId);
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    const earned = 400;
    await earnOnDelivery(userId, orderId, earned);
    const base = loyaltyBaseCents({ paidCents: order!.totalCents, feeCents: order!.feeCents, donationCents: 0 });
    const loyalty = await balance(userId, "eurofid");

    const instant = await post(
      "sendMRForm",
      { id_commande: orderId, lignes: [{ id_article: a!.id, quantite: 1, motif: "abime" }] },
      token,
    );
    expect(instant.json().statut).toBe("creditee");
    const takenAtOnce = (await claimRow(instant.json().id_reclamation)).loyaltyDeductedCents;
    expect(takenAtOnce).toBe(Math.round((earned * a!.priceCents) / base));
    const { claimId, asked } = await claimUnderReview(token, orderId, { [a!.id]: 1 });
    // Nothing taken back while it waits.
    expect(await balance(userId, "eurofid")).toBe(loyalty - takenAtOnce);

    const part = Math.floor(asked / 3);
    const outcome = await settle(claimId, { kind: "credit", amountCents: part });
    const due = Math.round((earned * (a!.priceCents + part)) / base) - takenAtOnce;
    expect(due).toBeGreaterThan(0);
    expect(outcome).toMatchObject({ creditCents: part, loyaltyDeductedCents: due, loyaltyUnrecoveredCents: 0 });
    expect(await claimRow(claimId)).toMatchObject({ loyaltyDeductedCents: due, loyaltyUnrecoveredCents: 0 });
    expect(await balance(userId, "eurofid")).toBe(loyalty - takenAtOnce - due);
    const rows = await t.database.db
      .select()
      .from(schema.loyaltyLedger)
      .where(
        and(eq(schema.loyaltyLedger.userId, userId), eq(schema.loyaltyLedger.reason, claimLoyaltyReason(orderId))),
      );
    expect(rows.map((r) => r.amount).sort((x, y) => x - y)).toEqual([-takenAtOnce, -due].sort((x, y) => x - y));
    expect(await balance(userId, "cagnotte")).toBe(a!.priceCents + part);
  });

  it("takes back only what the loyalty balance still holds, recording the rest as unrecovered", async () => {
    const { token, userId } = await customer();
    const orderId = await deliveredOrder(userId);
    const earned = 400;
    await earnOnDelivery(userId, orderId, earned);
    // Spent meanwhile, but for 3 cents.
    await t.database.db
      .insert(schema.loyaltyLedger)
      .values({
        userId,
        kind: "eurofid",
        amount: -((await balance(userId, "eurofid")) - 3),
        reason: "Commande",
        createdAt: clock,
      });
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    const base = loyaltyBaseCents({ paidCents: order!.totalCents, feeCents: order!.feeCents, donationCents: 0 });
    const { claimId, asked } = await claimUnderReview(token, orderId);
    const outcome = await settle(claimId, { kind: "credit" });
    const due = Math.min(earned, Math.round((earned * asked) / base));
    expect(due).toBeGreaterThan(3);
    expect(outcome).toMatchObject({ creditCents: asked, loyaltyDeductedCents: 3, loyaltyUnrecoveredCents: due - 3 });
    expect(await claimRow(claimId)).toMatchObject({ loyaltyDeductedCents: 3, loyaltyUnrecoveredCents: due - 3 });
    expect(await balance(userId, "eurofid")).toBe(0);
  });
});
