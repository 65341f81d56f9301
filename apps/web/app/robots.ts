// robots.txt: everything public is crawlable except account, checkout and search result pages; lists the sitemaps.
import type { MetadataRoute } from "next";
import { siteOrigin } from "@/features/catalogue/origin";

export const dynamic = "force-dynamic";

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/checkout/", "/mon-compte", "/authentification", "/recherche", "/next-react/", "/modal/"],
    },
    // The index lists the sitemaps the catalogue fills (app/sitemap-index/route.ts).
    sitemap: new URL("/sitemap.xml", origin).toString(),
  };
}
