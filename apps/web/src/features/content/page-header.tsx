// Page heading: breadcrumb, the page's only h1 and an optional lead paragraph.
import Link from "next/link";
import type { ReactNode } from "react";
import { getT } from "../../i18n/server.ts";
import styles from "./content.module.css";

export type Crumb = { href: string; label: string };

export async function PageHeader({ title, lead, crumbs = [] }: { title: string; lead?: ReactNode; crumbs?: Crumb[] }) {
  const t = await getT();
  return (
    <header className={styles.pageHeader}>
      <nav aria-label={t("content.breadcrumb")} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href="/" prefetch={false}>
              {t("content.home")}
            </Link>
          </li>
          {crumbs.map((crumb) => (
            <li key={crumb.href}>
              <Link href={crumb.href} prefetch={false}>
                {crumb.label}
              </Link>
            </li>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
    </header>
  );
}
