// Server-side reads of reviews: a product's and the shop's (public, shared by the web-service's cache), and the
// signed-in customer's own (their token).
import "server-only";
import { cache } from "react";
import { getAvis, getAvisADonner, getAvisClient, getMonAvis, getSurvey } from "@cabas/contracts";
import { callApi } from "../../lib/api/client.ts";
import { recordIdParam } from "../../lib/format/record-id.ts";

/** A product's published reviews and rating; null when they cannot be read (the product page still shows). */
export const readProductReviews = cache(async (productId: number) => {
  const result = await callApi(getAvis, { id_article: productId, page: 1 }, { perimeter: false });
  return result.ok ? result.data : null;
});

export const readShopReviews = (page: number) => callApi(getAvisClient, { page }, { perimeter: false });
export const readReviewsToGive = () => callApi(getAvisADonner, { page: 1 }, { perimeter: false });
export const readMyReviews = () => callApi(getMonAvis, {}, { perimeter: false });
export const readMyReview = (productId: number) => callApi(getMonAvis, { id_article: productId }, { perimeter: false });
/** A survey's questions, and whether the signed-in customer may (still) answer it. */
export const readSurvey = (code: string) => callApi(getSurvey, { code }, { perimeter: false });

/** A positive id from the address (?article=12, ?commande=10000001), else null. */
export const idParamOf = (raw: string | undefined): number | null => (raw === undefined ? null : recordIdParam(raw));

/** A page number from the address: 1 unless a sensible one is given. */
export const pageParamOf = (raw: string | undefined): number => {
  const id = idParamOf(raw);
  return id !== null && id <= 10_000 ? id : 1;
};
