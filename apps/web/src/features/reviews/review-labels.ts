// French wording of ratings and review counts, shared by the review pages and the product page.
import { RATING_MAX } from "@cabas/contracts";

const oneDecimal = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** « 1 étoile sur 5 », « 4 étoiles sur 5 ». */
export const starsLabel = (n: number): string => `${n} ${n > 1 ? "étoiles" : "étoile"} sur ${RATING_MAX}`;

/** « 4,3 » */
export const formatRating = (value: number): string => oneDecimal.format(value);

/** « 1 avis », « 12 avis » (invariable), « Aucun avis ». */
export const reviewCount = (n: number): string => (n === 0 ? "Aucun avis" : `${n} avis`);

/** What a screen reader hears for a rating: « Note moyenne : 4,3 sur 5, 12 avis ». */
export const averageLabel = (average: number, count: number): string => `Note moyenne : ${formatRating(average)} sur ${RATING_MAX}, ${reviewCount(count)}`;

/** The share of the stars drawn filled, as a CSS width (« 86% »). */
export const starsFill = (value: number): string => `${Math.round((Math.min(Math.max(value, 0), RATING_MAX) / RATING_MAX) * 1000) / 10}%`;
