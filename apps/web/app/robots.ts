// robots.txt: everything public is crawlable except the pages of an account, of an order being placed, of a dialog,
// of the staff, and the search's results; lists the sitemaps. robots.test.ts checks every route of the app is classed.
import type { MetadataRoute } from "next";
import { siteOrigin } from "@/features/catalogue/origin";

export const dynamic = "force-dynamic";

/**
 * Each line is the start of an address. Pages that need an account redirect a crawler to sign-in anyway; listing them
 * spares the crawl. Public pages that are `noindex` (a shelf's filtered views, a slot, the postal code form) are left
 * out on purpose: a crawler kept out would never read their `noindex`.
 */
const PRIVATE_PATHS = [
  // The account and what it holds.
  "/mon-compte",
  "/infos-personnelles",
  "/informations-personnelles",
  "/modifier-mon-mot-de-passe",
  "/parametres",
  "/mes-adresses",
  "/mes-cartes-bancaires",
  "/cartes-bancaires",
  "/mes-commandes-en-cours",
  "/mes-commandes-terminees",
  "/historique-commandes",
  "/commande/",
  "/mes-listes",
  "/liste/",
  "/mes-blocs-notes",
  "/bloc-notes/",
  "/panier/",
  "/mes-paniers-abandonnes",
  "/mes-reservations-de-creneaux",
  "/mes-parrainages",
  "/bons-d-achat",
  "/ma-cagnotte",
  "/bonnes-affaires",
  "/avis-produit",
  "/historique-de-mes-avis-produit",
  "/notation-livreur",
  "/defis/historique",
  "/sondage",
  // Signing in and out, and the links of e-mails.
  "/authentification",
  "/deconnexion",
  "/session-expiree",
  "/compte-supprime",
  "/confirmer-mon-adresse",
  "/confirmer-ma-nouvelle-adresse",
  "/redirect",
  // Placing an order, dialogs as pages, the staff's screens, the web-service.
  "/checkout/",
  "/modal/",
  "/support/",
  "/next-react/",
  // Endless variations of one page (ADR 0013).
  "/recherche",
];

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: { userAgent: "*", allow: "/", disallow: PRIVATE_PATHS },
    // The index lists the sitemaps the catalogue fills (app/sitemap-index/route.ts).
    sitemap: new URL("/sitemap.xml", origin).toString(),
  };
}
