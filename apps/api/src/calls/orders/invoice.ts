// Issues the invoice of an order at its delivery (its number, what it prints that could change later) and builds it
// from the order's snapshot only, so every download prints what the « livrée » e-mail attached (ADR 0068).
import { and, eq, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import type { InvoiceFacts } from "@cabas/db/schema";
import { COMPANY } from "@cabas/db/seed";
import { invoiceNumberText, invoiceYear } from "../../domain/invoice-numbers.ts";
import { chosenGift } from "../games/gift-store.ts";
import { productVatRatesAt } from "../invoices/product-vat-rates.ts";
import { buildInvoicePdf, type InvoiceData, type InvoiceLine } from "./invoice-pdf.ts";
import { orderAmountsOf, orderLinesOf, type OrderRow } from "./order-store.ts";
import { settledMethod } from "../../domain/benefits-payment.ts";
import { changeInvoiceMention, givenBackOf, hasChange, vouchersGivenBackOf } from "../../domain/benefits-change.ts";

const sameName = (a: string | null | undefined, b: string) => (a ?? "").trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The year's next number. The counter's row stays locked until the delivery commits: a second delivery waits for it,
 * then takes the next number; a delivery rolled back gives its number back. No gap, no number twice, and numbers in
 * the order invoices are issued.
 */
export async function nextInvoiceNumber(tx: Database, at: Date): Promise<string> {
  const year = invoiceYear(at);
  const [counter] = await tx
    .insert(schema.invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: schema.invoiceCounters.year, set: { lastNumber: sql`${schema.invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: schema.invoiceCounters.lastNumber });
  return invoiceNumberText(year, counter!.lastNumber);
}

/** The name the invoice is addressed to: the order's billing snapshot (its delivery snapshot for an older order). */
function buyerNameOf(order: Pick<OrderRow, "billingAddress" | "deliveryAddress">): string {
  const name = (address: Record<string, unknown>) => [address.prenom, address.nom].filter((part): part is string => typeof part === "string" && part.trim() !== "").join(" ");
  return name(order.billingAddress) || name(order.deliveryAddress);
}

/**
 * Issues the invoice of an order being delivered, inside the delivery's transaction: takes its number and freezes
 * what it prints that the catalogue or the account could change later (each line's VAT rate, the buyer's name, the
 * thank-you gift). Returns what the order's row records.
 */
export async function issueInvoice(tx: Database, order: OrderRow, at: Date): Promise<{ invoiceNumber: string; invoiceFacts: InvoiceFacts }> {
  const invoiceNumber = await nextInvoiceNumber(tx, at);
  // The products' rows shared-locked: a rate being changed on the invoices screen (ADR 0133) is committed before the
  // rate is read, or waits for this delivery and is then dated after it, so the rule that finds the invoices to
  // rectify never misses one that froze the old rate.
  await tx.execute(
    sql`select 1 from ${schema.products} where ${schema.products.id} in (select ${schema.orderLines.productId} from ${schema.orderLines} where ${schema.orderLines.orderId} = ${order.id}) order by ${schema.products.id} for share`,
  );
  // The rate in force at the delivery, the chargeable event (CGI art. 269): a change of the law scheduled for that
  // day applies from its midnight (ADR 0140).
  const lineProducts = await tx.selectDistinct({ id: schema.orderLines.productId }).from(schema.orderLines).where(eq(schema.orderLines.orderId, order.id));
  const gift = await chosenGift(tx, order);
  const giftProductId = gift?.gift.productId ?? null;
  const rates = await productVatRatesAt(tx, [...lineProducts.map((p) => p.id), ...(giftProductId ? [giftProductId] : [])], at);
  for (const { id } of lineProducts)
    await tx
      .update(schema.orderLines)
      .set({ vatRateBp: rates.get(id) ?? null })
      .where(and(eq(schema.orderLines.orderId, order.id), eq(schema.orderLines.productId, id)));
  let giftFacts: InvoiceFacts["gift"] = null;
  if (gift) {
    // A gift with no product of the catalogue is food offered with food: the reduced rate, as before (0 € anyway).
    giftFacts = { title: gift.gift.title, vatRateBp: (giftProductId ? rates.get(giftProductId) : undefined) ?? 550 };
  }
  return { invoiceNumber, invoiceFacts: { buyerName: buyerNameOf(order), gift: giftFacts } };
}

/** What the invoice of a delivered order says: its lines (with final weights), the thank-you gift at 0 €, fees, totals. */
export async function invoiceDataFor(db: Database, order: OrderRow): Promise<InvoiceData> {
  const facts = order.invoiceFacts;
  if (!order.invoiceNumber || !facts) throw new Error(`Order ${order.id} has no invoice issued.`);
  const lines = await orderLinesOf(db, order.id);
  const billing = order.billingAddress as Record<string, string | null | undefined>;
  const invoiceLines: InvoiceLine[] = lines.map((l) => {
    if (l.vatRateBp === null) throw new Error(`Order ${order.id}: line ${l.productId} has no VAT rate frozen.`);
    return {
      productId: l.productId,
      name: l.name,
      quantity: l.quantity,
      unitCents: l.unitPriceCents,
      perKg: l.variableWeight,
      amountCents: l.finalLineCents ?? l.lineCents,
      vatRateBp: l.vatRateBp,
      weightGrams: l.finalWeightGrams,
      estimateCents: l.lineCents,
    };
  });
  // The gift is delivered with the order: listed, at no charge, so the invoice says everything the box held.
  if (facts.gift) invoiceLines.push({ name: `Cadeau offert : ${facts.gift.title}`, quantity: 1, unitCents: 0, perKg: false, amountCents: 0, vatRateBp: facts.gift.vatRateBp, weightGrams: null });
  return {
    number: order.invoiceNumber,
    orderId: order.id,
    issuedAt: order.deliveredAt ?? order.placedAt,
    deliveredAt: order.deliveredAt,
    seller: COMPANY,
    buyer: {
      name: facts.buyerName,
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
    // Billed nothing, the benefits paid it: no card is named for money never taken (ADR 0072).
    paymentMethod: settledMethod(order),
    benefitsChange: invoiceChangeMention(order),
    // Authorised at the order, charged once weighed: the capture at preparation is the payment (an invoice is only
    // issued for a delivered order, which always was prepared).
    paidAt: order.preparedAt ?? order.placedAt,
  };
}

/** What a lighter weighing gave back (ADR 0079, 0084), from the order's totals only: every download prints the same. */
function invoiceChangeMention(order: OrderRow): string | null {
  const change = { ...givenBackOf(order.totals), voucherCents: vouchersGivenBackOf(order.totals) };
  return hasChange(change) || change.voucherCents > 0 ? changeInvoiceMention(change) : null;
}

export async function invoicePdfFor(db: Database, order: OrderRow): Promise<Uint8Array> {
  return buildInvoicePdf(await invoiceDataFor(db, order));
}
