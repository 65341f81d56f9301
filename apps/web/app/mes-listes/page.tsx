// The customer's shopping lists: each with its size and what it costs today, a new list, merging lists, adding a
// product from its page (?ajouter=slug), the basket saved as a list (?panier=1) and the products they order most.
// Every form works without JavaScript.
import type { Metadata } from "next";
import { LIST_NAME_HINT } from "@/features/lists/list-name-hint";
import Link from "next/link";
import { LIST_NAME_MAX, type ListSummary } from "@cabas/contracts";
import { AccountPage } from "@/features/account/account-parts";
import accountStyles from "@/features/account/account.module.css";
import { LISTS_PATH, listPath } from "@/features/account/paths";
import { ProductGrid } from "@/features/catalogue/product-grid";
import { addToListAction, createListAction, createListFromBasketAction } from "@/features/lists/actions";
import { MergeListsForm } from "@/features/lists/merge-lists-form";
import { ListChoice, ListQuantityField } from "@/features/lists/list-fields";
import { readLists, readListsHolding, readMyProducts } from "@/features/lists/list-data";
import { ActionForm } from "@/features/account/action-form";
import styles from "@/features/lists/lists.module.css";
import { getT } from "@/i18n/server";
import { readProduct } from "@/lib/api/catalogue";
import { formatDate, formatEuros } from "@/lib/format/price";
import { firstParam } from "@/lib/session/redirect-target";
import { RouteNotice } from "@/ui/focus/route-notice";
import { typesetFrench } from "@cabas/contracts/french-typography";

export const metadata: Metadata = { title: "Mes listes", robots: { index: false } };


export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const adding = firstParam(params.ajouter) ?? null;
  const savingBasket = firstParam(params.panier) === "1";
  const search = adding ? `?ajouter=${encodeURIComponent(adding)}` : savingBasket ? "?panier=1" : "";
  return (
    <AccountPage path={LISTS_PATH} search={search} title="Mes listes" wide>
      {async () => {
        const [lists, product, mine, t] = await Promise.all([readLists(), adding ? readProduct(adding) : null, readMyProducts(), getT()]);
        if (!lists.ok) {
          return (
            <p role="alert" className={accountStyles.formError}>
              {lists.message || "Vos listes ne peuvent pas être affichées pour le moment."}
            </p>
          );
        }
        const listes = lists.data.listes;
        const holding = product ? await readListsHolding(product.id) : null;
        return (
          <>
            {params.supprimee && <RouteNotice className={styles.notice}>Liste supprimée.</RouteNotice>}
            {product && (
              <section aria-labelledby="ajouter" className={accountStyles.card}>
                <h2 id="ajouter">Ajouter «&nbsp;{typesetFrench(product.name)}&nbsp;» à une liste</h2>
                {holding?.ok && holding.data.in_list && (
                  <p>
                    Déjà dans&nbsp;:{" "}
                    {holding.data.listes.map((l, i) => (
                      <span key={l.list_id}>
                        {i > 0 && ", "}
                        <Link href={listPath(l.list_id)}>{typesetFrench(l.title)}</Link> ({l.quantity})
                      </span>
                    ))}
                  </p>
                )}
                {listes.length > 0 && (
                  <ActionForm action={addToListAction} hidden={{ article_id: product.id }} submit="Ajouter à cette liste">
                    <ListChoice listes={listes} />
                    <ListQuantityField />
                  </ActionForm>
                )}
                <h3>{listes.length > 0 ? "Ou dans une nouvelle liste" : "Dans une nouvelle liste"}</h3>
                <ActionForm
                  action={createListAction}
                  hidden={{ article_id: product.id }}
                  fields={[{ name: "title", label: "Nom de la nouvelle liste", maxLength: LIST_NAME_MAX, required: true, hint: LIST_NAME_HINT }]}
                  submit="Créer la liste avec ce produit"
                  variant="secondary"
                >
                  <ListQuantityField />
                </ActionForm>
              </section>
            )}

            {savingBasket && (
              <section id="panier" aria-labelledby="panier-titre" className={accountStyles.card}>
                <h2 id="panier-titre">Enregistrer mon panier en liste</h2>
                <p>Les produits de votre panier, avec leurs quantités, dans une nouvelle liste à remettre au panier en un clic.</p>
                <ActionForm
                  action={createListFromBasketAction}
                  fields={[{ name: "title", label: "Nom de la liste", maxLength: LIST_NAME_MAX, required: true, hint: LIST_NAME_HINT }]}
                  submit="Créer la liste"
                />
              </section>
            )}

            <section aria-labelledby="listes" className={styles.section}>
              <h2 id="listes">{listes.length === 0 ? "Vous n'avez pas encore de liste" : listes.length === 1 ? "1 liste" : `${listes.length} listes`}</h2>
              {listes.length === 0 ? (
                <p>Gardez vos courses habituelles dans une liste&nbsp;: vous la mettrez au panier en un clic.</p>
              ) : (
                <ul className={styles.lists}>
                  {listes.map((l) => (
                    <ListRow key={l.list_id} list={l} />
                  ))}
                </ul>
              )}
            </section>

            <section aria-labelledby="nouvelle" className={styles.section}>
              <h2 id="nouvelle">Créer une liste</h2>
              <ActionForm
                action={createListAction}
                fields={[{ name: "title", label: "Nom de la liste", maxLength: LIST_NAME_MAX, required: true, hint: LIST_NAME_HINT }]}
                submit="Créer la liste"
              />
            </section>

            {listes.length >= 2 && (
              <section aria-labelledby="reunir" className={styles.section}>
                <h2 id="reunir">Réunir des listes</h2>
                <MergeListsForm listes={listes} />
              </section>
            )}

            {mine.ok && mine.data.produits.length > 0 && (
              <section aria-labelledby="mes-produits" className={styles.section}>
                <h2 id="mes-produits">Les produits que vous commandez le plus</h2>
                <ProductGrid products={mine.data.produits} t={t} eager={false} />
              </section>
            )}
          </>
        );
      }}
    </AccountPage>
  );
}

function ListRow({ list }: { list: ListSummary }) {
  return (
    <li className={styles.listItem}>
      <Link href={listPath(list.list_id)}>{typesetFrench(list.title)}</Link>
      <span className={styles.meta}>
        {list.nb_articles === 0 ? "Vide" : list.nb_articles === 1 ? "1 produit" : `${list.nb_articles} produits`}
        {list.nb_articles > 0 && <> · environ {formatEuros(list.total)} aujourd&apos;hui</>} · modifiée le {formatDate(list.modifiee)}
      </span>
      {list.nb_indisponibles > 0 && (
        <span className={styles.warning}>{list.nb_indisponibles === 1 ? "1 produit indisponible" : `${list.nb_indisponibles} produits indisponibles`}</span>
      )}
    </li>
  );
}
