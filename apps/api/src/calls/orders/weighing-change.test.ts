// A weighing lighter than what the benefits covered gives the prize pot and loyalty euros it no longer needs back
// (ADR 0079), through HTTP and the warehouse's moves on a real database: loyalty euros first, then the pot, before any
// voucher (whose part comes back as a remainder voucher, ADR 0084: voucher-remainders.test.ts); the order's page, its
// e-mails, its invoice and the customer's histories say it; credited once, whatever is replayed; a cancellation after
// it returns only the rest; an order paid partly by card gets its change once the card's share is 0; a phone order of
// 0 € is confirmed without taking anything.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { pdfTextLines } from "../../test/pdf-text.ts";
import { lighterBy, openWeighingShop, type WeighedOrderBenefits as Benefits } from "../../test/weighed-order-fixtures.ts";
import { euroAmountText } from "../../domain/order-labels.ts";
import { spentBenefitsOf, weighedBenefitsSplit } from "../../domain/benefits-change.ts";
import { moveOrder } from "./order-warehouse.ts";
import { invoicePdfFor } from "./invoice.ts";
import { creditWeighingChange } from "./weighing-change.ts";

const clock = new Date("2026-11-22T10:00:00Z");
let shop: Awaited<ReturnType<typeof openWeighingShop>>;

beforeAll(async () => {
  shop = await openWeighingShop(clock, "weighing-change-secret-0123456789abcdef01234", "premier-monnaie@example.fr");
});
afterAll(() => shop.t.close());

const db = () => shop.t.database.db;
const get: typeof shop.get = (...args) => shop.get(...args);
const warehouse = () => shop.warehouse();
const sandbox = () => shop.sandbox();
const orderRow = (id: number) => shop.orderRow(id);
const paymentsOf = (orderId: number) => shop.paymentsOf(orderId);
const ledgerOf = (userId: number) => shop.ledgerOf(userId);
const balances = (token: string) => shop.balances(token);
const mailsAbout = (orderId: number) => shop.mailsAbout(orderId);
const weighedOrder = (email: string, benefits: Benefits) => shop.weighedOrder(email, benefits);
const weighedProduct = () => shop.products.weighed;
const euros = euroAmountText;
const cents = (value: number) => Math.round(value * 100);

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
      weights: new Map([[weighedProduct().id, grams]]),
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
    expect(detail.avantages_rendus).toEqual({ eurosfid: 5, cagnotte: potBack / 100, bons_achat: [], texte: `${said}.` });
    expect(detail.evenements.at(-1).libelle).toBe(prepared.note);
    expect((await mailsAbout(c.order.id)).some((m) => m.text?.includes(`${said}.`))).toBe(true);

    // Replayed, the weighing is refused, and its credit, asked again, finds nothing more to give.
    const rows = (await ledgerOf(c.userId)).length;
    await expect(
      moveOrder(warehouse(), c.order.id, "prepare", { weights: new Map([[weighedProduct().id, grams]]) }),
    ).rejects.toThrow();
    const weighed = await orderRow(c.order.id);
    const split = weighedBenefitsSplit({
      purchasesCents: c.purchases - freed,
      donationCents: 0,
      spent: spentBenefitsOf(weighed),
    });
    expect(split.givenBack).toEqual({ eurofid: 500, cagnotte: potBack });
    expect(await db().transaction((tx) => creditWeighingChange(tx, weighed, split, clock))).toEqual({
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
    const invoice = pdfTextLines(await invoicePdfFor(db(), await orderRow(c.order.id))).join(" ");
    expect(invoice.replace(/\s+/g, " ")).toContain(
      `Avantages non utilisés après la pesée, rendus au client : ${(5).toFixed(2).replace(".", ",")} € d'euros fidélité et`,
    );
    expect(await balances(c.token)).toEqual({ eurosfid: 20, cagnotte: (2000 + potBack) / 100, jokers: 0 });
  });

  it("below what the voucher covered, gives the pot and loyalty euros back whole before the voucher's part, and a cancellation afterwards returns each benefit once", async () => {
    const c = await weighedOrder("change-annule@example.fr", {
      voucher: (p) => p - 1500,
      pot: () => 1000,
      eurofid: () => 500,
    });
    const { grams, freed } = lighterBy(c.line, 2000);
    expect(freed).toBeGreaterThan(1500);
    const prepared = await moveOrder(warehouse(), c.order.id, "prepare", {
      weights: new Map([[weighedProduct().id, grams]]),
    });
    expect(prepared.note).toContain(
      `vous est rendu : ${euros(500)} en euros fidélité, ${euros(1000)} dans votre cagnotte et ${euros(freed - 1500)} en bon d'achat (code RESTE-${c.order.id}-1,`,
    );
    expect(await balances(c.token)).toEqual({ eurosfid: 20, cagnotte: 30, jokers: 0 });
    // The voucher paid what was left of the weighed purchases.
    const detail = (await get(`getCommande?id_commande=${c.order.id}`, c.token)).json().commande;
    expect(
      detail.montants
        .filter((m: { code: string }) => ["vouchers", "cagnotte", "eurofid", "total"].includes(m.code))
        .map((m: { montant: number }) => cents(m.montant)),
    ).toEqual([-(c.purchases - freed), 0]);

    // Cancelled: the balances are exactly those before the order, and the voucher's value comes back once, in the
    // remainder already given and its rest (voucher-remainders.test.ts says how).
    await moveOrder(warehouse(), c.order.id, "cancel");
    expect(await balances(c.token)).toEqual({ eurosfid: 20, cagnotte: 30, jokers: 0 });
    const unused = await db()
      .select({ cents: schema.vouchers.amountCents })
      .from(schema.vouchers)
      .where(and(eq(schema.vouchers.userId, c.userId), isNull(schema.vouchers.usedAt)));
    expect(unused.reduce((sum, v) => sum + v.cents, 0)).toBe(c.voucherCents);
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
        weights: new Map([[weighedProduct().id, grams]]),
      }),
    ).rejects.toThrow(/La banque refuse l'encaissement/);
    expect(await orderRow(c.order.id)).toMatchObject({ status: "placed", finalCents: null });
    expect((await orderRow(c.order.id)).totals).not.toHaveProperty("eurosfid_rendus");
    expect(await balances(c.token)).toEqual({ eurosfid: 15, cagnotte: 20, jokers: 0 });

    const prepared = await moveOrder(warehouse(), c.order.id, "prepare", {
      weights: new Map([[weighedProduct().id, grams]]),
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
      weights: new Map([[weighedProduct().id, grams]]),
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
      weights: new Map([[weighedProduct().id, grams]]),
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
      weights: new Map([[weighedProduct().id, grams]]),
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
    const weights = new Map([[weighedProduct().id, heavier.line.estimatedWeightGrams! + 100]]);
    await expect(moveOrder(warehouse(), heavier.order.id, "prepare", { weights })).rejects.toThrow(
      /dépasse ce qui a été réglé par téléphone \(0,00/,
    );
    expect(await moveOrder(warehouse(), heavier.order.id, "prepare", { weights, cap: true })).toMatchObject({
      finalCents: 0,
    });
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.loyaltyLedger)
      .where(and(eq(schema.loyaltyLedger.orderId, heavier.order.id), sql`${schema.loyaltyLedger.amount} > 0`));
    expect(count!.n).toBe(0);
  });
});
