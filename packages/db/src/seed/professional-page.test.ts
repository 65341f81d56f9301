// The professional page's text lives in the seed, and migration 0020 writes the same text into databases seeded
// before it (ADR 0042): the two copies stay equal, and the migration replaces only the old, untrue text.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, type DatabaseHandle } from "../client.ts";
import { staticPages } from "../schema/content.ts";
import { openTestDatabase } from "../test-database.ts";
import { STATIC_PAGES } from "./data/pages.ts";

const SLUG = "livraison-de-courses-pour-professionnels";
const migration = readFileSync(resolve(MIGRATIONS_FOLDER, "0020_professional_buyer_company.sql"), "utf8");
const pageUpdate = migration.split("--> statement-breakpoint").find((statement) => statement.includes('UPDATE "static_pages"'))!;
const seeded = STATIC_PAGES.find((page) => page.slug === SLUG)!;
const OLD_BODY = "## Les avantages Cabas Pro\n\n- **Paiement à 30 jours** par virement ou prélèvement SEPA, après validation de votre compte.";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
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

  it("is written by the migration exactly as the seed writes it", () => {
    const quoted = [...pageUpdate.matchAll(/\$page\$([\s\S]*?)\$page\$/g)].map((match) => match[1]);
    expect(quoted).toEqual([seeded.title, seeded.summary, seeded.body]);
  });

  it("replaces the old text of a database seeded before, and leaves a page already changed alone", async () => {
    await handle.db.insert(staticPages).values({ slug: SLUG, kind: "corporate", title: "Cabas Pro", summary: "Paiement à 30 jours.", body: OLD_BODY });
    await handle.db.execute(sql.raw(pageUpdate));
    expect(await pageRow()).toMatchObject({ title: seeded.title, summary: seeded.summary, body: seeded.body });
    await handle.db.update(staticPages).set({ body: "Un texte revu par l'équipe." }).where(eq(staticPages.slug, SLUG));
    await handle.db.execute(sql.raw(pageUpdate));
    expect((await pageRow()).body).toBe("Un texte revu par l'équipe.");
  });
});
