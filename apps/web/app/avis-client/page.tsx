// Les avis de nos clients: the average of every delivery rating given after a delivered order, and the comments
// their authors agreed to publish, checked by the shop's team, newest first (?page=N for older ones).
import type { Metadata } from "next";
import Link from "next/link";
import { RATING_MAX } from "@cabas/contracts";
import { pageMetadata } from "@/features/content/metadata";
import { PageHeader } from "@/features/content/page-header";
import { COURIER_RATING_PATH, SHOP_REVIEWS_PATH } from "@/features/reviews/paths";
import { pageParamOf, readShopReviews } from "@/features/reviews/review-data";
import { formatRating } from "@/features/reviews/review-labels";
import { HowReviewsAreChecked, RatingSummaryView, ReviewCard } from "@/features/reviews/review-parts";
import styles from "@/features/reviews/reviews.module.css";
import { firstParam } from "@/lib/session/redirect-target";

const TITLE = "Les avis de nos clients";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: TITLE,
    description: "Ce que les clients de Cabas pensent de leurs livraisons : notes et commentaires vérifiés, après une commande livrée.",
    path: SHOP_REVIEWS_PATH,
  });
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ShopReviewsPage({ searchParams }: { searchParams: SearchParams }) {
  const page = pageParamOf(firstParam((await searchParams).page));
  const result = await readShopReviews(page);
  return (
    <div className="page">
      <PageHeader title={TITLE} lead="Après chaque livraison, nos clients notent leur livreur&nbsp;: voici ce qu'ils en disent." />
      {!result.ok ? (
        <p role="alert">Les avis ne peuvent pas être affichés pour le moment. Réessayez dans quelques instants.</p>
      ) : (
        <>
          <section aria-labelledby="note-globale">
            <h2 id="note-globale">Note de nos livraisons</h2>
            <RatingSummaryView summary={result.data} />
            {result.data.ponctualite_moyenne !== null && result.data.amabilite_moyenne !== null && (
              <p>
                Ponctualité&nbsp;: {formatRating(result.data.ponctualite_moyenne)}/{RATING_MAX} · Amabilité des livreurs&nbsp;:{" "}
                {formatRating(result.data.amabilite_moyenne)}/{RATING_MAX}
              </p>
            )}
            <HowReviewsAreChecked about="deliveries" />
          </section>
          <section aria-labelledby="commentaires" className={styles.section}>
            <h2 id="commentaires">Leurs commentaires</h2>
            {result.data.avis.length === 0 ? (
              <p>Aucun commentaire publié pour le moment.</p>
            ) : (
              <ul className={styles.reviews} aria-label="Commentaires de nos clients">
                {result.data.avis.map((a) => (
                  <li key={a.id}>
                    <ReviewCard review={a} />
                  </li>
                ))}
              </ul>
            )}
            {result.data.pages > 1 && (
              <nav aria-label="Pages des avis" className={styles.pagination}>
                {page > 1 && <Link href={page === 2 ? SHOP_REVIEWS_PATH : `${SHOP_REVIEWS_PATH}?page=${page - 1}`}>Avis plus récents</Link>}
                <span>
                  Page {page} sur {result.data.pages}
                </span>
                {page < result.data.pages && <Link href={`${SHOP_REVIEWS_PATH}?page=${page + 1}`}>Avis plus anciens</Link>}
              </nav>
            )}
          </section>
          <p className={styles.section}>
            Vous avez été livré récemment&#8239;? <Link href={COURIER_RATING_PATH}>Notez votre livreur</Link>.
          </p>
        </>
      )}
    </div>
  );
}
