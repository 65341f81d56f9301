// The rating and reviews of a product in its schema.org Product data, so search engines can show them.
import { RATING_MAX, RATING_MIN, type PublicReview, type RatingSummary } from "@cabas/contracts";

export function reviewsJsonLd(reviews: (RatingSummary & { avis: PublicReview[] }) | null): Record<string, unknown> {
  if (!reviews || reviews.note_moyenne === null || reviews.nombre === 0) return {};
  return {
    aggregateRating: { "@type": "AggregateRating", ratingValue: reviews.note_moyenne, reviewCount: reviews.nombre, bestRating: RATING_MAX, worstRating: RATING_MIN },
    review: reviews.avis.map((r) => ({
      "@type": "Review",
      name: r.titre,
      reviewBody: r.texte,
      datePublished: r.date.slice(0, 10),
      author: { "@type": "Person", name: r.auteur },
      reviewRating: { "@type": "Rating", ratingValue: r.note, bestRating: RATING_MAX, worstRating: RATING_MIN },
    })),
  };
}
