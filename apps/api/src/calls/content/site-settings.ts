// getConfiguration, getMentionsLegales and redirect: calls that read the site-wide settings row.
import { eq } from "drizzle-orm";
import { getConfiguration, getMentionsLegales, redirect } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { notFound, unprocessable } from "../../http/app-error.ts";
import { decideRedirect } from "../../domain/redirect-target.ts";
import { toStaticPage } from "./pages.ts";

/** Cabas's interface is French; the right-to-left list stays empty as in the specification. */
export const LOCALES = { default: "fr", declared: ["fr"], rtl: [] as string[] };

export async function loadSettings(db: Database) {
  const [settings] = await db.select().from(schema.siteSettings).where(eq(schema.siteSettings.id, 1)).limit(1);
  if (!settings) throw new Error("Site settings are missing: seed the database.");
  return settings;
}

export const getConfigurationCall = implement(getConfiguration, async ({ db, config }) => {
  const s = await loadSettings(db);
  return {
    settings: {
      title: s.title,
      description: s.description,
      // Where the shop is deployed, when its environment says it: a database seeded before the address was known (or
      // moved to another host) would otherwise give every page a canonical address on localhost (ADR 0075).
      canonical: config.deployedUrl ?? s.canonicalUrl,
      socialImage: s.socialImage,
      themeColor: s.themeColor,
      contact: { email: s.contactEmail, phone: s.contactPhone },
      options: { isUnderMaintenance: s.isUnderMaintenance, maintenance: s.maintenanceText },
      locales: LOCALES,
    },
  };
});

export const getMentionsLegalesCall = implement(getMentionsLegales, async ({ db }) => {
  const [page] = await db
    .select()
    .from(schema.staticPages)
    .where(eq(schema.staticPages.slug, "mentions-legales"))
    .limit(1);
  if (!page) throw notFound("Les mentions légales sont introuvables.");
  const s = await loadSettings(db);
  return {
    page: toStaticPage(page),
    company: { name: "Cabas SAS", email: s.contactEmail, phone: s.contactPhone },
  };
});

export const redirectCall = implement(redirect, async ({ db, input }) => {
  const s = await loadSettings(db);
  const decision = decideRedirect(input.t, s.redirectAllowlist);
  if (!decision.ok) throw unprocessable(decision.reason);
  return { url: decision.url, internal: decision.internal };
});
