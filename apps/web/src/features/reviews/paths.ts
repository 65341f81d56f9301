// Routes of the reviews feature.
export const PRODUCT_REVIEWS_PATH = "/avis-produit";
export const REVIEW_HISTORY_PATH = "/historique-de-mes-avis-produit";
export const COURIER_RATING_PATH = "/notation-livreur";
export const SHOP_REVIEWS_PATH = "/avis-client";
export const SURVEY_PATH = "/sondage";

export const reviewFormPath = (productId: number): string => `${PRODUCT_REVIEWS_PATH}?article=${productId}`;
export const courierRatingPath = (orderId: number): string => `${COURIER_RATING_PATH}?commande=${orderId}`;
export const surveyPath = (code: string): string => `${SURVEY_PATH}?code=${encodeURIComponent(code)}`;
