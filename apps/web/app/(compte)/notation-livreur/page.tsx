// Noter mon livreur: the rating form of one delivered order (?commande=ID), or the customer's recent deliveries
// still to rate. A delivery is rated once, within 30 days; works without JavaScript.
import type { Metadata } from "next";
import Link from "next/link";
import { COURIER_RATING_DAYS } from "@cabas/contracts";
import { AccountPage } from "@/features/account/account-parts";
import { ActingAsNotice } from "@/features/account/acting-as-notice";
import accountStyles from "@/features/account/account.module.css";
import { COURIER_RATING_PATH, PRODUCT_REVIEWS_PATH, SHOP_REVIEWS_PATH } from "@/features/reviews/paths";
import { idParamOf, readReviewsToGive } from "@/features/reviews/review-data";
import { CourierRatingForm } from "@/features/reviews/review-forms";
import { DeliveriesToRate, HowReviewsAreChecked } from "@/features/reviews/review-parts";
import styles from "@/features/reviews/reviews.module.css";
import { formatDate } from "@/lib/format/price";
import { firstParam } from "@/lib/session/redirect-target";
import { RouteNotice } from "@/ui/focus/route-notice";

export const metadata: Metadata = { title: "Noter mon livreur", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const orderId = idParamOf(firstParam(params.commande));
  const thanks = firstParam(params.merci);
  return (
    <AccountPage path={COURIER_RATING_PATH} search={orderId ? `?commande=${orderId}` : ""} title="Noter mon livreur">
      {async (user) => {
        const result = await readReviewsToGive();
        if (!result.ok) {
          return (
            <p role="alert" className={accountStyles.formError}>
              {result.message || "Vos livraisons ne peuvent pas être affichées pour le moment."}
            </p>
          );
        }
        const deliveries = result.data.livraisons;
        const current = orderId === null ? undefined : deliveries.find((d) => d.id_commande === orderId);
        const others = deliveries.filter((d) => d.id_commande !== orderId);
        return (
          <>
            {thanks && (
              <RouteNotice className={styles.status}>
                {thanks === "commentaire"
                  ? "Merci pour votre note ! Votre commentaire sera publié sur la page Avis clients après sa relecture."
                  : "Merci pour votre note ! Elle nous aide à améliorer nos livraisons."}
              </RouteNotice>
            )}
            {current ? (
              <section aria-labelledby="noter" className={accountStyles.card}>
                <h2 id="noter">Livraison de la commande n° {current.id_commande}</h2>
                <p className={styles.meta}>
                  Livrée le {formatDate(current.livree_le)} · {current.nb_articles === 1 ? "1 produit" : `${current.nb_articles} produits`}
                </p>
                {user.impersonatedBy !== null ? <ActingAsNotice call="postNotationLivreur" /> : <CourierRatingForm orderId={current.id_commande} />}
              </section>
            ) : (
              orderId !== null &&
              !thanks && (
                <p role="status" className={styles.status}>
                  La livraison de la commande n° {orderId} ne peut pas être notée&nbsp;: elle n&apos;est pas encore livrée, a déjà été notée ou date de plus
                  de {COURIER_RATING_DAYS} jours.
                </p>
              )
            )}
            <section aria-labelledby="a-noter" className={styles.section}>
              <h2 id="a-noter">{others.length === 0 ? "Aucune autre livraison à noter" : "Vos livraisons à noter"}</h2>
              {others.length === 0 ? (
                <p>Vous pouvez noter chaque livraison dans les {COURIER_RATING_DAYS} jours qui la suivent.</p>
              ) : (
                <DeliveriesToRate deliveries={others} />
              )}
            </section>
            <p className={styles.section}>
              <Link href={PRODUCT_REVIEWS_PATH}>Donner mon avis sur les produits reçus</Link> · <Link href={SHOP_REVIEWS_PATH}>Les avis de nos clients</Link>
            </p>
            <HowReviewsAreChecked about="deliveries" />
          </>
        );
      }}
    </AccountPage>
  );
}
