// Orders paid entirely by benefits, through HTTP on a real database (ADR 0072): placed with nothing to authorise
// without any provider, card, mandate or phone (stock, slot, voucher taken; one order on a replay); an order whose
// weighed margin alone is authorised, settled at 0 at preparation (the authorisation released) or captured heavier;
// and cancellations giving everything back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { PAGE_ERRORS } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";
import { giveBasketAddress, openCheckoutShop, ORIGIN, registerCustomer } from "../../test/order-fixtures.ts";
import { pdfTextLines } from "../../test/pdf-text.ts";
import { moveOrder } from "./order-warehouse.ts";
import { invoicePdfFor } from "./invoice.ts";
import { createSandboxProvider } from "../../payment/sandbox-provider.ts";

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
let products: Awaited<ReturnType<typeof openCheckoutShop>>["products"];
let slotId = 0;
let perimeterId = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, paymentSecret: SECRET });
  ({ perimeterId, products, slotId } = await openCheckoutShop(t, "premier-avantages@example.fr"));
});
afterAll(() => t.close());

const { post, get } = callClient(() => t);
const json = { accept: "application/json", ...ORIGIN };
const SECRET = "benefits-secret-0123456789abcdef0123456789";
const warehouse = () => ({ db: t.database.db, provider: createSandboxProvider({ db: t.database.db, secret: SECRET, now: () => clock, deliver: async () => {} }), now: clock, publicUrl: "http://localhost:3000" });

const stockOf = async (productId: number) =>
  (await t.database.db.select({ stock: schema.offers.stock }).from(schema.offers).where(and(eq(schema.offers.productId, productId), eq(schema.offers.perimeterId, perimeterId))))[0]!.stock;
