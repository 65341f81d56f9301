// Personal details page (updateMe, action infos), served at /infos-personnelles and /informations-personnelles, with a
// new e-mail address waiting for its link above the form (ADR 0041, amended); for a professional account, its company
// too (action entreprise, ADR 0042).
import type { Metadata } from "next";
import { getT } from "../../i18n/server.ts";
import { AccountPage } from "./account-parts.tsx";
import { InfosForm } from "./forms.tsx";
import { CompanyForm } from "./company-form.tsx";
import { PendingEmailChange } from "./pending-email-change.tsx";
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
        <>
          <div className={styles.card}>
            <PendingEmailChange pending={user.emailEnAttente} actingAs={user.impersonatedBy !== null} />
            <InfosForm
              user={{ civilite: user.civilite, nom: user.nom, prenom: user.prenom, email: user.email, telephone: user.telephone }}
              actingAs={user.impersonatedBy !== null}
            />
          </div>
          {user.company && <CompanySection company={user.company} />}
        </>
      )}
    </AccountPage>
  );
}

/** A professional account's company (ADR 0042): what its invoices are made out to, corrected here. */
function CompanySection({ company }: { company: { name: string; siret: string; vat: string | null } }) {
  return (
    <section aria-labelledby="mon-entreprise" className={`${styles.card} ${styles.section}`}>
      <h2 id="mon-entreprise">Mon entreprise</h2>
      <p className={styles.hint}>
        Vos factures sont établies au nom de cette raison sociale, avec ce SIRET et ce numéro de TVA. Une correction vaut
        pour vos prochaines commandes&nbsp;: les factures déjà émises ne changent pas.
      </p>
      <CompanyForm company={company} labelledBy="mon-entreprise" />
    </section>
  );
}
