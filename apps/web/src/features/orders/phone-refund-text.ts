// What an order page says of a refund owed on a cancelled phone order (ADR 0055, 0062): still to do, or done on a date.
import { frenchLongDate, type OrderDetail } from "@cabas/contracts";
import { formatEuros } from "../../lib/format/price.ts";

export function phoneRefundText(refund: NonNullable<OrderDetail["remboursement_telephone"]>): string {
  const amount = formatEuros(refund.montant);
  return refund.rembourse_le
    ? `Remboursé le ${frenchLongDate(new Date(refund.rembourse_le))} : ${amount} réglés par téléphone, remboursés sur votre carte.`
    : `Remboursement en cours : les ${amount} réglés par téléphone vous seront remboursés sur votre carte par notre service client.`;
}
