// One shopping list: its products with today's price where the customer is, quantities to change, products to
// remove, unavailable ones with close replacements (in this list or in all), the whole list into the basket,
// renaming and deleting (with a confirmation step). Every form works without JavaScript.
import type { Metadata } from "next";
import { recordIdParam } from "@/lib/format/record-id";
import Link from "next/link";
import { notFound } from "next/navigation";
import { LIST_NAME_MAX, type ListLine } from "@cabas/contracts";
import { AccountPage } from "@/features/account/account-parts";
import accountStyles from "@/features/account/account.module.css";
import { LISTS_PATH, listPath } from "@/features/account/paths";
import { BasketRefetch } from "@/features/basket/basket-refetch";
import {
  deleteListAction,
  loadListAction,
  removeLineAction,
  renameListAction,
  setLineQuantityAction,
} from "@/features/lists/actions";
import { readLists } from "@/features/lists/list-data";
import { ListReplacements } from "@/features/lists/list-replacements";
import { readHeldPlaces, type HeldPlace } from "@/features/reservation-waitlist/held-places";
import { PrintListButton } from "@/features/lists/print-list-button";
import { ShelfPrice } from "@/features/lists/shelf-price";
import { ActionForm } from "@/features/account/action-form";
import { ConfirmStepLink } from "@/features/account/confirm-step-link";
import { listNotice } from "@/features/lists/list-notice";
import { deleteListQuestion, loadListQuestion } from "@/features/lists/list-messages";
import styles from "@/features/lists/lists.module.css";
import { formatEuros } from "@/lib/format/price";
import { firstParam } from "@/lib/session/redirect-target";
import { RouteNotice } from "@/ui/focus/route-notice";
import { typesetFrench } from "@cabas/contracts/french-typography";

