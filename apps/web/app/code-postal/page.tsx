// Postal-code entry without JavaScript (the header chip opens the CODE_POSTAL dialog when scripts run).
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { PageHeader } from "@/features/content/page-header";
import styles from "@/features/account/account.module.css";
import { PostalCodeForm } from "@/features/account/forms";
import { getT } from "@/i18n/server";
import { firstParam, internalPath } from "@/lib/session/redirect-target";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: t("account.cp-page-title"), robots: { index: false } };
}

export default async function PostalCodePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [t, params, jar] = await Promise.all([getT(), searchParams, cookies()]);
  const back = internalPath(firstParam(params.redirect)) ?? "/";
  const cp = jar.get("CP")?.value;
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader title={t("account.cp-title")} lead={t("account.cp-lead")} />
      <div className={styles.card}>
        <PostalCodeForm redirect={back} current={cp && /^\d{5}$/.test(cp) ? cp : null} />
      </div>
    </div>
  );
}
