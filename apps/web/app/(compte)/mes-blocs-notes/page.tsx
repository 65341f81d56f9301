// The customer's notepads (mesBlocsNotes): each with its number of lines and last change, and a new one to write.
import type { Metadata } from "next";
import Link from "next/link";
import { MAX_NOTEPADS } from "@cabas/contracts";
import { AccountPage } from "@/features/account/account-parts";
import accountStyles from "@/features/account/account.module.css";
import { myNotepads } from "@/features/notepads/notepad-data";
import { NotepadForm } from "@/features/notepads/notepad-forms";
import { notepadMeta } from "@/features/notepads/notepad-labels";
import { NOTEPADS_PATH, notepadPath } from "@/features/notepads/paths";
import styles from "@/features/notepads/notepads.module.css";
import { RouteNotice } from "@/ui/focus/route-notice";

export const metadata: Metadata = { title: "Mes blocs-notes", robots: { index: false } };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  return (
    <AccountPage path={NOTEPADS_PATH} title="Mes blocs-notes">
      {async () => {
        const result = await myNotepads();
        if (!result.ok) {
          return (
            <p role="alert" className={accountStyles.formError}>
              {result.message || "Vos blocs-notes ne peuvent pas être affichés pour le moment."}
            </p>
          );
        }
        const notepads = result.data.blocs_notes;
        return (
          <>
            <p>
              Notez vos courses en texte libre, une chose par ligne&nbsp;: nous vous proposons les produits qui correspondent à chaque ligne,
              à ajouter au panier.
            </p>
            {params.supprime && <RouteNotice className={styles.notice}>Bloc-notes supprimé.</RouteNotice>}
            {notepads.length === 0 ? (
              <p>Vous n&apos;avez pas encore de bloc-notes.</p>
            ) : (
              <ul className={styles.list} aria-label="Mes blocs-notes">
                {notepads.map((n) => (
                  <li key={n.blocnote_id} className={styles.item}>
                    <Link href={notepadPath(n.blocnote_id)} prefetch={false}>
                      {n.titre}
                    </Link>
                    <p className={styles.meta}>{notepadMeta(n)}</p>
                  </li>
                ))}
              </ul>
            )}
            <section className={styles.section} aria-labelledby="nouveau-bloc-notes">
              <h2 id="nouveau-bloc-notes">Nouveau bloc-notes</h2>
              {notepads.length >= MAX_NOTEPADS ? (
                <p>Vous avez {MAX_NOTEPADS} blocs-notes, le plus possible&nbsp;: supprimez-en un pour en créer un autre.</p>
              ) : (
                <div className={accountStyles.card}>
                  <NotepadForm />
                </div>
              )}
            </section>
          </>
        );
      }}
    </AccountPage>
  );
}
