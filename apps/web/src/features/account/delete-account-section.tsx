// « Supprimer mon compte », at the bottom of the settings: what is erased, what is kept and why, what is lost (with
// the customer's own amounts), then the confirmation form. Decisions: docs/adr/0039-account-deletion.md.
import Link from "next/link";
import { readLoyaltyHistory } from "../loyalty/loyalty-data.ts";
import { forfeitSentence, type ForfeitFacts } from "./account-deletion-text.ts";
import { DeleteAccountForm } from "./delete-account-form.tsx";
import styles from "./account.module.css";
import deletion from "./delete-account.module.css";

async function forfeitFacts(): Promise<ForfeitFacts | null> {
  const result = await readLoyaltyHistory("tout", 1, 1);
  if (!result.ok) return null;
  const bons = result.data.bons_achat.filter((b) => b.statut === "utilisable" || b.statut === "sur_panier");
  return { soldes: result.data.soldes, bons };
}

/**
 * `actingAs`: staff acting as the customer (login-as) see the section but not the form: only the customer deletes.
 * `staffAccount`: a staff member's own account is not deleted from the shop either; the note says who does it.
 */
export async function DeleteAccountSection({ actingAs, staffAccount = false }: { actingAs: boolean; staffAccount?: boolean }) {
  const forfeit = forfeitSentence(await forfeitFacts());
  return (
    <section aria-labelledby="supprimer-mon-compte" className={`${styles.card} ${styles.section} ${deletion.zone}`}>
      <h2 id="supprimer-mon-compte">Supprimer mon compte</h2>
      <p>La suppression est immédiate et définitive. Elle efface&nbsp;:</p>
      <ul>
        <li>vos informations personnelles (nom, e-mail, téléphone, mot de passe, préférences de communication)&#8239;;</li>
        <li>vos adresses, vos cartes bancaires enregistrées, vos listes, blocs-notes et favoris, vos paniers et vos réservations de créneau&#8239;;</li>
        <li>votre code de parrainage et vos participations aux jeux.</li>
      </ul>
      <p>
        <strong>{forfeit}</strong>
      </p>
      <p>
        La loi nous oblige à garder vos commandes passées et leurs factures pendant dix ans pour notre comptabilité&nbsp;: elles ne seront plus reliées à
        vous que par le nom et l&apos;adresse imprimés sur la facture. Vos avis publiés restent visibles, signés «&nbsp;Client Cabas&nbsp;». Un dernier
        e-mail vous confirmera la suppression.
      </p>
      <p className={styles.hint}>
        Une commande en cours doit d&apos;abord être livrée ou annulée (<Link href="/mes-commandes-en-cours">mes commandes en cours</Link>). Vous
        pouvez aussi nous demander la suppression par le <Link href="/contacter-cabas">formulaire de contact</Link>.
      </p>
      {actingAs ? (
        <p className={styles.formError}>Vous agissez en tant que ce client&nbsp;: seul le client peut supprimer son compte.</p>
      ) : staffAccount ? (
        <p className={styles.formError}>Un compte de l&apos;équipe Cabas ne se supprime pas depuis la boutique&nbsp;: demandez-le à l&apos;administrateur.</p>
      ) : (
        <DeleteAccountForm />
      )}
    </section>
  );
}
