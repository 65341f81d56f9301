// Breadcrumb trail with its BreadcrumbList JSON-LD; the last item is the current page.
import type { TFunction } from "i18next";
import Link from "next/link";
import { JsonLd } from "./json-ld-script.tsx";
import { breadcrumbJsonLd, type Crumb } from "./json-ld.ts";
import styles from "./catalogue.module.css";

export function Breadcrumb({ crumbs, origin, t }: { crumbs: Crumb[]; origin: string; t: TFunction }) {
  const all: Crumb[] = [{ name: t("content.home"), path: "/" }, ...crumbs];
  return (
    <nav aria-label={t("content.breadcrumb")} className={styles.breadcrumb}>
      <ol>
        {all.map((crumb, i) =>
          i === all.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link href={crumb.path} prefetch={false}>
                {crumb.name}
              </Link>
            </li>
          ),
        )}
      </ol>
      <JsonLd data={breadcrumbJsonLd(origin, all)} />
    </nav>
  );
}
