// The customer's set-aside baskets (a basket left for another, or kept aside when one was taken back): each with
// what it holds and costs today, to take back as the basket in progress or to delete. Works without JavaScript.
import type { Metadata } from "next";
import Link from "next/link";
import type { AbandonedBasket } from "@cabas/contracts";
import { ActionForm } from "@/features/account/action-form";
import { AccountPage } from "@/features/account/account-parts";
import accountStyles from "@/features/account/account.module.css";
import styles from "@/features/lists/lists.module.css";
import { deleteBasketAction, takeBackBasketAction } from "@/features/service/actions";
import { readAbandonedBaskets } from "@/features/service/service-data";
import { formatDate, formatEuros } from "@/lib/format/price";
import { RouteNotice } from "@/ui/focus/route-notice";

const PATH = "/mes-paniers-abandonnes";

export const metadata: Metadata = { title: "Mes paniers abandonnés", robots: { index: false } };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  return (
    <AccountPage path={PATH} title="Mes paniers abandonnés" wide>
      {async () => {
        const result = await readAbandonedBaskets();
        if (!result.ok) {
          return (
            <p role="alert" className={accountStyles.formError}>
              {result.message || "Vos paniers ne peuvent pas être affichés pour le moment."}
            </p>
          );
        }
        const paniers = result.data.paniers ?? [];
        return (
          <>
            {params.supprime && <RouteNotice className={styles.notice}>Panier supprimé.</RouteNotice>}
            <p>
              Les paniers que vous avez laissés pour un autre restent ici. Reprenez-en un&nbsp;: il devient votre panier en cours, et celui que vous
              aviez est mis de côté à son tour.
            </p>
            {paniers.length === 0 ? (
              <p>Vous n&apos;avez aucun panier abandonné.</p>
            ) : (
              <ul className={styles.lists} aria-label="Paniers abandonnés">
                {paniers.map((p) => (
                  <BasketRow key={p.id_panier} basket={p} />
                ))}
              </ul>
            )}
          </>
        );
      }}
    </AccountPage>
  );
}

function BasketRow({ basket }: { basket: AbandonedBasket }) {
  const label = `le panier du ${formatDate(basket.modifie)}`;
  return (
    <li className={styles.listItem}>
      <Link href={`/panier/${basket.id_panier}`}>Panier du {formatDate(basket.modifie)}</Link>
      <span className={styles.meta}>
        {basket.nb_articles === 1 ? "1 produit" : `${basket.nb_articles} produits`} · environ {formatEuros(basket.total)} aujourd&apos;hui
      </span>
      <span className={styles.meta}>{basket.apercu.join(", ")}</span>
      <span className={styles.actions}>
        <ActionForm action={takeBackBasketAction} hidden={{ id_panier: basket.id_panier }} submit="Reprendre ce panier" submitLabel={`Reprendre ce panier du ${formatDate(basket.modifie)}`} size="small" inline />
        <ActionForm
          action={deleteBasketAction}
          hidden={{ id_panier: basket.id_panier }}
          submit="Supprimer"
          submitLabel={`Supprimer ${label}`}
          variant="tertiary"
          size="small"
          inline
        />
      </span>
    </li>
  );
}