const booked = async () => (await t.database.db.select().from(schema.deliverySlots).where(eq(schema.deliverySlots.id, slotId)))[0]!.booked;
const orderRow = async (id: number) => (await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!;
const paymentsOf = (orderId: number) => t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
/** What the sandbox provider was asked for this order: its own records, as a real provider keeps them. */
const providerSessionsOf = (orderId: number) => t.database.db.select().from(schema.sandboxPayments).where(eq(schema.sandboxPayments.merchantReference, String(orderId)));
const voucherOf = async (code: string) => (await t.database.db.select().from(schema.vouchers).where(eq(schema.vouchers.code, code)))[0]!;

/** A customer with a basket ready to pay, a saved card, and a voucher large enough to pay it all. */
async function coveredCustomer(email: string, lines: { id: number; quantity: number }[], voucherCents: number) {
  const c = await registerCustomer(t, email);
  for (const line of lines) {
    const res = await post("updatePanier", { action: "set_quantity", id: line.id, quantity: line.quantity }, c.token);
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  await giveBasketAddress(t.database.db, c.userId, { phone: "0612345678" });
  expect((await post("setCreneaux", { id_tranche: slotId }, c.token)).statusCode).toBe(200);
  const code = `BA-${email.split("@")[0]!.toUpperCase()}`;
  await t.database.db.insert(schema.vouchers).values({ userId: c.userId, code, amountCents: voucherCents, expiresAt: new Date("2027-06-01T00:00:00Z") });
  expect((await post("updatePanier", { action: "use_ba", code }, c.token)).statusCode).toBe(200);
  const card = (await t.app.inject({ method: "POST", url: "/next-react/sandbox/cartes", headers: json, payload: { numero: "4242 4242 4242 4242", expiration: "12/29", cvc: "123" } })).json().carte.id_empreinte;
  expect((await post("addCB", { id_empreinte: card }, c.token)).statusCode).toBe(200);
  return { ...c, card, code };
}

describe("an order with nothing to authorise", () => {
  it("is placed with a saved card chosen but never asked: no payment, no provider; stock, slot and voucher taken; one order on a replay", async () => {
    const product = products.fixed[0]!;
    const stockBefore = await stockOf(product.id);
    const c = await coveredCustomer("calissons@example.fr", [{ id: product.id, quantity: 4 }], 100_000);
    const conf = (await get("payConfiguration", c.token)).json();
    expect(conf).toMatchObject({ montant: 0, montant_autorisation: 0, moyens: ["avantages"] });
    const bookedBefore = await booked();

    const placed = await post("payCommande", { checkout: conf.checkout, mode: "carte", id_empreinte: c.card }, c.token);
    expect(placed.statusCode).toBe(200);
    const { paiement } = placed.json();
    expect(paiement).toEqual({ id_commande: expect.any(Number), statut: "authorised", redirect: `/checkout/confirmation/${paiement.id_commande}` });
    // A double click: the same order, still nothing asked of anyone.
    const again = await post("payCommande", { checkout: conf.checkout, mode: "carte", id_empreinte: c.card }, c.token);
    expect(again.json().paiement).toEqual(paiement);
    expect(await t.database.db.select({ id: schema.orders.id }).from(schema.orders).where(eq(schema.orders.userId, c.userId))).toHaveLength(1);

    const order = await orderRow(paiement.id_commande);
    expect(order).toMatchObject({ status: "placed", paymentMethod: "benefits", totalCents: 0, authorisedCents: 0 });
    expect(await paymentsOf(order.id)).toEqual([]);
    expect(await providerSessionsOf(order.id)).toEqual([]);
    expect(await stockOf(product.id)).toBe(stockBefore - 4);
    expect(await booked()).toBe(bookedBefore);
    expect(await voucherOf(c.code)).toMatchObject({ usedOrderId: order.id });
    const [bookingRow] = await t.database.db.select().from(schema.slotBookings).where(eq(schema.slotBookings.orderId, order.id));
    expect(bookingRow).toMatchObject({ kind: "order", releasedAt: null });

    // The confirmation page and the order's page say nothing is charged; the e-mail names no card.
    const outcome = (await get(`isPaiementOK?id_commande=${order.id}`, c.token)).json();
    expect(outcome).toMatchObject({ paye: true, moyen: "benefits", statut_commande: "placed", total: 0, montant: 0 });
    expect(outcome.message).toBe("Commande validée : elle est entièrement réglée par vos avantages, rien n'est débité.");
    const detail = (await get(`getCommande?id_commande=${order.id}`, c.token)).json().commande;
    expect(detail.evenements.map((e: { libelle: string }) => e.libelle)).toEqual(["Commande passée, réglée par vos avantages : rien n'est débité"]);
    expect(detail.montants.at(-1)).toMatchObject({ montant: 0 });
    const mails = (await t.database.db.select().from(schema.backgroundJobs)).map((m) => JSON.stringify(m.payload)).filter((m) => m.includes(`n° ${order.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Réglée par vos avantages (bons d'achat, cagnotte, euros fidélité) : rien n'est débité.");
    expect(mails[0]).not.toMatch(/Carte bancaire|4242/);
  });

  it("is confirmed from the payment page's own form, without any card; that form is refused once there is something to pay", async () => {
    const [a, b] = products.fixed.slice(1);
    const c = await coveredCustomer("sans-carte@example.fr", [{ id: a!.id, quantity: 1 }], 100_000);
    const { checkout } = (await get("payConfiguration", c.token)).json();
    const placed = await post("payCommande", { checkout, mode: "avantages" }, c.token);
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({ message: "Commande passée.", paiement: { statut: "authorised" } });
    expect(await orderRow(placed.json().paiement.id_commande)).toMatchObject({ status: "placed", paymentMethod: "benefits" });

    // A small voucher leaves something to pay: the benefits' form is refused and the basket stays as it was.
    const d = await coveredCustomer("pas-assez@example.fr", [{ id: b!.id, quantity: 3 }], 100);
    const conf = (await get("payConfiguration", d.token)).json();
    expect(conf.montant_autorisation).toBeGreaterThan(0);
    expect(conf.moyens).toEqual(["carte", "sepa", "telephone"]);
    const refused = await post("payCommande", { checkout: conf.checkout, mode: "avantages" }, d.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: PAGE_ERRORS.avantages, code: "avantages" });
    expect(await t.database.db.select().from(schema.orders).where(eq(schema.orders.userId, d.userId))).toEqual([]);
  });

  it("is prepared at 0, delivered with an invoice naming no card, and a cancelled one gives everything back", async () => {
    const product = products.fixed[2]!;
    const stockBefore = await stockOf(product.id);
    const c = await coveredCustomer("annulee@example.fr", [{ id: product.id, quantity: 2 }], 100_000);
    const { checkout } = (await get("payConfiguration", c.token)).json();
    const bookedBefore = await booked();
    const id = (await post("payCommande", { checkout, mode: "avantages" }, c.token)).json().paiement.id_commande;
    const cancelled = await moveOrder(warehouse(), id, "cancel");
    expect(cancelled).toMatchObject({ to: "cancelled", note: "Rien n'avait été débité : vos bons d'achat et avantages vous sont rendus" });
    expect(await stockOf(product.id)).toBe(stockBefore);
    expect(await booked()).toBe(bookedBefore - 1);
    expect(await voucherOf(c.code)).toMatchObject({ usedAt: null, usedOrderId: null });
    expect((await get(`isPaiementOK?id_commande=${id}`, c.token)).json()).toMatchObject({ paye: false, message: "Commande annulée : vos bons d'achat et avantages vous sont rendus." });

    const d = await coveredCustomer("livree@example.fr", [{ id: product.id, quantity: 1 }], 100_000);
    const conf = (await get("payConfiguration", d.token)).json();
    const delivered = (await post("payCommande", { checkout: conf.checkout, mode: "avantages" }, d.token)).json().paiement.id_commande;
    expect(await moveOrder(warehouse(), delivered, "prepare")).toMatchObject({ to: "preparing", finalCents: 0, note: "Pesée terminée : rien à payer, vos avantages règlent toute la commande" });
    await moveOrder(warehouse(), delivered, "ship");
    expect(await moveOrder(warehouse(), delivered, "deliver")).toMatchObject({ to: "delivered", loyaltyCents: 0 });
    const invoice = pdfTextLines(await invoicePdfFor(t.database.db, await orderRow(delivered))).join("\n");
    expect(invoice).toContain("Moyen de paiement : avantages (bons d'achat, cagnotte, euros fidélité), rien n'est débité.");
    expect(invoice).not.toContain("carte bancaire");
  });
});

describe("an order whose weighed products' margin alone is authorised", () => {
  /** Gigot and delivery all paid by a voucher: a total of 0, the card authorised for the weighed margin only. */
  async function marginOrder(email: string) {
    const c = await coveredCustomer(email, [{ id: products.weighed.id, quantity: 1 }], 100_000);
    const conf = (await get("payConfiguration", c.token)).json();
    expect(conf.montant).toBe(0);
    expect(conf.montant_autorisation).toBeGreaterThan(0);
    expect(conf.moyens).toEqual(["carte", "sepa", "telephone"]);
    const placed = await post("payCommande", { checkout: conf.checkout, mode: "carte", id_empreinte: c.card }, c.token);
    expect(placed.json().paiement).toMatchObject({ statut: "authorised" });
    const order = await orderRow(placed.json().paiement.id_commande);
    expect(order).toMatchObject({ status: "placed", paymentMethod: "card", totalCents: 0 });
    const [line] = await t.database.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, order.id));
    return { ...c, order, line: line! };
  }

  it("is prepared weighed as estimated, or lighter, at 0: nothing captured, the authorisation released at the provider", async () => {
    const euros = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",")}\u00a0€`;
    for (const [email, share] of [["gigot-estime@example.fr", 1], ["gigot-leger@example.fr", 0.8]] as const) {
      const c = await marginOrder(email);
      const grams = Math.round(c.line.estimatedWeightGrams! * share);
      const prepared = await moveOrder(warehouse(), c.order.id, "prepare", { weights: new Map([[products.weighed.id, grams]]) });
      expect(prepared).toMatchObject({ to: "preparing", finalCents: 0 });
      // Lighter, what the voucher no longer pays comes back as a remainder voucher (ADR 0084).
      const freed = c.line.lineCents - Math.round((grams * c.line.unitPriceCents) / 1000);
      const change = freed > 0 ? ` ; ce que la pesée n'a pas utilisé de vos avantages vous est rendu : ${euros(freed)} en bon d'achat (code RESTE-${c.order.id}-1, valable jusqu'au 1er juin 2027)` : "";
      expect(prepared.note).toBe(
        `Pesée terminée : rien à payer, vos avantages règlent toute la commande${change} ; l'autorisation de ${euros(c.order.authorisedCents)} est annulée, rien n'est débité`,
      );
      expect((await paymentsOf(c.order.id)).map((p) => [p.status, p.capturedCents])).toEqual([["cancelled", null]]);
      expect((await providerSessionsOf(c.order.id)).map((s) => s.status)).toEqual(["cancelled"]);
      expect((await get(`isPaiementOK?id_commande=${c.order.id}`, c.token)).json()).toMatchObject({ paye: true, moyen: "benefits" });
      const detail = (await get(`getCommande?id_commande=${c.order.id}`, c.token)).json().commande;
      expect(detail.montants.at(-1)).toMatchObject({ montant: 0 });
    }
  });

  it("captures a heavier weighing above 0, never above the authorisation; cancelled, it is refunded and the voucher comes back", async () => {
    const c = await marginOrder("gigot-lourd@example.fr");
    const heavy = Math.round(c.line.estimatedWeightGrams! * 1.1);
    const billed = Math.round((heavy * c.line.unitPriceCents) / 1000) - c.line.lineCents;
    expect(billed).toBeGreaterThan(0);
    expect(billed).toBeLessThanOrEqual(c.order.authorisedCents);
    const prepared = await moveOrder(warehouse(), c.order.id, "prepare", { weights: new Map([[products.weighed.id, heavy]]) });
    expect(prepared).toMatchObject({ to: "preparing", finalCents: billed });
    expect((await paymentsOf(c.order.id)).map((p) => [p.status, p.capturedCents])).toEqual([["captured", billed]]);
    expect((await providerSessionsOf(c.order.id)).map((s) => s.status)).toEqual(["captured"]);
    // Far heavier than the margin allows: refused as for any order (ADR 0055).
    const other = await marginOrder("gigot-trop-lourd@example.fr");
    await expect(moveOrder(warehouse(), other.order.id, "prepare", { weights: new Map([[products.weighed.id, other.line.estimatedWeightGrams! * 3]]) })).rejects.toThrow(/dépasse l'autorisation/);

    const stockBefore = await stockOf(products.weighed.id);
    const cancelled = await moveOrder(warehouse(), c.order.id, "cancel");
    expect(cancelled.to).toBe("cancelled");
    expect((await paymentsOf(c.order.id)).map((p) => p.status)).toEqual(["refunded"]);
    expect((await providerSessionsOf(c.order.id)).map((s) => s.status)).toEqual(["refunded"]);
    expect(await voucherOf(c.code)).toMatchObject({ usedAt: null, usedOrderId: null });
    expect(await stockOf(products.weighed.id)).toBe(stockBefore + 1);
  });

  it("prepared at 0 then cancelled: nothing to refund, the voucher and the stock come back", async () => {
    const c = await marginOrder("gigot-annule@example.fr");
    await moveOrder(warehouse(), c.order.id, "prepare");
    const stockBefore = await stockOf(products.weighed.id);
    expect((await moveOrder(warehouse(), c.order.id, "cancel")).to).toBe("cancelled");
    expect((await paymentsOf(c.order.id)).map((p) => p.status)).toEqual(["cancelled"]);
    expect(await voucherOf(c.code)).toMatchObject({ usedAt: null, usedOrderId: null });
    expect(await stockOf(products.weighed.id)).toBe(stockBefore + 1);
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.sandboxPayments).where(and(eq(schema.sandboxPayments.merchantReference, String(c.order.id)), eq(schema.sandboxPayments.status, "refunded")));
    expect(count!.n).toBe(0);
  });
});
