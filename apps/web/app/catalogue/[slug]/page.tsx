// An aisle or sub-aisle (the market page too): breadcrumb, sub-aisles, filters, sort, tiles and pages.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/features/catalogue/breadcrumb";
import { parseListQuery, toApiFilters, type RawSearchParams } from "@/features/catalogue/list-query";
import { siteOrigin } from "@/features/catalogue/origin";
import { isPageOutOfRange, ProductListing } from "@/features/catalogue/product-listing";
import styles from "@/features/catalogue/catalogue.module.css";
import { pageMetadata } from "@/features/content/metadata";
import { getT } from "@/i18n/server";
import { readCategory } from "@/lib/api/catalogue";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<RawSearchParams> };

const load = async ({ params, searchParams }: Props) => {
  const [{ slug }, raw] = await Promise.all([params, searchParams]);
  const query = parseListQuery(raw);
  const data = await readCategory(slug, JSON.stringify(toApiFilters(query)));
  if (!data) notFound();
  return { slug, query, data };
};

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [{ slug, query, data }, t] = await Promise.all([load(props), getT()]);
  const name = data.category.name;
  const title = query.page > 1 ? t("catalogue.page-title", { title: name, page: query.page }) : name;
  const path = query.page > 1 ? `/catalogue/${slug}?page=${query.page}` : `/catalogue/${slug}`;
  const metadata = await pageMetadata({
    title,
    description: data.category.description ?? t("catalogue.category-description", { name }),
    path,
  });
  // ?page=9999 answers the empty page with the total, but is no page to index.
  return isPageOutOfRange(data, query.page) ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function CategoryPage(props: Props) {
  const [{ slug, query, data }, t, origin] = await Promise.all([load(props), getT(), siteOrigin()]);
  const { category } = data;
  const path = `/catalogue/${slug}`;
  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb
        crumbs={[
          { name: t("catalogue.title"), path: "/catalogue" },
          ...category.breadcrumb.map((c) => ({ name: c.name, path: c.href })),
        ].filter((c, i, all) => all.findIndex((o) => o.path === c.path) === i)}
        origin={origin}
        t={t}
      />
      <h1 className={styles.title}>{category.name}</h1>
      {category.description && <p className={styles.lead}>{category.description}</p>}
      {category.children.length > 0 && (
        <nav aria-label={t("catalogue.sub-aisles")}>
          <ul className={styles.chips}>
            {category.children.map((child) => (
              <li key={child.slug}>
                <Link href={`/catalogue/${child.slug}`} prefetch={false}>
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ProductListing path={path} query={query} data={data} t={t} />
    </div>
  );
}
