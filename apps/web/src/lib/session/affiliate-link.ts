// An arrival through an affiliate's link (`?partenaire=…&campagne=…` on any page): the visit is counted once by
// the web-service (tracking) and the shopper lands on the same page without those parameters, so that a reload,
// a bookmark or a shared address does not count again. Nothing is stored in the browser (no consent needed).

const PARTNER = /^[a-z0-9][a-z0-9-]{1,39}$/;

export type AffiliateArrival = { partenaire: string; campagne?: string; page: string; clean: URL };

/** The arrival in this address, or null; a partner name that cannot be one is dropped silently. */
export function affiliateArrival(url: URL): AffiliateArrival | null {
  if (!url.searchParams.has("partenaire")) return null;
  const partner = (url.searchParams.get("partenaire") ?? "").trim().toLowerCase();
  const campaign = (url.searchParams.get("campagne") ?? "").trim().slice(0, 80);
  const clean = new URL(url.toString());
  clean.searchParams.delete("partenaire");
  clean.searchParams.delete("campagne");
  return {
    partenaire: PARTNER.test(partner) ? partner : "",
    ...(campaign ? { campagne: campaign } : {}),
    page: `${clean.pathname}${clean.search}`.slice(0, 300),
    clean,
  };
}
