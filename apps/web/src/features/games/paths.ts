// Routes of the games feature: challenges, the advent calendar and the cinema contest.
export const CHALLENGES_PATH = "/defis";
export const CHALLENGE_HISTORY_PATH = "/defis/historique";
export const CHALLENGE_FAQ_PATH = "/defis/faq";
export const CALENDAR_PATH = "/calendrier-de-l-avent";
export const CALENDAR_RULES_PATH = "/calendrier-de-l-avent/reglement";
export const CINEMA_PATH = "/offres-clients/offre-cinema";
export const CINEMA_RULES_PATH = "/offres-clients/offre-cinema/reglement";
export const challengeProductsPath = (id: number, page = 1): string => `${CHALLENGES_PATH}?produits=${id}${page > 1 ? `&page=${page}` : ""}#produits`;
/** Where a dead e-mail confirmation link lands, and the parameter the game's page reads once it worked (ADR 0048). */
export const EXPIRED_CONFIRMATION_PATH = "/confirmer-mon-adresse/lien-expire";
export const CONFIRMED_PARAM = "adresse_confirmee";
