// One notepad: the products found for each of its lines (to add to the basket), its title and text to edit, and
// its deletion, asked first on this page (?supprimer=1) so that it works without JavaScript.
import type { Metadata } from "next";
import { recordIdParam } from "@/lib/format/record-id";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AccountPage } from "@/features/account/account-parts";
import accountStyles from "@/features/account/account.module.css";
import { requireUser } from "@/features/account/current-user";
import { MAX_MATCHED_LINES } from "@cabas/contracts";
import { frenchInteger, typesetFrench } from "@cabas/contracts/french-typography";
import { parsePage } from "@/features/catalogue/list-query";
import { Pagination } from "@/features/catalogue/pagination";
import { ProductGrid } from "@/features/catalogue/product-grid";
import { notepadWithProducts } from "@/features/notepads/notepad-data";
import { DeleteNotepadForm, NotepadForm } from "@/features/notepads/notepad-forms";
import { deleteNotepadAction } from "@/features/notepads/actions";
import { ConfirmStepLink } from "@/features/account/confirm-step-link";
import { deleteNotepadMessage, notepadMeta } from "@/features/notepads/notepad-labels";
import { NOTEPADS_PATH, notepadPath } from "@/features/notepads/paths";
import styles from "@/features/notepads/notepads.module.css";
import { getT } from "@/i18n/server";
import { searchOf } from "@/lib/session/redirect-target";
import { buttonClassName } from "@/ui/button/button";
import { RouteNotice } from "@/ui/focus/route-notice";

type Params = Record<string, string | string[] | undefined>;

/** The page of lines asked for (?page=N, NOTEPAD_LINES_PER_PAGE lines each), the first when none or not a number. */
const linesPage = (query: Params) => parsePage(Array.isArray(query.page) ? query.page[0] : query.page);

/** The tab says which notepad it is (« Courses de la semaine | Cabas »), « Bloc-notes » when it cannot be read. */
export async function generateMetadata({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Params> }): Promise<Metadata> {
  const id = recordIdParam((await params).id);
  const result = id === null ? null : await notepadWithProducts(id, linesPage(await searchParams));
  return { title: (result?.ok && result.data.bloc_note?.titre) || "Bloc-notes", robots: { index: false } };
}

const NOTICES: Record<string, string> = { cree: "Bloc-notes créé.", enregistre: "Bloc-notes enregistré." };

