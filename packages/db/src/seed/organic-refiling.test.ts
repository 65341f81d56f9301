// Refiling the organic products of a database seeded before migration 0023 (ADR 0053): the rules on their own, then
// on real databases (in-memory PGlite, or throwaway PostgreSQL databases when DATABASE_URL is set) seeded with
// generated products and put back the old way, compared with a database freshly seeded by the current seed.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../client.ts";
import { refreshSearchIndex } from "../search-index.ts";
import { openTestDatabase, type TestDatabaseState } from "../test-database.ts";
import { rowsOf } from "./batch.ts";
import { seedDatabase } from "./index.ts";
import { fileOrganicProductsAsBefore0023, organicFilingFromData } from "./organic-filing-before-0023.ts";
import {
  indexSeedFilings,
  ORGANIC_FILING_BEFORE_0049,
  pendingSelections,
  planRefiling,
  refileOrganicProducts,
  seedProductOf,
  SETTLED_SELECTIONS,
  unrecordedSelections,
  type CategoryState,
  type FiledProduct,
  type SeedFiling,
} from "./organic-refiling.ts";

const SEED_NOW = new Date("2026-11-01T08:00:00Z");
/** Enough generated products for every organic product of the seed to have a variant (434 hand-written). */
const PRODUCTS = 1000;

describe("the filing before migration 0023", () => {
  it("is the grouping products-bio.ts still keeps, shelf by shelf", () => {
    expect(ORGANIC_FILING_BEFORE_0049).toEqual(organicFilingFromData());
  });
});

// --- The rules ------------------------------------------------------------------------------------------------------

const BUTTER: SeedFiling = {
  name: "Beurre doux bio",
  slug: "beurre-doux-bio-250g",
  ean13: "3760000000017",
  shelf: "beurre-et-creme",
};
const COMMA: SeedFiling = { name: "Thé, menthe bio", slug: "the-menthe-bio", ean13: "3760000000024", shelf: "cafe" };
const SEED = indexSeedFilings([BUTTER, COMMA]);

describe("seedProductOf", () => {
  it("knows a hand-written product by its slug, else by its EAN", () => {
    expect(seedProductOf(BUTTER, SEED)).toEqual({ seed: BUTTER, variant: false });
    expect(seedProductOf({ ...BUTTER, slug: "beurre-renomme" }, SEED)).toEqual({ seed: BUTTER, variant: false });
  });
  it("knows a generated product by its EAN range and its name « <template>, <variant> »", () => {
    const variant = {
      slug: "beurre-doux-bio-maison-d-albi-lot-de-2-812",
      ean13: "3780000008127",
      name: "Beurre doux bio, lot de 2",
    };
    expect(seedProductOf(variant, SEED)).toEqual({ seed: BUTTER, variant: true });
    expect(seedProductOf({ ...variant, name: "Thé, menthe bio, petit format" }, SEED)).toEqual({
      seed: COMMA,
      variant: true,
    });
  });
  it("does not take a product of the shop's own, even named like a variant, for the seed's", () => {
    expect(
      seedProductOf({ slug: "beurre-maison", ean13: "3012345678901", name: "Beurre doux bio, lot de 2" }, SEED),
    ).toBeUndefined();
    expect(
      seedProductOf({ slug: "x-9", ean13: "3780000000096", name: "Beurre demi-sel bio, lot de 2" }, SEED),
    ).toBeUndefined();
  });
});

const category = (
  id: number,
  slug: string,
  bioSelectionOf: number[] | null = null,
  settled = false,
): CategoryState => ({ id, slug, bioSelectionOf, settled });
const SELECTIONS = new Map<string, readonly string[]>([
  ["bio", []],
  ["cremerie-bio", ["cremerie"]],
]);
const BEFORE = { "cremerie-bio": ["Beurre doux bio"], "epicerie-bio": ["Thé, menthe bio"] };
const OLD_STATES = [
  category(1, "cremerie"),
  category(2, "beurre-et-creme"),
  category(3, "bio"),
  category(4, "cremerie-bio"),
  category(5, "epicerie-bio"),
];
const filed = (
  id: number,
  categoryId: number,
  product: Pick<FiledProduct, "slug" | "ean13" | "name"> = BUTTER,
): FiledProduct => ({ id, categoryId, slug: product.slug, ean13: product.ean13, name: product.name });

