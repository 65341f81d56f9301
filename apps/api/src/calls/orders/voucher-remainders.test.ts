// A weighing that leaves part of a voucher unused, once the loyalty euros and the prize pot gave their change, issues a
// remainder voucher for exactly that part (ADR 0084), through HTTP and the warehouse's moves on a real database: its
// terms, the order's page, e-mails and invoice, once whatever is replayed, taken back with an undone weighing, usable in
// a new basket, netted out of a later cancellation; none for a referred friend's welcome voucher.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { schema } from "@cabas/db";
import { pdfTextLines } from "../../test/pdf-text.ts";
import { giveBasketAddress, registerCustomer } from "../../test/order-fixtures.ts";
import { lighterBy, openWeighingShop } from "../../test/weighed-order-fixtures.ts";
import { euroAmountText as euros } from "../../domain/order-labels.ts";
import { spentBenefitsOf, weighedBenefitsSplit } from "../../domain/benefits-change.ts";
import { moveOrder } from "./order-warehouse.ts";
import { invoicePdfFor } from "./invoice.ts";
import { issueVoucherRemainders } from "./voucher-remainders.ts";
import { voucherExpiry } from "../../domain/voucher-expiry.ts";

const clock = new Date("2026-11-22T10:00:00Z");
const DAY_MS = 86_400_000;
let shop: Awaited<ReturnType<typeof openWeighingShop>>;

beforeAll(async () => {
  shop = await openWeighingShop(clock, "voucher-remainder-secret-0123456789abcdef0123", "premier-reste@example.fr");
});
afterAll(() => shop.t.close());

const db = () => shop.t.database.db;
const voucherByCode = async (code: string) =>
  (await db().select().from(schema.vouchers).where(eq(schema.vouchers.code, code)))[0]!;
const vouchersOf = (userId: number) =>
  db().select().from(schema.vouchers).where(eq(schema.vouchers.userId, userId)).orderBy(schema.vouchers.id);
const unusedValue = async (userId: number) =>
  (await vouchersOf(userId)).filter((v) => v.usedAt === null).reduce((sum, v) => sum + v.amountCents, 0);
const orderDetail = async (orderId: number, token: string) =>
  (await shop.get(`getCommande?id_commande=${orderId}`, token)).json().commande;
const weighedAt = (grams: number) => ({ weights: new Map([[shop.products.weighed.id, grams]]) });

/**
 * An order its voucher (the purchases less 15 €), 10 € of pot and 5 € of loyalty euros pay entirely, weighed about
 * 20 € lighter: the loyalty euros and the pot come back whole, and `rest` of the voucher is left unused.
 */
async function orderWeighedFarBelowItsVoucher(email: string, voucherTerms?: Parameters<typeof shop.weighedOrder>[1]["voucherTerms"]) {
  const c = await shop.weighedOrder(email, { voucher: (p) => p - 1500, voucherTerms, pot: () => 1000, eurofid: () => 500 });
  const { grams, freed } = lighterBy(c.line, 2000);
  expect(freed).toBeGreaterThan(1500);
  const source = await voucherByCode(c.voucher!);
  return { ...c, grams, freed, rest: freed - 1500, source };
}

