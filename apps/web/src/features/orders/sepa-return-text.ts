// What an order page says of a SEPA debit the customer's bank sent back (ADR 0129): what came back, when and why,
// that it stays due and how to pay it, or that it was paid. Untypeset: the page typesets it.
import { frenchLongDate, type OrderDetail } from "@cabas/contracts";
import { formatEuros } from "../../lib/format/price.ts";

export function sepaReturnText(debit: NonNullable<OrderDetail["prelevement_impaye"]>): string {
  const amount = formatEuros(debit.montant_du);
  const what = debit.type === "rejet" ? "rejeté" : "retourné";
  if (debit.regle_le) {
    const where = debit.regle_en_ligne ? "en ligne" : "auprès de notre service client";
    return `Votre banque nous avait ${what} le prélèvement de ${amount} (motif : ${debit.motif}) : réglés par carte ${where} le ${frenchLongDate(new Date(debit.regle_le))}. Merci.`;
  }
  return `Prélèvement impayé : votre banque nous a ${what} le prélèvement de ${amount} le ${frenchLongDate(new Date(debit.le))} (motif : ${debit.motif}). ${amount} restent dus. ${debit.reglement}`;
}
