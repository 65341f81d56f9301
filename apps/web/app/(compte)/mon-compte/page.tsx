// Account home: greeting, order counts and the menu of every account page (built ones are links).
import type { Metadata } from "next";
import Link from "next/link";
import { cookies } from "next/headers";
import {
  CLAIM_SETTLEMENT_PERMISSION,
  IMPERSONATE_PERMISSION,
  ORDER_DISPATCH_PERMISSION,
  RESERVATION_WAITLISTS_PERMISSION,
  REVIEW_MODERATION_PERMISSION,
  STAFF_AUDIT_PERMISSION,
  STOCK_WRITE_PERMISSION,
  INVOICES_WRITE_PERMISSION,
  ZONE_OPENING_PERMISSION,
} from "@cabas/contracts";
import { AccountPage, SignOutButton } from "@/features/account/account-parts";
import styles from "@/features/account/account.module.css";
import { AccountLinkPending } from "@/features/account/account-link-pending";
import { ACCOUNT_MENU, LOGIN_AS_PATH, STAFF_JOURNAL_PATH } from "@/features/account/paths";
import { CLAIMS_REVIEW_PATH } from "@/features/staff/claims-review";
import { MODERATION_PATH } from "@/features/staff/moderation";
import { ZONES_PATH } from "@/features/staff/zones";
import { WAITLISTS_PATH } from "@/features/staff/waitlists";
import { STOCK_PATH } from "@/features/staff/stock";
import { INVOICES_PATH } from "@/features/staff/invoices";
import { TEAM_JOURNAL_PATH } from "@/features/staff/staff-journal";
import { WAREHOUSE_PATH } from "@/features/staff/warehouse";
import { staffPermissions } from "@/features/staff/staff-access";
import { ViewLink } from "@/ui/modal/view-link";
import { RecentActivity } from "@/features/games/recent-activity";
import { getT } from "@/i18n/server";
import { buttonClassName } from "@/ui/button/button";

/** The staff screens of the account menu, in its order, each shown to the staff holding its permission. */
const STAFF_SCREENS = [
  // Its title is the login-as page's own, from the translations.
  { permission: IMPERSONATE_PERMISSION, path: LOGIN_AS_PATH, titleKey: "account.login-as-title" },
  { permission: IMPERSONATE_PERMISSION, path: STAFF_JOURNAL_PATH, label: "Journal de l'équipe" },
  { permission: REVIEW_MODERATION_PERMISSION, path: MODERATION_PATH, label: "Modération des avis" },
  { permission: ORDER_DISPATCH_PERMISSION, path: WAREHOUSE_PATH, label: "Préparation des commandes" },
  { permission: CLAIM_SETTLEMENT_PERMISSION, path: CLAIMS_REVIEW_PATH, label: "Réclamations à examiner" },
  { permission: ZONE_OPENING_PERMISSION, path: ZONES_PATH, label: "Zones de livraison" },
  { permission: STAFF_AUDIT_PERMISSION, path: TEAM_JOURNAL_PATH, label: "Journal d'un membre de l'équipe" },
  { permission: RESERVATION_WAITLISTS_PERMISSION, path: WAITLISTS_PATH, label: "Listes d'attente des réservations" },
  { permission: STOCK_WRITE_PERMISSION, path: STOCK_PATH, label: "Stock des produits" },
  { permission: INVOICES_WRITE_PERMISSION, path: INVOICES_PATH, label: "TVA et factures rectificatives" },
] as const satisfies readonly ({ permission: string; path: string } & ({ label: string } | { titleKey: string }))[];

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: t("account.home-title"), robots: { index: false } };
}

export default async function AccountHome() {
  const [t, jar] = await Promise.all([getT(), cookies()]);
  // Staff find their screens here: the permissions the sign-in gave this token.
  const permissions = staffPermissions(jar);
  const screens = STAFF_SCREENS.filter((screen) => permissions.includes(screen.permission));
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
              {screens.map((screen) => (
                <li key={screen.path}>
                  <Link href={screen.path}>{"titleKey" in screen ? t(screen.titleKey) : screen.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <RecentActivity />
          <SignOutButton className={buttonClassName({ variant: "secondary" })} />
        </>
      )}
    </AccountPage>
  );
}
