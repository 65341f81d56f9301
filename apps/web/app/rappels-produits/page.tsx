// Product recalls in progress, as a page (the footer link opens the RAPPEL_PRODUITS view when JavaScript runs).
import type { Metadata } from "next";
import { Breadcrumb } from "@/features/catalogue/breadcrumb";
import { siteOrigin } from "@/features/catalogue/origin";
import { RecallList } from "@/features/catalogue/recall-list";
import styles from "@/features/catalogue/catalogue.module.css";
import { pageMetadata } from "@/features/content/metadata";
import { getT } from "@/i18n/server";
import { readRecalls } from "@/lib/api/catalogue";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return pageMetadata({
    title: t("catalogue.recalls-title"),
    description: t("catalogue.recalls-description"),
    path: "/rappels-produits",
  });
}

export default async function RecallsPage() {
  const [t, recalls, origin] = await Promise.all([getT(), readRecalls(), siteOrigin()]);
  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb crumbs={[{ name: t("catalogue.recalls-title"), path: "/rappels-produits" }]} origin={origin} t={t} />
      <h1 className={styles.title}>{t("catalogue.recalls-title")}</h1>
      <p className={styles.lead}>{t("catalogue.recalls-description")}</p>
      <RecallList recalls={recalls} t={t} />
    </div>
  );
}