export default async function Page({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Params> }) {
  const [{ id: raw }, query] = await Promise.all([params, searchParams]);
  const id = recordIdParam(raw);
  if (id === null) notFound();
  const path = notepadPath(id);
  // Signed in first (a guest goes to sign-in and comes back here), so the page's title can be the notepad's.
  const guard = await requireUser(path, searchOf(query));
  const [result, t] = await Promise.all(["technical" in guard ? null : notepadWithProducts(id, linesPage(query)), getT()]);
  if (result && !result.ok && result.status === 404) notFound();
  const notepad = result?.ok ? result.data.bloc_note : null;
  const notice = Object.keys(NOTICES).find((k) => query[k]);
  const confirming = Boolean(query.supprimer);

  return (
    <AccountPage path={path} search={searchOf(query)} title={notepad?.titre ?? "Bloc-notes"} wide>
      {() => {
        if (!notepad) {
          return (
            <p role="alert" className={accountStyles.formError}>
              {(result && !result.ok && result.message) || "Ce bloc-notes ne peut pas être affiché pour le moment."}
            </p>
          );
        }
        const unsearched = notepad.nb_lignes - MAX_MATCHED_LINES;
        return (
          <>
            <p>
              <Link href={NOTEPADS_PATH} prefetch={false}>
                Mes blocs-notes
              </Link>{" "}
              · {notepadMeta(notepad)}
            </p>
            {/* « Bloc-notes enregistré. » gives way to a later refusal of the form, as on a list's page. */}
            {notice && (
              <RouteNotice className={styles.notice} replaceable>
                {NOTICES[notice]}
              </RouteNotice>
            )}
            {confirming && (
              <section id="suppression" className={styles.confirm} aria-labelledby="suppression-titre">
                <h2 id="suppression-titre">Supprimer ce bloc-notes&#8239;?</h2>
                <p>{deleteNotepadMessage(notepad.titre)}</p>
                <div className={styles.actions}>
                  <DeleteNotepadForm notepadId={notepad.blocnote_id} />
                  <Link href={path} prefetch={false} className={buttonClassName({ variant: "secondary" })}>
                    Annuler
                  </Link>
                </div>
              </section>
            )}
            {notepad.lignes.length === 0 ? (
              <p>Ce bloc-notes est vide&nbsp;: écrivez une chose à acheter par ligne, nous vous proposerons les produits correspondants.</p>
            ) : (
              notepad.lignes.map((line, i) => (
                <section key={i} className={styles.line} aria-labelledby={`ligne-${i}`}>
                  <h2 id={`ligne-${i}`}>{line.texte}</h2>
                  {line.quantite > 1 && (
                    <p className={styles.quantity}>
                      Quantité notée&nbsp;: {frenchInteger(line.quantite)}
                    </p>
                  )}
                  {/* What each multi-pack's button adds for that count (« 1 pack de 6 pour 3 demandés »). */}
                  {line.propositions.some((p) => p.precision) && (
                    <ul className={styles.quantity}>
                      {line.propositions.map((p) => {
                        const product = line.produits.find((card) => card.id === p.id_article);
                        return p.precision && product ? (
                          <li key={p.id_article}>
                            {typesetFrench(product.name)}&nbsp;: {p.precision}
                          </li>
                        ) : null;
                      })}
                    </ul>
                  )}
                  {line.produits.length > 0 ? (
                    <ProductGrid
                      products={line.produits}
                      t={t}
                      eager={false}
                      firstQuantity={line.quantite_proposee}
                      quantities={Object.fromEntries(line.propositions.map((p) => [p.id_article, p.quantite]))}
                    />
                  ) : (
                    <p>
                      Aucun produit trouvé pour «&nbsp;{line.recherche}&nbsp;».{" "}
                      <Link href={`/recherche?${new URLSearchParams({ text: line.recherche }).toString()}`} prefetch={false}>
                        Chercher autrement
                      </Link>
                    </p>
                  )}
                </section>
              ))
            )}
            {/* 20 lines a page (NOTEPAD_LINES_PER_PAGE): 100 lines of products made a page of 1.6 MB. */}
            <Pagination page={notepad.page} pageCount={notepad.pages} hrefFor={(p) => (p > 1 ? `${path}?page=${p}` : path)} t={t} />
            {unsearched > 0 && (
              <p className={styles.meta}>
                Seules les {MAX_MATCHED_LINES} premières lignes sont cherchées&#8239;; {unsearched} autres ne le sont pas.
              </p>
            )}
            <section id="modifier" className={styles.section} aria-labelledby="modifier-titre">
              <h2 id="modifier-titre">Modifier le bloc-notes</h2>
              <div className={accountStyles.card}>
                <NotepadForm
                  key={notepad.modifie}
                  notepad={{ blocnote_id: notepad.blocnote_id, titre: notepad.titre, texte: notepad.texte }}
                />
              </div>
            </section>
            {!confirming && (
              <p className={styles.section}>
                <ConfirmStepLink
                  href={`${path}?supprimer=1`}
                  view="DELETE_BLOCNOTES"
                  title="Supprimer ce bloc-notes&#8239;?"
                  message={deleteNotepadMessage(notepad.titre)}
                  confirmLabel="Supprimer"
                  action={deleteNotepadAction}
                  fields={{ blocnote_id: notepad.blocnote_id }}
                  className={buttonClassName({ variant: "tertiary" })}
                >
                  Supprimer ce bloc-notes
                </ConfirmStepLink>
              </p>
            )}
          </>
        );
      }}
    </AccountPage>
  );
}
