// « Mes bonnes affaires »: the promotions of the moment among the products the customer usually buys (getProduct
// with `reorder` and `promo`, most often ordered first), then the shop's other promotions. Read for the signed-in
// customer: never shared between shoppers.
import "server-only";
import { getProduct, type ProductCard } from "@cabas/contracts";
import { callApi } from "../../lib/api/client.ts";

export const DEALS_PATH = "/bonnes-affaires";
/** Enough for a household's usual products on promotion; the shop's others are a sample, the aisles have the rest. */
export const USUAL_DEALS_LIMIT = 40;
export const OTHER_DEALS_LIMIT = 12;

export type DealLists = { usual: ProductCard[]; usualTotal: number; others: ProductCard[] };

/** Both lists, or null when the web-service cannot answer. The others leave out what « usual » already shows. */
export async function readDeals(): Promise<DealLists | null> {
  const [usual, all] = await Promise.all([
    callApi(getProduct, { reorder: true, promo: true, limit: USUAL_DEALS_LIMIT }),
    callApi(getProduct, { promo: true, limit: OTHER_DEALS_LIMIT + USUAL_DEALS_LIMIT }),
  ]);
  if (!usual.ok || !all.ok || !("products" in usual.data) || !("products" in all.data)) return null;
  const shown = new Set(usual.data.products.map((p) => p.id));
  return {
    usual: usual.data.products,
    usualTotal: usual.data.total,
    others: all.data.products.filter((p) => !shown.has(p.id)).slice(0, OTHER_DEALS_LIMIT),
  };
}
