// Historique de mes avis produit: every review the customer wrote, newest first, with where it stands (waiting for
// moderation, published, refused and why) and a link to change it.
import type { Metadata } from "next";
import Link from "next/link";
import type { MyReview } from "@cabas/contracts";
import { AccountPage } from "@/features/account/account-parts";
import accountStyles from "@/features/account/account.module.css";
import { PRODUCT_REVIEWS_PATH, REVIEW_HISTORY_PATH, reviewFormPath } from "@/features/reviews/paths";
import { readMyReviews } from "@/features/reviews/review-data";
import { starsLabel } from "@/features/reviews/review-labels";
import { HowReviewsAreChecked, Stars } from "@/features/reviews/review-parts";
import styles from "@/features/reviews/reviews.module.css";
import { formatDate } from "@/lib/format/price";
import { firstParam } from "@/lib/session/redirect-target";
import { RouteNotice } from "@/ui/focus/route-notice";
import { typesetFrench } from "@cabas/contracts/french-typography";

export const metadata: Metadata = { title: "Historique de mes avis produit", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const flash = firstParam(params.envoye)
    ? "Merci ! Votre avis sera publié après sa relecture par notre équipe."
    : firstParam(params.modifie)
      ? "Votre avis est modifié : il sera publié après une nouvelle relecture par notre équipe."
      : null;
  return (
    <AccountPage path={REVIEW_HISTORY_PATH} title="Historique de mes avis produit">
      {async () => {
        const result = await readMyReviews();
        if (!result.ok) {
          return (
            <p role="alert" className={accountStyles.formError}>
              {result.message || "Vos avis ne peuvent pas être affichés pour le moment."}
            </p>
          );
        }
        const reviews = result.data.avis;
        return (
          <>
            {flash && <RouteNotice className={styles.status}>{flash}</RouteNotice>}
            {reviews.length === 0 ? (
              <p>
                Vous n&apos;avez pas encore donné d&apos;avis. <Link href={PRODUCT_REVIEWS_PATH}>Voir les produits que vous pouvez noter</Link>
              </p>
            ) : (
              <ul className={styles.items} aria-label="Mes avis">
                {reviews.map((r) => (
                  <MyReviewItem key={r.id} review={r} />
                ))}
              </ul>
            )}
            <p className={styles.section}>
              <Link href={PRODUCT_REVIEWS_PATH}>Donner mon avis sur d&apos;autres produits</Link>
            </p>
            <HowReviewsAreChecked about="products" />
          </>
        );
      }}
    </AccountPage>
  );
}

function MyReviewItem({ review }: { review: MyReview }) {
  return (
    <li className={styles.item}>
      {/* eslint-disable-next-line @next/next/no-img-element -- SVG icons, no optimisation needed */}
      <img src={review.produit.image.url} alt="" width={56} height={56} loading="lazy" />
      <div className={styles.itemBody}>
        <Link href={`/${review.produit.slug}`} prefetch={false}>
          {typesetFrench(review.produit.nom)}
        </Link>
        <span className={styles.badge} data-status={review.statut}>
          {review.statut_libelle}
        </span>
        <Stars value={review.note} label={starsLabel(review.note)} />
        <strong>{review.titre}</strong>
        <p className={styles.reviewText}>{review.texte}</p>
        {review.motif_refus && <p className={accountStyles.error}>Motif du refus&nbsp;: {review.motif_refus}</p>}
        <p className={styles.meta}>
          {review.publie_le ? `Publié le ${formatDate(review.publie_le)}` : `Envoyé le ${formatDate(review.modifie_le)}`}
        </p>
        <Link href={reviewFormPath(review.produit.id)} aria-label={`Modifier mon avis sur ${review.produit.nom}`}>
          Modifier mon avis
        </Link>
      </div>
    </li>
  );
}
