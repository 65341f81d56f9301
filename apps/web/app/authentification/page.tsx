// /authentification: sign-in, and with its options sign-up (signin=1), professional sign-up (signin=1&pro=1),
// forgotten password (forgot_password=1) and its second step (forgot_password=1&reset=<token>).
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { PageHeader } from "@/features/content/page-header";
import styles from "@/features/account/account.module.css";
import { getCurrentUser } from "@/features/account/current-user";
import { ForgotPasswordForm, ResetPasswordForm, SignInForm, SignUpForm } from "@/features/account/forms";
import { ACCOUNT_HOME_PATH } from "@/features/account/paths";
import { getT } from "@/i18n/server";
import { firstParam, internalPath } from "@/lib/session/redirect-target";

type Params = Record<string, string | string[] | undefined>;
type View = "signin" | "signup" | "signup-pro" | "forgot" | "reset";

const viewOf = (params: Params): View => {
  if (firstParam(params.forgot_password) === "1") return firstParam(params.reset) ? "reset" : "forgot";
  if (firstParam(params.signin) === "1") return firstParam(params.pro) === "1" ? "signup-pro" : "signup";
  return "signin";
};

const TITLES: Record<View, string> = {
  signin: "account.signin-title",
  signup: "account.signup-title",
  "signup-pro": "account.signup-pro-title",
  forgot: "account.forgot-title",
  reset: "account.reset-title",
};

/** The reset form says its link's validity itself, and no longer once the password is changed. */
const LEADS: Record<View, string | null> = {
  signin: "account.signin-lead",
  signup: "account.signup-lead",
  "signup-pro": "account.signup-lead",
  forgot: "account.forgot-lead",
  reset: null,
};

export async function generateMetadata({ searchParams }: { searchParams: Promise<Params> }): Promise<Metadata> {
  const t = await getT();
  return { title: t(TITLES[viewOf(await searchParams)]), robots: { index: false } };
}

/** A friend's referral code from their invitation link (?parrain=CODE), to fill the sign-up form. */
const referralParam = (params: Params): string | undefined => {
  const code = firstParam(params.parrain)?.trim().toUpperCase();
  return code && /^[A-Z0-9-]{3,24}$/.test(code) ? code : undefined;
};

/** Links between the views keep the page to come back to. */
const withRedirect = (query: string, back: string | null) =>
  `/authentification${query}${back ? `${query ? "&" : "?"}redirect=${encodeURIComponent(back)}` : ""}`;

export default async function AuthenticationPage({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams;
  const view = viewOf(params);
  const back = internalPath(firstParam(params.redirect));
  if (view === "signin" || view === "signup" || view === "signup-pro") {
    const current = await getCurrentUser();
    if (current.status === "signed-in") redirect(back ?? ACCOUNT_HOME_PATH);
  }
  const t = await getT();
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader title={t(TITLES[view])} lead={LEADS[view] ? t(LEADS[view]) : undefined} />
      <div className={styles.card}>
        {view === "signin" && <SignInForm redirect={back ?? ""} />}
        {(view === "signup" || view === "signup-pro") && (
          <SignUpForm redirect={back ?? ""} pro={view === "signup-pro"} referralCode={referralParam(params)} />
        )}
        {view === "forgot" && <ForgotPasswordForm />}
        {view === "reset" && (
          <ResetPasswordForm token={firstParam(params.reset) ?? ""} signInHref={withRedirect("", back)} forgotHref={withRedirect("?forgot_password=1", back)} />
        )}
      </div>
      <div className={styles.links}>
        {view === "signin" && (
          <>
            <Link href={withRedirect("?forgot_password=1", back)}>{t("account.forgot-link")}</Link>
            <p>
              {t("account.no-account")} <Link href={withRedirect("?signin=1", back)}>{t("account.create-account")}</Link>
            </p>
            <Link href={withRedirect("?signin=1&pro=1", back)}>{t("account.create-pro-account")}</Link>
          </>
        )}
        {(view === "signup" || view === "signup-pro") && (
          <>
            <p>
              {t("account.have-account")} <Link href={withRedirect("", back)}>{t("account.submit-signin")}</Link>
            </p>
            {view === "signup" ? (
              <Link href={withRedirect("?signin=1&pro=1", back)}>{t("account.create-pro-account")}</Link>
            ) : (
              <Link href={withRedirect("?signin=1", back)}>{t("account.create-consumer-account")}</Link>
            )}
          </>
        )}
        {(view === "forgot" || view === "reset") && <Link href={withRedirect("", back)}>{t("account.back-to-signin")}</Link>}
      </div>
    </div>
  );
}
