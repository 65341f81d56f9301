// Server pieces of the review pages and the product page: stars, a rating summary, published reviews, and the
// notice French law asks for wherever reviews are shown (article L111-7-2 and D111-17 du Code de la consommation).
import Link from "next/link";
import type { DeliveryToRate, PublicReview, RatingSummary, ShopReview } from "@cabas/contracts";
import { COURIER_RATING_DAYS, REVIEW_PUBLICATION_YEARS, RATING_MAX } from "@cabas/contracts";
import { formatDate } from "../../lib/format/price.ts";
import { averageLabel, formatRating, reviewCount, starsFill, starsLabel } from "./review-labels.ts";
import { courierRatingPath } from "./paths.ts";
import styles from "./reviews.module.css";

/** Five stars, filled in proportion to `value`, read as `label`. */
export function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      <span aria-hidden="true" className={styles.starsEmpty}>
        {"★".repeat(RATING_MAX)}
      </span>
      <span aria-hidden="true" className={styles.starsFull} style={{ width: starsFill(value) }}>
        {"★".repeat(RATING_MAX)}
      </span>
    </span>
  );
}

/** Average, count and how many gave each number of stars. */
export function RatingSummaryView({ summary }: { summary: RatingSummary }) {
  if (summary.note_moyenne === null || summary.nombre === 0) return <p>{reviewCount(0)} pour le moment.</p>;
  return (
    <div className={styles.summary}>
      <p className={styles.average}>
        <Stars value={summary.note_moyenne} label={averageLabel(summary.note_moyenne, summary.nombre)} />
        <span aria-hidden="true">
          <strong>{formatRating(summary.note_moyenne)}</strong>/{RATING_MAX} · {reviewCount(summary.nombre)}
        </span>
      </p>
      <table className={styles.distribution}>
        <caption className="visually-hidden">Répartition des notes</caption>
        <tbody>
          {summary.repartition.map((r) => (
            <tr key={r.note}>
              <th scope="row">{starsLabel(r.note)}</th>
              <td>
                <span className={styles.bar} aria-hidden="true">
                  <span style={{ width: `${summary.nombre ? Math.round((r.nombre / summary.nombre) * 100) : 0}%` }} />
                </span>
              </td>
              <td>{r.nombre}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One published review: rating, title, text, author, and the dates of the review and of the experience. */
export function ReviewCard({ review, headingLevel = 3 }: { review: PublicReview | ShopReview; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const title = "titre" in review ? review.titre : null;
  const text = "texte" in review ? review.texte : review.commentaire;
  return (
    <article className={styles.review}>
      <Stars value={review.note} label={starsLabel(review.note)} />
      {title && <Heading className={styles.reviewTitle}>{title}</Heading>}
      <p className={styles.reviewText}>{text}</p>
      <p className={styles.reviewMeta}>
        {review.auteur} · avis du {formatDate(review.date)}
        {review.date_experience && <> · {"titre" in review ? "produit reçu" : "livré"} le {formatDate(review.date_experience)}</>}
        {" · "}
        <span className={styles.verified}>Avis vérifié</span>
      </p>
    </article>
  );
}

/** « Comment les avis sont-ils contrôlés ? »: the checks, the order shown, no reward, how long reviews stay. */
export function HowReviewsAreChecked({ about }: { about: "products" | "deliveries" }) {
  return (
    <details className={styles.notice}>
      <summary>{"Comment les avis sont-ils contrôlés\u202F?"}</summary>
      {about === "products" ? (
        <p>
          Seuls les clients qui ont reçu ce produit dans une commande livrée par Cabas peuvent donner leur avis («&nbsp;Avis vérifié&nbsp;»), un seul par
          produit. Chaque avis est relu par notre équipe avant sa publication&nbsp;: il est refusé s&apos;il ne porte pas sur le produit, contient des
          propos injurieux, des données personnelles ou de la publicité, et son auteur en est informé avec le motif. Les avis négatifs sont publiés
          comme les autres. La note moyenne est celle des avis publiés.
        </p>
      ) : (
        <p>
          Seuls les clients dont la commande a été livrée peuvent noter sa livraison, une fois, dans les {COURIER_RATING_DAYS} jours. La note
          moyenne tient compte de toutes les notes données, bonnes ou mauvaises&#8239;; les commentaires ne sont publiés qu&apos;avec l&apos;accord de leur
          auteur, après relecture par notre équipe (refusés s&apos;ils contiennent des propos injurieux, des données personnelles ou de la
          publicité, et leur auteur est informé du motif).
        </p>
      )}
      <p>
        Aucune contrepartie n&apos;est offerte en échange d&apos;un avis. Les avis sont affichés du plus récent au plus ancien, avec la date de
        l&apos;avis et celle de la livraison&#8239;; ils restent publiés {REVIEW_PUBLICATION_YEARS} ans au plus et sont supprimés avec le compte de leur
        auteur.
      </p>
    </details>
  );
}

type ProductReviewsData = RatingSummary & { avis: PublicReview[] };

/** Near the product's name: its average and count, leading to the reviews below (nothing without a review). */
export function ProductRatingLink({ reviews }: { reviews: ProductReviewsData | null }) {
  if (!reviews || reviews.note_moyenne === null || reviews.nombre === 0) return null;
  return (
    <p className={styles.ratingLink}>
      <a href="#p-avis">
        <Stars value={reviews.note_moyenne} label={averageLabel(reviews.note_moyenne, reviews.nombre)} />
        <span aria-hidden="true">
          {formatRating(reviews.note_moyenne)} ({reviewCount(reviews.nombre)})
        </span>
      </a>
    </p>
  );
}

/** The product page's reviews: average, distribution, the latest published reviews and how they are checked. */
export function ProductReviews({ reviews }: { reviews: ProductReviewsData | null }) {
  if (!reviews) return null;
  return (
    <section aria-labelledby="p-avis" className={styles.productReviews}>
      <h2 id="p-avis">Avis clients</h2>
      <RatingSummaryView summary={reviews} />
      {reviews.avis.length > 0 && (
        <ul className={styles.reviews} aria-label="Derniers avis">
          {reviews.avis.map((r) => (
            <li key={r.id}>
              <ReviewCard review={r} />
            </li>
          ))}
        </ul>
      )}
      <HowReviewsAreChecked about="products" />
    </section>
  );
}

/** Deliveries the customer can still rate, each linked to its rating form. */
export function DeliveriesToRate({ deliveries }: { deliveries: readonly Pick<DeliveryToRate, "id_commande" | "livree_le">[] }) {
  return (
    <ul className={styles.items}>
      {deliveries.map((d) => (
        <li key={d.id_commande} className={styles.itemBody}>
          <Link href={courierRatingPath(d.id_commande)}>Noter la livraison de la commande n° {d.id_commande}</Link>
          <p className={styles.meta}>Livrée le {formatDate(d.livree_le)}</p>
        </li>
      ))}
    </ul>
  );
}