describe("pendingSelections and unrecordedSelections", () => {
  it("waits on the seed's selections still shelves here and never settled; records those already made", () => {
    const states = [
      category(3, "bio", []),
      category(4, "cremerie-bio"),
      category(6, "cremerie-bio-x"),
      category(7, "fruits", null, true),
    ];
    expect(pendingSelections(states, SELECTIONS).map((s) => s.slug)).toEqual(["cremerie-bio"]);
    expect(unrecordedSelections(states, SELECTIONS).map((s) => s.slug)).toEqual(["bio"]);
    expect(pendingSelections([category(4, "cremerie-bio", null, true)], SELECTIONS)).toEqual([]);
    expect(unrecordedSelections([category(4, "cremerie-bio", [1], true)], SELECTIONS)).toEqual([]);
  });
});

describe("planRefiling", () => {
  it("moves a product the seed put on a Bio shelf to the shelf it files it on now, and makes the shelf a selection", () => {
    const plan = planRefiling(
      OLD_STATES,
      [filed(10, 4), filed(11, 4, { slug: "v-500", ean13: "3780000005001", name: "Beurre doux bio, format familial" })],
      SEED,
      SELECTIONS,
      BEFORE,
    );
    expect(plan.moves.map((m) => [m.productId, m.from, m.to, m.toId])).toEqual([
      [10, "cremerie-bio", "beurre-et-creme", 2],
      [11, "cremerie-bio", "beurre-et-creme", 2],
    ]);
    expect(plan.left).toEqual([]);
    expect(plan.selections).toEqual([
      { categoryId: 3, slug: "bio", bioSelectionOf: [] },
      { categoryId: 4, slug: "cremerie-bio", bioSelectionOf: [1] },
    ]);
  });

  it("leaves a product of the shop's own, or one moved by hand from another Bio shelf, and keeps the shelf a shelf", () => {
    const own = filed(20, 4, { slug: "beurre-de-la-ferme", ean13: "3012345678901", name: "Beurre de la ferme bio" });
    const plan = planRefiling(OLD_STATES, [own, filed(10, 4)], SEED, new Map([["cremerie-bio", ["cremerie"]]]), {
      "cremerie-bio": [],
      "epicerie-bio": ["Beurre doux bio"],
    });
    expect(plan.moves).toEqual([]);
    expect(plan.left.map((l) => [l.productId, l.reason])).toEqual([
      [20, "not a product of the seed"],
      [10, "the seed never filed it here: someone did"],
    ]);
    expect(plan.selections).toEqual([]);
    expect(plan.shelvesKept).toEqual([{ slug: "cremerie-bio", reason: "2 products left on it" }]);
  });

  it("leaves a product whose shelf is missing here, and touches nothing on a settled category", () => {
    const withoutShelf = OLD_STATES.filter((s) => s.slug !== "beurre-et-creme");
    expect(planRefiling(withoutShelf, [filed(10, 4)], SEED, SELECTIONS, BEFORE).left.map((l) => l.reason)).toEqual([
      "its shelf « beurre-et-creme » is missing here, or not a shelf",
    ]);
    const settled = OLD_STATES.map((s) => (s.slug === "cremerie-bio" ? { ...s, settled: true } : s));
    const plan = planRefiling(settled, [filed(10, 4)], SEED, SELECTIONS, BEFORE);
    expect(plan.moves).toEqual([]);
    expect(plan.selections.map((s) => s.slug)).toEqual(["bio"]);
  });

  it("keeps as a shelf a category whose selection names an aisle missing here", () => {
    const plan = planRefiling(
      OLD_STATES.filter((s) => s.slug !== "cremerie"),
      [],
      SEED,
      SELECTIONS,
      BEFORE,
    );
    expect(plan.shelvesKept).toEqual([{ slug: "cremerie-bio", reason: "aisle cremerie missing here" }]);
  });
});

