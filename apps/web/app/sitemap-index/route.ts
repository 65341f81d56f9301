// /sitemap.xml (rewritten here by next.config.ts: a folder named sitemap.xml would clash with app/sitemap.ts): the
// sitemap index, listing the editorial sitemap and the product sitemaps the catalogue fills.
import { siteOrigin } from "@/features/catalogue/origin";
import { sitemapIds, sitemapIndexXml } from "@/features/catalogue/sitemap-plan";
import { catalogueSize } from "@/lib/api/catalogue";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const [origin, total] = await Promise.all([siteOrigin(), catalogueSize()]);
  const urls = sitemapIds(total).map(({ id }) => new URL(`/sitemap/${id}.xml`, origin).toString());
  return new Response(sitemapIndexXml(urls), { headers: { "content-type": "application/xml; charset=utf-8" } });
}
