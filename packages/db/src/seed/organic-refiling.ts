// Organic products of a database seeded before migration 0023 (ADR 0053): that seed filed them on the Bio aisle's
// shelves, where the « Bio » filter of the other aisles cannot find them. At every start of the API (after the
// editorial refresh, ADR 0045) the products the seed put there move to the shelf the seed files them on now, and the
// Bio categories left empty become the selections a fresh seed makes (ADR 0049). What someone filed by hand stays.
import { eq, inArray, sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../client.ts";
import { categories, products } from "../schema/catalogue.ts";
import { seededContentKeys } from "../schema/content.ts";
import { rowsOf } from "./batch.ts";
import { buildCatalogue } from "./catalogue.ts";
import { CATEGORY_TREE } from "./data/categories.ts";
import { GENERATED_EAN_PREFIX } from "./generate-products.ts";

/**
 * Where the seed filed its organic products before ADR 0049, by shelf: frozen history, read from
 * `git show 4394b58^:packages/db/src/seed/data/products-bio.ts` (the same 24 products since the first seed). Generated
 * products were filed with the hand-written product they vary.
 */
export const ORGANIC_FILING_BEFORE_0049: Readonly<Record<string, readonly string[]>> = {
  "fruits-et-legumes-bio": [
    "Pommes Bio Reine des Reinettes",
    "Bananes bio équitables",
    "Carottes bio",
    "Tomates anciennes bio",
    "Citrons bio",
    "Courgettes bio",
  ],
  "cremerie-bio": [
    "Lait demi-écrémé bio",
    "Yaourts nature bio au lait entier x4",
    "Beurre doux bio",
    "Œufs bio x6",
    "Comté AOP bio 12 mois",
    "Crème fraîche épaisse bio",
  ],
  "epicerie-bio": [
    "Spaghetti complets bio",
    "Riz basmati bio",
    "Lentilles vertes bio",
    "Farine de blé T65 bio",
    "Huile d'olive vierge extra bio",
    "Chocolat noir 72 % bio équitable",
    "Muesli bio aux fruits secs",
    "Confiture de framboises bio",
  ],
  "boissons-bio": [
    "Jus de pomme bio",
    "Jus d'orange bio",
    "Boisson amande bio sans sucres ajoutés",
    "Thé vert Sencha bio x20",
  ],
};

/**
 * The journal (`seeded_content_keys`) records, under this table name and the category's slug, that a selection is
 * settled: made by this refiling or found made. A settled category is never touched again, so one an operator turns
 * back into a shelf stays a shelf, with whatever they put on it.
 */
export const SETTLED_SELECTIONS = "categories.bio_selection_of";

/** The selections the seed makes: category slug → the aisles' slugs it gathers (none: every aisle). */
export function seedSelections(tree = CATEGORY_TREE): Map<string, readonly string[]> {
  const selections = new Map<string, readonly string[]>();
  for (const aisle of tree)
    for (const category of [aisle, ...(aisle.children ?? [])])
      if (category.bioSelectionOf) selections.set(category.slug, category.bioSelectionOf);
  return selections;
}

/** A hand-written product of the seed and the shelf the seed files it on now. */
export type SeedFiling = { name: string; slug: string; ean13: string; shelf: string };
export type SeedIndex = {
  bySlug: Map<string, SeedFiling>;
  byEan: Map<string, SeedFiling>;
  byName: Map<string, SeedFiling>;
};

export function indexSeedFilings(filings: readonly SeedFiling[]): SeedIndex {
  return {
    bySlug: new Map(filings.map((filing) => [filing.slug, filing])),
    byEan: new Map(filings.map((filing) => [filing.ean13, filing])),
    byName: new Map(filings.map((filing) => [filing.name, filing])),
  };
}

/** The current seed's hand-written products with their shelves (the generator files a variant with its template). */
export function currentSeedFilings(): SeedFiling[] {
  const catalogue = buildCatalogue(new Date());
  const slugById = new Map(catalogue.categories.map((row) => [row.id, row.slug]));
  return catalogue.products.map(({ row }) => ({
    name: row.name,
    slug: row.slug,
    ean13: row.ean13,
    shelf: slugById.get(row.categoryId) ?? "",
  }));
}

export type FiledProduct = { id: number; slug: string; ean13: string; name: string; categoryId: number };

/**
 * The seed's product a database product is (same slug, else same EAN) or varies (a generated product: its EAN in the
 * generator's range, its name « <the hand-written product's name>, <variant> »). Undefined for anyone else's product.
 */
export function seedProductOf(
  product: Pick<FiledProduct, "slug" | "ean13" | "name">,
  seed: SeedIndex,
): { seed: SeedFiling; variant: boolean } | undefined {
  const own = seed.bySlug.get(product.slug) ?? seed.byEan.get(product.ean13);
  if (own) return { seed: own, variant: false };
  if (!product.ean13.startsWith(GENERATED_EAN_PREFIX)) return undefined;
  const name = product.name;
  for (let cut = name.lastIndexOf(", "); cut > 0; cut = name.lastIndexOf(", ", cut - 1)) {
    const template = seed.byName.get(name.slice(0, cut));
    if (template) return { seed: template, variant: true };
  }
  return undefined;
}

export type CategoryState = { id: number; slug: string; bioSelectionOf: number[] | null; settled: boolean };

/**
 * Categories the seed makes selections that are still shelves here and were never settled: the Bio aisle and its
 * shelves of a database seeded before migration 0023. Empty on a fresh or already refiled database.
 */
export function pendingSelections(
  states: readonly CategoryState[],
  selections: ReadonlyMap<string, readonly string[]>,
): CategoryState[] {
  return states.filter((state) => selections.has(state.slug) && !state.settled && state.bioSelectionOf === null);
}

/** Selections already made (by a seed since ADR 0049) and not yet recorded as settled: recorded once, nothing else. */
export function unrecordedSelections(
  states: readonly CategoryState[],
  selections: ReadonlyMap<string, readonly string[]>,
): CategoryState[] {
  return states.filter((state) => selections.has(state.slug) && !state.settled && state.bioSelectionOf !== null);
}

export type Move = {
  productId: number;
  name: string;
  from: string;
  fromId: number;
  to: string;
  toId: number;
  seedName: string;
};
export type LeftInPlace = { productId: number; name: string; category: string; reason: string };
export type RefilingPlan = {
  moves: Move[];
  left: LeftInPlace[];
  /** Pending categories that become selections: nothing stays on them. */
  selections: { categoryId: number; slug: string; bioSelectionOf: number[] }[];
  /** Pending categories that stay shelves for now, and why. */
  shelvesKept: { slug: string; reason: string }[];
};

/** Name → the Bio shelf the seed put that product on before ADR 0049. */
const shelfBefore = (filing: Readonly<Record<string, readonly string[]>>) =>
  new Map(Object.entries(filing).flatMap(([shelf, names]) => names.map((name) => [name, shelf] as const)));

/**
 * What to move, given the categories and the products filed on the pending ones. A product moves only if the seed
 * put it (or the product it varies) on exactly that Bio shelf and files it elsewhere now: a product filed there by
 * hand, from another Bio shelf or from anywhere else, or one the seed never wrote, stays, and its shelf stays a shelf.
 */
export function planRefiling(
  states: readonly CategoryState[],
  filed: readonly FiledProduct[],
  seed: SeedIndex,
  selections: ReadonlyMap<string, readonly string[]> = seedSelections(),
  before: Readonly<Record<string, readonly string[]>> = ORGANIC_FILING_BEFORE_0049,
): RefilingPlan {
  const byId = new Map(states.map((state) => [state.id, state]));
  const bySlug = new Map(states.map((state) => [state.slug, state]));
  const pending = pendingSelections(states, selections);
  const pendingIds = new Set(pending.map((state) => state.id));
  const previousShelf = shelfBefore(before);
  const plan: RefilingPlan = { moves: [], left: [], selections: [], shelvesKept: [] };

  for (const product of filed) {
    const from = byId.get(product.categoryId);
    if (!from || !pendingIds.has(from.id)) continue;
    const leave = (reason: string) =>
      plan.left.push({ productId: product.id, name: product.name, category: from.slug, reason });
    const found = seedProductOf(product, seed);
    if (!found) {
      leave("not a product of the seed");
      continue;
    }
    if (previousShelf.get(found.seed.name) !== from.slug) {
      leave("the seed never filed it here: someone did");
      continue;
    }
    const to = bySlug.get(found.seed.shelf);
    if (!to || to.bioSelectionOf !== null || selections.has(to.slug)) {
      leave(`its shelf « ${found.seed.shelf} » is missing here, or not a shelf`);
      continue;
    }
    plan.moves.push({
      productId: product.id,
      name: product.name,
      from: from.slug,
      fromId: from.id,
      to: to.slug,
      toId: to.id,
      seedName: found.seed.name,
    });
  }

  for (const category of pending) {
    const staying = plan.left.filter((left) => left.category === category.slug).length;
    if (staying > 0) {
      plan.shelvesKept.push({
        slug: category.slug,
        reason: `${staying} product${staying > 1 ? "s" : ""} left on it`,
      });
      continue;
    }
    const aisles = selections.get(category.slug) ?? [];
    const missing = aisles.filter((slug) => !bySlug.has(slug));
    if (missing.length > 0) {
      plan.shelvesKept.push({ slug: category.slug, reason: `aisle ${missing.join(", ")} missing here` });
      continue;
    }
    plan.selections.push({
      categoryId: category.id,
      slug: category.slug,
      bioSelectionOf: aisles.map((slug) => bySlug.get(slug)!.id),
    });
  }
  return plan;
}

// --- The refiling ---------------------------------------------------------------------------------------------------

export type OrganicRefilingSummary = {
  moves: Move[];
  left: LeftInPlace[];
  /** Slugs of the categories made selections, and of those found already made and recorded as settled. */
  selections: string[];
  recorded: string[];
  shelvesKept: { slug: string; reason: string }[];
  milliseconds: number;
};

export type OrganicRefilingOptions = {
  /** The seed's hand-written products and their shelves (tests pass others); the current seed's by default. */
  seed?: readonly SeedFiling[];
  log?: (line: string) => void;
};

/** Any constant: it only keeps two processes starting at once from refiling together. */
const REFILING_LOCK = 4_520_053;

async function readCategoryStates(db: Database): Promise<CategoryState[]> {
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      bioSelectionOf: categories.bioSelectionOf,
      settledKey: seededContentKeys.key,
    })
    .from(categories)
    .leftJoin(
      seededContentKeys,
      sql`${seededContentKeys.tableName} = ${SETTLED_SELECTIONS} AND ${seededContentKeys.key} = ${categories.slug}`,
    );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    bioSelectionOf: row.bioSelectionOf,
    settled: row.settledKey !== null,
  }));
}

