// A shop where orders of a product sold by weight are paid by vouchers, prize pot and loyalty euros through the real
// calls, then weighed by the warehouse: what the tests of a weighing's change (ADR 0079, 0084) start from.
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { schema } from "@cabas/db";
import { callClient, createTestApp, type TestApp } from "./test-app.ts";
import { giveBasketAddress, openCheckoutShop, ORIGIN, registerCustomer } from "./order-fixtures.ts";
import { spentBenefitsOf } from "../domain/benefits-change.ts";
import { createSandboxProvider } from "../payment/sandbox-provider.ts";

export type WeighedOrderBenefits = {
  /** The voucher's amount, from the purchases' amount (goods and delivery); none when absent or 0. */
  voucher?: (purchases: number) => number;
  /** The voucher's terms besides its amount (a referral voucher is put on the basket with use_ba_parrain). */
  voucherTerms?: { minBasketCents?: number; expiresAt?: Date; kind?: "ba" | "parrain" };
  pot: (purchases: number) => number;
  eurofid: (purchases: number) => number;
  donation?: number;
  mode?: "carte" | "telephone";
};

const cents = (value: number) => Math.round(value * 100);

/**
 * Opens the shop on a fresh database at `clock` (call in beforeAll) and gives the helpers every such test uses: the
 * calls, the warehouse's moves, the rows read back, and `weighedOrder`, which places an order paid by the benefits asked.
 */
