// Reads the terms an order was placed with (its basket's Amex choice and code, the card that pays, its packs) so the
// weighing can compute its totals again with the basket's one function (ADR 0073).
import { and, eq, inArray } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { isAmexBrand } from "../../domain/amex-payment.ts";
import type { AdvantageCodeRule } from "../../domain/basket-totals.ts";
import { packDiscountCents } from "../../domain/pack-discount.ts";
import { weighedOrderTotals } from "../../domain/weighed-order-totals.ts";
import { spentBenefitsOf } from "../../domain/benefits-change.ts";
import { packsOf } from "../basket/basket-store.ts";
import type { OrderRow } from "./order-store.ts";

type OrderLineRow = typeof schema.orderLines.$inferSelect;

/** What the order's own amounts need of a line: its price (per kilo when weighed), pieces, estimate and weighing. */
const totalsLine = (line: OrderLineRow, weighedGrams: number | null) => ({
  productId: line.productId,
  unitPriceCents: line.unitPriceCents,
  quantity: line.quantity,
  variableWeight: line.variableWeight,
  // Checkout stored the whole line's estimate: average weight × pieces.
  averageWeightGrams: line.variableWeight && line.estimatedWeightGrams !== null && line.quantity > 0 ? line.estimatedWeightGrams / line.quantity : null,
  weighedGrams,
});

/**
 * The weighed order's totals (discounts recomputed on the weighed goods, fee and benefits as placed), or null when its
 * estimate cannot be computed again from its terms: the caller then keeps its discounts as they were.
 * `weighedGrams` gives each weighed line's grams by product.
 */
export async function weighedTotalsOf(tx: Database, order: OrderRow, lines: readonly OrderLineRow[], weighedGrams: ReadonlyMap<number, number>) {
  const [basket] = await tx.select({ useAmex: schema.baskets.useAmex, advantageCode: schema.baskets.advantageCode }).from(schema.baskets).where(eq(schema.baskets.id, order.basketId));
  const [codeRow] = basket?.advantageCode ? await tx.select().from(schema.advantageCodes).where(eq(schema.advantageCodes.code, basket.advantageCode)) : [];
  // The discount is given for paying with the Amex card (ADR 0056): the card the order's payment names.
  const [card] = basket?.useAmex
    ? await tx
        .select({ brand: schema.paymentCards.brand })
        .from(schema.payments)
        .innerJoin(schema.paymentCards, eq(schema.paymentCards.id, schema.payments.cardId))
        .where(and(eq(schema.payments.orderId, order.id), inArray(schema.payments.status, ["authorised", "captured"])))
        .limit(1)
    : [];
  const estimateLines = lines.map((line) => totalsLine(line, null));
  const packs = await packsOf(tx, order.basketId);
  const code: AdvantageCodeRule | null = codeRow ? { code: codeRow.code, label: codeRow.label, kind: codeRow.kind, value: codeRow.value, minBasketCents: codeRow.minBasketCents, refusal: null } : null;
  return weighedOrderTotals({
    lines: lines.map((line) => totalsLine(line, line.variableWeight ? (weighedGrams.get(line.productId) ?? null) : null)),
    totals: order.totals,
    feeCents: order.feeCents,
    eurofidCents: spentBenefitsOf(order).eurofid,
    packDiscountCents: packs.length > 0 ? packDiscountCents(packs, estimateLines) : 0,
    amex: Boolean(basket?.useAmex && isAmexBrand(card?.brand)),
    code,
  });
}
