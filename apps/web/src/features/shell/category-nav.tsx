// The header's aisle links, fed by getArborescence (top-level aisles).
import type { TFunction } from "i18next";
import Link from "next/link";
import styles from "./site-header.module.css";

export type NavCategory = { slug: string; name: string };

export function CategoryNav({ categories, t }: { categories: NavCategory[]; t: TFunction }) {
  return (
    <nav className={styles.categories} aria-label={t("header.categories")}>
      <ul>
        <li>
          <Link href="/catalogue" prefetch={false} className={styles.categoryAll}>
            {t("header.all-categories")}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link href={`/catalogue/${category.slug}`} prefetch={false}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
