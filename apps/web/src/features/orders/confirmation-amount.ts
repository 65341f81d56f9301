// What the confirmation page says the order costs: its total, and, for weighed products, the authorisation (or the
// ceiling of the debit) labelled as such, as the payment page does (ADR 0069).
import type { CallOutput, isPaiementOK } from "@cabas/contracts";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { formatEuros } from "../../lib/format/price.ts";

type PaymentOutcome = CallOutput<typeof isPaiementOK>;

/** « Total : 71,86 € — montant autorisé 75,29 € (…) »; for a SEPA debit, when it is presented and at most how much. */
export function confirmationAmountText(r: Pick<PaymentOutcome, "total" | "montant" | "moyen">, sepa = false): string {
  // Typeset here, as the page prints it: its colons would otherwise wrap alone onto the next line on a phone.
  return typesetFrench(amountText(r, sepa));
}

function amountText(r: Pick<PaymentOutcome, "total" | "montant" | "moyen">, sepa: boolean): string {
  const total = `Total : ${formatEuros(r.total)}`;
  // Nothing charged (ADR 0072): said plainly, no card or authorisation named.
  if (r.moyen === "benefits") return `${total} — réglée par vos avantages : rien n'est débité`;
  // The authorisation covers the weighed products' margin: more than the total only when some are weighed.
  const weighed = r.montant > r.total;
  if (sepa || r.moyen === "sepa") {
    const debit = weighed ? ` : le montant des produits réellement pesés, au plus ${formatEuros(r.montant)}` : "";
    return `${total} — prélevé sur votre compte à la préparation de la commande, la veille ou le jour de la livraison, selon votre mandat SEPA${debit}.`;
  }
  if (!weighed) return total;
  if (r.moyen === "phone") return `${total} — au plus ${formatEuros(r.montant)} selon le poids réel des produits pesés`;
  return `${total} — montant autorisé ${formatEuros(r.montant)} (produits pesés : vous ne payez que le poids réel)`;
}
