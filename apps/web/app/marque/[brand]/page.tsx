// A brand page: its description and its products, with filters, sort and pages.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/features/catalogue/breadcrumb";
import { parseListQuery, toApiFilters, type RawSearchParams } from "@/features/catalogue/list-query";
import { siteOrigin } from "@/features/catalogue/origin";
import { ProductListing } from "@/features/catalogue/product-listing";
import styles from "@/features/catalogue/catalogue.module.css";
import { pageMetadata } from "@/features/content/metadata";
import { getT } from "@/i18n/server";
import { readBrand } from "@/lib/api/catalogue";

type Props = { params: Promise<{ brand: string }>; searchParams: Promise<RawSearchParams> };

const load = async ({ params, searchParams }: Props) => {
  const [{ brand }, raw] = await Promise.all([params, searchParams]);
  const query = { ...parseListQuery(raw), brand: null };
  const data = await readBrand(brand, JSON.stringify(toApiFilters(query)));
  if (!data) notFound();
  return { slug: brand, query, data };
};

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [{ slug, data }, t] = await Promise.all([load(props), getT()]);
  return pageMetadata({
    // Not the bare name: the house brand's tab would read « Cabas | Cabas ».
    title: t("catalogue.brand-title", { name: data.brand.name }),
    description: data.brand.description ?? t("catalogue.brand-description", { name: data.brand.name }),
    path: `/marque/${slug}`,
  });
}

export default async function BrandPage(props: Props) {
  const [{ slug, query, data }, t, origin] = await Promise.all([load(props), getT(), siteOrigin()]);
  const path = `/marque/${slug}`;
  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb crumbs={[{ name: data.brand.name, path }]} origin={origin} t={t} />
      <h1 className={styles.title}>{data.brand.name}</h1>
      {data.brand.description && <p className={styles.lead}>{data.brand.description}</p>}
      <ProductListing path={path} query={query} data={data} t={t} showBrands={false} />
    </div>
  );
}