type Props = { params: Promise<{ listId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The tab says which list it is (« Week-end | Cabas »), « Ma liste » when it cannot be read. */
export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const id = recordIdParam((await params).listId);
  const result = id === null ? null : await readLists(id);
  return { title: (result?.ok && result.data.liste?.title) || "Ma liste", robots: { index: false } };
}

export default async function Page({ params, searchParams }: Props) {
  const id = recordIdParam((await params).listId);
  if (id === null) notFound();
  const query = await searchParams;
  // Read before the guard: a signed-out visitor gets 401 here and the guard sends them to sign in.
  const result = await readLists(id);
  if (!result.ok && result.status === 404) notFound();
  const list = result.ok ? result.data.liste : null;
  const path = listPath(id);
  const notice = listNotice(
    (name) => firstParam(query[name]),
    (productId) => list?.lignes.find((line) => line.article_id === productId)?.nom,
  );
  return (
    <AccountPage path={path} title={list ? list.title : "Ma liste"} wide>
      {() => {
        if (!list) {
          return (
            <p role="alert" className={accountStyles.formError}>
              {(!result.ok && result.message) || "Cette liste ne peut pas être affichée pour le moment."}
            </p>
          );
        }
        const held = new Map(readHeldPlaces({ places: list.places_gardees }).map((place) => [place.productId, place]));
        return (
          <>
            {/* Replaceable: without scripts a form's refusal renders at the address of the earlier answer (« Quantité
                modifiée. » stayed beside the rename form's error); the latest answer alone is shown. */}
            {notice && (
              <RouteNotice className={styles.notice} replaceable>
                {notice}
              </RouteNotice>
            )}
            {query.ajoutes !== undefined && <BasketRefetch />}
            <p>
              {list.nb_articles === 0 ? "Cette liste est vide." : list.nb_articles === 1 ? "1 produit" : `${list.nb_articles} produits`}
              {list.nb_articles > 0 && <> · environ {formatEuros(list.total)} aux prix du jour dans votre zone de livraison</>}
              {list.nb_indisponibles > 0 && (
                <>
                  {" · "}
                  <span className={styles.warning}>
                    {list.nb_indisponibles === 1 ? "1 produit indisponible" : `${list.nb_indisponibles} produits indisponibles`}
                  </span>
                </>
              )}
            </p>
            <div className={styles.actions}>
              {list.nb_articles > 0 && (
                <ActionForm
                  action={loadListAction}
                  hidden={{ list_id: list.list_id }}
                  submit="Tout ajouter au panier"
                  size="big"
                  inline
                  confirm={{
                    view: "LOAD_LIST",
                    title: "Mettre la liste au panier",
                    message: loadListQuestion(list.nb_articles, list.title),
                    confirmLabel: "Ajouter au panier",
                  }}
                />
              )}
              {list.nb_articles > 0 && <PrintListButton listId={list.list_id} />}
              <Link href={LISTS_PATH}>Toutes mes listes</Link>
            </div>

            {list.lignes.length > 0 && (
              <ul className={styles.lines} aria-label="Produits de la liste">
                {list.lignes.map((line) => (
                  <LineItem key={line.ligne_id} line={line} listId={list.list_id} held={held} />
                ))}
              </ul>
            )}
            {list.nb_articles === 0 && (
              <p>
                Ajoutez des produits depuis leur page («&nbsp;Ajouter à une liste&nbsp;») ou depuis <Link href="/catalogue">le catalogue</Link>.
              </p>
            )}

            <section aria-labelledby="renommer" className={styles.section}>
              <h2 id="renommer">Renommer la liste</h2>
              <ActionForm
                action={renameListAction}
                hidden={{ list_id: list.list_id }}
                fields={[{ name: "title", label: "Nom de la liste", defaultValue: list.title, maxLength: LIST_NAME_MAX, required: true }]}
                submit="Renommer"
                variant="secondary"
              />
            </section>

            <section aria-labelledby="supprimer" className={styles.section}>
              <h2 id="supprimer">Supprimer la liste</h2>
              {query.supprimer ? (
                <div role="group" aria-label="Confirmer la suppression" className={accountStyles.card}>
                  <p>{deleteListQuestion(list.title)}</p>
                  <div className={styles.actions}>
                    <ActionForm action={deleteListAction} hidden={{ list_id: list.list_id }} submit="Supprimer" inline />
                    <Link href={path}>Annuler</Link>
                  </div>
                </div>
              ) : (
                <ConfirmStepLink
                  href={`${path}?supprimer=1#supprimer`}
                  view="DELETE_LIST"
                  title="Supprimer la liste"
                  message={deleteListQuestion(list.title)}
                  confirmLabel="Supprimer"
                  action={deleteListAction}
                  fields={{ list_id: list.list_id }}
                >
                  Supprimer cette liste…
                </ConfirmStepLink>
              )}
            </section>
          </>
        );
      }}
    </AccountPage>
  );
}

function LineItem({ line, listId, held }: { line: ListLine; listId: number; held: ReadonlyMap<number, HeldPlace> }) {
  const product = line.produit;
  return (
    <li className={styles.line}>
      {product ? (
        // eslint-disable-next-line @next/next/no-img-element -- small SVG icons with fixed size, no optimisation needed
        <img src={product.image.url} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span />
      )}
      <div className={styles.lineBody}>
        <span>
          {product ? <Link href={`/${product.slug}`}>{typesetFrench(line.nom)}</Link> : <strong>{typesetFrench(line.nom)}</strong>}
          {product && (
            <span className={styles.meta}>
              {" "}
              · <ShelfPrice product={product} /> · {product.netQuantityLabel}
            </span>
          )}
        </span>
        {line.raison && <span className={styles.warning}>{line.raison}</span>}
        <div className={styles.lineActions}>
          <ActionForm
            action={setLineQuantityAction}
            hidden={{ list_id: listId, ligne_id: line.ligne_id }}
            submit="Modifier"
            submitLabel={`Modifier la quantité de ${line.nom}`}
            variant="secondary"
            size="small"
            inline
          >
            <label className={accountStyles.field}>
              <span className={accountStyles.label}>Quantité</span>
              <input
                type="number"
                name="quantity"
                min={0}
                max={999}
                defaultValue={line.quantity}
                inputMode="numeric"
                className={`${accountStyles.input} ${styles.quantity}`}
                aria-label={`Quantité de ${line.nom}`}
              />
            </label>
          </ActionForm>
          <ActionForm
            action={removeLineAction}
            hidden={{ list_id: listId, ligne_id: line.ligne_id }}
            submit="Retirer"
            submitLabel={`Retirer ${line.nom} de la liste`}
            variant="tertiary"
            size="small"
            inline
          />
        </div>
        {line.remplacements.length > 0 && <ListReplacements line={line} listId={listId} held={held} />}
      </div>
    </li>
  );
}
