// The shop's own public pages, in one list from which the footer and the sitemap are both built (ADR 0103): a page
// added to the footer is in the sitemap unless it says it is not to be indexed.
import type { ViewTarget } from "../../ui/modal/view-link.tsx";
import { CONTACT_PATH } from "../account/paths.ts";
import { CALENDAR_PATH, CHALLENGE_FAQ_PATH, CINEMA_PATH } from "../games/paths.ts";

/** « Les 3 offres de bienvenue », linked from « Bienvenue » (a seeded page, `bienvenue-3-offres`). */
const WELCOME_OFFERS_PATH = "/bienvenue/3-offres";

/**
 * A footer link. `label`: its text's translation key. `view`: with JavaScript the link opens this dialog instead of
 * its page. `noindex`: the page asks search engines not to index it (its metadata's `robots: { index: false }`), so the
 * sitemap leaves it out; content-pages.test.ts checks the flag against the page's source.
 */
export type FooterLink = { href: string; label: string; view?: ViewTarget; noindex?: true };
export type FooterGroup = { titleKey: string; links: FooterLink[] };

/** « Aide et contact », beside the logo, above the phone number and e-mail address. */
export const HELP_LINKS: FooterLink[] = [
  { href: "/faq", label: "footer.links.faq" },
  { href: "/rappels-produits", label: "catalogue.recall-link", view: { view: "RAPPEL_PRODUITS" } },
];

export const FOOTER_GROUPS: FooterGroup[] = [
  {
    titleKey: "footer.company",
    links: [
      { href: "/la-marque", label: "footer.links.la-marque" },
      { href: "/nos-engagements", label: "footer.links.nos-engagements" },
      { href: "/avis-client", label: "footer.links.avis-client" },
      { href: "/sondage", label: "footer.links.sondage", view: { view: "NOUVEAU_SITE_SONDAGE" }, noindex: true },
      { href: "/nos-services", label: "footer.links.nos-services" },
      { href: "/recrute", label: "footer.links.recrute" },
      { href: "/affiliation", label: "footer.links.affiliation" },
      { href: "/communique-de-presse", label: "footer.links.communique-de-presse" },
      { href: "/application-pour-faire-ses-courses-smartphone-tablette", label: "footer.links.application" },
    ],
  },
  {
    titleKey: "footer.shopping",
    links: [
      { href: "/catalogue", label: "footer.links.catalogue" },
      { href: "/recettes", label: "footer.links.recettes" },
      { href: "/packs", label: "footer.links.packs" },
      { href: "/comment-ca-marche", label: "footer.links.comment-ca-marche" },
      { href: "/livraison", label: "footer.links.livraison" },
      { href: "/ma-ville/", label: "footer.links.ma-ville" },
      { href: "/frais-de-livraison-courses-a-domicile", label: "footer.links.frais-de-livraison" },
      { href: "/picking", label: "footer.links.picking" },
      { href: "/livraison-de-courses-pour-professionnels", label: "footer.links.pros" },
      { href: "/offres-clients", label: "footer.links.offres-clients" },
      { href: "/offre-nouveau-client", label: "footer.links.offre-nouveau-client" },
      { href: "/programme-de-fidelite-cabas", label: "footer.links.fidelite" },
      { href: "/defis", label: "footer.links.defis" },
      { href: "/bienvenue", label: "footer.links.bienvenue" },
      { href: "/newsletter", label: "footer.links.newsletter" },
    ],
  },
  {
    titleKey: "footer.legal",
    links: [
      { href: "/mentions-legales", label: "footer.links.mentions-legales" },
      { href: "/conditions-generales-de-vente", label: "footer.links.cgv" },
      { href: "/donnees-personnelles", label: "footer.links.donnees-personnelles" },
      { href: "/cookies", label: "footer.links.cookies" },
      { href: "/attributions", label: "footer.links.attributions" },
    ],
  },
];

/**
 * Public pages no footer link leads to that a visitor may still look for from a search engine, reached from other
 * pages: the advent calendar, the contact form, the welcome offers (from « Bienvenue »), the cinema contest (from the
 * offers) and the challenges' FAQ (from « Défis »).
 */
export const UNLINKED_CONTENT_PATHS: readonly string[] = [CALENDAR_PATH, CONTACT_PATH, WELCOME_OFFERS_PATH, CINEMA_PATH, CHALLENGE_FAQ_PATH];

/** Every link of the footer: help, then each group's. */
export const footerLinks = (): FooterLink[] => [...HELP_LINKS, ...FOOTER_GROUPS.flatMap((group) => group.links)];

/** A path as the sitemap lists it: its page's canonical address, without the trailing slash a link may carry. */
const canonicalPath = (href: string): string => (href.length > 1 ? href.replace(/\/+$/, "") : href);

/** The shop's own pages for the sitemap: the footer's links but the noindex ones, then the unlinked pages, each once. */
export const contentPagePaths = (): string[] => [
  ...new Set([
    ...footerLinks()
      .filter((link) => !link.noindex)
      .map((link) => canonicalPath(link.href)),
    ...UNLINKED_CONTENT_PATHS,
  ]),
];
