// The start-up refresh of editorial content (ADR 0045), on a seeded database: in-memory PGlite, or a throwaway
// PostgreSQL database when DATABASE_URL is set. Later seeds are simulated by passing changed copies of the seed.
import { createHash } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../client.ts";
import { offers, products } from "../schema/catalogue.ts";
import { faqEntries, homepageBlocks, jobs, seededContentKeys, siteSettings, staticPages } from "../schema/content.ts";
import { calendarEditions } from "../schema/games.ts";
import { openTestDatabase } from "../test-database.ts";
import {
  contentHash,
  decideRow,
  EDITORIAL_SEED,
  EDITORIAL_TABLES,
  refreshEditorialContent,
  seededRows,
  type EditorialRefreshOptions,
  type EditorialSeed,
} from "./editorial.ts";
import { seedDatabase } from "./index.ts";
import { LEGACY_FINGERPRINTS } from "./legacy-fingerprints.ts";

const SEED_NOW = new Date("2026-11-01T08:00:00Z");
const LATER = new Date("2026-12-15T09:30:00Z");
const CGV = "conditions-generales-de-vente";
const COOKIES = "cookies";

/** The seed with one page's body replaced, as an engineer correcting a text would leave it. */
function withPageBody(seed: EditorialSeed, slug: string, body: string): EditorialSeed {
  return { ...seed, pages: seed.pages.map((page) => (page.slug === slug ? { ...page, body } : page)) };
}

const table = (name: string) => EDITORIAL_TABLES.find((candidate) => candidate.name === name)!;
const seedHashOf = (name: string, seed: EditorialSeed, key: string) =>
  seededRows(table(name), seed, SEED_NOW).find((row) => table(name).keyOf(row) === key)!.seedHash;

describe("contentHash", () => {
  const fields = ["position", "payload"];
  it("does not depend on the key order jsonb hands an object back in", () => {
    expect(contentHash(fields, { position: 1, payload: { heading: "A", text: "B", items: [{ b: 1, a: 2 }] } })).toBe(
      contentHash(fields, { payload: { items: [{ a: 2, b: 1 }], text: "B", heading: "A" }, position: 1 }),
    );
  });
  it("changes with any field it covers, and only with those", () => {
    const row = { position: 1, payload: { heading: "A" }, isActive: true };
    expect(contentHash(fields, { ...row, payload: { heading: "A." } })).not.toBe(contentHash(fields, row));
    expect(contentHash(fields, { ...row, position: 2 })).not.toBe(contentHash(fields, row));
    expect(contentHash(fields, { ...row, isActive: false })).toBe(contentHash(fields, row));
  });
  it("tells an empty text from a missing one", () => {
    expect(contentHash(["link"], { link: "" })).not.toBe(contentHash(["link"], { link: null }));
    expect(contentHash(["link"], { link: undefined })).toBe(contentHash(["link"], { link: null }));
  });
});

describe("decideRow", () => {
  it("leaves a row already equal to the seed's content, stamping a missing or stale fingerprint", () => {
    expect(decideRow("s", "s", "s", [])).toEqual({ kind: "current", stamp: false });
    expect(decideRow("s", null, "s", [])).toEqual({ kind: "current", stamp: true });
    expect(decideRow("s", "edited-then-aligned", "s", [])).toEqual({ kind: "current", stamp: true });
  });
  it("rewrites a row whose content is still what the seed wrote", () => {
    expect(decideRow("old", "old", "new", [])).toEqual({ kind: "update" });
  });
  it("rewrites a row without fingerprint whose content an earlier seed wrote", () => {
    expect(decideRow("old", null, "new", ["older", "old"])).toEqual({ kind: "update" });
  });
  it("keeps a row without fingerprint whose content no seed ever wrote", () => {
    expect(decideRow("mine", null, "new", ["old"])).toEqual({
      kind: "edited",
      reason: "no-fingerprint",
      newerSeedText: true,
    });
  });
  it("keeps an edited row, and tells whether the seed's text changed since it wrote the row", () => {
    expect(decideRow("mine", "old", "new", [])).toEqual({
      kind: "edited",
      reason: "changed-since-seeded",
      newerSeedText: true,
    });
    expect(decideRow("mine", "new", "new", [])).toEqual({
      kind: "edited",
      reason: "changed-since-seeded",
      newerSeedText: false,
    });
  });
  it("trusts the stored fingerprint over the history: an edit back to an old seed text is an edit", () => {
    expect(decideRow("old", "newer", "newest", ["old"])).toMatchObject({ kind: "edited" });
  });
});

