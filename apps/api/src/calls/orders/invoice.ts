// Builds the invoice of a delivered order from its snapshot (lines, final weights, address) and the seller's facts.
import { eq, inArray } from "drizzle-orm";
import { readTogether, schema, type Database } from "@cabas/db";
import { COMPANY } from "@cabas/db/seed";
import { vatRateBp } from "../../domain/vat.ts";
import { chosenGift } from "../games/gift-store.ts";
import { buildInvoicePdf, type InvoiceData, type InvoiceLine } from "./invoice-pdf.ts";
import { orderAmountsOf, orderLinesOf, type OrderRow } from "./order-store.ts";

/** Top-level aisle slug of each product (VAT follows the aisle). */
async function rootAisles(db: Database, productIds: number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const categories = await db.select({ id: schema.categories.id, parentId: schema.categories.parentId, slug: schema.categories.slug }).from(schema.categories);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const root = (id: number): string => {
    let c = byId.get(id);
    while (c?.parentId) c = byId.get(c.parentId);
    return c?.slug ?? "";
  };
  const products = await db.select({ id: schema.products.id, categoryId: schema.products.categoryId }).from(schema.products).where(inArray(schema.products.id, productIds));
  return new Map(products.map((p) => [p.id, root(p.categoryId)]));
}

const sameName = (a: string | null | undefined, b: string) => (a ?? "").trim().toLowerCase() === b.trim().toLowerCase();

export const invoiceNumberFor = (orderId: number, at: Date): string => `F${at.getUTCFullYear()}-${orderId}`;

/** What the invoice of an order says: its lines (with final weights), the thank-you gift at 0 €, fees, totals. */
export async function invoiceDataFor(db: Database, order: OrderRow): Promise<InvoiceData> {
  // Called inside the delivery's transaction too: readTogether runs the reads one after another there.
  const [lines, gift] = await readTogether(db, [() => orderLinesOf(db, order.id), () => chosenGift(db, order)]);
  const productIds = lines.map((l) => l.productId);
  if (gift?.gift.productId) productIds.push(gift.gift.productId);
  const aisles = await rootAisles(db, productIds);
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, order.userId)).limit(1);
  const billing = order.billingAddress as Record<string, string | null | undefined>;
  const buyerName = [billing.prenom ?? user?.prenom, billing.nom ?? user?.nom].filter(Boolean).join(" ");
  const invoiceLines: InvoiceLine[] = lines.map((l) => ({
    name: l.name,
    quantity: l.quantity,
    unitCents: l.unitPriceCents,
    perKg: l.variableWeight,
    amountCents: l.finalLineCents ?? l.lineCents,
    vatRateBp: vatRateBp(aisles.get(l.productId) ?? ""),
    weightGrams: l.finalWeightGrams,
  }));
  // The gift is delivered with the order: listed, at no charge, so the invoice says everything the box held.
  if (gift) {
    const aisle = gift.gift.productId ? (aisles.get(gift.gift.productId) ?? "") : "";
    invoiceLines.push({ name: `Cadeau offert : ${gift.gift.title}`, quantity: 1, unitCents: 0, perKg: false, amountCents: 0, vatRateBp: vatRateBp(aisle), weightGrams: null });
  }
  return {
    number: order.invoiceNumber ?? invoiceNumberFor(order.id, order.deliveredAt ?? order.placedAt),
    orderId: order.id,
    issuedAt: order.deliveredAt ?? order.placedAt,
    deliveredAt: order.deliveredAt,
    seller: COMPANY,
    buyer: {
      name: buyerName,
      // A company billed prints its own name above: the address's company line would only repeat it.
      lines: [order.buyerCompany && sameName(billing.company, order.buyerCompany.name) ? null : billing.company, billing.line1, billing.line2, [billing.postalCode, billing.city].filter(Boolean).join(" ")].filter(
        (l): l is string => Boolean(l),
      ),
      company: order.buyerCompany,
    },
    addresses: { delivery: order.deliveryAddress, billing },
    lines: invoiceLines,
    // The gift's line is at 0 €: the order's own lines make the goods amount.
    amounts: orderAmountsOf(order, lines),
    paymentMethod: order.paymentMethod,
    // Authorised at the order, charged once weighed: the capture at preparation is the payment (an invoice is only
    // issued for a delivered order, which always was prepared).
    paidAt: order.preparedAt ?? order.placedAt,
  };
}

export async function invoicePdfFor(db: Database, order: OrderRow): Promise<Uint8Array> {
  return buildInvoicePdf(await invoiceDataFor(db, order));
}
