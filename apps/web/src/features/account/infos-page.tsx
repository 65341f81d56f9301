// Personal details page (updateMe, action infos), served at /infos-personnelles and /informations-personnelles.
import type { Metadata } from "next";
import { getT } from "../../i18n/server.ts";
import { AccountPage } from "./account-parts.tsx";
import { InfosForm } from "./forms.tsx";
import styles from "./account.module.css";

export async function infosMetadata(): Promise<Metadata> {
  const t = await getT();
  return { title: t("account.infos-title"), robots: { index: false } };
}

export async function InfosPage({ path }: { path: string }) {
  const t = await getT();
  return (
    <AccountPage path={path} title={t("account.infos-title")}>
      {(user) => (
        <div className={styles.card}>
          <InfosForm user={{ civilite: user.civilite, nom: user.nom, prenom: user.prenom, email: user.email }} />
        </div>
      )}
    </AccountPage>
  );
}
