// The JSON text of getPanier's and updatePanier's answers, with each line's product card written once and reused.
// Serialising the answer was a fifth of the web-service's work per basket change at 50 connections (~6 kB, three
// quarters of it the lines' cards, bench/README.md, 2026-11-24), and a card changes far less often than the basket:
// only when its product, offer or brand row is read again, or a promotion starts or ends.
import type { Basket, BasketItem, ProductCard } from "@cabas/contracts";

type CardSource = { product: object; offer: object; brand: string | null };
type KeptCard = { product: object; brand: string | null; price: number; regularPrice: number | null; json: string };

/**
 * A card's JSON, by the offer row it was made from. A card is a function of its product, offer and brand rows and of
 * whether a promotion runs (toProductCard), which shows in its price and regular price; rows are never changed in
 * place (a changed row is read again as a new object), so the same rows and prices make the same text.
 */
const cardJsonByOffer = new WeakMap<object, KeptCard>();
/** Each basket line's card JSON, by the line's entry (composeBasketView never changes an entry once made). */
const cardJsonByEntry = new WeakMap<BasketItem, string>();

/** The JSON of `card`, made from `source`: the kept text when those rows and prices made it before. */
export function cardJson(card: ProductCard, source: CardSource): string {
  const kept = cardJsonByOffer.get(source.offer);
  if (kept && kept.product === source.product && kept.brand === source.brand && kept.price === card.price && kept.regularPrice === card.regularPrice) {
    return kept.json;
  }
  const json = JSON.stringify(card);
  cardJsonByOffer.set(source.offer, { product: source.product, brand: source.brand, price: card.price, regularPrice: card.regularPrice, json });
  return json;
}

/** Records that `entry` is the card whose JSON is `json`, extended with the line's quantity, substitution and total. */
export function rememberEntryCard(entry: BasketItem, json: string): void {
  cardJsonByEntry.set(entry, json);
}

/** A line's JSON: its card's kept text extended with the line's own fields, the same text JSON.stringify writes. */
export function entryJson(entry: BasketItem): string {
  const card = cardJsonByEntry.get(entry);
  if (card === undefined) return JSON.stringify(entry);
  return `${card.slice(0, -1)},"quantity":${JSON.stringify(entry.quantity)},"substitution":${JSON.stringify(entry.substitution)},"line_total":${JSON.stringify(entry.line_total)}}`;
}

const isBasket = (value: unknown): value is Basket =>
  typeof value === "object" && value !== null && Array.isArray((value as Basket).items) && Array.isArray((value as Basket).reservations);

/** `objectJson` (an object's JSON text) with `members` (JSON text of `"key":value` pairs) added after its own. */
const withMembers = (objectJson: string, members: string): string =>
  objectJson === "{}" ? `{${members}}` : `${objectJson.slice(0, -1)},${members}}`;

/** `object`'s JSON with its `items` and `reservations` written line by line (entryJson) after its other fields. */
function withLines(object: Pick<Basket, "items" | "reservations">): string {
  const { items, reservations, ...fields } = object;
  return withMembers(JSON.stringify(fields), `"items":[${items.map(entryJson).join(",")}],"reservations":[${reservations.map(entryJson).join(",")}]`);
}

/**
 * The answer's JSON: the same content as JSON.stringify(answer), the basket's lines written last. The basket is
 * either the answer itself (getPanier) or its `panier` (updatePanier).
 */
export function basketAnswerJson(answer: object): string {
  if (isBasket((answer as { panier?: unknown }).panier)) {
    const { panier, ...rest } = answer as { panier: Basket };
    return withMembers(JSON.stringify(rest), `"panier":${withLines(panier)}`);
  }
  if (isBasket(answer)) return withLines(answer);
  return JSON.stringify(answer);
}
