// A promotion applies from its start (when one was set ahead) until its end date; outside it the regular price is
// the price.
type OfferPrices = { priceCents: number; promoPriceCents: number | null; promoStartsAt?: Date | null; promoEndsAt: Date | null };

export const activePromoCents = (offer: OfferPrices, now: Date): number | null =>
  offer.promoPriceCents !== null &&
  (offer.promoStartsAt === null || offer.promoStartsAt === undefined || offer.promoStartsAt <= now) &&
  (offer.promoEndsAt === null || now < offer.promoEndsAt)
    ? offer.promoPriceCents
    : null;

export const currentPriceCents = (offer: OfferPrices, now: Date): number => activePromoCents(offer, now) ?? offer.priceCents;

/** The days before a price reduction whose lowest price is its reference (Code de la consommation, L112-1-1). */
export const REFERENCE_PRICE_DAYS = 30;

/**
 * An offer's prices from `from` until the next period's `from` (the last one: until now and on). The first period's
 * `from` is null: those prices held since before anything was recorded.
 */
export type PricePeriod = { from: Date | null } & OfferPrices;

const time = (d: Date | null | undefined, none: number): number => (d === null || d === undefined ? none : d.getTime());

/**
 * The lowest price applied between `windowStart` and `windowEnd` (a promotion counts while it ran), read from the
 * offer's price periods in order; null when none of them covers the window (then there is no history to read).
 * The Omnibus reference of a reduction starting at `windowEnd` is this over the 30 days before it.
 */
export function lowestPriceAppliedCents(periods: readonly PricePeriod[], windowStart: Date, windowEnd: Date): number | null {
  const start = windowStart.getTime();
  const end = windowEnd.getTime();
  let lowest: number | null = null;
  periods.forEach((period, i) => {
    const from = Math.max(time(period.from, -Infinity), start);
    const until = Math.min(time(periods[i + 1]?.from, Infinity), end);
    if (from >= until) return;
    let applied = period.priceCents;
    if (period.promoPriceCents !== null) {
      const promoFrom = Math.max(time(period.promoStartsAt, -Infinity), from);
      const promoUntil = Math.min(time(period.promoEndsAt, Infinity), until);
      if (promoFrom < promoUntil) applied = Math.min(applied, period.promoPriceCents);
    }
    lowest = lowest === null ? applied : Math.min(lowest, applied);
  });
  return lowest;
}

/** When the reduction starting at `start` has its reference read: the 30 days before it. */
export const referenceWindowStart = (start: Date): Date => new Date(start.getTime() - REFERENCE_PRICE_DAYS * 86_400_000);
