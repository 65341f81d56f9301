// Account home: greeting, order counts and the menu of every account page (built ones are links).
import type { Metadata } from "next";
import Link from "next/link";
import { cookies } from "next/headers";
import { CLAIM_SETTLEMENT_PERMISSION, IMPERSONATE_PERMISSION, ORDER_DISPATCH_PERMISSION, REVIEW_MODERATION_PERMISSION, STAFF_AUDIT_PERMISSION, ZONE_OPENING_PERMISSION } from "@cabas/contracts";
import { AccountPage, SignOutButton } from "@/features/account/account-parts";
import styles from "@/features/account/account.module.css";
import { AccountLinkPending } from "@/features/account/account-link-pending";
import { ACCOUNT_MENU, LOGIN_AS_PATH, STAFF_JOURNAL_PATH } from "@/features/account/paths";
import { CLAIMS_REVIEW_PATH } from "@/features/staff/claims-review";
import { MODERATION_PATH } from "@/features/staff/moderation";
import { ZONES_PATH } from "@/features/staff/zones";
import { TEAM_JOURNAL_PATH } from "@/features/staff/staff-journal";
import { WAREHOUSE_PATH } from "@/features/staff/warehouse";
import { readCredentials } from "@/lib/session/url-session";
import { ViewLink } from "@/ui/modal/view-link";
import { RecentActivity } from "@/features/games/recent-activity";
import { getT } from "@/i18n/server";
import { buttonClassName } from "@/ui/button/button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: t("account.home-title"), robots: { index: false } };
}

export default async function AccountHome() {
  const [t, jar] = await Promise.all([getT(), cookies()]);
  // Staff find their screens here (login-as, the journal, moderation): the permissions the sign-in gave this token.
  const credentials = readCredentials(jar.get("AUTH_CREDENTIAL")?.value);
  const staffCredentials = credentials !== null && credentials.token === jar.get("ID")?.value ? credentials : null;
  const canActAs = staffCredentials?.permissions.includes(IMPERSONATE_PERMISSION) ?? false;
  const canModerate = staffCredentials?.permissions.includes(REVIEW_MODERATION_PERMISSION) ?? false;
  const canDispatch = staffCredentials?.permissions.includes(ORDER_DISPATCH_PERMISSION) ?? false;
  const canSettleClaims = staffCredentials?.permissions.includes(CLAIM_SETTLEMENT_PERMISSION) ?? false;
  const canOpenZones = staffCredentials?.permissions.includes(ZONE_OPENING_PERMISSION) ?? false;
  const canAudit = staffCredentials?.permissions.includes(STAFF_AUDIT_PERMISSION) ?? false;
  return (
    <AccountPage path="/mon-compte" title={t("account.home-title")} wide>
      {(user) => (
        <>
          <p>{t("account.home-lead", { prenom: user.prenom })}</p>
          {user.company && <p>{t("account.pro-badge", { company: user.company.name })}</p>}
          <p>
            {t("account.orders-summary", {
              current: user.menu.commandesEnCours,
              closed: user.menu.commandesClosed,
            })}
            {user.menu.commandesEnCours > 0 && (
              <>
                {" "}
                <ViewLink href="/mes-commandes-en-cours" target={{ view: "COMMANDES_EN_COURS" }}>
                  Voir mes commandes en cours
                </ViewLink>
              </>
            )}
          </p>
          <nav aria-label={t("account.menu-label")}>
            <ul className={styles.menu}>
              {ACCOUNT_MENU.map((item) => (
                <li key={item.path} className={item.built ? undefined : styles.soonItem}>
                  {item.built ? (
                    <Link href={item.path}>
                      {t(`account.menu.${item.key}`)}
                      <AccountLinkPending label={t("account.loading")} />
                    </Link>
                  ) : (
                    <>
                      <span>{t(`account.menu.${item.key}`)}</span>
                      <span className={styles.soon}>{t("account.soon")}</span>
                    </>
                  )}
                </li>
              ))}
              {canActAs && (
                <>
                  <li>
                    <Link href={LOGIN_AS_PATH}>{t("account.login-as-title")}</Link>
                  </li>
                  <li>
                    <Link href={STAFF_JOURNAL_PATH}>Journal de l&apos;équipe</Link>
                  </li>
                </>
              )}
              {canModerate && (
                <li>
                  <Link href={MODERATION_PATH}>Modération des avis</Link>
                </li>
              )}
              {canDispatch && (
                <li>
                  <Link href={WAREHOUSE_PATH}>Préparation des commandes</Link>
                </li>
              )}
              {canSettleClaims && (
                <li>
                  <Link href={CLAIMS_REVIEW_PATH}>Réclamations à examiner</Link>
                </li>
              )}
              {canOpenZones && (
                <li>
                  <Link href={ZONES_PATH}>Zones de livraison</Link>
                </li>
              )}
              {canAudit && (
                <li>
                  <Link href={TEAM_JOURNAL_PATH}>Journal d&apos;un membre de l&apos;équipe</Link>
                </li>
              )}
            </ul>
          </nav>
          <RecentActivity />
          <SignOutButton className={buttonClassName({ variant: "secondary" })} />
        </>
      )}
    </AccountPage>
  );
}
