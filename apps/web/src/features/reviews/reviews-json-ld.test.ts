import { describe, expect, it } from "vitest";
import { reviewsJsonLd } from "./reviews-json-ld.ts";

const summary = { note_moyenne: 4.5, nombre: 2, repartition: [] };
const review = { id: 1, note: 5, titre: "Parfait", texte: "Très bon camembert.", auteur: "Chloé D.", date: "2026-11-24T10:00:00.000Z", date_experience: null, verifie: true };

describe("reviews in the product's structured data", () => {
  it("adds the average and the reviews shown", () => {
    expect(reviewsJsonLd({ ...summary, avis: [review] })).toEqual({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
      review: [
        {
          "@type": "Review",
          name: "Parfait",
          reviewBody: "Très bon camembert.",
          datePublished: "2026-11-24",
          author: { "@type": "Person", name: "Chloé D." },
          reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
        },
      ],
    });
  });

  it("adds nothing without a published review", () => {
    expect(reviewsJsonLd(null)).toEqual({});
    expect(reviewsJsonLd({ note_moyenne: null, nombre: 0, repartition: [], avis: [] })).toEqual({});
  });
});