// --- On real databases ----------------------------------------------------------------------------------------------

const FRESH: TestDatabaseState = {
  key: `organic-refiling-fresh-${PRODUCTS}`,
  prepare: async (handle) => {
    await seedDatabase(handle, { products: PRODUCTS, now: SEED_NOW });
    await refreshSearchIndex(handle);
  },
};
const OLDER: TestDatabaseState = {
  key: `organic-refiling-older-${PRODUCTS}`,
  prepare: async (handle) => {
    await FRESH.prepare(handle);
    await fileOrganicProductsAsBefore0023(handle);
  },
};

const query = async <T>(handle: DatabaseHandle, statement: ReturnType<typeof sql>) =>
  rowsOf<T>(await handle.db.execute(statement));

type Snapshot = {
  shelves: Map<string, string>;
  documents: Map<string, string>;
  selections: Map<string, string[] | null>;
};

/** Every product's shelf and search document, and every category's selection as aisle slugs, by slug. */
async function snapshot(handle: DatabaseHandle): Promise<Snapshot> {
  const productRows = await query<{ slug: string; shelf: string; document: string }>(
    handle,
    sql`SELECT p.slug, c.slug AS shelf, p.search_document::text AS document FROM products p JOIN categories c ON c.id = p.category_id`,
  );
  const categoryRows = await query<{ slug: string; aisles: string[] | null }>(
    handle,
    sql`SELECT c.slug, CASE WHEN c.bio_selection_of IS NULL THEN NULL ELSE
          coalesce((SELECT array_agg(a.slug ORDER BY a.slug) FROM categories a WHERE a.id = ANY(c.bio_selection_of)), '{}') END AS aisles
        FROM categories c`,
  );
  return {
    shelves: new Map(productRows.map((row) => [row.slug, row.shelf])),
    documents: new Map(productRows.map((row) => [row.slug, row.document])),
    selections: new Map(categoryRows.map((row) => [row.slug, row.aisles])),
  };
}

/** The organic products the « Bio » filter of an aisle finds: those filed under its shelves. */
async function organicIn(handle: DatabaseHandle, aisle: string): Promise<string[]> {
  const rows = await query<{ name: string }>(
    handle,
    sql`SELECT p.name FROM products p JOIN categories s ON s.id = p.category_id JOIN categories a ON a.id = s.parent_id
        WHERE a.slug = ${aisle} AND p.is_bio ORDER BY p.name`,
  );
  return rows.map((row) => row.name);
}

const idOf = async (handle: DatabaseHandle, table: "products" | "categories", where: ReturnType<typeof sql>) =>
  (await query<{ id: number }>(handle, sql`SELECT id FROM ${sql.raw(table)} WHERE ${where}`))[0]!.id;
const shelfOf = async (handle: DatabaseHandle, name: string) =>
  (
    await query<{ slug: string }>(
      handle,
      sql`SELECT c.slug FROM products p JOIN categories c ON c.id = p.category_id WHERE p.name = ${name}`,
    )
  )[0]?.slug;
const moveByHand = async (handle: DatabaseHandle, name: string, shelf: string) =>
  handle.db.execute(
    sql`UPDATE products SET category_id = (SELECT id FROM categories WHERE slug = ${shelf}) WHERE name = ${name}`,
  );

function quietly() {
  const lines: string[] = [];
  return { lines, log: (line: string) => void lines.push(line) };
}