/**
 * Moves the organic products an older seed filed on the Bio aisle's shelves to their own shelves, makes the emptied
 * Bio categories selections, and records every selection as settled. One read when there is nothing to do; else one
 * transaction under an advisory lock. Idempotent: a second run finds nothing pending.
 */
export async function refileOrganicProducts(
  handle: DatabaseHandle,
  options: OrganicRefilingOptions = {},
): Promise<OrganicRefilingSummary> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const selections = seedSelections();
  const summary: OrganicRefilingSummary = {
    moves: [],
    left: [],
    selections: [],
    recorded: [],
    shelvesKept: [],
    milliseconds: 0,
  };
  const nothingToDo = (states: readonly CategoryState[]) =>
    pendingSelections(states, selections).length === 0 && unrecordedSelections(states, selections).length === 0;

  if (!nothingToDo(await readCategoryStates(handle.db))) {
    await handle.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      await db.execute(sql`SELECT pg_advisory_xact_lock(${REFILING_LOCK})`);
      // Read again under the lock: another process may have refiled meanwhile.
      const states = await readCategoryStates(db);
      if (nothingToDo(states)) return;
      const pending = pendingSelections(states, selections);
      const filed =
        pending.length === 0
          ? []
          : await db
              .select({
                id: products.id,
                slug: products.slug,
                ean13: products.ean13,
                name: products.name,
                categoryId: products.categoryId,
              })
              .from(products)
              .where(
                inArray(
                  products.categoryId,
                  pending.map((state) => state.id),
                ),
              )
              .orderBy(products.id);
      const plan = planRefiling(states, filed, indexSeedFilings(options.seed ?? currentSeedFilings()), selections);

      let moved = new Set<number>();
      if (plan.moves.length > 0) {
        // The search trigger rewrites each moved product's aisle words (its document named the Bio shelf). A product
        // someone re-filed since it was read is not moved.
        const result = await db.execute(
          sql`UPDATE ${products} SET category_id = moved.category_id
              FROM unnest(${sql.param(plan.moves.map((move) => move.productId))}::int[],
                          ${sql.param(plan.moves.map((move) => move.fromId))}::int[],
                          ${sql.param(plan.moves.map((move) => move.toId))}::int[]) AS moved(id, from_id, category_id)
              WHERE ${products.id} = moved.id AND ${products.categoryId} = moved.from_id
              RETURNING ${products.id} AS id`,
        );
        moved = new Set(rowsOf<{ id: number }>(result).map((row) => row.id));
      }
      for (const selection of plan.selections) {
        await db
          .update(categories)
          .set({ bioSelectionOf: selection.bioSelectionOf })
          .where(eq(categories.id, selection.categoryId));
      }
      const recorded = unrecordedSelections(states, selections).map((state) => state.slug);
      const settled = [...plan.selections.map((selection) => selection.slug), ...recorded];
      if (settled.length > 0) {
        await db
          .insert(seededContentKeys)
          .values(settled.map((key) => ({ tableName: SETTLED_SELECTIONS, key })))
          .onConflictDoNothing();
      }
      summary.moves = plan.moves.filter((move) => moved.has(move.productId));
      summary.left = plan.left;
      summary.selections = plan.selections.map((selection) => selection.slug);
      summary.recorded = recorded;
      summary.shelvesKept = plan.shelvesKept;
    });
    // Thousands of rows changed shelf on a large catalogue: the planner's counts per shelf follow at once.
    if (summary.moves.length > 0) await handle.exec("ANALYZE products");
  }

  summary.milliseconds = performance.now() - started;
  report(summary, log);
  return summary;
}