describe("a weighing that leaves part of a voucher unused", () => {
  it("issues a remainder voucher for exactly that part, after the loyalty euros and the pot; the order's page, e-mails and invoice say it; issued once", async () => {
    const c = await orderWeighedFarBelowItsVoucher("reste-emis@example.fr");
    const code = `RESTE-${c.order.id}-1`;
    const prepared = await moveOrder(shop.warehouse(), c.order.id, "prepare", weighedAt(c.grams));
    expect(prepared).toMatchObject({ to: "preparing", finalCents: 0 });
    const given = `${euros(500)} en euros fidélité, ${euros(1000)} dans votre cagnotte et ${euros(c.rest)} en bon d'achat (code ${code}, valable jusqu'au 1er juin 2027)`;
    expect(prepared.note).toBe(
      `Pesée terminée : rien à payer, vos avantages règlent toute la commande ; ce que la pesée n'a pas utilisé de vos avantages vous est rendu : ${given} ; ` +
        `l'autorisation de ${euros(c.order.authorisedCents)} est annulée, rien n'est débité`,
    );

    // An ordinary voucher of the customer's, with no minimum, valid as long as the original (later than 30 days).
    expect(await voucherByCode(code)).toMatchObject({
      userId: c.userId,
      kind: "ba",
      amountCents: c.rest,
      minBasketCents: 0,
      expiresAt: new Date("2027-06-01T00:00:00Z"),
      usedAt: null,
      remainderOfId: c.source.id,
      remainderOrderId: c.order.id,
    });
    // The original stays the order's: it paid what was left of the weighed purchases.
    expect(await voucherByCode(c.voucher!)).toMatchObject({ usedOrderId: c.order.id });
    expect(await shop.balances(c.token)).toEqual({ eurosfid: 20, cagnotte: 30, jokers: 0 });
    expect((await shop.orderRow(c.order.id)).totals).toMatchObject({ eurosfid_rendus: 500, cagnotte_rendue: 1000, bons_rendus: c.rest });

    const said = `Pesée plus légère que prévu : ce que la commande n'a pas utilisé de vos avantages vous a été rendu, ${given}.`;
    expect((await orderDetail(c.order.id, c.token)).avantages_rendus).toEqual({
      eurosfid: 5,
      cagnotte: 10,
      bons_achat: [{ code, montant: c.rest / 100, expire_le: "2027-06-01T00:00:00.000Z" }],
      texte: said,
    });
    expect((await shop.mailsAbout(c.order.id)).at(-1)!.text).toContain(said);
    // The loyalty page lists it with the customer's other vouchers (a basket offers it: « afterwards » below).
    const history = (await shop.get("monHistoriqueFidelite?type=tout", c.token)).json();
    expect(history.bons_achat).toContainEqual(expect.objectContaining({ code, type: "ba", montant: c.rest / 100, statut: "utilisable" }));

    // Replayed, the weighing is refused; its remainders, asked again, issue nothing more.
    const count = (await vouchersOf(c.userId)).length;
    await expect(moveOrder(shop.warehouse(), c.order.id, "prepare", weighedAt(c.grams))).rejects.toThrow();
    const weighed = await shop.orderRow(c.order.id);
    const split = weighedBenefitsSplit({ purchasesCents: c.purchases - c.freed, donationCents: 0, spent: spentBenefitsOf(weighed) });
    expect(split.vouchersUnusedCents).toBe(c.rest);
    const again = await db().transaction((tx) => issueVoucherRemainders(tx, weighed, split, clock));
    expect(again.vouchers.map((v) => [v.code, v.cents])).toEqual([[code, c.rest]]);
    expect(again.welcomeUnusedCents).toBe(0);
    expect((await vouchersOf(c.userId)).length).toBe(count);

    // Delivered: its e-mail and its invoice say it (the invoice the amount, as its totals keep it).
    await moveOrder(shop.warehouse(), c.order.id, "ship");
    await moveOrder(shop.warehouse(), c.order.id, "deliver");
    expect((await shop.mailsAbout(c.order.id)).at(-1)!.text).toContain(said);
    const invoice = pdfTextLines(await invoicePdfFor(db(), await shop.orderRow(c.order.id))).join(" ").replace(/\s+/g, " ");
    expect(invoice).toContain(
      `rendus au client : 5,00 € d'euros fidélité, 10,00 € de cagnotte et ${euros(c.rest).replace(/\s/g, " ")} en bon d'achat.`,
    );
  });

  it("gives a remainder valid 30 days when the original ends sooner, and without the original's minimum or referral kind", async () => {
    // A referrer's reward (a referral voucher that is not a friend's welcome voucher) ending in two days, from 10 €.
    const c = await orderWeighedFarBelowItsVoucher("reste-court@example.fr", {
      kind: "parrain",
      minBasketCents: 1000,
      expiresAt: new Date(clock.getTime() + 2 * DAY_MS),
    });
    await moveOrder(shop.warehouse(), c.order.id, "prepare", weighedAt(c.grams));
    expect(await voucherByCode(`RESTE-${c.order.id}-1`)).toMatchObject({
      kind: "ba",
      amountCents: c.rest,
      minBasketCents: 0,
      expiresAt: voucherExpiry(clock, 30),
    });
  });

  it("gives none for a referred friend's welcome voucher, a first-order offer, while the pot and loyalty euros still come back", async () => {
    const c = await orderWeighedFarBelowItsVoucher("reste-filleul@example.fr", { kind: "parrain" });
    const referrer = await registerCustomer(shop.t, "parrain-reste@example.fr");
    await db().insert(schema.referrals).values({ referrerId: referrer.userId, refereeId: c.userId, signedUpAt: clock, welcomeVoucherId: c.source.id });
    const prepared = await moveOrder(shop.warehouse(), c.order.id, "prepare", weighedAt(c.grams));
    expect(prepared.note).toContain(`vous est rendu : ${euros(500)} en euros fidélité et ${euros(1000)} dans votre cagnotte ;`);
    expect((await vouchersOf(c.userId)).map((v) => v.code)).toEqual([c.voucher]);
    const detail = (await orderDetail(c.order.id, c.token)).avantages_rendus;
    expect(detail.bons_achat).toEqual([]);
    // Not given back, but said: on the weighing's note, the order's page and the preparation's e-mail.
    const lost = `les ${euros(c.rest)} de votre bon de bienvenue que la commande n'a pas utilisés ne sont pas reportés`;
    expect(prepared.note).toContain(lost);
    expect(detail.texte).toContain(lost);
    expect((await shop.mailsAbout(c.order.id)).at(-1)!.text).toContain(lost);
    expect((await shop.orderRow(c.order.id)).totals.bienvenue_non_reporte).toBe(c.rest);
    // Cancelled, the welcome voucher comes back whole, as before.
    await moveOrder(shop.warehouse(), c.order.id, "cancel");
    expect(await voucherByCode(c.voucher!)).toMatchObject({ usedAt: null, usedOrderId: null, amountCents: c.voucherCents });
  });
});

