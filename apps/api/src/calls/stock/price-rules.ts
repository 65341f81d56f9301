// An offer's price and promotion changed on the stock screen (ADR 0138): what the change makes of the offer's prices,
// or why it is refused. Pure, so the call and its tests share them. The promotion's reference price is the lowest
// price applied in the 30 days before it starts (Omnibus directive, Code de la consommation L112-1-1), read from the
// offer's price periods (its recorded changes) by `lowestPriceAppliedCents`.
import { frenchDayMonth } from "@cabas/contracts";
import { formatEuros } from "../../domain/basket-totals.ts";
import { activePromoCents, lowestPriceAppliedCents, referenceWindowStart, type PricePeriod } from "../../domain/offer-price.ts";
import { addDays, isoDate, parisDate, parisLocalTime, type LocalDate } from "../../domain/slot-rules.ts";

/** An offer's prices as `offers` holds them. */
export type OfferPriceState = {
  priceCents: number;
  promoPriceCents: number | null;
  promoStartsAt: Date | null;
  promoEndsAt: Date | null;
  lowest30dCents: number | null;
};

/** price: the regular price; promo: a promotion from its first to its last day (Paris days, both included); promo_stop. */
export type PriceChange =
  | { kind: "price"; priceCents: number }
  | { kind: "promo"; promoPriceCents: number; firstDay: string; lastDay: string }
  | { kind: "promo_stop" };

export type PriceDecision = { ok: true; after: OfferPriceState } | { ok: false; kind: "conflict" | "refused"; field?: string; message: string };

type Names = { product: string; perimeter: string };

const NO_PROMO = { promoPriceCents: null, promoStartsAt: null, promoEndsAt: null, lowest30dCents: null } as const;

/**
 * What the screen read of the offer's prices, sent back with a change: a change decided from prices a colleague has
 * changed since is refused (as a stock setting is, ADR 0126), not applied over theirs.
 */
export const priceStamp = (offer: OfferPriceState): string =>
  [offer.priceCents, offer.promoPriceCents ?? "-", offer.promoStartsAt?.getTime() ?? "-", offer.promoEndsAt?.getTime() ?? "-"].join("/");

/** A promotion that is running or set ahead: the one the screen shows and can stop (an ended one is history). */
export const pendingPromo = (offer: OfferPriceState, now: Date): boolean =>
  offer.promoPriceCents !== null && (offer.promoEndsAt === null || now < offer.promoEndsAt);

const dayOf = (iso: string): LocalDate => {
  const [year, month, day] = iso.split("-").map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
};

/** The promotion's instants: from the first day's Paris midnight (or now, on its first day) to the midnight after its last. */
export function promoWindow(firstDay: string, lastDay: string, now: Date): { start: Date; end: Date } {
  const start = parisLocalTime(dayOf(firstDay), 0);
  return { start: start < now ? now : start, end: parisLocalTime(addDays(dayOf(lastDay), 1), 0) };
}

/** The reference of a reduction starting at `start`: the lowest price of the 30 days before it, the regular price from now. */
function referenceBefore(start: Date, history: readonly PricePeriod[], priceFromNow: number, now: Date): number {
  const periods: PricePeriod[] = [...history, { from: now, priceCents: priceFromNow, promoPriceCents: null, promoStartsAt: null, promoEndsAt: null }];
  return lowestPriceAppliedCents(periods, referenceWindowStart(start), start) ?? priceFromNow;
}

const notAReduction = (reference: number, promo: number): string =>
  `Le prix le plus bas pratiqué dans les 30 jours avant la promotion est de ${formatEuros(reference)} : une promotion à ${formatEuros(promo)} ne serait pas une réduction (article L112-1-1 du Code de la consommation). Rien n'a été changé.`;

/**
 * The offer's prices after the change, from those read under the offer's lock (`current`) and its price history
 * (`history`: its periods up to now, oldest first).
 * - A price: a running promotion keeps its reference (fixed when the reduction began) and must stay below the new
 *   price; one set ahead has its reference read again, the new price applying from now until it starts.
 * - A promotion replaces any other. One that starts today while another runs continues the reduction: its reference
 *   stays the first one's (L112-1-1: successive reductions keep the price before the first); otherwise it is read.
 *   It must be below the regular price and below its reference, or it announces no reduction.
 * - Stopping needs a promotion running or set ahead.
 */
