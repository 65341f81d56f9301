// Routes of the account feature.
export const SESSION_EXPIRED_PATH = "/session-expiree";
export const SIGN_IN_PATH = "/authentification";
export const ACCOUNT_HOME_PATH = "/mon-compte";
/** Where a shopper lands once their account is deleted (« Votre compte a été supprimé. »). */
export const ACCOUNT_DELETED_PATH = "/compte-supprime";
export const LOGIN_AS_PATH = "/support/agir-en-tant-que";
/** Where « Quitter » brings a staff member back, the login-as page saying they left the customer's session. */
export const LOGIN_AS_LEFT_PATH = `${LOGIN_AS_PATH}?fin=1`;
/** What staff did while acting as a customer (ADR 0091). */
export const STAFF_JOURNAL_PATH = "/support/journal";
export const SIGN_OUT_PATH = "/deconnexion";
export const POSTAL_CODE_PATH = "/code-postal";
export const CONTACT_PATH = "/contacter-cabas";
export const LISTS_PATH = "/mes-listes";
export const listPath = (listId: number): string => `/liste/${listId}`;
/** The list page with the « add this product to a list » form (it asks a guest to sign in first). */
export const addToListPath = (slug: string): string => `${LISTS_PATH}?ajouter=${encodeURIComponent(slug)}`;
/** The list page with the « save my basket as a list » form. */
export const SAVE_BASKET_AS_LIST_PATH = `${LISTS_PATH}?panier=1#panier`;

/** Cookie naming the modal to open after a sign-in (BIENVENUE…), read once by the page that follows. */
export const PENDING_MODAL_COOKIE = "MODAL_A_OUVRIR";

/** The account pages of the specification: the built ones are links, the others are listed as coming soon. */
export const ACCOUNT_MENU: readonly { path: string; key: string; built: boolean }[] = [
  { path: "/infos-personnelles", key: "infos", built: true },
  { path: "/modifier-mon-mot-de-passe", key: "password", built: true },
  { path: "/parametres", key: "settings", built: true },
  { path: "/mes-adresses", key: "addresses", built: true },
  { path: "/mes-commandes-en-cours", key: "orders-current", built: true },
  { path: "/mes-commandes-terminees", key: "orders-closed", built: true },
  { path: "/historique-commandes", key: "orders-history", built: true },
  { path: "/mes-listes", key: "lists", built: true },
  { path: "/mes-paniers-abandonnes", key: "abandoned-baskets", built: true },
  { path: "/mes-blocs-notes", key: "notepads", built: true },
  { path: "/mes-cartes-bancaires", key: "cards", built: true },
  { path: "/mes-parrainages", key: "referrals", built: true },
  { path: "/bons-d-achat", key: "vouchers", built: true },
  { path: "/ma-cagnotte", key: "prize-pot", built: true },
  { path: "/programme-de-fidelite-cabas", key: "loyalty", built: true },
  { path: "/bonnes-affaires", key: "deals", built: true },
  { path: "/avis-produit", key: "product-reviews", built: true },
  { path: "/historique-de-mes-avis-produit", key: "review-history", built: true },
  { path: "/mes-reservations-de-creneaux", key: "slot-bookings", built: true },
  { path: "/notation-livreur", key: "courier-rating", built: true },
];
