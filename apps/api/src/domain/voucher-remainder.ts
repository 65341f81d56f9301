// What part of each voucher an order's lighter weighing leaves unused, and the voucher that carries it back to the
// customer (ADR 0084); what a cancellation after it gives back of each voucher. Integer cents, no database.

import { voucherExpiry } from "./voucher-expiry.ts";


/**
 * A voucher given back is valid at least this long after it is issued, and never less than the voucher it comes from:
 * a remainder of a voucher that expires tomorrow must still reach the customer's next order (a monthly shopper's).
 */
export const REMAINDER_MIN_VALID_DAYS = 30;

/** A voucher an order used, as its weighing reads it. `welcome`: the referred friend's first-order voucher. */
export type SpentVoucher = { id: number; amountCents: number; expiresAt: Date; welcome: boolean };

/**
 * The order in which checkout spends an order's vouchers: the basket lists them soonest to expire first (then by id),
 * and each pays what the ones before it left (computeBasketTotals). An order's vouchers are read back in this order.
 */
export const bySpendingOrder = (a: Pick<SpentVoucher, "id" | "expiresAt">, b: Pick<SpentVoucher, "id" | "expiresAt">): number =>
  a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id;

/** What each voucher pays of `totalCents`, in the spending order, each up to its amount: checkout's rule. */
export function voucherShares(vouchers: readonly Pick<SpentVoucher, "amountCents">[], totalCents: number): number[] {
  let left = Math.max(0, totalCents);
  return vouchers.map((voucher) => {
    const share = Math.min(Math.max(0, voucher.amountCents), left);
    left -= share;
    return share;
  });
}

export type RemainderDue = { voucherId: number; cents: number };

/**
 * The part of each voucher the weighed order no longer needs: what it paid at checkout (`checkoutCents`, the order's
 * vouchers together) less what it pays of the weighed purchases (`weighedCents`). The vouchers spent first keep what
 * they pay, so the unused part falls on the last ones, as the prize pot and loyalty euros come back before any voucher
 * (ADR 0079). A referred friend's welcome voucher gives none: it is a first-order offer, and its rest on a later order
 * would be a second one (ADR 0058, 0063). What a voucher did not pay at checkout already is not the weighing's to give.
 */
export function voucherRemaindersDue(vouchers: readonly SpentVoucher[], checkoutCents: number, weighedCents: number): RemainderDue[] {
  return unusedParts(vouchers, checkoutCents, weighedCents)
    .filter((part) => !part.welcome && part.cents > 0)
    .map(({ voucherId, cents }) => ({ voucherId, cents }));
}

/**
 * What the weighed order no longer needs of a referred friend's welcome voucher, and does not give back
 * (voucherRemaindersDue): the customer is told so, rather than finding the amount gone without a word.
 */
export const welcomeVoucherUnusedCents = (vouchers: readonly SpentVoucher[], checkoutCents: number, weighedCents: number): number =>
  unusedParts(vouchers, checkoutCents, weighedCents)
    .filter((part) => part.welcome)
    .reduce((sum, part) => sum + part.cents, 0);

/** Each voucher's part paid at checkout and no longer paid once weighed, in the spending order. */
function unusedParts(vouchers: readonly SpentVoucher[], checkoutCents: number, weighedCents: number): (RemainderDue & { welcome: boolean })[] {
  const ordered = [...vouchers].sort(bySpendingOrder);
  const atCheckout = voucherShares(ordered, checkoutCents);
  const weighed = voucherShares(ordered, Math.min(weighedCents, checkoutCents));
  return ordered.map((voucher, i) => ({ voucherId: voucher.id, cents: atCheckout[i]! - weighed[i]!, welcome: voucher.welcome }));
}

/**
 * What to issue now for a voucher's unused part: never more than what is due beyond the remainders this order's
 * weighing already issued for it. A weighing asked again finds it issued and gives nothing more.
 */
export const remainderToIssue = (dueCents: number, issuedCents: number): number => Math.max(0, dueCents - Math.max(0, issuedCents));

/**
 * What a cancellation gives back of a voucher the order used: all of it, less what its weighing already gave back as
 * remainders (the customer keeps those). Never below 0: the order then gives back nothing more of it.
 */
export const restOnCancellation = (amountCents: number, remaindersCents: number): number => Math.max(0, amountCents - Math.max(0, remaindersCents));

/**
 * A voucher given back expires with the one it comes from, and no sooner than the end of the Paris day
 * REMAINDER_MIN_VALID_DAYS from now (voucherExpiry).
 */
export const remainderExpiry = (originalExpiresAt: Date, now: Date): Date =>
  new Date(Math.max(originalExpiresAt.getTime(), voucherExpiry(now, REMAINDER_MIN_VALID_DAYS).getTime()));

/**
 * « RESTE-10000002-1 »: the order the rest comes from, and its rank among the vouchers that order gave back. Read on a
 * phone, typed at the basket like any voucher code, and telling customer service at once where it comes from.
 */
export const remainderCode = (orderId: number, rank: number): string => `${remainderCodePrefix(orderId)}${rank}`;

/** What every code of the vouchers an order gave back starts with. */
export const remainderCodePrefix = (orderId: number): string => `RESTE-${orderId}-`;

/** The first rank not taken by `codes` among the order's own remainder codes. */
export function nextRemainderRank(orderId: number, codes: readonly string[]): number {
  const taken = new Set(codes);
  let rank = 1;
  while (taken.has(remainderCode(orderId, rank))) rank++;
  return rank;
}