export function decidePriceChange(current: OfferPriceState, change: PriceChange, history: readonly PricePeriod[], now: Date, names: Names): PriceDecision {
  const here = `« ${names.product} » (${names.perimeter})`;
  const running = activePromoCents(current, now) !== null;
  if (change.kind === "promo_stop") {
    if (!pendingPromo(current, now)) return { ok: false, kind: "conflict", message: `${here} n'a pas de promotion en cours ni prévue. Rien n'a été changé.` };
    return { ok: true, after: { priceCents: current.priceCents, ...NO_PROMO } };
  }
  if (change.kind === "price") {
    const price = change.priceCents;
    if (price === current.priceCents) return { ok: false, kind: "refused", field: "prix", message: `Le prix est déjà de ${formatEuros(price)}. Rien n'a été changé.` };
    if (!pendingPromo(current, now)) return { ok: true, after: { priceCents: price, ...NO_PROMO } };
    const promo = current.promoPriceCents ?? 0;
    if (promo >= price)
      return {
        ok: false,
        kind: "refused",
        field: "prix",
        message: `La promotion à ${formatEuros(promo)} doit rester moins chère que le prix : arrêtez-la d'abord, ou choisissez un prix au-dessus de ${formatEuros(promo)}.`,
      };
    if (running) return { ok: true, after: { ...current, priceCents: price } };
    const reference = referenceBefore(current.promoStartsAt ?? now, history, price, now);
    if (reference <= promo) return { ok: false, kind: "refused", field: "prix", message: notAReduction(reference, promo) };
    return { ok: true, after: { ...current, priceCents: price, lowest30dCents: reference } };
  }
  const today = isoDate(parisDate(now));
  if (change.firstDay < today) return { ok: false, kind: "refused", field: "debut", message: "La promotion ne peut pas commencer avant aujourd'hui." };
  if (change.lastDay < today)
    return { ok: false, kind: "refused", field: "fin", message: "La promotion finirait dans le passé : choisissez une date de fin à partir d'aujourd'hui." };
  if (change.lastDay < change.firstDay) return { ok: false, kind: "refused", field: "fin", message: "La promotion ne peut pas finir avant de commencer." };
  const promo = change.promoPriceCents;
  if (promo >= current.priceCents)
    return {
      ok: false,
      kind: "refused",
      field: "prix_promo",
      message: `Le prix promotionnel doit être inférieur au prix, ${formatEuros(current.priceCents)}. Rien n'a été changé.`,
    };
  const { start, end } = promoWindow(change.firstDay, change.lastDay, now);
  const continues = running && start.getTime() <= now.getTime();
  const reference = continues ? (current.lowest30dCents ?? current.priceCents) : referenceBefore(start, history, current.priceCents, now);
  if (reference <= promo) return { ok: false, kind: "refused", field: "prix_promo", message: notAReduction(reference, promo) };
  return { ok: true, after: { priceCents: current.priceCents, promoPriceCents: promo, promoStartsAt: start, promoEndsAt: end, lowest30dCents: reference } };
}

/** The promotion's days as staff typed them: « du 3 décembre au 10 décembre ». */
export const promoDaysText = (start: Date, end: Date): string => `du ${frenchDayMonth(start)} au ${frenchDayMonth(new Date(end.getTime() - 1))}`;

/** The answer's sentence after a change. */
export function priceChangedMessage(kind: PriceChange["kind"], before: OfferPriceState, after: OfferPriceState, names: Names): string {
  const here = `« ${names.product} » (${names.perimeter})`;
  if (kind === "price") return `Prix de ${here} : ${formatEuros(before.priceCents)} → ${formatEuros(after.priceCents)}.`;
  if (kind === "promo_stop") return `Promotion arrêtée sur ${here} : de nouveau ${formatEuros(after.priceCents)}.`;
  const days = after.promoStartsAt && after.promoEndsAt ? ` ${promoDaysText(after.promoStartsAt, after.promoEndsAt)}` : "";
  return `Promotion sur ${here} : ${formatEuros(after.promoPriceCents ?? 0)} au lieu de ${formatEuros(after.priceCents)}${days}, prix de référence ${formatEuros(after.lowest30dCents ?? after.priceCents)}.`;
}
