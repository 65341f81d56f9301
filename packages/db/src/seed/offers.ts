// Price and stock of each product in each perimeter. Every draw is keyed by (product slug, perimeter code),
// so a product keeps the same offer whatever else is in the catalogue and in whatever order rows are built.
import type { offers } from "../schema/catalogue.ts";
import { createRandom } from "./random.ts";

export type OfferRow = typeof offers.$inferInsert;

export type OfferPerimeter = { id: number; code: string; priceBiasBp: number };

const DAY_MS = 86_400_000;
/** Share of products on promotion, before the few perimeters that skip a given promotion. */
const PROMO_SHARE = 0.14;
const OUT_OF_STOCK_SHARE = 0.04;
const CAGNOTTE_SHARE = 0.05;
const PROMO_DEPTHS = [0.1, 0.15, 0.2, 0.2, 0.25, 0.3, 1 / 3] as const;

/** Shelf prices end in 9 (2,69 €) once above one euro, as in French shops. */
export function shelfPrice(cents: number): number {
  if (cents < 100) return Math.max(1, Math.round(cents));
  return Math.max(99, Math.round(cents / 10) * 10 - 1);
}

export function buildOffer(slug: string, basePriceCents: number, perimeter: OfferPerimeter, now: Date): OfferRow {
  const random = createRandom(`offer:${slug}:${perimeter.code}`);
  const biasBp = Math.max(-500, Math.min(500, perimeter.priceBiasBp + random.int(-100, 100)));
  const priceCents = shelfPrice(basePriceCents * (1 + biasBp / 10_000));

  let promoPriceCents: number | null = null;
  let lowest30dCents: number | null = null;
  let promoEndsAt: Date | null = null;
  const productRandom = createRandom(`promo:${slug}`);
  const promoted = productRandom.next() < PROMO_SHARE;
  const depth = productRandom.pick(PROMO_DEPTHS);
  // Most promotions are national; one perimeter in ten does not run a given one.
  if (promoted && random.next() >= 0.1 && priceCents > 50) {
    const candidate = priceCents < 100 ? Math.round(priceCents * (1 - depth)) : shelfPrice(priceCents * (1 - depth));
    if (candidate > 0 && candidate < priceCents) {
      promoPriceCents = candidate;
      // Omnibus reference: the lowest price of the 30 days before the promotion, usually the shelf price.
      lowest30dCents =
        random.next() < 0.75
          ? priceCents
          : priceCents - Math.round((priceCents - candidate) * (0.1 + 0.4 * random.next()));
      promoEndsAt = new Date(now.getTime() + 7 * DAY_MS);
    }
  }

  // A few products credit the prize pot (cagnotte) for each unit bought: 5 to 10 % of the price, in tens of cents.
  const cagnotteCents =
    productRandom.next() < CAGNOTTE_SHARE
      ? Math.max(10, Math.round((priceCents * (0.05 + 0.05 * productRandom.next())) / 10) * 10)
      : 0;

  const stock = random.next() < OUT_OF_STOCK_SHARE ? 0 : random.int(1, 200);
  return {
    productId: 0,
    perimeterId: perimeter.id,
    priceCents,
    promoPriceCents,
    lowest30dCents,
    promoEndsAt,
    stock,
    inStock: stock > 0,
    cagnotteCents,
  };
}

export function buildOffers(
  product: { id: number; slug: string; basePriceCents: number },
  perimeters: readonly OfferPerimeter[],
  now: Date,
): OfferRow[] {
  return perimeters.map((perimeter) => ({
    ...buildOffer(product.slug, product.basePriceCents, perimeter, now),
    productId: product.id,
  }));
}
