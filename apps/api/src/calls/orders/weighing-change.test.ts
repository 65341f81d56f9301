// A weighing lighter than what the benefits covered gives the prize pot and loyalty euros it no longer needs back
// (ADR 0079), through HTTP and the warehouse's moves on a real database: loyalty euros first, then the pot, a voucher
// kept whole; the order's page, its e-mails, its invoice and the customer's histories say it; credited once, whatever
// is replayed; a cancellation after it returns only the rest; an order paid partly by card gets its change once the
// card's share is 0; a phone order of 0 € is confirmed without taking anything.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";
import { giveBasketAddress, openCheckoutShop, ORIGIN, registerCustomer } from "../../test/order-fixtures.ts";
import { pdfTextLines } from "../../test/pdf-text.ts";
import { euroAmountText } from "../../domain/order-labels.ts";
import { spentBenefitsOf, weighedBenefitsSplit } from "../../domain/benefits-change.ts";
import { moveOrder } from "./order-warehouse.ts";
import { invoicePdfFor } from "./invoice.ts";
import { creditWeighingChange } from "./weighing-change.ts";
import { createSandboxProvider } from "../../payment/sandbox-provider.ts";

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
let products: Awaited<ReturnType<typeof openCheckoutShop>>["products"];
let slotId = 0;
let perimeterId = 0;
const SECRET = "weighing-change-secret-0123456789abcdef01234";

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, paymentSecret: SECRET });
  ({ perimeterId, products, slotId } = await openCheckoutShop(t, "premier-monnaie@example.fr"));
  // Enough pieces sold by weight for baskets of some 25 € of them, whatever the product the seed offers.
  await t.database.db
    .update(schema.offers)
    .set({ stock: 5000 })
    .where(and(eq(schema.offers.productId, products.weighed.id), eq(schema.offers.perimeterId, perimeterId)));
});
afterAll(() => t.close());

const { post, get } = callClient(() => t);
const json = { accept: "application/json", ...ORIGIN };
const sandbox = () =>
  createSandboxProvider({ db: t.database.db, secret: SECRET, now: () => clock, deliver: async () => {} });
const warehouse = () => ({ db: t.database.db, provider: sandbox(), now: clock, publicUrl: "http://localhost:3000" });
const euros = euroAmountText;

