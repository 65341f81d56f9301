// Pack themes and all packs.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/features/catalogue/breadcrumb";
import { siteOrigin } from "@/features/catalogue/origin";
import { PackCards } from "@/features/catalogue/pack-cards";
import styles from "@/features/catalogue/catalogue.module.css";
import { pageMetadata } from "@/features/content/metadata";
import { getT } from "@/i18n/server";
import { readPackTheme, readPackThemes } from "@/lib/api/catalogue";
import Link from "next/link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return pageMetadata({ title: t("catalogue.packs-title"), description: t("catalogue.packs-description"), path: "/packs" });
}

export default async function PacksPage() {
  const [t, themes, list, origin] = await Promise.all([getT(), readPackThemes(), readPackTheme(), siteOrigin()]);
  if (!list) notFound();
  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb crumbs={[{ name: t("catalogue.packs-title"), path: "/packs" }]} origin={origin} t={t} />
      <h1 className={styles.title}>{t("catalogue.packs-title")}</h1>
      <p className={styles.lead}>{t("catalogue.packs-description")}</p>
      {themes.length > 0 && (
        <nav aria-label={t("catalogue.packs-themes")}>
          <ul className={styles.chips}>
            {themes.map((theme) => (
              <li key={theme.slug}>
                <Link href={`/packs/${theme.slug}`} prefetch={false}>
                  {theme.name} ({theme.packCount})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <PackCards packs={list.packs} t={t} />
    </div>
  );
}
