// The professional page's text lives in the seed. Migration 0020 wrote the seed's text of that time into databases
// seeded before it, only where the old, untrue text was still there (ADR 0042); since ADR 0045 the start-up refresh
// takes such a page on to whatever the seed says now, so the migration's copy need not follow the seed any more
// (a released migration never changes): it only has to be a text the seed once wrote.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, type DatabaseHandle } from "../client.ts";
import { staticPages } from "../schema/content.ts";
import { openTestDatabase } from "../test-database.ts";
import { STATIC_PAGES } from "./data/pages.ts";
import { contentHash, EDITORIAL_SEED, EDITORIAL_TABLES, refreshEditorialContent } from "./editorial.ts";
import { seedDatabase } from "./index.ts";
import { LEGACY_FINGERPRINTS } from "./legacy-fingerprints.ts";

const SLUG = "livraison-de-courses-pour-professionnels";
const migration = readFileSync(resolve(MIGRATIONS_FOLDER, "0020_professional_buyer_company.sql"), "utf8");
const pageUpdate = migration.split("--> statement-breakpoint").find((statement) => statement.includes('UPDATE "static_pages"'))!;
const seeded = STATIC_PAGES.find((page) => page.slug === SLUG)!;
const OLD_BODY = "## Les avantages Cabas Pro\n\n- **Paiement à 30 jours** par virement ou prélèvement SEPA, après validation de votre compte.";

const pages = EDITORIAL_TABLES.find((table) => table.name === "static_pages")!;
const quoted = [...pageUpdate.matchAll(/\$page\$([\s\S]*?)\$page\$/g)].map((match) => match[1]);
const migrated = { slug: SLUG, kind: "corporate", title: quoted[0], summary: quoted[1], body: quoted[2] };
/** The seed as it will be once someone corrects the page again. */
const later = {
  ...EDITORIAL_SEED,
  pages: EDITORIAL_SEED.pages.map((page) => (page.slug === SLUG ? { ...page, body: `${page.body}\n\nUn ajout.` } : page)),
};

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDatabase(handle);
});
afterAll(() => handle.close());

const pageRow = async () => (await handle.db.select().from(staticPages).where(eq(staticPages.slug, SLUG)))[0]!;

describe("the professional page", () => {
  it("promises none of what does not exist", () => {
    for (const untrue of ["30 jours", "hors taxes**", "Plusieurs utilisateurs", "plafond", "24 heures ouvrées", "interlocuteur dédié"]) {
      expect(seeded.body).not.toContain(untrue);
      expect(seeded.summary).not.toContain(untrue);
    }
    expect(seeded.body).toContain("/authentification?signin=1&pro=1");
  });

  it("is written by the migration as a text the seed once wrote, which the start-up refresh recognises", () => {
    expect(quoted).toHaveLength(3);
    expect(LEGACY_FINGERPRINTS.static_pages?.[SLUG]).toContain(contentHash(pages.fields, migrated));
  });

  it("goes from the old text of a database seeded before, through the migration, to the seed's current text", async () => {
    await handle.db
      .update(staticPages)
      .set({ title: "Cabas Pro", summary: "Paiement à 30 jours.", body: OLD_BODY, seedHash: null })
      .where(eq(staticPages.slug, SLUG));
    await handle.db.execute(sql.raw(pageUpdate));
    expect(await pageRow()).toMatchObject({ title: migrated.title, summary: migrated.summary, body: migrated.body });
    const summary = await refreshEditorialContent(handle, { seed: later, log: () => undefined });
    expect(summary.updated).toEqual([`static_pages ${SLUG}`]);
    expect((await pageRow()).body).toBe(later.pages.find((page) => page.slug === SLUG)!.body);
  });

  it("leaves a page someone changed alone, in the migration as in the refresh", async () => {
    await handle.db.update(staticPages).set({ body: "Un texte revu par l'équipe." }).where(eq(staticPages.slug, SLUG));
    await handle.db.execute(sql.raw(pageUpdate));
    const summary = await refreshEditorialContent(handle, { log: () => undefined });
    expect(summary.kept).toEqual([expect.stringContaining(`static_pages ${SLUG} (changed since the seed wrote it;`)]);
    expect((await pageRow()).body).toBe("Un texte revu par l'équipe.");
  });
});
