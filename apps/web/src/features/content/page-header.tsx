// Page heading: breadcrumb, the page's only h1 and an optional lead paragraph.
import Link from "next/link";
import type { ReactNode } from "react";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { getT } from "../../i18n/server.ts";
import styles from "./content.module.css";

export type Crumb = { href: string; label: string };

export async function PageHeader({ title: rawTitle, lead: rawLead, crumbs = [] }: { title: string; lead?: ReactNode; crumbs?: Crumb[] }) {
  const t = await getT();
  // A static page's title and summary come from the database with ordinary spaces (« Comment ça marche ? »), as its
  // Markdown body does, which the body's renderer typesets; typeset them here too (ADR 0070). Locale texts are already.
  const title = typesetFrench(rawTitle);
  const lead = typeof rawLead === "string" ? typesetFrench(rawLead) : rawLead;
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
