// A static page from the web-service: heading, summary, light-Markdown body and last update.
import type { ReactNode } from "react";
import type { StaticPage } from "@cabas/contracts";
import { formatDate } from "../../lib/format/price.ts";
import { Markdown } from "../../lib/markdown/markdown.tsx";
import { getT } from "../../i18n/server.ts";
import { PageHeader, type Crumb } from "./page-header.tsx";
import styles from "./content.module.css";

export async function StaticPageView({
  page,
  crumbs,
  children,
  before,
}: {
  page: StaticPage;
  crumbs?: Crumb[];
  /** Extra content after the body (lists, tables). */
  children?: ReactNode;
  /** Extra content between the heading and the body. */
  before?: ReactNode;
}) {
  const t = await getT();
  const updated = formatDate(page.updatedAt);
  return (
    <div className="page">
      <article className={styles.article} data-kind={page.kind}>
        <PageHeader title={page.title} lead={page.summary} crumbs={crumbs} />
        {before}
        <Markdown source={page.body} />
        {children}
        {updated && page.kind === "legal" && (
          <p className={styles.updated}>{t("content.updated", { date: updated })}</p>
        )}
      </article>
    </div>
  );
}
