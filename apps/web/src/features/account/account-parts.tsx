// Server pieces shared by the account pages: the technical-problem page (HTTP 417), the sign-out button
// and the guarded page frame.
import Link from "next/link";
import type { ReactNode } from "react";
import { getT } from "../../i18n/server.ts";
import { PageHeader, type Crumb } from "../content/page-header.tsx";
import { requireUser } from "./current-user.ts";
import type { UserEntity } from "@cabas/contracts";
import { ACCOUNT_HOME_PATH, CONTACT_PATH, SIGN_OUT_PATH } from "./paths.ts";
import styles from "./account.module.css";

export async function TechnicalProblem() {
  const t = await getT();
  return (
    <div className={`page ${styles.page}`}>
      <h1>{t("account.technical-title")}</h1>
      <p role="alert">{t("account.technical-text")}</p>
      <p>
        <Link href={CONTACT_PATH} prefetch={false}>
          {t("account.technical-contact")}
        </Link>
      </p>
    </div>
  );
}

/** A plain form posted to /deconnexion: the next page loads afresh, without JavaScript too. */
export async function SignOutButton({ label, className }: { label?: string; className?: string }) {
  const t = await getT();
  return (
    <form action={SIGN_OUT_PATH} method="post" className={styles.inlineForm}>
      <button type="submit" className={className}>
        {label ?? t("account.sign-out")}
      </button>
    </form>
  );
}

/** A page that needs an account: guard, then the heading and the content built from the user. */
export async function AccountPage({
  path,
  search,
  title,
  wide,
  children,
}: {
  path: string;
  search?: string;
  title: string;
  wide?: boolean;
  children: (user: UserEntity) => ReactNode;
}) {
  const guard = await requireUser(path, search);
  if ("technical" in guard) return <TechnicalProblem />;
  const t = await getT();
  const crumbs: Crumb[] = path === ACCOUNT_HOME_PATH ? [] : [{ href: ACCOUNT_HOME_PATH, label: t("account.home-title") }];
  return (
    <div className={`page ${wide ? styles.wide : styles.page}`}>
      <PageHeader title={title} crumbs={crumbs} />
      {children(guard.user)}
    </div>
  );
}
