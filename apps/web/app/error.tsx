"use client";
// Error boundary of the pages: a French message, a retry and a way home.
import { useEffect } from "react";
import { useT } from "@/i18n/client";
import { Button } from "@/ui/button/button";
import styles from "@/features/errors/errors.module.css";

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className={`page ${styles.wrap}`}>
      <h1 className={styles.heading}>{t("error-something-wrong")}</h1>
      <div className={styles.actions}>
        <Button size="big" onClick={() => retry()}>
          {t("error-retry")}
        </Button>
        <Button href="/" size="big" variant="secondary">
          {t("404-button")}
        </Button>
      </div>
    </div>
  );
}
