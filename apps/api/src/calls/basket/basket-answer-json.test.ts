// Basket answers written with kept card texts: the same content as JSON.stringify, and a card's text follows any
// change of its rows or of its promotion.
import { describe, expect, it } from "vitest";
import { emptyBasket, type BasketItem, type ProductCard } from "@cabas/contracts";
import { basketAnswerJson, cardJson, entryJson, rememberEntryCard } from "./basket-answer-json.ts";

const card = (over: Partial<ProductCard> = {}): ProductCard => ({
  id: 7,
  slug: "creme-fraiche-epaisse-7",
  name: "Crème fraîche épaisse « d'Isigny »",
  brand: "Isigny",
  image: { icon: "milk", alt: "Crème fraîche", url: "/media/produits/milk.svg" },
  price: 2.49,
  regularPrice: null,
  referencePrice: null,
  unitPrice: { value: 12.45, unit: "kg" },
  netQuantityLabel: "20 cl",
  variableWeight: false,
  estimatedPrice: null,
  isBio: true,
  isNew: false,
  nutriscore: "D",
  alcoholic: false,
  stock: 12,
  in_stock: 1,
  recalled: false,
  ...over,
});

/** A basket line as composeBasketView makes it: the card, extended in place, its JSON remembered. */
function line(source: { product: object; offer: object; brand: string | null }, over: Partial<ProductCard>, quantity: number, substitution: string | null) {
  const made = card(over);
  const json = cardJson(made, source);
  const entry: BasketItem = Object.assign(made, { quantity, substitution, line_total: Math.round(made.price * quantity * 100) / 100 });
  rememberEntryCard(entry, json);
  return entry;
}

describe("basket answer JSON", () => {
  it("writes a line exactly as JSON.stringify does, from the card's kept text", () => {
    const source = { product: {}, offer: {}, brand: "Isigny" };
    const first = line(source, {}, 2, null);
    const again = line(source, {}, 5, "meme-marque");
    expect(entryJson(first)).toBe(JSON.stringify(first));
    expect(entryJson(again)).toBe(JSON.stringify(again));
  });

  it("writes a new text when the promotion, the offer row or the product row changes", () => {
    const source = { product: {}, offer: {}, brand: null };
    const before = line(source, { brand: null }, 1, null);
    const promoted = line(source, { brand: null, price: 1.99, regularPrice: 2.49, referencePrice: 2.29 }, 1, null);
    const restocked = line({ ...source, offer: {} }, { brand: null, stock: 0, in_stock: 0 }, 1, null);
    const renamed = line({ ...source, product: {} }, { brand: null, name: "Crème fraîche légère" }, 1, null);
    for (const entry of [before, promoted, restocked, renamed]) expect(entryJson(entry)).toBe(JSON.stringify(entry));
  });

  it("writes a line it did not make with JSON.stringify", () => {
    const entry: BasketItem = { ...card(), quantity: 1, substitution: null, line_total: 2.49 };
    expect(entryJson(entry)).toBe(JSON.stringify(entry));
  });

  it("answers updatePanier and getPanier with the content JSON.stringify gives", () => {
    const source = { product: {}, offer: {}, brand: "Isigny" };
    const basket = { ...emptyBasket(), id_panier: 12, items: [line(source, {}, 3, null)], reservations: [line({ product: {}, offer: {}, brand: null }, { id: 8, brand: null }, 1, null)] };
    const update = { success: true, message: "Panier mis à jour.", panier: basket };
    const get = { success: true, message: "", ...basket };
    for (const answer of [update, get, { success: true, message: "", panier: emptyBasket() }, { success: true, message: "", ...emptyBasket() }]) {
      expect(JSON.parse(basketAnswerJson(answer))).toEqual(JSON.parse(JSON.stringify(answer)));
    }
  });

  it("leaves other answers to JSON.stringify", () => {
    for (const answer of [{ success: true, message: "", panier: null }, { success: true, message: "Bonjour \"Zoé\"" }, {}]) {
      expect(basketAnswerJson(answer)).toBe(JSON.stringify(answer));
    }
  });
});
