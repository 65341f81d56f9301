// Page links (?page=N) that work without JavaScript.
import type { TFunction } from "i18next";
import Link from "next/link";
import { pageWindow } from "./list-query.ts";
import styles from "./catalogue.module.css";

export function Pagination({
  page,
  pageCount,
  hrefFor,
  t,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  t: TFunction;
}) {
  const pages = pageWindow(page, pageCount);
  if (pages.length === 0) return null;
  return (
    <nav aria-label={t("catalogue.pagination")} className={styles.pagination}>
      <ul>
        {page > 1 && page <= pageCount && (
          <li>
            <Link href={hrefFor(page - 1)} prefetch={false} rel="prev">
              {t("catalogue.previous")}
            </Link>
          </li>
        )}
        {pages.map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={hrefFor(p)}
                prefetch={false}
                aria-current={p === page ? "page" : undefined}
                aria-label={t("catalogue.page", { page: p })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link href={hrefFor(page + 1)} prefetch={false} rel="next">
              {t("catalogue.next")}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
