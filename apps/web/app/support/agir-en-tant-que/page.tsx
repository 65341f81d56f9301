// Staff login-as (loginSA): only for staff holding customer.impersonate. Any other staff member (the warehouse's, say)
// is told the page is not for them (forbidden.tsx, HTTP 403) rather than given a form the web-service refuses with a
// 403, which signs out (spec §6).
import type { Metadata } from "next";
import Link from "next/link";
import { cookies } from "next/headers";
import { IMPERSONATE_PERMISSION } from "@cabas/contracts";
import { PageHeader } from "@/features/content/page-header";
import styles from "@/features/account/account.module.css";
import { LoginAsForm } from "@/features/account/forms";
import { LOGIN_AS_PATH, STAFF_JOURNAL_PATH } from "@/features/account/paths";
import { getT } from "@/i18n/server";
import { requireStaffPermission } from "@/features/staff/staff-access";
import { firstParam } from "@/lib/session/redirect-target";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: t("account.login-as-title"), robots: { index: false } };
}

export default async function LoginAsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [t, jar, params] = await Promise.all([getT(), cookies(), searchParams]);
  // Signed out: off to sign in and back; signed in: the stored credentials must belong to the current token.
  requireStaffPermission(jar, IMPERSONATE_PERMISSION, LOGIN_AS_PATH);
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader title={t("account.login-as-title")} lead={t("account.login-as-lead")} />
      {/* « Quitter » comes back here (LOGIN_AS_LEFT_PATH): the staff member reads that the customer's session ended. */}
      {firstParam(params.fin) === "1" && <p role="status">Vous n&apos;agissez plus en tant que ce client&nbsp;: vous avez retrouvé votre propre session.</p>}
      <div className={styles.card}>
        <LoginAsForm label={t("account.login-as-client")} submit={t("account.login-as-submit")} />
      </div>
      <p>
        <Link href={STAFF_JOURNAL_PATH}>Journal de l&apos;équipe</Link>
        &nbsp;: ce que l&apos;équipe a fait en agissant en tant qu&apos;un client.
      </p>
    </div>
  );
}
