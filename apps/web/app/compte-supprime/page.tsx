// Where a shopper lands once their account is deleted (supprimerCompte, ADR 0039): the session is already over.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ACCOUNT_DELETED_MESSAGE } from "@cabas/contracts";
import { Button } from "@/ui/button/button";
import styles from "@/features/account/account.module.css";
import { getCurrentUser } from "@/features/account/current-user";
import { ACCOUNT_HOME_PATH } from "@/features/account/paths";
import { BasketForget } from "@/features/basket/basket-forget";
import { RouteNotice } from "@/ui/focus/route-notice";

export const metadata: Metadata = { title: "Compte supprimé", robots: { index: false } };

export default async function Page() {
  // Opened while signed in (a bookmark, the back button), the page would say something false: the account is there.
  if ((await getCurrentUser()).status === "signed-in") redirect(ACCOUNT_HOME_PATH);
  return (
    <div className={`page ${styles.page}`}>
      <h1>Compte supprimé</h1>
      {/* The gone account's basket may still be in the header (the deletion's redirect is a client navigation). */}
      <BasketForget />
      <RouteNotice className={styles.formSuccess}>{ACCOUNT_DELETED_MESSAGE}</RouteNotice>
      <p>
        Vos informations personnelles sont effacées et un e-mail de confirmation est parti vers votre adresse. Merci d&apos;avoir fait vos
        courses chez Cabas&nbsp;: vous pouvez revenir quand vous voulez, avec un nouveau compte.
      </p>
      <p>
        <Button href="/" size="big">
          Retour à l&apos;accueil
        </Button>
      </p>
    </div>
  );
}