const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

function report(summary: OrganicRefilingSummary, log: (line: string) => void): void {
  const counts = [
    [summary.moves.length, "moved to their own shelves"],
    [summary.selections.length, "Bio categories made selections"],
    [summary.left.length, "left where someone filed them"],
    [summary.shelvesKept.length, "Bio categories kept as shelves"],
    [summary.recorded.length, "selections recorded"],
  ].filter(([count]) => count !== 0);
  const what =
    counts.length === 0 ? "nothing to refile" : counts.map(([count, label]) => `${count} ${label}`).join(", ");
  log(`Organic products checked against the seed's shelves in ${Math.round(summary.milliseconds)} ms: ${what}.`);

  // One line per product of the seed: with its generated variants, a 50,000-product catalogue moves thousands.
  const groups = new Map<string, Move[]>();
  for (const move of summary.moves) {
    const key = `${move.seedName}\u0000${move.from}\u0000${move.to}`;
    groups.set(key, [...(groups.get(key) ?? []), move]);
  }
  for (const moves of groups.values()) {
    const first = moves[0]!;
    const own = moves.find((move) => move.name === first.seedName);
    const variants = moves.length - (own ? 1 : 0);
    const what = [
      own ? `« ${own.name} » (id ${own.productId})` : null,
      variants > 0 ? `${variants} variant${variants > 1 ? "s" : ""}${own ? "" : ` of « ${first.seedName} »`}` : null,
    ]
      .filter(Boolean)
      .join(" and ");
    log(`  moved from ${first.from} to ${first.to}: ${what}`);
  }
  const shown = summary.left.slice(0, 20);
  for (const left of shown) log(`  left in ${left.category}, ${left.reason}: « ${left.name} » (id ${left.productId})`);
  if (summary.left.length > shown.length) log(`  … and ${summary.left.length - shown.length} more left in place`);
  for (const kept of summary.shelvesKept)
    log(
      `  ${kept.slug} stays a shelf (${kept.reason}): it becomes the seed's selection once nothing is filed on it; to keep it a shelf and silence this line: INSERT INTO seeded_content_keys (table_name, key) VALUES (${quoteLiteral(SETTLED_SELECTIONS)}, ${quoteLiteral(kept.slug)})`,
    );
  for (const slug of summary.selections) log(`  ${slug} is now a selection of organic products, as the seed makes it`);
}
