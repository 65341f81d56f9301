// « Télécharger mes données », in the settings (RGPD art. 15 and 20): one sentence, and a button that posts to the
// route handler streaming the web-service's file back (no JavaScript needed). Decisions: docs/adr/0082.
import { Button } from "../../ui/button/button.tsx";
import { RouteNotice } from "../../ui/focus/route-notice.tsx";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { ActingAsNotice } from "./acting-as-notice.tsx";
import { PERSONAL_DATA_DOWNLOAD_PATH, PERSONAL_DATA_SECTION } from "./personal-data-paths.ts";
import styles from "./account.module.css";

/**
 * `actingAs`: staff acting as the customer see why there is no button (the web-service refuses them the file).
 * `refusal`: what the last attempt was told (too many downloads this hour, the web-service out of reach).
 */
export function PersonalDataSection({ actingAs, refusal }: { actingAs: boolean; refusal: string | undefined }) {
  return (
    <section aria-labelledby={PERSONAL_DATA_SECTION} className={`${styles.card} ${styles.section} ${styles.form}`}>
      <h2 id={PERSONAL_DATA_SECTION}>Télécharger mes données</h2>
      <p>
        Recevez en un fichier JSON tout ce que Cabas conserve sur vous (compte, adresses, commandes, moyens de paiement enregistrés, fidélité, listes,
        avis, jeux et connexions), lisible par une autre application si vous souhaitez l&apos;y transférer.
      </p>
      {refusal && (
        <RouteNotice alert className={styles.formError}>
          {typesetFrench(refusal)}
        </RouteNotice>
      )}
      {actingAs ? (
        <ActingAsNotice call="exportDonnees" />
      ) : (
        <form action={PERSONAL_DATA_DOWNLOAD_PATH} method="post">
          <Button type="submit" variant="secondary">
            Télécharger mes données
          </Button>
        </form>
      )}
    </section>
  );
}