describe("on a database seeded before migration 0023", () => {
  let fresh: Snapshot;
  let freshCremerie: string[];
  let handle: DatabaseHandle;

  beforeAll(async () => {
    const reference = await openTestDatabase(process.env.DATABASE_URL, FRESH);
    fresh = await snapshot(reference);
    freshCremerie = await organicIn(reference, "cremerie");
    await reference.close();
    handle = await openTestDatabase(process.env.DATABASE_URL, OLDER);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("starts filed the old way: the « Bio » filter of Crèmerie misses the organic butter and its variant", async () => {
    expect(await shelfOf(handle, "Beurre doux bio")).toBe("cremerie-bio");
    expect(await shelfOf(handle, "Lentilles vertes bio")).toBe("epicerie-bio");
    expect(await organicIn(handle, "cremerie")).not.toContain("Beurre doux bio");
    expect(freshCremerie).toContain("Beurre doux bio");
    expect(freshCremerie.some((name) => name.startsWith("Beurre doux bio, "))).toBe(true);
    expect((await snapshot(handle)).selections.get("cremerie-bio")).toBeNull();
  });

  it("moves every product the seed filed on a Bio shelf to its own, except one re-filed by hand, and logs it", async () => {
    // Someone put the organic Comté with the appetisers: their choice, kept.
    await moveByHand(handle, "Comté AOP bio 12 mois", "aperitif");
    const before = await query<{ n: number }>(
      handle,
      sql`SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id WHERE c.slug IN ('fruits-et-legumes-bio', 'cremerie-bio', 'epicerie-bio', 'boissons-bio')`,
    );
    const { lines, log } = quietly();
    const summary = await refileOrganicProducts(handle, { log });

    expect(summary.moves).toHaveLength(before[0]!.n);
    expect(summary.moves.length).toBeGreaterThanOrEqual(2 * 24 - 1);
    expect(summary.left).toEqual([]);
    expect(summary.selections.sort()).toEqual([
      "bio",
      "boissons-bio",
      "cremerie-bio",
      "epicerie-bio",
      "fruits-et-legumes-bio",
    ]);
    const now = await snapshot(handle);
    for (const [slug, shelf] of fresh.shelves) {
      if (slug === "comte-aop-bio-12-mois-200g") expect(shelf).toBe("fromages");
      else expect([slug, now.shelves.get(slug)]).toEqual([slug, shelf]);
    }
    expect(now.shelves.get("comte-aop-bio-12-mois-200g")).toBe("aperitif");
    expect(now.selections).toEqual(fresh.selections);
    // The search documents name the natural shelf again, as a fresh seed writes them.
    for (const [slug, document] of fresh.documents)
      if (slug !== "comte-aop-bio-12-mois-200g") expect([slug, now.documents.get(slug)]).toEqual([slug, document]);

    expect(await organicIn(handle, "cremerie")).toEqual(
      freshCremerie.filter((name) => name !== "Comté AOP bio 12 mois"),
    );
    expect(lines[0]).toMatch(
      /^Organic products checked against the seed's shelves in \d+ ms: \d+ moved to their own shelves, 5 Bio categories made selections\.$/,
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}moved from cremerie-bio to beurre-et-creme: « Beurre doux bio » \(id \d+\) and \d+ variants?$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}moved from cremerie-bio to fromages: \d+ variants? of « Comté AOP bio 12 mois »$/),
    );
    expect(lines).toContain("  epicerie-bio is now a selection of organic products, as the seed makes it");
  });

  it("changes nothing on a second run", async () => {
    const before = await snapshot(handle);
    const { lines, log } = quietly();
    const summary = await refileOrganicProducts(handle, { log });
    expect(summary).toMatchObject({ moves: [], left: [], selections: [], recorded: [], shelvesKept: [] });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/nothing to refile\.$/);
    expect(await snapshot(handle)).toEqual(before);
  });

  it("leaves a settled selection an operator turned back into a shelf, and what they filed on it", async () => {
    await handle.db.execute(sql`UPDATE categories SET bio_selection_of = NULL WHERE slug = 'epicerie-bio'`);
    await moveByHand(handle, "Lentilles vertes bio", "epicerie-bio");
    const before = await snapshot(handle);
    const summary = await refileOrganicProducts(handle, { log: () => undefined });
    expect(summary.moves).toEqual([]);
    expect(await snapshot(handle)).toEqual(before);
    expect(await shelfOf(handle, "Lentilles vertes bio")).toBe("epicerie-bio");
  });
});

