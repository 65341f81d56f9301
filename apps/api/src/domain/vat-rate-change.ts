// A product's VAT rate changed by staff (ADR 0133): the change decided against the rate they read, and the rate an
// invoice line should have carried, given the changes recorded since that invoice was issued. A change says whether it
// corrected an error (the invoices issued at the old rate were wrong: to rectify) or followed the law (they were
// right when issued: the chargeable event is the delivery, CGI art. 269).
import { isAisleRateInvoice } from "./rectifying-invoice.ts";

export type VatChangeNature = "correction" | "loi";

const rateFormat = new Intl.NumberFormat("fr-FR");
/** « 5,5 % », with its no-break space. */
export const vatRateText = (bp: number): string => `${rateFormat.format(bp / 100)}\u00A0%`;

export type VatChangeDecision = { ok: true } | { ok: false; kind: "changed" | "same"; message: string };

/**
 * Whether a rate may be set: refused when the product's rate is no longer the one the staff member read (a colleague
 * changed it meanwhile: they decide again from the new one), or when it already is the rate asked.
 */
export function decideVatRateChange(change: { seenBp: number; newBp: number }, currentBp: number, product: string): VatChangeDecision {
  if (currentBp !== change.seenBp)
    return {
      ok: false,
      kind: "changed",
      message: `Le taux de « ${product} » a changé depuis votre lecture : il est maintenant de ${vatRateText(currentBp)}. Vérifiez-le avant de le changer.`,
    };
  if (change.newBp === currentBp) return { ok: false, kind: "same", message: `« ${product} » est déjà à ${vatRateText(currentBp)} : choisissez un autre taux.` };
  return { ok: true };
}

/** A change recorded on the screen, as the rule reads it. */
export type RecordedVatChange = { id: number; at: Date; rateBeforeBp: number; rateAfterBp: number; nature: VatChangeNature };

/**
 * The rate an invoice line should have carried, from the rate it printed and the changes of its product recorded at
 * or after the invoice's date, in order:
 * - the starting point is the rate printed, except on an invoice of the series before ADR 0068 (printed at its aisle's
 *   rate): there it is the product's rate as migration 0030 corrected it, i.e. the rate before the first change
 *   recorded since, or today's rate when none was;
 * - each correction replaces it (the rate was wrong, from the start);
 * - the first change of the law ends the reading: the invoice was issued under the law before it, and a correction
 *   made after the law changed corrects the new rate, not the old one.
 * A change at the invoice's very instant counts as after it: a correction whose transaction waited for the delivery
 * to commit is dated no earlier than it (ADR 0133), and applying it to a line already at its rate changes nothing; a
 * change of the law whose new rate the line already carries does not end the reading either.
 */
export function rateDue(
  line: { invoicedRateBp: number; invoiceNumber: string; orderId: number; issuedAt: Date },
  currentRateBp: number,
  changes: readonly RecordedVatChange[],
): number {
  const since = changes.filter((c) => c.at.getTime() >= line.issuedAt.getTime()).sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
  let due = isAisleRateInvoice(line.invoiceNumber, line.orderId) ? (since[0]?.rateBeforeBp ?? currentRateBp) : line.invoicedRateBp;
  for (const change of since) {
    // A law whose new rate the line already carries was in force when it was issued (the same instant): read on.
    if (change.nature === "loi" && change.rateAfterBp !== due) break;
    due = change.rateAfterBp;
  }
  return due;
}

/**
 * When a change is dated: now, or later than the last invoice issued with the product if the clock says otherwise
 * (a delivery whose transaction held the product's row before this change could take it), so an invoice that printed
 * the old rate always comes before the change that corrects it.
 */
export const vatChangeDate = (now: Date, lastInvoiceWithProduct: Date | null): Date =>
  lastInvoiceWithProduct && lastInvoiceWithProduct.getTime() > now.getTime() ? lastInvoiceWithProduct : now;
