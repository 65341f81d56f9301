// Gathers what an order's confirmation e-mail recaps (ADR 0057): its lines with their unit prices, its amounts, the
// delivery address, how it is paid (card, SEPA mandate, phone) and the CGV in force when it was placed.
import { desc, eq } from "drizzle-orm";
import { frenchWeekdayTime } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { SEPA_CREDITOR } from "../../domain/sepa-mandate.ts";
import { debtorAddressLine } from "../../domain/sepa-debtor.ts";
import { isPaidByBenefits } from "../../domain/benefits-payment.ts";
import {
  cgvPlainText,
  type ConfirmationLine,
  type ConfirmationPayment,
  type OrderConfirmationFacts,
} from "../../mail/order-mails.ts";
import { mailDay } from "../../mail/mail-text.ts";
import type { CardDetails } from "../../payment/provider.ts";
import { orderAmountsOf, orderLinesWithMeasureOf, orderMailFacts, type OrderRow } from "./order-store.ts";

export const CGV_SLUG = "conditions-generales-de-vente";

async function confirmationLines(tx: Database, orderId: number): Promise<ConfirmationLine[]> {
  return (await orderLinesWithMeasureOf(tx, orderId)).map((line) => ({
    name: line.name,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    lineCents: line.lineCents,
    variableWeight: line.variableWeight,
    estimatedWeightGrams: line.estimatedWeightGrams,
    // A packed product's price per kilo or litre; a weighed line is priced by the kilo already, a piece has none.
    measurePrice: line.variableWeight || line.measure.unit === "pièce" ? null : { cents: line.measure.cents, unit: line.measure.unit },
  }));
}

/** The order's latest payment attempt with its card or mandate; `card`: the one the provider just described. */
async function confirmationPayment(
  tx: Database,
  order: OrderRow,
  card: CardDetails | undefined,
): Promise<ConfirmationPayment> {
  if (order.paymentMethod === "phone") return { kind: "phone" };
  // No card, mandate or call: nothing is charged (ADR 0072).
  if (isPaidByBenefits(order)) return { kind: "benefits" };
  const [row] = await tx
    .select({ card: schema.paymentCards, mandate: schema.sepaMandates })
    .from(schema.payments)
    .leftJoin(schema.paymentCards, eq(schema.paymentCards.id, schema.payments.cardId))
    .leftJoin(schema.sepaMandates, eq(schema.sepaMandates.id, schema.payments.mandateId))
    .where(eq(schema.payments.orderId, order.id))
    .orderBy(desc(schema.payments.id))
    .limit(1);
  if (order.paymentMethod === "sepa" && row?.mandate) {
    const m = row.mandate;
    return {
      kind: "sepa",
      reference: m.reference,
      ibanMasked: m.ibanMasked,
      holder: m.holder,
      creditorName: SEPA_CREDITOR.name,
      creditorId: SEPA_CREDITOR.creditorId,
      bic: m.debtorBic,
      debtorAddress: debtorAddressLine(m),
    };
  }
  const described = row?.card ?? card;
  return { kind: "card", brand: described?.brand ?? null, last4: described?.last4 ?? null };
}

export async function confirmationMailFacts(
  tx: Database,
  order: OrderRow,
  publicUrl: string,
  card?: CardDetails,
): Promise<OrderConfirmationFacts | null> {
  const base = await orderMailFacts(tx, order, publicUrl);
  if (!base) return null;
  const lines = await confirmationLines(tx, order.id);
  const [slot] = await tx
    .select({ startsAt: schema.deliverySlots.startsAt })
    .from(schema.deliverySlots)
    .where(eq(schema.deliverySlots.id, order.slotId))
    .limit(1);
  const [cgv] = await tx
    .select({ body: schema.staticPages.body })
    .from(schema.staticPages)
    .where(eq(schema.staticPages.slug, CGV_SLUG))
    .limit(1);
  return {
    ...base,
    cutoffLabel: frenchWeekdayTime(order.cutoffAt),
    deliveryDay: mailDay(slot?.startsAt ?? order.cutoffAt),
    lines,
    // At confirmation nothing is weighed yet: the estimates are the amounts.
    amounts: orderAmountsOf(
      order,
      lines.map((l) => ({ lineCents: l.lineCents, finalLineCents: null })),
    ),
    authorisedCents: order.authorisedCents,
    address: order.deliveryAddress,
    payment: await confirmationPayment(tx, order, card),
    professional: order.buyerCompany !== null,
    cgvText: cgv
      ? `Conditions générales de vente de Cabas, en vigueur à la date de la commande n° ${order.id}\n\n${cgvPlainText(cgv.body, publicUrl)}\n`
      : null,
    cgvUrl: `${publicUrl}/${CGV_SLUG}`,
  };
}