describe("the legacy fingerprints", () => {
  it("know the professional page as migration 0020 writes it (the seed's text of that time)", () => {
    const hash = seedHashOf("static_pages", EDITORIAL_SEED, "livraison-de-courses-pour-professionnels");
    expect(LEGACY_FINGERPRINTS.static_pages?.["livraison-de-courses-pour-professionnels"]).toContain(hash);
  });
  it("know every page the storefront links to, each under its own key", () => {
    for (const page of EDITORIAL_SEED.pages)
      expect(LEGACY_FINGERPRINTS.static_pages?.[page.slug]?.length).toBeGreaterThan(0);
  });
});

describe("refreshEditorialContent", () => {
  let handle: DatabaseHandle;
  const lines: string[] = [];
  const refresh = (options: EditorialRefreshOptions = {}) => {
    lines.length = 0;
    return refreshEditorialContent(handle, { now: LATER, log: (line) => lines.push(line), ...options });
  };
  const page = async (slug: string) =>
    (await handle.db.select().from(staticPages).where(eq(staticPages.slug, slug)))[0];
  /** Every column of every editorial table, to prove a run wrote nothing. */
  const snapshot = async () => {
    const rows = [];
    for (const { table: editorial } of EDITORIAL_TABLES)
      rows.push(await handle.db.select().from(editorial).orderBy(asc(editorial.id)));
    rows.push(await handle.db.select().from(seededContentKeys));
    return JSON.stringify(rows);
  };

  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedDatabase(handle, { now: SEED_NOW });
  });
  afterAll(() => handle.close());

  it("finds a freshly seeded database current, at any later date, and writes nothing", async () => {
    const before = await snapshot();
    const summary = await refresh();
    expect(summary).toMatchObject({ inserted: [], updated: [], kept: [], deleted: [], noLongerInSeed: [], stamped: 0 });
    expect(lines).toEqual([
      expect.stringMatching(/^Editorial content checked against the seed in \d+ ms: already current\.$/),
    ]);
    expect(await snapshot()).toBe(before);
  });

  it("brings an unedited page to the seed's new text, and a second run changes nothing", async () => {
    const corrected = withPageBody(EDITORIAL_SEED, CGV, "## Article 1 — Objet\n\nLe texte corrigé des CGV.");
    const summary = await refresh({ seed: corrected });
    expect(summary.updated).toEqual([`static_pages ${CGV}`]);
    expect(lines).toContain(`  updated to the seed's text: static_pages ${CGV}`);
    const row = await page(CGV);
    expect(row).toMatchObject({ body: "## Article 1 — Objet\n\nLe texte corrigé des CGV.", updatedAt: LATER });
    expect(row?.seedHash).toBe(seedHashOf("static_pages", corrected, CGV));

    const before = await snapshot();
    const again = await refresh({ seed: corrected, now: new Date(LATER.getTime() + 86_400_000) });
    expect(again).toMatchObject({ inserted: [], updated: [], kept: [], stamped: 0 });
    expect(await snapshot()).toBe(before);
  });

  it("keeps a page someone edited, names it when the seed has a newer text, and is quiet when it has not", async () => {
    await handle.db
      .update(staticPages)
      .set({ body: "La politique cookies revue par notre juriste." })
      .where(eq(staticPages.slug, COOKIES));
    const quiet = await refresh();
    expect(quiet.kept).toEqual([]);
    expect((await page(COOKIES))?.body).toBe("La politique cookies revue par notre juriste.");

    const newer = withPageBody(EDITORIAL_SEED, COOKIES, "## Cookies\n\nUn texte plus récent du seed.");
    const summary = await refresh({ seed: newer });
    expect(summary.updated).not.toContain(`static_pages ${COOKIES}`);
    expect(summary.kept).toEqual([
      expect.stringContaining(`static_pages ${COOKIES} (changed since the seed wrote it;`),
    ]);
    expect(lines.some((line) => line.includes("NOT applied") && line.includes(`static_pages ${COOKIES}`))).toBe(true);
    expect((await page(COOKIES))?.body).toBe("La politique cookies revue par notre juriste.");

    // The line says how to keep the edit quietly: the seed's fingerprint written by hand.
    const silence = /(UPDATE .*)\)$/.exec(summary.kept[0]!)![1]!;
    await handle.db.execute(sql.raw(silence));
    expect((await refresh({ seed: newer })).kept).toEqual([]);
    expect((await page(COOKIES))?.body).toBe("La politique cookies revue par notre juriste.");
  });

  it("inserts rows the seed added, with dates from the day they arrive, and leaves deleted rows deleted", async () => {
    const grown: EditorialSeed = {
      ...EDITORIAL_SEED,
      pages: [
        ...EDITORIAL_SEED.pages,
        {
          slug: "charte-qualite",
          kind: "corporate",
          title: "Notre charte qualité",
          summary: "Nos engagements.",
          body: "## Qualité\n\nNos engagements.",
        },
      ],
      faq: EDITORIAL_SEED.faq.map((group, index) =>
        index === 0
          ? { ...group, entries: [...group.entries, ["Puis-je commander par téléphone ?", "Oui, au 01 86 95 00 00."]] }
          : group,
      ),
      jobs: [
        ...EDITORIAL_SEED.jobs,
        {
          ...EDITORIAL_SEED.jobs[0]!,
          slug: "preparateur-de-commandes-merignac",
          location: "Mérignac (33)",
          publishedDaysAgo: 2,
        },
      ],
    };
    const category = EDITORIAL_SEED.faq[0]!.category;
    const position = EDITORIAL_SEED.faq[0]!.entries.length;
    const summary = await refresh({ seed: grown });
    expect(summary.inserted).toEqual([
      "static_pages charte-qualite",
      `faq_entries ${category}:${position}`,
      "jobs preparateur-de-commandes-merignac",
    ]);
    expect(await page("charte-qualite")).toMatchObject({ title: "Notre charte qualité", updatedAt: LATER });
    const [entry] = await handle.db
      .select()
      .from(faqEntries)
      .where(and(eq(faqEntries.category, category), eq(faqEntries.position, position)));
    expect(entry).toMatchObject({
      question: "Puis-je commander par téléphone ?",
      seedHash: seedHashOf("faq_entries", grown, `${category}:${position}`),
    });
    const [job] = await handle.db.select().from(jobs).where(eq(jobs.slug, "preparateur-de-commandes-merignac"));
    expect(job?.publishedAt).toEqual(new Date(LATER.getTime() - 2 * 86_400_000));

    await handle.db.delete(staticPages).where(eq(staticPages.slug, "charte-qualite"));
    const after = await refresh({ seed: grown });
    expect(after.inserted).toEqual([]);
    expect(after.deleted).toEqual(["static_pages charte-qualite"]);
    expect(await page("charte-qualite")).toBeUndefined();
  });

  it("deletes nothing the seed no longer defines, and names only what the seed wrote", async () => {
    // The previous test's seed had these rows; the real seed does not.
    const before = await snapshot();
    const summary = await refresh();
    expect(summary.noLongerInSeed).toEqual([
      expect.stringMatching(/^faq_entries .+ \(id \d+\)$/),
      expect.stringMatching(/^jobs preparateur-de-commandes-merignac \(id \d+\)$/),
    ]);
    expect(lines.some((line) => line.includes("no longer in the seed, left in place"))).toBe(true);
    expect(await snapshot()).toBe(before);

    // A row someone added is theirs: never named.
    await handle.db
      .insert(staticPages)
      .values({ slug: "page-de-l-equipe", kind: "editorial", title: "T", summary: "S", body: "B" });
    await handle.db.update(jobs).set({ seedHash: null }).where(eq(jobs.slug, "preparateur-de-commandes-merignac"));
    expect((await refresh()).noLongerInSeed).toEqual([expect.stringMatching(/^faq_entries /)]);
  });

  it("moves a block only when nobody moved or changed it: a block put elsewhere by hand counts as edited", async () => {
    const [first] = await handle.db.select().from(homepageBlocks).where(eq(homepageBlocks.position, 0));
    const [second] = await handle.db.select().from(homepageBlocks).where(eq(homepageBlocks.position, 1));
    await handle.db.update(homepageBlocks).set({ position: 1 }).where(eq(homepageBlocks.id, first!.id));
    await handle.db.update(homepageBlocks).set({ position: 0 }).where(eq(homepageBlocks.id, second!.id));
    const retitled: EditorialSeed = {
      ...EDITORIAL_SEED,
      homepageBlocks: EDITORIAL_SEED.homepageBlocks.map((block, index) =>
        index <= 1 ? { ...block, title: `${block.title ?? ""} !` } : block,
      ),
    };
    const summary = await refresh({ seed: retitled });
    expect(summary.updated.filter((label) => label.startsWith("homepage_blocks"))).toEqual([]);
    expect(summary.kept.filter((label) => label.startsWith("homepage_blocks"))).toHaveLength(2);
    expect((await handle.db.select().from(homepageBlocks).where(eq(homepageBlocks.id, first!.id)))[0]).toMatchObject({
      position: 1,
      title: first!.title,
    });
  });

  it("judges rows seeded before fingerprints existed by the texts earlier seeds wrote", async () => {
    const oldBody = "## Ancien texte\n\nCe que le seed écrivait autrefois.";
    const old = withPageBody(EDITORIAL_SEED, "mentions-legales", oldBody);
    // A database seeded before migration 0021: no fingerprint, no journal; one page still has an old seed's text,
    // one was changed by SQL, the rest are the current texts.
    await handle.db.update(staticPages).set({ body: oldBody }).where(eq(staticPages.slug, "mentions-legales"));
    await handle.db
      .update(staticPages)
      .set({ body: "Modifié en SQL." })
      .where(eq(staticPages.slug, "donnees-personnelles"));
    for (const { table: editorial } of EDITORIAL_TABLES) await handle.db.update(editorial).set({ seedHash: null });
    await handle.db.delete(seededContentKeys);
    const legacy = { static_pages: { "mentions-legales": [seedHashOf("static_pages", old, "mentions-legales")] } };

    const summary = await refresh({ legacy });
    expect(summary.updated).toEqual(["static_pages mentions-legales"]);
    expect((await page("mentions-legales"))?.body).toBe(
      EDITORIAL_SEED.pages.find((p) => p.slug === "mentions-legales")!.body,
    );
    expect(summary.kept).toContainEqual(
      expect.stringContaining("static_pages donnees-personnelles (differs from every text the seed wrote;"),
    );
    expect((await page("donnees-personnelles"))?.body).toBe("Modifié en SQL.");
    expect(summary.inserted).toEqual([]);
    // Every other row the seed defines is the current text: it only gets its fingerprint.
    const defined = EDITORIAL_TABLES.reduce((sum, t) => sum + t.rows(EDITORIAL_SEED, LATER).length, 0);
    expect(summary.stamped).toBe(defined - summary.updated.length - summary.kept.length);
    expect((await page(CGV))?.seedHash).toBe(seedHashOf("static_pages", EDITORIAL_SEED, CGV));
    expect((await handle.db.select().from(siteSettings))[0]?.seedHash).not.toBeNull();
    // Every key the seed defines is now in the journal: deleting one of those rows is final.
    const journal = await handle.db.select().from(seededContentKeys);
    expect(journal).toHaveLength(defined);

    const before = await snapshot();
    const again = await refresh({ legacy });
    expect(again).toMatchObject({ updated: [], inserted: [], stamped: 0 });
    expect(again.kept).toEqual(summary.kept);
    expect(await snapshot()).toBe(before);
  });

  it("touches nothing but editorial content", async () => {
    const fingerprint = async () =>
      createHash("sha256")
        .update(
          JSON.stringify([
            await handle.db.select().from(products).orderBy(asc(products.id)),
            await handle.db.select().from(offers).orderBy(asc(offers.productId), asc(offers.perimeterId)),
            await handle.db.select().from(calendarEditions),
          ]),
        )
        .digest("hex");
    const before = await fingerprint();
    await refresh({ seed: withPageBody(EDITORIAL_SEED, "attributions", "## Attributions\n\nNouveau texte.") });
    expect(await fingerprint()).toBe(before);
  });
});
