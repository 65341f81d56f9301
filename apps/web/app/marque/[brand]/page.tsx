// A brand page: its description and its products, with filters, sort and pages.
import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { Breadcrumb } from "@/features/catalogue/breadcrumb";
import { parseListQuery, toApiFilters, type RawSearchParams } from "@/features/catalogue/list-query";
import { siteOrigin } from "@/features/catalogue/origin";
import { isPageOutOfRange, ProductListing } from "@/features/catalogue/product-listing";
import styles from "@/features/catalogue/catalogue.module.css";
import { pageMetadata } from "@/features/content/metadata";
import { getT } from "@/i18n/server";
import { readBrand } from "@/lib/api/catalogue";

/** The brand page's canonical address with the query it was asked with. */
function canonicalBrandHref(slug: string, raw: RawSearchParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, one);
  }
  const query = params.toString();
  return `/marque/${slug}${query ? `?${query}` : ""}`;
}

type Props = { params: Promise<{ brand: string }>; searchParams: Promise<RawSearchParams> };

const load = async ({ params, searchParams }: Props) => {
  const [{ brand }, raw] = await Promise.all([params, searchParams]);
  const query = { ...parseListQuery(raw), brand: null };
  const data = await readBrand(brand, JSON.stringify(toApiFilters(query)));
  if (!data) notFound();
  // « /marque/Cabas » or an accented name: one address per brand, its slug (308, the query kept).
  if (decodeURIComponent(brand) !== data.brand.slug) permanentRedirect(canonicalBrandHref(data.brand.slug, raw));
  return { slug: data.brand.slug, query, data };
};

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [{ slug, query, data }, t] = await Promise.all([load(props), getT()]);
  // Not the bare name: the house brand's tab would read « Cabas | Cabas ». Its pages as an aisle's: each its own title
  // and canonical address, so that the products of page 3 are found at page 3.
  const name = t("catalogue.brand-title", { name: data.brand.name });
  const metadata = await pageMetadata({
    title: query.page > 1 ? t("catalogue.page-title", { title: name, page: query.page }) : name,
    description: data.brand.description ?? t("catalogue.brand-description", { name: data.brand.name }),
    path: query.page > 1 ? `/marque/${slug}?page=${query.page}` : `/marque/${slug}`,
  });
  return isPageOutOfRange(data, query.page) ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function BrandPage(props: Props) {
  const [{ slug, query, data }, t, origin] = await Promise.all([load(props), getT(), siteOrigin()]);
  const path = `/marque/${slug}`;
  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb crumbs={[{ name: data.brand.name, path }]} origin={origin} t={t} />
      <h1 className={styles.title}>{data.brand.name}</h1>
      {data.brand.description && <p className={styles.lead}>{data.brand.description}</p>}
      <ProductListing path={path} query={query} data={data} t={t} showBrands={false} kind="brand" />
    </div>
  );
}
