// Search results: brand facet with counts, sort, pagination, spelling correction and a clear "no result" page.
import type { Metadata } from "next";
import Link from "next/link";
import { brandOptions } from "@/features/catalogue/brand-options";
import { listHref, parseListQuery, withChange, withoutControlCharacters, type RawSearchParams } from "@/features/catalogue/list-query";
import { ProductListing } from "@/features/catalogue/product-listing";
import { echoedQuery } from "@/features/catalogue/search-echo";
import styles from "@/features/catalogue/catalogue.module.css";
import { pageMetadata } from "@/features/content/metadata";
import { getT } from "@/i18n/server";
import { searchProducts } from "@/lib/api/catalogue";

type Props = { searchParams: Promise<RawSearchParams> };

const BRAND_KEY = "facette_marque";

const readText = (raw: RawSearchParams): string => {
  const value = Array.isArray(raw.text) ? raw.text[0] : raw.text;
  return withoutControlCharacters(value ?? "").trim().slice(0, 200);
};

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [raw, t] = await Promise.all([searchParams, getT()]);
  const text = readText(raw);
  const meta = await pageMetadata({
    title: text ? t("catalogue.search-title-query", { query: echoedQuery(text) }) : t("catalogue.search-title"),
    description: t("catalogue.search-description"),
    path: "/recherche",
  });
  // Result pages are endless variations of one page: keep them out of the index, follow their links.
  return { ...meta, robots: { index: false, follow: true } };
}

export default async function SearchPage({ searchParams }: Props) {
  const [raw, t] = await Promise.all([searchParams, getT()]);
  const text = readText(raw);
  const query = parseListQuery(raw, BRAND_KEY);
  const path = "/recherche";
  const extra = { text };

  if (!text) {
    return (
      <div className={`page ${styles.page}`}>
        <h1 className={styles.title}>{t("catalogue.search-title")}</h1>
        <p className={styles.lead}>{t("catalogue.search-empty")}</p>
      </div>
    );
  }

  const data = await searchProducts(
    JSON.stringify({ text, brand: query.brand ?? undefined, bio: query.bio, promo: query.promo, new: query.new, sort: query.sort, order: query.order, page: query.page }),
  );
  const results = data ?? { products: [], total: 0, page: 1, pageSize: 20, pageCount: 0, facets: { brands: [] }, query: text, correctedQuery: null, suggestions: [], categories: [] };
  // The brands a shopper can pick (ADR 0077): the most present, and those of the products shown.
  const offeredBrands = brandOptions(results.facets.brands, results.products.map((p) => p.brand), query.brand);
  const corrected = results.correctedQuery && results.correctedQuery !== text ? results.correctedQuery : null;
  // What the headings repeat: the words searched, cut short when they would fill the page.
  const shown = echoedQuery(text);

  // A filter that empties the list: the words are fine, the filter is what to undo.
  const flagged = query.bio || query.promo || query.new;
  if (results.total === 0 && (query.brand !== null || flagged)) {
    return (
      <div className={`page ${styles.page}`}>
        <h1 className={styles.title}>{t(flagged ? "catalogue.search-none-filters" : "catalogue.search-none-brand", { query: shown })}</h1>
        <p className={styles.lead}>{t(flagged ? "catalogue.search-none-filters-help" : "catalogue.search-none-brand-help")}</p>
        <p>
          <Link href={listHref(path, withChange(query, { brand: null, bio: false, promo: false, new: false }), extra, BRAND_KEY)} prefetch={false}>
            {t("catalogue.reset")}
          </Link>
        </p>
      </div>
    );
  }

  if (results.total === 0) {
    return (
      <div className={`page ${styles.page}`}>
        <h1 className={styles.title}>{t("catalogue.search-none", { query: shown })}</h1>
        <p className={styles.lead}>{t("catalogue.search-none-help")}</p>
        {results.suggestions.length > 0 && (
          <section className={styles.section} aria-labelledby="search-suggestions">
            <h2 id="search-suggestions">{t("catalogue.search-suggestions")}</h2>
            <ul className={styles.chips}>
              {results.suggestions.map((s) => (
                <li key={s.href}>
                  <Link href={s.href} prefetch={false}>
                    {s.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <p>
          <Link href="/catalogue" prefetch={false}>
            {t("catalogue.title")}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>
        {corrected ? t("catalogue.search-corrected", { corrected: echoedQuery(corrected) }) : t("catalogue.search-results", { query: shown })}
      </h1>
      {corrected && <p className={styles.lead}>{t("catalogue.search-instead", { query: shown })}</p>}
      {results.categories.length > 0 && (
        <nav aria-label={t("catalogue.search-categories")}>
          <ul className={styles.chips}>
            {results.categories.map((c) => (
              <li key={c.slug}>
                <Link href={`/catalogue/${c.slug}`} prefetch={false}>
                  {c.name} ({c.count})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {results.facets.brands.length > 0 && (
        <nav aria-label={t("catalogue.search-brands")}>
          <ul className={styles.chips}>
            <li>
              <Link
                href={listHref(path, withChange(query, { brand: null }), extra, BRAND_KEY)}
                prefetch={false}
                aria-current={query.brand === null ? "true" : undefined}
              >
                {t("catalogue.search-all-brands")}
              </Link>
            </li>
            {offeredBrands.options.map((b) => (
              <li key={b.slug}>
                <Link
                  href={listHref(path, withChange(query, { brand: b.slug }), extra, BRAND_KEY)}
                  prefetch={false}
                  aria-current={query.brand === b.slug ? "true" : undefined}
                >
                  {t("catalogue.brand-count", { name: b.name, count: b.count })}
                </Link>
              </li>
            ))}
          </ul>
          {offeredBrands.leftOut > 0 && <p className={styles.brandMore}>{t("catalogue.brand-more", { count: offeredBrands.leftOut })}</p>}
        </nav>
      )}
      <ProductListing
        path={path}
        query={query}
        data={results}
        t={t}
        extra={extra}
        brandKey={BRAND_KEY}
        showBrands={false}
        kind="search"
      />
    </div>
  );
}
