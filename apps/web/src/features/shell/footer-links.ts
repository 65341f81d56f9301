// The footer's link groups: corporate, shopping, help and legal pages.
import type { ViewTarget } from "../../ui/modal/view-link.tsx";

/** `view`: with JavaScript the link opens this dialog instead of its page. */
export type FooterLink = { href: string; key: string; view?: ViewTarget };
export type FooterGroup = { titleKey: string; links: FooterLink[] };

export const FOOTER_GROUPS: FooterGroup[] = [
  {
    titleKey: "footer.company",
    links: [
      { href: "/la-marque", key: "la-marque" },
      { href: "/nos-engagements", key: "nos-engagements" },
      { href: "/avis-client", key: "avis-client" },
      { href: "/sondage", key: "sondage", view: { view: "NOUVEAU_SITE_SONDAGE" } },
      { href: "/nos-services", key: "nos-services" },
      { href: "/recrute", key: "recrute" },
      { href: "/affiliation", key: "affiliation" },
      { href: "/communique-de-presse", key: "communique-de-presse" },
      { href: "/application-pour-faire-ses-courses-smartphone-tablette", key: "application" },
    ],
  },
  {
    titleKey: "footer.shopping",
    links: [
      { href: "/catalogue", key: "catalogue" },
      { href: "/recettes", key: "recettes" },
      { href: "/packs", key: "packs" },
      { href: "/comment-ca-marche", key: "comment-ca-marche" },
      { href: "/livraison", key: "livraison" },
      { href: "/ma-ville/", key: "ma-ville" },
      { href: "/frais-de-livraison-courses-a-domicile", key: "frais-de-livraison" },
      { href: "/picking", key: "picking" },
      { href: "/livraison-de-courses-pour-professionnels", key: "pros" },
      { href: "/offres-clients", key: "offres-clients" },
      { href: "/offre-nouveau-client", key: "offre-nouveau-client" },
      { href: "/programme-de-fidelite-cabas", key: "fidelite" },
      { href: "/defis", key: "defis" },
      { href: "/bienvenue", key: "bienvenue" },
      { href: "/newsletter", key: "newsletter" },
    ],
  },
  {
    titleKey: "footer.legal",
    links: [
      { href: "/mentions-legales", key: "mentions-legales" },
      { href: "/conditions-generales-de-vente", key: "cgv" },
      { href: "/donnees-personnelles", key: "donnees-personnelles" },
      { href: "/cookies", key: "cookies" },
      { href: "/attributions", key: "attributions" },
    ],
  },
];
