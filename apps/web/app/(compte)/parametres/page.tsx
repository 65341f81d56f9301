// Settings: communication opt-ins (setOptin), for accounts that keep it the site version (setGroupe), the download
// of one's data (exportDonnees, ADR 0082) and at the bottom the deletion of the account (supprimerCompte, ADR 0039).
import type { Metadata } from "next";
import { hasLegacyAccess, OPTIN_TYPES, pageErrorMessage } from "@cabas/contracts";
import { AccountPage } from "@/features/account/account-parts";
import { ActingAsNotice } from "@/features/account/acting-as-notice";
import styles from "@/features/account/account.module.css";
import { DeleteAccountSection } from "@/features/account/delete-account-section";
import { OptinsForm, SiteVersionForm } from "@/features/account/forms";
import { PersonalDataSection } from "@/features/account/personal-data-section";
import { getT } from "@/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: t("account.settings-title"), robots: { index: false } };
}

export default async function Page({ searchParams }: { searchParams: Promise<{ erreur?: string }> }) {
  const { erreur } = await searchParams;
  const t = await getT();
  const labels = Object.fromEntries(OPTIN_TYPES.map((type) => [type, t(`account.optin.${type}`)]));
  return (
    <AccountPage path="/parametres" title={t("account.settings-title")}>
      {(user) => (
        <>
          <div className={styles.card}>
            {user.impersonatedBy !== null ? (
              // The web-service refuses staff a change of the customer's subscriptions (setOptin, customerOwnAct).
              <ActingAsNotice call="setOptin" />
            ) : (
              <OptinsForm
                legend={t("account.optins-title")}
                labels={labels}
                optins={Object.fromEntries(user.optins.map((o) => [o.type, o.abo]))}
                hasPhone={user.telephone !== null}
              />
            )}
          </div>
          {hasLegacyAccess(user, new Date()) && (
            <div className={`${styles.card} ${styles.section}`}>
              <SiteVersionForm groupe={user.settings.groupe} legend={t("account.version-title")} lead={t("account.version-lead")} />
            </div>
          )}
          <PersonalDataSection actingAs={user.impersonatedBy !== null} refusal={pageErrorMessage(erreur)} />
          <DeleteAccountSection actingAs={user.impersonatedBy !== null} staffAccount={user.staff} />
        </>
      )}
    </AccountPage>
  );
}