const orderRow = async (id: number) =>
  (await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!;
const paymentsOf = (orderId: number) =>
  t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
const ledgerOf = (userId: number) =>
  t.database.db
    .select()
    .from(schema.loyaltyLedger)
    .where(eq(schema.loyaltyLedger.userId, userId))
    .orderBy(schema.loyaltyLedger.id);
const balances = async (token: string) =>
  (await get("monHistoriqueFidelite?type=tout", token)).json().soldes as { eurosfid: number; cagnotte: number };
const mailsAbout = async (orderId: number) =>
  (await t.database.db.select().from(schema.backgroundJobs).orderBy(schema.backgroundJobs.id))
    .map((j) => j.payload as { subject?: string; text?: string })
    .filter((m) => m.subject?.includes(`n° ${orderId}`));
const cents = (value: number) => Math.round(value * 100);

type Benefits = {
  voucher?: (purchases: number) => number;
  pot: (purchases: number) => number;
  eurofid: (purchases: number) => number;
  donation?: number;
  mode?: "carte" | "telephone";
};

/**
 * A customer with 30 € in the prize pot and 20 € of loyalty euros, a basket of about 25 € of the product sold by
 * weight, and the benefits chosen from the purchases' amount (goods and delivery): returns the order placed.
 */
async function weighedOrder(email: string, benefits: Benefits) {
  const c = await registerCustomer(t, email);
  await t.database.db.insert(schema.loyaltyLedger).values([
    { userId: c.userId, kind: "cagnotte", amount: 3000, reason: "Défi gagné", createdAt: clock },
    { userId: c.userId, kind: "eurofid", amount: 2000, reason: "Geste commercial", createdAt: clock },
  ]);
  const piece = Math.round((products.weighed.averageWeightGrams! * products.weighed.priceCents) / 1000);
  const pieces = Math.max(1, Math.ceil(2500 / piece));
  expect(
    (await post("updatePanier", { action: "set_quantity", id: products.weighed.id, quantity: pieces }, c.token))
      .statusCode,
  ).toBe(200);
  await giveBasketAddress(t.database.db, c.userId, { phone: "0612345678" });
  expect((await post("setCreneaux", { id_tranche: slotId }, c.token)).statusCode).toBe(200);
  const purchases = cents((await get("payConfiguration", c.token)).json().montant);
  const voucherCents = benefits.voucher?.(purchases) ?? 0;
  let voucher: string | null = null;
  if (voucherCents > 0) {
    voucher = `BA-${email.split("@")[0]!.toUpperCase()}`;
    await t.database.db
      .insert(schema.vouchers)
      .values({
        userId: c.userId,
        code: voucher,
        amountCents: voucherCents,
        expiresAt: new Date("2027-06-01T00:00:00Z"),
      });
    expect((await post("updatePanier", { action: "use_ba", code: voucher }, c.token)).statusCode).toBe(200);
  }
  const pot = benefits.pot(purchases);
  const eurofid = benefits.eurofid(purchases);
  if (pot > 0)
    expect(
      (
        await post(
          "updatePanier",
          { action: "use_eurofid", montant: (pot / 100).toFixed(2), source: "cagnotte" },
          c.token,
        )
      ).statusCode,
    ).toBe(200);
  if (eurofid > 0)
    expect(
      (await post("updatePanier", { action: "use_eurofid", montant: (eurofid / 100).toFixed(2) }, c.token)).statusCode,
    ).toBe(200);
  if (benefits.donation)
    expect(
      (await post("updatePanier", { action: "don", montant: (benefits.donation / 100).toFixed(2) }, c.token))
        .statusCode,
    ).toBe(200);
  const card = (
    await t.app.inject({
      method: "POST",
      url: "/next-react/sandbox/cartes",
      headers: json,
      payload: { numero: "4242 4242 4242 4242", expiration: "12/29", cvc: "123" },
    })
  ).json().carte.id_empreinte;
  expect((await post("addCB", { id_empreinte: card }, c.token)).statusCode).toBe(200);
  const conf = (await get("payConfiguration", c.token)).json();
  const mode = benefits.mode ?? "carte";
  const placed = await post(
    "payCommande",
    mode === "carte" ? { checkout: conf.checkout, mode, id_empreinte: card } : { checkout: conf.checkout, mode },
    c.token,
  );
  expect(placed.statusCode).toBe(200);
  const order = await orderRow(placed.json().paiement.id_commande);
  const [line] = await t.database.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, order.id));
  // What the benefits paid at checkout, as the order stores it.
  expect(spentBenefitsOf(order)).toEqual({ vouchers: voucherCents, cagnotte: pot, eurofid });
  return { ...c, order, line: line!, purchases, voucher, voucherCents, pot, eurofid };
}

/** Grams that take about `cents` off the weighed line, and what they really take off (the line priced by its weight). */
function lighterBy(
  line: { estimatedWeightGrams: number | null; unitPriceCents: number; lineCents: number },
  target: number,
) {
  const grams = line.estimatedWeightGrams! - Math.round((target * 1000) / line.unitPriceCents);
  return { grams, freed: line.lineCents - Math.round((grams * line.unitPriceCents) / 1000) };
}

