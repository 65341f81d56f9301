// A paginated product listing: controls, count, tiles, pages, and the empty states (no match, page out of range).
import type { BrandFacet, ProductCard } from "@cabas/contracts";
import type { TFunction } from "i18next";
import Link from "next/link";
import { ListControls } from "./list-controls.tsx";
import { listHref, withChange, type ListQuery } from "./list-query.ts";
import { Pagination } from "./pagination.tsx";
import { ProductGrid } from "./product-grid.tsx";
import styles from "./catalogue.module.css";

const OUT_OF_RANGE = { aisle: "catalogue.out-of-range", brand: "catalogue.out-of-range-brand", search: "catalogue.out-of-range-search" } as const;

/** A page past the last one: answered (empty, with the total, as the spec asks) but kept out of search engines. */
export const isPageOutOfRange = (data: Pick<ListingData, "total" | "pageCount">, page: number): boolean =>
  page > 1 && page > data.pageCount;

export type ListingData = { products: ProductCard[]; total: number; page: number; pageCount: number; facets: { brands: BrandFacet[] } };

export function ProductListing({
  path,
  query,
  data,
  t,
  extra = {},
  brandKey = "marque",
  flags = true,
  showBrands = true,
  kind = "aisle",
}: {
  path: string;
  query: ListQuery;
  data: ListingData;
  t: TFunction;
  extra?: Record<string, string>;
  brandKey?: string;
  flags?: boolean;
  showBrands?: boolean;
  /** What the listing is, for the out-of-range message's noun (« ce rayon », « cette marque », « cette recherche »). */
  kind?: "aisle" | "brand" | "search";
}) {
  const hrefFor = (page: number) => listHref(path, withChange(query, { page }), extra, brandKey);
  const outOfRange = data.total > 0 && data.products.length === 0;
  return (
    <section className={styles.listing} aria-labelledby="product-listing-title">
      {/* Tiles are h3: the listing's own (hidden) h2 keeps the heading outline in order under the page's h1. */}
      <h2 id="product-listing-title" className="visually-hidden">
        {t("catalogue.products")}
      </h2>
      <ListControls
        path={path}
        query={query}
        brands={showBrands ? data.facets.brands : []}
        shownBrands={data.products.map((p) => p.brand)}
        t={t}
        extra={extra}
        brandKey={brandKey}
        flags={flags}
      />
      <p className={styles.count} role="status">
        {t("catalogue.count", { count: data.total })}
      </p>
      {outOfRange ? (
        <div className={styles.empty}>
          <p>{t(OUT_OF_RANGE[kind], { page: query.page, count: data.total })}</p>
          <Link href={hrefFor(1)} prefetch={false}>
            {t("catalogue.first-page")}
          </Link>
        </div>
      ) : data.products.length === 0 ? (
        <p className={styles.empty}>{t("catalogue.no-products")}</p>
      ) : (
        <ProductGrid products={data.products} t={t} />
      )}
      <Pagination page={query.page} pageCount={data.pageCount} hrefFor={hrefFor} t={t} />
    </section>
  );
}
