// All aisles with their sub-aisles.
import type { Metadata } from "next";
import Link from "next/link";
import { pageMetadata } from "@/features/content/metadata";
import { Breadcrumb } from "@/features/catalogue/breadcrumb";
import { siteOrigin } from "@/features/catalogue/origin";
import styles from "@/features/catalogue/catalogue.module.css";
import { getT } from "@/i18n/server";
import { getCategoryTree } from "@/lib/api/catalogue";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return pageMetadata({ title: t("catalogue.title"), description: t("catalogue.description"), path: "/catalogue" });
}

export default async function CataloguePage() {
  const [t, tree, origin] = await Promise.all([getT(), getCategoryTree(), siteOrigin()]);
  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb crumbs={[{ name: t("catalogue.title"), path: "/catalogue" }]} origin={origin} t={t} />
      <h1 className={styles.title}>{t("catalogue.title")}</h1>
      <ul className={styles.aisles}>
        {tree.map((aisle) => (
          <li key={aisle.slug} className={styles.aisle}>
            <h2>
              <Link href={`/catalogue/${aisle.slug}`} prefetch={false}>
                {aisle.name}
              </Link>
            </h2>
            {aisle.children.length > 0 && (
              <ul>
                {aisle.children.map((child) => (
                  <li key={child.slug}>
                    <Link href={`/catalogue/${child.slug}`} prefetch={false}>
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