describe("the remainder voucher afterwards", () => {
  it("pays a new basket like any voucher, and a cancellation of the weighed order then gives back only the rest of the original", async () => {
    const c = await orderWeighedFarBelowItsVoucher("reste-utilise@example.fr", { minBasketCents: 500 });
    await moveOrder(shop.warehouse(), c.order.id, "prepare", weighedAt(c.grams));
    const code = `RESTE-${c.order.id}-1`;

    // A new basket of fixed-price goods, paid partly by the remainder.
    const product = shop.products.fixed[0]!;
    expect((await shop.post("updatePanier", { action: "set_quantity", id: product.id, quantity: Math.ceil(2000 / product.priceCents) }, c.token)).statusCode).toBe(200);
    await giveBasketAddress(db(), c.userId);
    expect((await shop.post("setCreneaux", { id_tranche: shop.slotId }, c.token)).statusCode).toBe(200);
    const applied = await shop.post("updatePanier", { action: "use_ba", code }, c.token);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().panier.avantages.bha).toContainEqual(expect.objectContaining({ code, actif: true, utilise: c.rest / 100 }));
    const next = await shop.placeOrder(c.token, "carte");
    expect(next.totals.total_ba_panier).toBe(c.rest);
    expect(await voucherByCode(code)).toMatchObject({ usedOrderId: next.id });

    // The weighed order cancelled: the original stays spent, its rest comes back on its own terms; the customer holds
    // the original's value once (the remainder spent on the new order, and the rest).
    const cancelled = await moveOrder(shop.warehouse(), c.order.id, "cancel");
    const restCode = `RESTE-${c.order.id}-2`;
    const restCents = c.voucherCents - c.rest;
    expect(cancelled.note).toBe(
      `Le bon d'achat ${c.voucher} vous revient pour ce que la pesée ne vous en avait pas déjà rendu : ${euros(restCents)} en bon d'achat (code ${restCode}, valable jusqu'au 1er juin 2027)`,
    );
    expect(await voucherByCode(restCode)).toMatchObject({
      kind: "ba",
      amountCents: restCents,
      minBasketCents: 500,
      expiresAt: new Date("2027-06-01T00:00:00Z"),
      usedAt: null,
      remainderOfId: c.source.id,
      remainderOrderId: null,
    });
    expect(await voucherByCode(c.voucher!)).toMatchObject({ usedOrderId: c.order.id });
    expect(await unusedValue(c.userId)).toBe(restCents);
    expect(await shop.balances(c.token)).toEqual({ eurosfid: 20, cagnotte: 30, jokers: 0 });
    expect((await shop.mailsAbout(c.order.id)).at(-1)!.text).toContain(`vous revient pour ce que la pesée ne vous en avait pas déjà rendu : ${euros(restCents)}`);
    await expect(moveOrder(shop.warehouse(), c.order.id, "cancel")).rejects.toThrow();

    // The new order cancelled too: the remainder comes back; together, exactly the original voucher.
    await moveOrder(shop.warehouse(), next.id, "cancel");
    expect(await unusedValue(c.userId)).toBe(c.voucherCents);
  });

  it("is taken back with a weighing the bank's refusal undoes, and issued once, under the same code, when the order is weighed again", async () => {
    // A 2 € donation is always paid by card: the capture the bank refuses undoes the weighing (ADR 0055).
    const c = await shop.weighedOrder("reste-refus@example.fr", { voucher: (p) => p - 1500, pot: () => 1000, eurofid: () => 500, donation: 200 });
    const { grams, freed } = lighterBy(c.line, 2000);
    const code = `RESTE-${c.order.id}-1`;
    const refusing = { ...shop.sandbox(), capture: async () => Promise.reject(new Error("card blocked by issuer")) };
    await expect(moveOrder({ ...shop.warehouse(), provider: refusing }, c.order.id, "prepare", weighedAt(grams))).rejects.toThrow(
      /La banque refuse l'encaissement/,
    );
    const undone = await shop.orderRow(c.order.id);
    expect(undone).toMatchObject({ status: "placed", finalCents: null });
    expect(undone.totals).not.toHaveProperty("bons_rendus");
    expect((await vouchersOf(c.userId)).map((v) => v.code)).toEqual([c.voucher]);
    expect((await orderDetail(c.order.id, c.token)).evenements.at(-1).libelle).toContain(`le bon d'achat ${code} rendu par la pesée est repris`);

    const prepared = await moveOrder(shop.warehouse(), c.order.id, "prepare", weighedAt(grams));
    expect(prepared.finalCents).toBe(200);
    expect(await db().select().from(schema.vouchers).where(and(eq(schema.vouchers.remainderOrderId, c.order.id), isNull(schema.vouchers.usedAt)))).toEqual([
      expect.objectContaining({ code, amountCents: freed - 1500 }),
    ]);
  });
});
