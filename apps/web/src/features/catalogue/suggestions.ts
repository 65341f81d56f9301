// Turns a search answer into the header's suggestions: products, then aisles, then brands (each linked). A product
// suggestion carries the tile's model, so it shows its price, availability and recall exactly as its tile does.
import type { ProductCard } from "@cabas/contracts";
import { toProductTile, type ProductTileModel } from "./product-tile-model.ts";
import { typesetFrench } from "@cabas/contracts/french-typography";

export type SuggestionAnswer = {
  products: ProductCard[];
  categories: { slug: string; name: string; count: number }[];
  facets: { brands: { slug: string; name: string; count: number }[] };
};

export type Suggestion = {
  id: string;
  kind: "product" | "category" | "brand";
  label: string;
  detail: string | null;
  href: string;
  /** A product's price, promotion, stock and recall, as its tile shows them; null for aisles and brands. */
  product: ProductTileModel | null;
};

export const MIN_SUGGEST_LENGTH = 2;

export const toSuggestions = (text: string, answer: SuggestionAnswer, max = { categories: 3, brands: 3 }): Suggestion[] => [
  ...answer.products.map((p) => ({
    id: `p-${p.id}`,
    kind: "product" as const,
    // Typeset as the product's tile shows it (« 1,5 L » on one line); aisles and brands are names, not products.
    label: typesetFrench(p.name),
    detail: p.brand,
    href: `/${p.slug}`,
    product: toProductTile(p),
  })),
  ...answer.categories.slice(0, max.categories).map((c) => ({
    id: `c-${c.slug}`,
    kind: "category" as const,
    label: c.name,
    detail: null,
    href: `/catalogue/${c.slug}`,
    product: null,
  })),
  ...answer.facets.brands.slice(0, max.brands).map((b) => ({
    id: `b-${b.slug}`,
    kind: "brand" as const,
    label: b.name,
    detail: null,
    href: `/recherche?${new URLSearchParams({ text, facette_marque: b.slug }).toString()}`,
    product: null,
  })),
];

/** Next active option for arrow keys: wraps around; -1 means the input itself. */
export const moveActive = (current: number, count: number, direction: 1 | -1): number => {
  if (count === 0) return -1;
  if (current === -1) return direction === 1 ? 0 : count - 1;
  const next = current + direction;
  return next < 0 || next >= count ? -1 : next;
};
