// A product's VAT rate changed by staff (ADR 0133): the change decided against the rate they read, and the rate an
// invoice line should have carried, given the changes recorded since that invoice was issued. A change says whether it
// corrected an error (the invoices issued at the old rate were wrong: to rectify) or followed the law (they were
// right when issued: the chargeable event is the delivery, CGI art. 269).
import { frenchLongDate } from "@cabas/contracts";
import { isAisleRateInvoice } from "./rectifying-invoice.ts";
import { isoDate, parisDate, parisLocalTime } from "./slot-rules.ts";

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

/** A product's recorded change as the rate's resolution by date reads it (ADR 0140). */
export type DatedVatChange = { changedAt: Date; effectiveFrom: Date | null; cancelledAt: Date | null; rateAfterBp: number };

/** When a change took or takes effect: its date for a change of the law scheduled ahead, else when it was recorded. */
export const effectiveInstant = (change: Pick<DatedVatChange, "changedAt" | "effectiveFrom">): Date => change.effectiveFrom ?? change.changedAt;

/**
 * A product's rate at an instant from now on (a delivery's): `products.vat_rate_bp` holds the rate the last change made
 * at once set (or the database); a change of the law scheduled ahead and not cancelled overrides it from its date, the
 * latest first, unless a change made at once after that date replaced it. Nothing rewrites the product's row at the
 * date, so no moment reads the old rate after midnight and no job has to run.
 */
export function vatRateAt(baseRateBp: number, changes: readonly DatedVatChange[], at: Date): number {
  const lastAtOnce = Math.max(-Infinity, ...changes.filter((c) => c.effectiveFrom === null).map((c) => c.changedAt.getTime()));
  const inForce = changes
    .filter((c) => c.effectiveFrom !== null && c.cancelledAt === null && c.effectiveFrom.getTime() <= at.getTime() && c.effectiveFrom.getTime() > lastAtOnce)
    .sort((a, b) => b.effectiveFrom!.getTime() - a.effectiveFrom!.getTime());
  return inForce[0]?.rateAfterBp ?? baseRateBp;
}

/** The change of the law scheduled and still to come, if any (one at a time per product: see decideVatSchedule). */
export const pendingChange = <T extends DatedVatChange>(changes: readonly T[], now: Date): T | undefined =>
  changes.find((c) => c.effectiveFrom !== null && c.cancelledAt === null && c.effectiveFrom.getTime() > now.getTime());

/** How far ahead a change of the law may be scheduled: a law voted in a finance act applies within the next year or so. */
export const VAT_SCHEDULE_MAX_YEARS = 2;

/** The instant a change scheduled for a Paris day takes effect: that day's 00:00 in Paris, summer or winter. */
export const vatScheduleStart = (day: string): Date => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return parisLocalTime({ year, month, day: date }, 0);
};

export type VatScheduleDecision = { ok: true; effectiveFrom: Date } | { ok: false; kind: "changed" | "refused"; message: string };

/**
 * Whether a change of the law may be scheduled for a Paris day: from tomorrow (today's is a change made at once) to
 * two years ahead; against the rate read; not to the rate already in force; and not while another change of the
 * product is scheduled, so the rate at any date has one reading (cancel that one first, or schedule after it took
 * effect).
 */
export function decideVatSchedule(
  request: { seenBp: number; newBp: number; day: string },
  state: { currentBp: number; pending: { effectiveFrom: Date; rateAfterBp: number } | undefined; now: Date },
  product: string,
): VatScheduleDecision {
  const today = parisDate(state.now);
  const latest = isoDate({ ...today, year: today.year + VAT_SCHEDULE_MAX_YEARS });
  if (request.day <= isoDate(today))
    return { ok: false, kind: "refused", message: "La date d'effet doit être postérieure à aujourd'hui : un changement qui s'applique dès aujourd'hui se fait avec « Changer le taux »." };
  if (request.day > latest) return { ok: false, kind: "refused", message: `La date d'effet ne peut pas dépasser le ${frenchLongDate(vatScheduleStart(latest))} (deux ans).` };
  const decision = decideVatRateChange({ seenBp: request.seenBp, newBp: request.newBp }, state.currentBp, product);
  if (!decision.ok) return { ok: false, kind: decision.kind === "changed" ? "changed" : "refused", message: decision.message };
  if (state.pending)
    return {
      ok: false,
      kind: "refused",
      message: `Un changement de « ${product} » à ${vatRateText(state.pending.rateAfterBp)} est déjà programmé au ${frenchLongDate(state.pending.effectiveFrom)} : annulez-le avant d'en programmer un autre.`,
    };
  return { ok: true, effectiveFrom: vatScheduleStart(request.day) };
}
