// A promotion applies only until its end date; after it the regular price is the price.
type OfferPrices = { priceCents: number; promoPriceCents: number | null; promoEndsAt: Date | null };

export const activePromoCents = (offer: OfferPrices, now: Date): number | null =>
  offer.promoPriceCents !== null && (offer.promoEndsAt === null || now < offer.promoEndsAt) ? offer.promoPriceCents : null;

export const currentPriceCents = (offer: OfferPrices, now: Date): number => activePromoCents(offer, now) ?? offer.priceCents;
