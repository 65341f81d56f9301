// 404 page (spec §2): illustration, heading and sub-heading from the translation keys, and a button home.
import type { Metadata } from "next";
import { getT } from "@/i18n/server";
import { Button } from "@/ui/button/button";
import styles from "@/features/errors/errors.module.css";
import { NotFoundIllustration } from "@/features/errors/not-found-illustration";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: t("404-title"), robots: { index: false } };
}

export default async function NotFound() {
  const t = await getT();
  return (
    <div className={`page ${styles.wrap}`}>
      <NotFoundIllustration className={styles.illustration} />
      <h1 className={styles.heading}>{t("404-heading")}</h1>
      <p className={styles.sub}>{t("404-sub-heading")}</p>
      <Button href="/" size="big">
        {t("404-button")}
      </Button>
    </div>
  );
}
