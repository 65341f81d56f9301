// Staff login-as (loginSA): only for privileged users — a token and a non-empty permissions list (spec §6).
import type { Metadata } from "next";
import Link from "next/link";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { isPrivileged } from "@cabas/contracts";
import { PageHeader } from "@/features/content/page-header";
import styles from "@/features/account/account.module.css";
import { LoginAsForm } from "@/features/account/forms";
import { LOGIN_AS_PATH, STAFF_JOURNAL_PATH } from "@/features/account/paths";
import { getT } from "@/i18n/server";
import { loginUrlFor } from "@/lib/session/redirect-target";
import { readCredentials } from "@/lib/session/url-session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: t("account.login-as-title"), robots: { index: false } };
}

export default async function LoginAsPage() {
  const [t, jar] = await Promise.all([getT(), cookies()]);
  const token = jar.get("ID")?.value;
  if (!token) redirect(loginUrlFor(LOGIN_AS_PATH));
  const credentials = readCredentials(jar.get("AUTH_CREDENTIAL")?.value);
  // The stored credentials must belong to the current token.
  const privileged = credentials?.token === token && isPrivileged(credentials);
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader title={t("account.login-as-title")} lead={privileged ? t("account.login-as-lead") : undefined} />
      {privileged ? (
        <>
          <div className={styles.card}>
            <LoginAsForm label={t("account.login-as-client")} submit={t("account.login-as-submit")} />
          </div>
          <p>
            <Link href={STAFF_JOURNAL_PATH}>Journal de l&apos;équipe</Link>
            &nbsp;: ce que l&apos;équipe a fait en agissant en tant qu&apos;un client.
          </p>
        </>
      ) : (
        <p role="alert">{t("account.login-as-forbidden")}</p>
      )}
    </div>
  );
}
