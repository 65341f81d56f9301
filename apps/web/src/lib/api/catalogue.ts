// Catalogue reads used by the storefront's pages, deduplicated per request with React cache(). null means "not found".
import "server-only";
import { cache } from "react";
import { notFound } from "next/navigation";
import {
  coupDeCoeur,
  getArborescence,
  getCatalogue,
  getMarque,
  getPack,
  getPackThemes,
  getPanachage,
  getProduct,
  getProductAssoc,
  getProducteur,
  getRecette,
  rappelProduits,
  type CallInput,
} from "@cabas/contracts";
import { callApi } from "./client.ts";
import { ApiUnavailableError, SHELL_SHARED_MS } from "./content.ts";
import type { ApiResult } from "./query.ts";

const dataOrNull = <T>(call: string, result: ApiResult<T>): T | null => {
  if (result.ok) return result.data;
  // 404 for unknown slugs; 400 and 422 for ids, slugs or filters the API refuses to read (« producteur 0 »): all are
  // "no such page" for a shopper, never the error page.
  if (result.status === 404 || result.status === 400 || result.status === 422) return null;
  throw new ApiUnavailableError(call, result.status, result.message);
};

/** The aisle tree; an unavailable web-service just empties the header's navigation. */
export const getCategoryTree = cache(async () => {
  const result = await callApi(getArborescence, {}, { sharedForMs: SHELL_SHARED_MS });
  return result.ok ? result.data.categories : [];
});

export type CatalogueQuery = Omit<CallInput<typeof getCatalogue>, "slug">;

export const readCategory = cache(async (slug: string, query: string) =>
  dataOrNull(
    "getCatalogue",
    await callApi(getCatalogue, { slug, ...(JSON.parse(query) as CatalogueQuery) }),
  ),
);

export const readBrand = cache(async (slug: string, query: string) => {
  const data = dataOrNull("getMarque", await callApi(getMarque, { slug, ...(JSON.parse(query) as CatalogueQuery) }));
  return data && "brand" in data ? data : null;
});

export const readProduct = cache(async (slug: string) => {
  const data = dataOrNull("getProduct", await callApi(getProduct, { slug }));
  return data && "product" in data ? data.product : null;
});

/** A product page's product (its page and its images' page), or the 404 page. */
export async function productOfPage(params: Promise<{ slug: string }>) {
  const product = await readProduct((await params).slug);
  if (!product) notFound();
  return product;
}

export type SearchInput = { text: string; brand?: string; bio?: boolean; promo?: boolean; new?: boolean; sort: string; order: string; page: number };

export const searchProducts = cache(async (json: string) => {
  const input = JSON.parse(json) as SearchInput;
  const data = dataOrNull(
    "getProduct",
    await callApi(getProduct, {
      search: input.text,
      brand: input.brand,
      // The aisles' filters, on the words searched too.
      ...(input.bio ? { bio: "1" } : {}),
      ...(input.promo ? { promo: "1" } : {}),
      ...(input.new ? { new: "1" } : {}),
      sort: input.sort,
      order: input.order,
      page: input.page,
      limit: 20,
    } as CallInput<typeof getProduct>),
  );
  return data && "products" in data ? data : null;
});

/** One page of product slugs, for the sitemap. */
export const listProductSlugs = async (page: number, limit: number) => {
  const result = await callApi(getProduct, { page, limit, sort: "nom" }, {
    perimeter: false,
  });
  if (!result.ok || !("products" in result.data)) return { slugs: [] as string[], total: 0 };
  return { slugs: result.data.products.map((p) => p.slug), total: result.data.total };
};

/** How many products the catalogue sells, null when the API cannot say (the sitemap then serves its maximum). */
export const catalogueSize = cache(async (): Promise<number | null> => {
  const result = await callApi(getProduct, { page: 1, limit: 1, sort: "nom" }, { perimeter: false });
  return result.ok && "products" in result.data ? result.data.total : null;
});

export const readAssociated = cache(async (id: number) => {
  const result = await callApi(getProductAssoc, { id_article: id });
  return result.ok ? result.data.products : [];
});

export const readPack = cache(async (slug: string) => {
  const data = dataOrNull("getPack", await callApi(getPack, { slug }));
  return data && "pack" in data ? data.pack : null;
});

export const readPackTheme = cache(async (theme?: string) => {
  const data = dataOrNull("getPack", await callApi(getPack, theme ? { theme } : {}));
  return data && "packs" in data ? data : null;
});

export const readPackThemes = cache(async () => {
  const result = await callApi(getPackThemes, {});
  return result.ok ? result.data.themes : [];
});

export const readRecipes = cache(async (page: number) => {
  const data = dataOrNull("getRecette", await callApi(getRecette, { page }));
  return data && "recipes" in data ? data : null;
});

export const readRecipe = cache(async (slug: string) => {
  const data = dataOrNull("getRecette", await callApi(getRecette, { slug }));
  return data && "recipe" in data ? data.recipe : null;
});

export const readProducer = cache(async (id: number) =>
  dataOrNull("getProducteur", await callApi(getProducteur, { id })),
);

/** A mix-and-match offer by slug (its page behind the PANACHAGE dialog); null when unknown or ended. */
export const readMixMatch = cache(async (slug: string) => {
  const data = dataOrNull("getPanachage", await callApi(getPanachage, { slug }));
  return data?.groups[0] ?? null;
});

export const readRecalls = cache(async () => {
  const result = await callApi(rappelProduits, {});
  return result.ok ? result.data.recalls : [];
});

export const readPicks = cache(async () => {
  const result = await callApi(coupDeCoeur, {});
  return result.ok ? result.data.picks : [];
});

/**
 * Slugs of every brand with products, from getMarque's list of brands (ADR 0074): a product list's facet lists the
 * brands of its results only.
 */
export const searchBrands = cache(async (): Promise<string[]> => {
  const result = await callApi(getMarque, {}, { perimeter: false });
  return result.ok && "brands" in result.data ? result.data.brands.map((b) => b.slug) : [];
});
