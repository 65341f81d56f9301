// What an order page says of a charged card (or SEPA debit) refunded when the order was cancelled (ADR 0069).
import { frenchLongDate, type OrderDetail } from "@cabas/contracts";
import { formatEuros } from "../../lib/format/price.ts";

export function paymentRefundText(refund: NonNullable<OrderDetail["remboursement"]>): string {
  const where = refund.moyen === "sepa" ? "votre compte (prélèvement SEPA)" : "votre carte";
  return `${formatEuros(refund.montant)} remboursés sur ${where} le ${frenchLongDate(new Date(refund.date))}.`;
}
