// All static pages (slugs are routes of the storefront: keep them exactly as they are).
import type { PageKind } from "../../schema/content.ts";
import { CORPORATE_PAGES } from "./pages-corporate.ts";
import { EDITORIAL_PAGES } from "./pages-editorial.ts";
import { LEGAL_PAGES } from "./pages-legal.ts";

export type StaticPageSeed = { slug: string; kind: PageKind; title: string; summary: string; body: string };

export const STATIC_PAGES: readonly StaticPageSeed[] = [...CORPORATE_PAGES, ...EDITORIAL_PAGES, ...LEGAL_PAGES];

/** The pages the storefront links to; the seed refuses to run if one is missing. */
export const REQUIRED_PAGES: Readonly<Record<PageKind, readonly string[]>> = {
  corporate: [
    "la-marque",
    "application-pour-faire-ses-courses-smartphone-tablette",
    "affiliation",
    "nos-engagements",
    "nos-services",
    "recrute",
    "livraison-de-courses-pour-professionnels",
    "bienvenue",
    "bienvenue-3-offres",
    "offres-clients",
    "programme-de-fidelite-cabas",
    "newsletter",
  ],
  editorial: ["picking", "livraison", "frais-de-livraison-courses-a-domicile", "ma-ville", "comment-ca-marche"],
  legal: [
    "mentions-legales",
    "conditions-generales-de-vente",
    "donnees-personnelles",
    "cookies",
    "communique-de-presse",
    "offre-nouveau-client",
    "attributions",
  ],
};
