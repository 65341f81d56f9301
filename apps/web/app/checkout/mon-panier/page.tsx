// The basket page (spec §2 checkout: /checkout/mon-panier). The basket itself comes from the layout's provider.
import type { Metadata } from "next";
import Link from "next/link";
import { getBanqueAlimentaire, getCommande, getSubstituts } from "@cabas/contracts";
import { BasketPageView } from "@/features/basket/basket-page-view";
import { PageHeader } from "@/features/content/page-header";
import { BasketRefetch } from "@/features/basket/basket-refetch";
import { leftOutOf, reorderOutcome } from "@/features/orders/reorder-outcome";
import { reopenedNotice, type ReopenedFlag } from "@/features/orders/reopened-order";
import orderStyles from "@/features/orders/orders.module.css";
import { callApi } from "@/lib/api/client";
import { RouteNotice } from "@/ui/focus/route-notice";

export const metadata: Metadata = { title: "Mon panier", robots: { index: false } };

type Props = {
  searchParams: Promise<
    { rachat?: string | string[]; indispos?: string | string[]; commande?: string | string[]; sans?: string | string[]; repris?: string | string[]; vider?: string | string[] } & Partial<
      Record<ReopenedFlag, string | string[]>
    >
  >;
};

export default async function Page({ searchParams }: Props) {
  // The unavailable lines' substitutes come with the page, so that replacing one works without JavaScript; for most
  // baskets (nothing unavailable) the web-service answers an empty list after one query.
  const [campaign, substitutes, query] = await Promise.all([callApi(getBanqueAlimentaire, {}), callApi(getSubstituts, {}, { guest: true }), searchParams]);
  const { rachat, indispos, repris } = query;
  // The products a reorder left out, named from the customer's own order (another's answers nothing).
  const leftOut = leftOutOf(query.commande, query.sans);
  const order = leftOut ? await callApi(getCommande, { id_commande: leftOut.orderId }) : null;
  const names = leftOut && order?.ok ? (order.data.commande?.lignes ?? []).filter((line) => leftOut.productIds.includes(line.id_article)).map((line) => line.nom) : [];
  const reordered = reorderOutcome(rachat, indispos, names);
  const reopened = reopenedNotice(query);
  return (
    <div className="page">
      <PageHeader title="Mon panier" />
      {repris !== undefined && !reordered && (
        <>
          <RouteNotice className={orderStyles.notice}>
            Ce panier est de nouveau votre panier en cours&#8239;; celui que vous aviez est dans vos paniers abandonnés s&apos;il contenait des produits.
          </RouteNotice>
          <BasketRefetch />
        </>
      )}
      {query["mis-de-cote"] !== undefined && (
        <RouteNotice className={orderStyles.notice}>
          Votre commande est rouverte. Le panier que vous aviez en cours est mis de côté&nbsp;: retrouvez-le dans{" "}
          <Link href="/mes-paniers-abandonnes">Mes paniers abandonnés</Link>.
        </RouteNotice>
      )}
      {reopened && <RouteNotice className={orderStyles.notice}>{reopened}</RouteNotice>}
      {reordered && (
        <>
          <RouteNotice block className={orderStyles.notice}>
            {reordered.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </RouteNotice>
          {/* The basket grew on the web-service: read it again, as this page's provider was not mounted anew. */}
          <BasketRefetch />
        </>
      )}
      <BasketPageView campaign={campaign.ok ? campaign.data.campagne : null} indispos={substitutes.ok ? substitutes.data.indispos : null} confirmEmpty={query.vider !== undefined} />
    </div>
  );
}
