// Password change (updateMe, action password).
import type { Metadata } from "next";
import { AccountPage } from "@/features/account/account-parts";
import styles from "@/features/account/account.module.css";
import { PasswordForm } from "@/features/account/forms";
import { getT } from "@/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: t("account.password-title"), robots: { index: false } };
}

export default async function Page() {
  const t = await getT();
  return (
    <AccountPage path="/modifier-mon-mot-de-passe" title={t("account.password-title")}>
      {(user) => (
        <div className={styles.card}>
          {user.impersonatedBy !== null ? (
            // Staff acting as the customer never change what signs in (ADR 0041); the web-service refuses it too.
            <p className={styles.formError}>Vous agissez en tant que ce client&nbsp;: seul le client peut changer son mot de passe.</p>
          ) : (
            <PasswordForm />
          )}
        </div>
      )}
    </AccountPage>
  );
}
