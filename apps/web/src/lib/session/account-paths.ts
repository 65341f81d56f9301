// Pages that need an account (spec §2). The proxy sends a visitor without a token cookie straight to
// sign-in (a real 307, before any streaming); the pages still check the session with `me` themselves.
import { loginUrlFor } from "./redirect-target.ts";

const ACCOUNT_PATHS = new Set([
  "/mon-compte",
  "/infos-personnelles",
  "/informations-personnelles",
  "/modifier-mon-mot-de-passe",
  "/parametres",
  "/support/agir-en-tant-que",
  "/mes-cartes-bancaires",
  "/cartes-bancaires",
  "/mes-commandes-en-cours",
  "/mes-commandes-terminees",
  "/historique-commandes",
  "/checkout/paiement",
  "/mes-listes",
  "/mes-listes-personnelles",
  "/mes-blocs-notes",
  "/defis/historique",
  "/avis-produit",
  "/historique-de-mes-avis-produit",
  "/notation-livreur",
  "/mes-paniers-abandonnes",
  "/mes-parrainages",
  "/bons-d-achat",
  "/ma-cagnotte",
]);

/** Pages of one of the customer's own things (a list, a notepad, a set-aside basket), whatever its id. */
const ACCOUNT_PREFIXES = ["/liste/", "/bloc-notes/", "/panier/"];

export const needsAccount = (pathname: string): boolean => {
  const path = pathname.replace(/\/+$/, "") || "/";
  return ACCOUNT_PATHS.has(path) || ACCOUNT_PREFIXES.some((prefix) => path.startsWith(prefix));
};

/** Where a visitor without a token goes instead of an account page, or null when the page is open to all. */
export const guestRedirect = (pathname: string, search: string, hasToken: boolean): string | null =>
  !hasToken && needsAccount(pathname) ? loginUrlFor(pathname, search) : null;
