// /redirect?t=…: follows a target only after the web-service approved it (own path or allow-listed host).
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import styles from "@/features/errors/errors.module.css";
import { getT } from "@/i18n/server";
import { checkRedirectTarget } from "@/lib/api/content";
import { safeRedirectLocation } from "@/lib/redirect/safe-location";
import { Button } from "@/ui/button/button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: t("redirect.title"), robots: { index: false, follow: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RedirectPage({ searchParams }: Props) {
  const { t: rawTarget } = await searchParams;
  const target = typeof rawTarget === "string" ? rawTarget : undefined;
  if (target) {
    const answer = await checkRedirectTarget(target);
    const location = answer.ok ? safeRedirectLocation(answer.data) : null;
    if (location) redirect(location);
  }
  const t = await getT();
  return (
    <div className={`page ${styles.wrap}`}>
      <h1 className={styles.heading}>{t("redirect.heading")}</h1>
      <p className={styles.sub}>{t("redirect.text")}</p>
      <Button href="/" size="big">
        {t("redirect.home")}
      </Button>
    </div>
  );
}