describe("on an older database where the shop filed products on the Bio shelves itself", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(process.env.DATABASE_URL, OLDER);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("leaves the shop's own product and one moved between Bio shelves, keeps those shelves, names them", async () => {
    const grocery = await idOf(handle, "categories", sql`slug = 'epicerie-bio'`);
    await handle.db
      .execute(sql`INSERT INTO products (slug, ean13, name, category_id, description, net_quantity, net_unit, is_bio, vat_rate_bp)
      VALUES ('quinoa-de-la-ferme-bio-500g', '3012345678901', 'Quinoa de la ferme bio', ${grocery}, 'Quinoa de notre producteur.', 500, 'g', true, 550)`);
    await moveByHand(handle, "Beurre doux bio", "boissons-bio");
    const { lines, log } = quietly();
    const summary = await refileOrganicProducts(handle, { log });

    expect(summary.left.map((left) => [left.name, left.category, left.reason]).sort()).toEqual([
      ["Beurre doux bio", "boissons-bio", "the seed never filed it here: someone did"],
      ["Quinoa de la ferme bio", "epicerie-bio", "not a product of the seed"],
    ]);
    expect(await shelfOf(handle, "Quinoa de la ferme bio")).toBe("epicerie-bio");
    expect(await shelfOf(handle, "Beurre doux bio")).toBe("boissons-bio");
    // The seed's other products of those shelves moved all the same.
    expect(await shelfOf(handle, "Lentilles vertes bio")).toBe("legumes-secs-et-conserves");
    expect(await shelfOf(handle, "Jus de pomme bio")).toBe("jus-de-fruits");
    const selections = (await snapshot(handle)).selections;
    expect(selections.get("epicerie-bio")).toBeNull();
    expect(selections.get("boissons-bio")).toBeNull();
    expect(selections.get("cremerie-bio")).toEqual(["cremerie"]);
    expect(selections.get("bio")).toEqual([]);
    expect(summary.shelvesKept.map((kept) => kept.slug).sort()).toEqual(["boissons-bio", "epicerie-bio"]);
    expect(lines).toContain(
      `  epicerie-bio stays a shelf (1 product left on it): it becomes the seed's selection once nothing is filed on it; to keep it a shelf and silence this line: INSERT INTO seeded_content_keys (table_name, key) VALUES ('${SETTLED_SELECTIONS}', 'epicerie-bio')`,
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}left in epicerie-bio, not a product of the seed: « Quinoa de la ferme bio » \(id \d+\)$/,
      ),
    );
  });

  it("makes a kept shelf the selection once the operator has moved its products, or keeps it quietly if told", async () => {
    await moveByHand(handle, "Quinoa de la ferme bio", "pates-riz-et-cereales");
    const summary = await refileOrganicProducts(handle, { log: () => undefined });
    expect(summary.moves).toEqual([]);
    expect(summary.selections).toEqual(["epicerie-bio"]);
    expect((await snapshot(handle)).selections.get("epicerie-bio")).toEqual(["epicerie-salee", "epicerie-sucree"]);

    await handle.db.execute(
      sql`INSERT INTO seeded_content_keys (table_name, key) VALUES (${SETTLED_SELECTIONS}, 'boissons-bio')`,
    );
    const { lines, log } = quietly();
    const quiet = await refileOrganicProducts(handle, { log });
    expect(quiet).toMatchObject({ moves: [], left: [], selections: [], recorded: [], shelvesKept: [] });
    expect(lines).toEqual([expect.stringMatching(/nothing to refile\.$/)]);
    expect(await shelfOf(handle, "Beurre doux bio")).toBe("boissons-bio");
  });
});

describe("on a database seeded since migration 0023", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(process.env.DATABASE_URL, FRESH);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("moves nothing, records the seed's selections once, then only reads", async () => {
    const before = await snapshot(handle);
    const first = await refileOrganicProducts(handle, { log: () => undefined });
    expect(first).toMatchObject({ moves: [], left: [], selections: [], shelvesKept: [] });
    expect(first.recorded.sort()).toEqual([
      "bio",
      "boissons-bio",
      "cremerie-bio",
      "epicerie-bio",
      "fruits-et-legumes-bio",
    ]);
    const second = await refileOrganicProducts(handle, { log: () => undefined });
    expect(second).toMatchObject({ moves: [], left: [], selections: [], recorded: [], shelvesKept: [] });
    expect(await snapshot(handle)).toEqual(before);
  });
});
