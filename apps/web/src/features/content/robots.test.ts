// robots.txt against the app's own routes: every page is either kept from crawlers (an account's, the checkout's, a
// dialog's, the staff's…) or named here as public, so a new page has to be classed.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { needsAccount } from "../../lib/session/account-paths.ts";

vi.mock("@/features/catalogue/origin", () => ({ siteOrigin: async () => "https://www.cabas.test" }));

const { default: robots } = await import("../../../app/robots.ts");

const APP = fileURLToPath(new URL("../../../app/", import.meta.url));

/** The app's pages and routes as addresses: route groups dropped, a dynamic segment written as « x ». */
function routes(dir = APP, prefix = ""): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && /^(page|route)\.tsx?$/.test(entry.name)) found.push(prefix || "/");
    if (!entry.isDirectory()) continue;
    const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name.replace(/^\[.*\]$/, "x")}`;
    found.push(...routes(join(dir, entry.name), prefix + segment));
  }
  return found;
}

/** Pages anyone may find through a search engine (some are `noindex`, which crawlers must be let in to read). */
const PUBLIC = new Set([
  "/",
  "/x",
  "/x/images",
  "/affiliation",
  "/application-pour-faire-ses-courses-smartphone-tablette",
  "/attributions",
  "/avis-client",
  "/bienvenue",
  "/bienvenue/3-offres",
  "/cabas/producteur/x",
  "/calendrier-de-l-avent",
  "/calendrier-de-l-avent/reglement",
  "/catalogue",
  "/catalogue/x",
  "/code-postal",
  "/comment-ca-marche",
  "/communique-de-presse",
  "/conditions-generales-de-vente",
  "/contacter-cabas",
  "/cookies",
  "/creneau",
  "/creneau/x",
  "/defis",
  "/defis/faq",
  "/design-system",
  "/donnees-personnelles",
  "/faq",
  "/frais-de-livraison-courses-a-domicile",
  "/la-marque",
  "/livraison",
  "/livraison/x/x",
  "/livraison-de-courses-pour-professionnels",
  "/ma-ville",
  "/marque/x",
  "/mentions-legales",
  "/newsletter",
  "/nos-engagements",
  "/nos-services",
  "/offre-nouveau-client",
  "/offres-clients",
  "/offres-clients/offre-cinema",
  "/offres-clients/offre-cinema/reglement",
  "/packs",
  "/packs/x",
  "/panachage/x",
  "/picking",
  "/programme-de-fidelite-cabas",
  "/rappels-produits",
  "/recettes",
  "/recettes/x",
  "/recrute",
  "/sitemap-index",
]);

describe("robots.txt", async () => {
  const { rules } = await robots();
  const rule = Array.isArray(rules) ? rules[0]! : rules;
  const disallow = [rule.disallow ?? []].flat();
  // Crawlers read each line as the start of an address.
  const kept = (path: string) => disallow.some((line) => path.startsWith(line));

  it("keeps crawlers out of every page that is not public, and lets them into every public one", () => {
    const all = routes();
    expect(all.filter((path) => !PUBLIC.has(path) && !kept(path))).toEqual([]);
    expect(all.filter((path) => PUBLIC.has(path) && kept(path))).toEqual([]);
  });

  it("keeps them out of every page that needs an account, whatever the id", () => {
    const private_ = routes().filter((path) => needsAccount(path));
    expect(private_.length).toBeGreaterThan(20);
    expect(private_.filter((path) => !kept(path))).toEqual([]);
    for (const path of ["/liste/12", "/bloc-notes/3", "/panier/8", "/commande/4521", "/checkout/confirmation/9", "/modal/paiement/cb"]) {
      expect(kept(path), path).toBe(true);
    }
  });

  it("lets them into a product, a shelf and the site's own texts", () => {
    for (const path of ["/", "/camembert-de-normandie-aop-250-g", "/catalogue/cremerie", "/faq", "/livraison/75/paris", "/avis-client"]) {
      expect(kept(path), path).toBe(false);
    }
    expect(rule.allow).toBe("/");
  });
});