export async function openWeighingShop(clock: Date, secret: string, firstEmail: string) {
  const t: TestApp = await createTestApp({ now: () => clock, paymentSecret: secret });
  const { perimeterId, products, slotId } = await openCheckoutShop(t, firstEmail);
  // Enough pieces sold by weight for baskets of some 25 € of them, whatever the product the seed offers.
  await t.database.db
    .update(schema.offers)
    .set({ stock: 5000 })
    .where(and(eq(schema.offers.productId, products.weighed.id), eq(schema.offers.perimeterId, perimeterId)));

  const { post, get } = callClient(() => t);
  const db = t.database.db;
  const sandbox = () => createSandboxProvider({ db, secret, now: () => clock, deliver: async () => {} });
  const warehouse = () => ({ db, provider: sandbox(), now: clock, publicUrl: "http://localhost:3000" });
  const orderRow = async (id: number) => (await db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!;
  const paymentsOf = (orderId: number) => db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
  const ledgerOf = (userId: number) =>
    db.select().from(schema.loyaltyLedger).where(eq(schema.loyaltyLedger.userId, userId)).orderBy(schema.loyaltyLedger.id);
  const balances = async (token: string) =>
    (await get("monHistoriqueFidelite?type=tout", token)).json<{ soldes: { eurosfid: number; cagnotte: number } }>().soldes;
  const mailsAbout = async (orderId: number) =>
    (await db.select().from(schema.backgroundJobs).orderBy(schema.backgroundJobs.id))
      .map((j) => j.payload as { subject?: string; text?: string })
      .filter((m) => m.subject?.includes(`n° ${orderId}`));

  /**
   * A customer with 30 € in the prize pot and 20 € of loyalty euros, a basket of about 25 € of the product sold by
   * weight, and the benefits chosen from the purchases' amount (goods and delivery): returns the order placed.
   */
  async function weighedOrder(email: string, benefits: WeighedOrderBenefits) {
    const c = await registerCustomer(t, email);
    await db.insert(schema.loyaltyLedger).values([
      { userId: c.userId, kind: "cagnotte", amount: 3000, reason: "Défi gagné", createdAt: clock },
      { userId: c.userId, kind: "eurofid", amount: 2000, reason: "Geste commercial", createdAt: clock },
    ]);
    const piece = Math.round((products.weighed.averageWeightGrams! * products.weighed.priceCents) / 1000);
    const pieces = Math.max(1, Math.ceil(2500 / piece));
    expect(
      (await post("updatePanier", { action: "set_quantity", id: products.weighed.id, quantity: pieces }, c.token)).statusCode,
    ).toBe(200);
    await giveBasketAddress(db, c.userId, { phone: "0612345678" });
    expect((await post("setCreneaux", { id_tranche: slotId }, c.token)).statusCode).toBe(200);
    const purchases = cents((await get("payConfiguration", c.token)).json<{ montant: number }>().montant);
    const voucherCents = benefits.voucher?.(purchases) ?? 0;
    let voucher: string | null = null;
    if (voucherCents > 0) {
      voucher = `BA-${email.split("@")[0]!.toUpperCase()}`;
      await db.insert(schema.vouchers).values({
        userId: c.userId,
        code: voucher,
        kind: benefits.voucherTerms?.kind ?? "ba",
        amountCents: voucherCents,
        minBasketCents: benefits.voucherTerms?.minBasketCents ?? 0,
        expiresAt: benefits.voucherTerms?.expiresAt ?? new Date("2027-06-01T00:00:00Z"),
      });
      const action = benefits.voucherTerms?.kind === "parrain" ? "use_ba_parrain" : "use_ba";
      expect((await post("updatePanier", { action, code: voucher }, c.token)).statusCode).toBe(200);
    }
    const pot = benefits.pot(purchases);
    const eurofid = benefits.eurofid(purchases);
    if (pot > 0)
      expect(
        (await post("updatePanier", { action: "use_eurofid", montant: (pot / 100).toFixed(2), source: "cagnotte" }, c.token))
          .statusCode,
      ).toBe(200);
    if (eurofid > 0)
      expect((await post("updatePanier", { action: "use_eurofid", montant: (eurofid / 100).toFixed(2) }, c.token)).statusCode).toBe(
        200,
      );
    if (benefits.donation)
      expect(
        (await post("updatePanier", { action: "don", montant: (benefits.donation / 100).toFixed(2) }, c.token)).statusCode,
      ).toBe(200);
    const order = await placeOrder(c.token, benefits.mode ?? "carte");
    const [line] = await db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, order.id));
    // What the benefits paid at checkout, as the order stores it.
    expect(spentBenefitsOf(order)).toEqual({ vouchers: Math.min(voucherCents, purchases), cagnotte: pot, eurofid });
    return { ...c, order, line: line!, purchases, voucher, voucherCents, pot, eurofid };
  }

  /** Pays the customer's basket as the payment page does (a saved sandbox card, or by phone): returns the order. */
  async function placeOrder(token: string, mode: "carte" | "telephone") {
    const card = (
      await t.app.inject({
        method: "POST",
        url: "/next-react/sandbox/cartes",
        headers: { accept: "application/json", ...ORIGIN },
        payload: { numero: "4242 4242 4242 4242", expiration: "12/29", cvc: "123" },
      })
    ).json<{ carte: { id_empreinte: string } }>().carte.id_empreinte;
    expect((await post("addCB", { id_empreinte: card }, token)).statusCode).toBe(200);
    const conf = (await get("payConfiguration", token)).json<{ checkout: string }>();
    const placed = await post(
      "payCommande",
      mode === "carte" ? { checkout: conf.checkout, mode, id_empreinte: card } : { checkout: conf.checkout, mode },
      token,
    );
    expect(placed.statusCode).toBe(200);
    return orderRow(placed.json<{ paiement: { id_commande: number } }>().paiement.id_commande);
  }

  return {
    t,
    perimeterId,
    products,
    slotId,
    post,
    get,
    sandbox,
    warehouse,
    orderRow,
    paymentsOf,
    ledgerOf,
    balances,
    mailsAbout,
    weighedOrder,
    placeOrder,
  };
}

/** Grams that take about `cents` off the weighed line, and what they really take off (the line priced by its weight). */
export function lighterBy(line: { estimatedWeightGrams: number | null; unitPriceCents: number; lineCents: number }, target: number) {
  const grams = line.estimatedWeightGrams! - Math.round((target * 1000) / line.unitPriceCents);
  return { grams, freed: line.lineCents - Math.round((grams * line.unitPriceCents) / 1000) };
}