describe("an order its benefits pay entirely, weighed lighter", () => {
  it("gives the loyalty euros back first, then the pot; its page, e-mails, invoice and the customer's histories say it, credited once", async () => {
    // The voucher leaves 15 € to pay: 10 € of pot, then 5 € of loyalty euros; the card is authorised for the margin.
    const c = await weighedOrder("change-complet@example.fr", {
      voucher: (p) => p - 1500,
      pot: () => 1000,
      eurofid: () => 500,
    });
    expect(c.order).toMatchObject({ paymentMethod: "card", totalCents: 0 });
    expect(await balances(c.token)).toEqual({ eurosfid: 15, cagnotte: 20, jokers: 0 });
    const { grams, freed } = lighterBy(c.line, 1000);
    expect(freed).toBeGreaterThan(500);
    expect(freed).toBeLessThan(1500);
    const potBack = freed - 500;

    const prepared = await moveOrder(warehouse(), c.order.id, "prepare", {
      weights: new Map([[products.weighed.id, grams]]),
    });
    expect(prepared).toMatchObject({ to: "preparing", finalCents: 0 });
    expect(prepared.note).toBe(
      "Pesée terminée : rien à payer, vos avantages règlent toute la commande ; ce que la pesée n'a pas utilisé de vos avantages vous est rendu : " +
        `${euros(500)} en euros fidélité et ${euros(potBack)} dans votre cagnotte ; l'autorisation de ${euros(c.order.authorisedCents)} est annulée, rien n'est débité`,
    );
    expect((await paymentsOf(c.order.id)).map((p) => p.status)).toEqual(["cancelled"]);

    // The balances and their histories: each movement names the order.
    expect(await balances(c.token)).toEqual({ eurosfid: 20, cagnotte: (2000 + potBack) / 100, jokers: 0 });
    const pot = (await get("monHistoriqueFidelite?type=cagnotte", c.token)).json();
    expect(pot.mouvements[0]).toMatchObject({
      type: "cagnotte",
      id_commande: c.order.id,
      montant: potBack / 100,
      libelle: `Cagnotte non utilisée par la commande n° ${c.order.id} (pesée), rendue`,
    });
    const loyalty = (await get("monHistoriqueFidelite?type=eurofid", c.token)).json();
    expect(loyalty.mouvements[0]).toMatchObject({
      type: "eurofid",
      id_commande: c.order.id,
      montant: 5,
      libelle: `Euros fidélité non utilisés par la commande n° ${c.order.id} (pesée), rendus`,
    });

    // The order's page: each benefit at what it paid of the weighed purchases, what came back said under them.
    const detail = (await get(`getCommande?id_commande=${c.order.id}`, c.token)).json().commande;
    expect(detail.montants.map((m: { code: string; montant: number }) => [m.code, cents(m.montant)])).toEqual([
      ["goods", c.line.lineCents - freed],
      ["fee", c.order.feeCents],
      ["subtotal", c.purchases - freed],
      ["vouchers", -c.voucherCents],
      ["cagnotte", -(1000 - potBack)],
      ["total", 0],
    ]);
    const said = `Pesée plus légère que prévu : ce que la commande n'a pas utilisé de vos avantages vous a été rendu, ${euros(500)} en euros fidélité et ${euros(potBack)} dans votre cagnotte`;
    expect(detail.avantages_rendus).toEqual({ eurosfid: 5, cagnotte: potBack / 100, texte: `${said}.` });
    expect(detail.evenements.at(-1).libelle).toBe(prepared.note);
    expect((await mailsAbout(c.order.id)).some((m) => m.text?.includes(`${said}.`))).toBe(true);

    // Replayed, the weighing is refused, and its credit, asked again, finds nothing more to give.
    const rows = (await ledgerOf(c.userId)).length;
    await expect(
      moveOrder(warehouse(), c.order.id, "prepare", { weights: new Map([[products.weighed.id, grams]]) }),
    ).rejects.toThrow();
    const weighed = await orderRow(c.order.id);
    const split = weighedBenefitsSplit({
      purchasesCents: c.purchases - freed,
      donationCents: 0,
      spent: spentBenefitsOf(weighed),
    });
    expect(split.givenBack).toEqual({ eurofid: 500, cagnotte: potBack });
    expect(await t.database.db.transaction((tx) => creditWeighingChange(tx, weighed, split, clock))).toEqual({
      eurofid: 0,
      cagnotte: 0,
    });
    expect((await ledgerOf(c.userId)).length).toBe(rows);
    expect(weighed.totals).toMatchObject({ eurosfid_rendus: 500, cagnotte_rendue: potBack });

    // Delivered: the e-mail and the invoice say it too; nothing paid with money, no loyalty euros earned.
    await moveOrder(warehouse(), c.order.id, "ship");
    expect(await moveOrder(warehouse(), c.order.id, "deliver")).toMatchObject({ to: "delivered", loyaltyCents: 0 });
    const delivered = (await mailsAbout(c.order.id)).at(-1)!;
    expect(delivered.subject).toContain("est livrée");
    expect(delivered.text).toContain(`${said}.`);
    const invoice = pdfTextLines(await invoicePdfFor(t.database.db, await orderRow(c.order.id))).join(" ");
    expect(invoice.replace(/\s+/g, " ")).toContain(
      `Avantages non utilisés après la pesée, rendus au client : ${(5).toFixed(2).replace(".", ",")} € d'euros fidélité et`,
    );
    expect(await balances(c.token)).toEqual({ eurosfid: 20, cagnotte: (2000 + potBack) / 100, jokers: 0 });
  });

  it("keeps a voucher whole below what it covered, and a cancellation afterwards returns only what the order still used", async () => {
    const c = await weighedOrder("change-annule@example.fr", {
      voucher: (p) => p - 1500,
      pot: () => 1000,
      eurofid: () => 500,
    });
    const { grams, freed } = lighterBy(c.line, 2000);
    expect(freed).toBeGreaterThan(1500);
    const prepared = await moveOrder(warehouse(), c.order.id, "prepare", {
      weights: new Map([[products.weighed.id, grams]]),
    });
    expect(prepared.note).toContain(
      `vous est rendu : ${euros(500)} en euros fidélité et ${euros(1000)} dans votre cagnotte`,
    );
    expect(await balances(c.token)).toEqual({ eurosfid: 20, cagnotte: 30, jokers: 0 });
    // The voucher paid what was left of the weighed purchases; the rest of it is not given back.
    const detail = (await get(`getCommande?id_commande=${c.order.id}`, c.token)).json().commande;
    expect(
      detail.montants
        .filter((m: { code: string }) => ["vouchers", "cagnotte", "eurofid", "total"].includes(m.code))
        .map((m: { montant: number }) => cents(m.montant)),
    ).toEqual([-(c.purchases - freed), 0]);
    expect(
      (await t.database.db.select().from(schema.vouchers).where(eq(schema.vouchers.code, c.voucher!)))[0],
    ).toMatchObject({ usedOrderId: c.order.id });

    // Cancelled: the voucher comes back, the balances are exactly those before the order, not a cent more.
    await moveOrder(warehouse(), c.order.id, "cancel");
    expect(await balances(c.token)).toEqual({ eurosfid: 20, cagnotte: 30, jokers: 0 });
    expect(
      (await t.database.db.select().from(schema.vouchers).where(eq(schema.vouchers.code, c.voucher!)))[0],
    ).toMatchObject({ usedOrderId: null, usedAt: null });
  });

  it("weighed again after the bank refused the capture of its donation, takes its change back then gives it once", async () => {
    // A 2 € donation is always paid by card: benefits left over after the weighing, the card still pays the gift.
    const c = await weighedOrder("change-don@example.fr", {
      voucher: (p) => p - 1500,
      pot: () => 1000,
      eurofid: () => 500,
      donation: 200,
    });
    expect(c.order.totalCents).toBe(200);
    const { grams, freed } = lighterBy(c.line, 1000);
    const refusing = { ...sandbox(), capture: async () => Promise.reject(new Error("card blocked by issuer")) };
    await expect(
      moveOrder({ ...warehouse(), provider: refusing }, c.order.id, "prepare", {
        weights: new Map([[products.weighed.id, grams]]),
      }),
    ).rejects.toThrow(/La banque refuse l'encaissement/);
    expect(await orderRow(c.order.id)).toMatchObject({ status: "placed", finalCents: null });
    expect((await orderRow(c.order.id)).totals).not.toHaveProperty("eurosfid_rendus");
    expect(await balances(c.token)).toEqual({ eurosfid: 15, cagnotte: 20, jokers: 0 });

    const prepared = await moveOrder(warehouse(), c.order.id, "prepare", {
      weights: new Map([[products.weighed.id, grams]]),
    });
    expect(prepared.finalCents).toBe(200);
    expect((await paymentsOf(c.order.id)).map((p) => [p.status, p.capturedCents])).toEqual([["captured", 200]]);
    expect(await balances(c.token)).toEqual({ eurosfid: 20, cagnotte: (2000 + freed - 500) / 100, jokers: 0 });
    const movements = (await ledgerOf(c.userId))
      .filter((r) => r.orderId === c.order.id && r.amount > 0)
      .map((r) => r.reason);
    expect(movements.filter((r) => r.includes("(pesée)"))).toHaveLength(4);
    expect(
      (await ledgerOf(c.userId)).filter(
        (r) => r.reason === `Pesée de la commande n° ${c.order.id} à refaire : avantages rendus repris`,
      ),
    ).toHaveLength(2);
  });
});

describe("an order paid partly by card and partly by its pot and loyalty euros, weighed lighter", () => {
  const benefits: Benefits = { pot: (p) => Math.floor(p * 0.3), eurofid: (p) => Math.floor(p * 0.2) };

  it("lowers the card's share first: nothing comes back while the card still pays", async () => {
    const c = await weighedOrder("mixte-carte@example.fr", benefits);
    const card = c.purchases - c.pot - c.eurofid;
    const { grams, freed } = lighterBy(c.line, Math.floor(card / 2));
    const prepared = await moveOrder(warehouse(), c.order.id, "prepare", {
      weights: new Map([[products.weighed.id, grams]]),
    });
    expect(prepared.finalCents).toBe(card - freed);
    expect((await paymentsOf(c.order.id)).map((p) => [p.status, p.capturedCents])).toEqual([
      ["captured", card - freed],
    ]);
    expect(prepared.note).toBe(`Pesée terminée : ${euros(card - freed)}`);
    expect((await ledgerOf(c.userId)).filter((r) => r.orderId === c.order.id && r.amount > 0)).toEqual([]);
    expect((await get(`getCommande?id_commande=${c.order.id}`, c.token)).json().commande.avantages_rendus).toBeNull();
  });

  it("gives the benefits' change once the card's share is 0: loyalty euros first, the authorisation released", async () => {
    const c = await weighedOrder("mixte-zero@example.fr", benefits);
    const card = c.purchases - c.pot - c.eurofid;
    const { grams, freed } = lighterBy(c.line, card + Math.floor(c.eurofid / 2));
    expect(freed).toBeGreaterThan(card);
    expect(freed).toBeLessThan(card + c.eurofid);
    const prepared = await moveOrder(warehouse(), c.order.id, "prepare", {
      weights: new Map([[products.weighed.id, grams]]),
    });
    expect(prepared.finalCents).toBe(0);
    expect(prepared.note).toContain(
      `vous est rendu : ${euros(freed - card)} en euros fidélité ; l'autorisation de ${euros(c.order.authorisedCents)} est annulée`,
    );
    expect((await paymentsOf(c.order.id)).map((p) => p.status)).toEqual(["cancelled"]);
    expect(await balances(c.token)).toEqual({
      eurosfid: (2000 - c.eurofid + freed - card) / 100,
      cagnotte: (3000 - c.pot) / 100,
      jokers: 0,
    });
    const detail = (await get(`getCommande?id_commande=${c.order.id}`, c.token)).json().commande;
    expect(detail.avantages_rendus).toMatchObject({ eurosfid: (freed - card) / 100, cagnotte: 0 });
    expect(
      detail.montants
        .filter((m: { code: string }) => ["cagnotte", "eurofid", "total"].includes(m.code))
        .map((m: { montant: number }) => cents(m.montant)),
    ).toEqual([-c.pot, -(c.eurofid - (freed - card)), 0]);
    const [confirmation] = [(await get(`isPaiementOK?id_commande=${c.order.id}`, c.token)).json()];
    expect(confirmation).toMatchObject({ paye: true, moyen: "benefits" });
  });
});

describe("a phone order its benefits pay on the estimate", () => {
  it("is confirmed without any amount taken, weighed lighter at 0 with its change, and heavier only with --cap", async () => {
    const c = await weighedOrder("telephone-zero@example.fr", {
      voucher: (p) => p - 1000,
      pot: () => 1000,
      eurofid: () => 0,
      mode: "telephone",
    });
    expect(c.order).toMatchObject({ paymentMethod: "phone", totalCents: 0, status: "pending_payment" });
    const confirmed = await moveOrder(warehouse(), c.order.id, "confirm_payment");
    expect(confirmed).toMatchObject({
      to: "placed",
      note: "Commande confirmée par téléphone : rien à régler, vos avantages couvrent la commande",
    });
    expect((await paymentsOf(c.order.id)).map((p) => [p.status, p.capturedCents, p.amountCents])).toEqual([
      ["captured", 0, c.order.authorisedCents],
    ]);

    const { grams, freed } = lighterBy(c.line, 400);
    const prepared = await moveOrder(warehouse(), c.order.id, "prepare", {
      weights: new Map([[products.weighed.id, grams]]),
    });
    expect(prepared).toMatchObject({
      finalCents: 0,
      note: `Pesée terminée : rien à payer, vos avantages règlent toute la commande ; ce que la pesée n'a pas utilisé de vos avantages vous est rendu : ${euros(freed)} dans votre cagnotte`,
    });
    expect(await balances(c.token)).toEqual({ eurosfid: 20, cagnotte: (2000 + freed) / 100, jokers: 0 });
    // Nothing was taken: a cancellation owes no refund by phone.
    const cancelled = await moveOrder(warehouse(), c.order.id, "cancel");
    expect(cancelled.phoneRefundCents).toBeUndefined();
    expect(await balances(c.token)).toEqual({ eurosfid: 20, cagnotte: 30, jokers: 0 });

    const heavier = await weighedOrder("telephone-lourd@example.fr", {
      voucher: (p) => p - 1000,
      pot: () => 1000,
      eurofid: () => 0,
      mode: "telephone",
    });
    await moveOrder(warehouse(), heavier.order.id, "confirm_payment");
    const weights = new Map([[products.weighed.id, heavier.line.estimatedWeightGrams! + 100]]);
    await expect(moveOrder(warehouse(), heavier.order.id, "prepare", { weights })).rejects.toThrow(
      /dépasse ce qui a été réglé par téléphone \(0,00/,
    );
    expect(await moveOrder(warehouse(), heavier.order.id, "prepare", { weights, cap: true })).toMatchObject({
      finalCents: 0,
    });
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.loyaltyLedger)
      .where(and(eq(schema.loyaltyLedger.orderId, heavier.order.id), sql`${schema.loyaltyLedger.amount} > 0`));
    expect(count!.n).toBe(0);
  });
});
