// The seed: a complete, realistic French grocery catalogue and site content, written in one transaction with
// batched multi-row inserts. Deterministic: the same options give the same rows, ids, prices and stock.
import { count, eq, max, sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../client.ts";
import {
  brands,
  categories,
  mixMatchGroups,
  mixMatchProducts,
  offers,
  packItems,
  packs,
  packThemes,
  producers,
  productRecalls,
  products,
  recipeIngredients,
  recipes,
  staffPicks,
} from "../schema/catalogue.ts";
import { siteSettings } from "../schema/content.ts";
import { deliveryFeeBands, perimeters, postalCodes } from "../schema/perimeters.ts";
import { advantageCodes, foodBankCampaigns } from "../schema/purchase.ts";
import { buildAdvantageCodes, buildFoodBankCampaign } from "./data/basket-offers.ts";
import { insertBatched, rowsOf, syncIdentity } from "./batch.ts";
import { buildCatalogue, type Catalogue } from "./catalogue.ts";
import { seedGames } from "./games.ts";
import { EDITORIAL_SEED, EDITORIAL_TABLES, insertEditorialContent } from "./editorial.ts";
import { JOBS } from "./data/jobs.ts";
import { MIX_MATCH_GROUPS } from "./data/mix-match.ts";
import { PACK_THEMES, PACKS } from "./data/packs.ts";
import { REQUIRED_PAGES, STATIC_PAGES } from "./data/pages.ts";
import { PERIMETERS } from "./data/perimeters.ts";
import { RECALLS } from "./data/recalls.ts";
import { RECIPES } from "./data/recipes.ts";
import { HOMEPAGE_BLOCKS, MARKETING_BLOCKS } from "./data/site.ts";
import { STAFF_PICKS } from "./data/staff-picks.ts";
import { GENERATED_BRANDS, generateProducts } from "./generate-products.ts";
import { assertIconsExist } from "./icons.ts";
import { buildOffers, type OfferPerimeter, type OfferRow } from "./offers.ts";
import { buildZones } from "./perimeters.ts";
import { isSlug } from "../slug.ts";

export { isValidEan13, ean13CheckDigit, makeEan13 } from "./ean13.ts";
export { REQUIRED_PAGES } from "./data/pages.ts";
export { COMPANY } from "./data/pages-legal.ts";
export { SITE_SETTINGS } from "./data/site.ts";
export {
  EDITORIAL_SEED,
  refreshEditorialContent,
  type EditorialRefreshSummary,
  type EditorialSeed,
} from "./editorial.ts";
export {
  ORGANIC_FILING_BEFORE_0049,
  refileOrganicProducts,
  SETTLED_SELECTIONS,
  type OrganicRefilingSummary,
} from "./organic-refiling.ts";
/** Tests only: a seeded database put back the way the seed filed organic products before migration 0023. */
export { fileOrganicProductsAsBefore0023 } from "./organic-filing-before-0023.ts";
/** The FAQ's seeded questions and answers: the web-service's tests check its answers against its rules (ADR 0081). */
export { FAQ } from "./data/faq.ts";
/** Where a commune lies, for a postal code opened after the seed (npm run zones, ADR 0038). */
export { communeCoordinates } from "./commune-coordinates.ts";

/** Time-dependent rows (promotion ends, publication dates) are computed from this date unless told otherwise. */
export const DEFAULT_SEED_NOW = new Date("2026-11-01T08:00:00Z");

/**
 * The reference date to pass as `now` when seeding a database that will be used right away: 08:00 UTC on the
 * given day, so promotions, mix-and-match offers and recalls are current, and two seeds on one day are identical.
 */
export function seedDateFor(day: Date): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 8));
}

export type SeedOptions = {
  /** Total number of products wanted; above the hand-written count, the generator adds the rest. */
  products?: number;
  now?: Date;
};

export type SeedSummary = {
  perimeters: number;
  postalCodes: number;
  deliveryFeeBands: number;
  categories: number;
  brands: number;
  producers: number;
  handWrittenProducts: number;
  generatedProducts: number;
  products: number;
  offers: number;
  packThemes: number;
  packs: number;
  packItems: number;
  recipes: number;
  recipeIngredients: number;
  mixMatchGroups: number;
  staffPicks: number;
  productRecalls: number;
  staticPages: number;
  faqEntries: number;
  jobs: number;
  homepageBlocks: number;
  siteMessages: number;
  marketingBlocks: number;
  announcements: number;
  /** Products per top-level aisle (hand-written and generated). */
  productsByAisle: Record<string, number>;
  seconds: number;
};

const DAY_MS = 86_400_000;
/** Explicit ids are written for these tables, so their identity sequences are moved past them afterwards. */
const TABLES_WITH_EXPLICIT_IDS = [
  "perimeters",
  "categories",
  "brands",
  "producers",
  "products",
  "pack_themes",
  "packs",
  "recipes",
  "mix_match_groups",
];

export async function isSeeded(handle: DatabaseHandle): Promise<boolean> {
  const rows = await handle.db
    .select({ id: siteSettings.id })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  return rows.length > 0;
}

/** Empties every table of the public schema (not the migrations journal) and restarts identities. */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  const result = await handle.db.execute(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const tables = rowsOf<{ tablename: string }>(result).map((row) => `"public"."${row.tablename.replace(/"/g, '""')}"`);
  if (tables.length > 0) await handle.exec(`TRUNCATE TABLE ${tables.join(", ")} RESTART IDENTITY CASCADE`);
}

export async function seedDatabase(handle: DatabaseHandle, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const now = options.now ?? DEFAULT_SEED_NOW;
  if (await isSeeded(handle)) {
    throw new Error(
      "The database is already seeded: reset it first (npm run seed -- --reset) or add products with --products.",
    );
  }

  const catalogue = buildCatalogue(now);
  const zones = buildZones(now);
  const content = buildContent(catalogue, zones.seeds, now);
  validateIcons(catalogue, content);

  const offerPerimeters: OfferPerimeter[] = zones.seeds.map((seed) => ({
    id: seed.id,
    code: seed.code,
    priceBiasBp: seed.priceBiasBp,
  }));
  const handWritten = catalogue.products.length;
  const wanted = Math.max(options.products ?? handWritten, handWritten);
  const generated = generateProducts(catalogue.products, handWritten + 1, wanted, now);
  const generatedBrands = brandsFor(
    generated.map((product) => product.brandSlug),
    new Set(),
    catalogue.brands.length + 1,
  );
  const brandIdBySlug = new Map([...catalogue.brands, ...generatedBrands].map((brand) => [brand.slug, brand.id]));

  const handWrittenOffers = catalogue.products.flatMap((product) =>
    buildOffers(
      { id: product.row.id, slug: product.row.slug, basePriceCents: product.basePriceCents },
      offerPerimeters,
      now,
    ),
  );

  let offerCount = handWrittenOffers.length;
  await handle.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await insertBatched(db, perimeters, zones.perimeters);
    await insertBatched(db, deliveryFeeBands, zones.feeBands);
    await insertBatched(db, postalCodes, zones.postalCodes);
    await insertBatched(db, categories, catalogue.categories);
    await insertBatched(db, brands, [...catalogue.brands, ...generatedBrands]);
    await insertBatched(db, producers, catalogue.producers);
    await insertBatched(
      db,
      products,
      catalogue.products.map((product) => product.row),
    );
    await insertBatched(db, offers, handWrittenOffers);
    offerCount += await insertGenerated(db, generated, handWritten + 1, brandIdBySlug, offerPerimeters, now);
    await insertContent(db, content, now);
    await insertBatched(db, advantageCodes, buildAdvantageCodes(now));
    await db.insert(foodBankCampaigns).values(buildFoodBankCampaign(now));
    await seedGames(db, catalogue, now);
    for (const table of TABLES_WITH_EXPLICIT_IDS) await syncIdentity(db, table);
  });

  const productsByAisle = countByAisle(catalogue, [
    ...catalogue.products.map((product) => product.row.categoryId),
    ...generated.map((product) => product.row.categoryId),
  ]);
  return {
    perimeters: zones.perimeters.length,
    postalCodes: zones.postalCodes.length,
    deliveryFeeBands: zones.feeBands.length,
    categories: catalogue.categories.length,
    brands: catalogue.brands.length + generatedBrands.length,
    producers: catalogue.producers.length,
    handWrittenProducts: handWritten,
    generatedProducts: generated.length,
    products: handWritten + generated.length,
    offers: offerCount,
    packThemes: content.packThemes.length,
    packs: content.packs.length,
    packItems: content.packItems.length,
    recipes: content.recipes.length,
    recipeIngredients: content.recipeIngredients.length,
    mixMatchGroups: content.mixMatchGroups.length,
    staffPicks: content.staffPicks.length,
    productRecalls: content.recalls.length,
    staticPages: content.editorialCounts.static_pages ?? 0,
    faqEntries: content.editorialCounts.faq_entries ?? 0,
    jobs: content.editorialCounts.jobs ?? 0,
    homepageBlocks: content.editorialCounts.homepage_blocks ?? 0,
    siteMessages: content.editorialCounts.site_messages ?? 0,
    marketingBlocks: content.editorialCounts.marketing_blocks ?? 0,
    announcements: content.editorialCounts.announcements ?? 0,
    productsByAisle,
    seconds: (performance.now() - started) / 1000,
  };
}

export type GrowSummary = { added: number; products: number; offers: number; seconds: number };

/**
 * Grows an already seeded catalogue to `total` products with the deterministic generator (the same products a
 * fresh seed with `products: total` would have). Does nothing when the catalogue is already that large.
 */
export async function addGeneratedProducts(
  handle: DatabaseHandle,
  total: number,
  options: { now?: Date } = {},
): Promise<GrowSummary> {
  const started = performance.now();
  const now = options.now ?? DEFAULT_SEED_NOW;
  const catalogue = buildCatalogue(now);
  const handWritten = catalogue.products.length;

  let added = 0;
  let offerCount = 0;
  let finalCount = 0;
  await handle.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const [stats] = await db.select({ products: count(), maxId: max(products.id) }).from(products);
    const existing = stats?.products ?? 0;
    finalCount = existing;
    if (existing < handWritten)
      throw new Error(
        `Expected at least the ${handWritten} hand-written products, found ${existing}: reset the database first.`,
      );
    if (total <= existing) return;
    if ((stats?.maxId ?? 0) !== existing)
      throw new Error("Product ids are not contiguous: this catalogue was edited by hand, reset it before growing it.");

    // Map the template's category and producer ids onto this database's ids, by slug.
    const dbCategories = new Map(
      (await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((row) => [row.slug, row.id]),
    );
    const dbProducers = new Map(
      (await db.select({ id: producers.id, slug: producers.slug }).from(producers)).map((row) => [row.slug, row.id]),
    );
    const categorySlugById = new Map(catalogue.categories.map((row) => [row.id, row.slug]));
    const producerSlugById = new Map(catalogue.producers.map((row) => [row.id, row.slug]));
    const generated = generateProducts(catalogue.products, existing + 1, total, now).map((product) => {
      const categoryId = dbCategories.get(categorySlugById.get(product.row.categoryId) ?? "");
      if (!categoryId) throw new Error(`Category of "${product.row.name}" is missing from the database`);
      const producerSlug = product.row.producerId ? producerSlugById.get(product.row.producerId) : undefined;
      return {
        ...product,
        row: { ...product.row, categoryId, producerId: producerSlug ? (dbProducers.get(producerSlug) ?? null) : null },
      };
    });

    const dbBrands = await db.select({ id: brands.id, slug: brands.slug }).from(brands);
    const [brandStats] = await db.select({ maxId: max(brands.id) }).from(brands);
    const newBrands = brandsFor(
      generated.map((product) => product.brandSlug),
      new Set(dbBrands.map((brand) => brand.slug)),
      (brandStats?.maxId ?? 0) + 1,
    );
    await insertBatched(db, brands, newBrands);
    const brandIdBySlug = new Map([...dbBrands, ...newBrands].map((brand) => [brand.slug, brand.id]));

    const dbPerimeters = await db
      .select({ id: perimeters.id, code: perimeters.code })
      .from(perimeters)
      .orderBy(perimeters.id);
    const offerPerimeters = dbPerimeters.map((perimeter) => ({
      ...perimeter,
      priceBiasBp: PERIMETERS.find((seed) => seed.code === perimeter.code)?.priceBiasBp ?? 0,
    }));
    offerCount = await insertGenerated(db, generated, existing + 1, brandIdBySlug, offerPerimeters, now);
    added = generated.length;
    finalCount = existing + added;
    await syncIdentity(db, "brands");
    await syncIdentity(db, "products");
  });
  return { added, products: finalCount, offers: offerCount, seconds: (performance.now() - started) / 1000 };
}

// ---------------------------------------------------------------------------------------------------------------

async function insertGenerated(
  db: Database,
  generated: ReturnType<typeof generateProducts>,
  firstId: number,
  brandIdBySlug: Map<string, number>,
  offerPerimeters: readonly OfferPerimeter[],
  now: Date,
): Promise<number> {
  // Built and written a slice at a time so 50,000+ products never sit in memory as SQL parameters at once.
  const slice = 5000;
  let offerCount = 0;
  for (let start = 0; start < generated.length; start += slice) {
    const part = generated.slice(start, start + slice);
    const rows = part.map((product, index) => {
      const brandId = brandIdBySlug.get(product.brandSlug);
      if (!brandId) throw new Error(`Generated brand ${product.brandSlug} was not inserted`);
      return { ...product.row, id: firstId + start + index, brandId };
    });
    await insertBatched(db, products, rows);
    const offerRows: OfferRow[] = [];
    part.forEach((product, index) => {
      offerRows.push(
        ...buildOffers(
          { id: firstId + start + index, slug: product.row.slug, basePriceCents: product.basePriceCents },
          offerPerimeters,
          now,
        ),
      );
    });
    await insertBatched(db, offers, offerRows);
    offerCount += offerRows.length;
  }
  return offerCount;
}

/** Generated brands used by these products and not yet present, in the generator's fixed order, with ids from `firstId`. */
function brandsFor(usedSlugs: readonly string[], existing: Set<string>, firstId: number) {
  const used = new Set(usedSlugs);
  return GENERATED_BRANDS.filter((brand) => used.has(brand.slug) && !existing.has(brand.slug)).map((brand, index) => ({
    id: firstId + index,
    slug: brand.slug,
    name: brand.name,
    description: brand.description,
  }));
}

function countByAisle(catalogue: Catalogue, categoryIds: readonly number[]): Record<string, number> {
  const byId = new Map(catalogue.categories.map((row) => [row.id, row]));
  const counts: Record<string, number> = {};
  for (const aisle of catalogue.categories.filter((row) => row.parentId === null)) counts[aisle.name] = 0;
  for (const id of categoryIds) {
    let category = byId.get(id);
    while (category?.parentId) category = byId.get(category.parentId);
    if (category) counts[category.name] = (counts[category.name] ?? 0) + 1;
  }
  return counts;
}

// --- Content -----------------------------------------------------------------------------------------------------

type Content = ReturnType<typeof buildContent>;

function productId(catalogue: Catalogue, name: string, where: string): number {
  const id = catalogue.productIdByName.get(name);
  if (!id) throw new Error(`${where} refers to an unknown product "${name}"`);
  return id;
}

function buildContent(catalogue: Catalogue, perimeterSeeds: readonly { id: number; code: string }[], now: Date) {
  const daysFromNow = (days: number) => new Date(now.getTime() + days * DAY_MS);

  const packThemeRows = PACK_THEMES.map((theme, index) => ({ id: index + 1, ...theme, position: index }));
  const themeIdBySlug = new Map(packThemeRows.map((theme) => [theme.slug, theme.id]));
  const packRows = PACKS.map((pack, index) => {
    const themeId = themeIdBySlug.get(pack.theme);
    if (!themeId) throw new Error(`Pack ${pack.slug} has an unknown theme ${pack.theme}`);
    if (pack.items.length < 3 || pack.items.length > 8) throw new Error(`Pack ${pack.slug} needs 3 to 8 items`);
    return {
      id: index + 1,
      slug: pack.slug,
      name: pack.name,
      description: pack.description,
      themeId,
      icon: pack.icon,
      discountBp: pack.discountBp,
    };
  });
  const packItemRows = PACKS.flatMap((pack, index) =>
    pack.items.map(([name, quantity]) => ({
      packId: index + 1,
      productId: productId(catalogue, name, `Pack ${pack.slug}`),
      quantity,
    })),
  );

  const recipeRows = RECIPES.map((recipe, index) => ({
    id: index + 1,
    slug: recipe.slug,
    name: recipe.name,
    description: recipe.description,
    servings: recipe.servings,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    difficulty: recipe.difficulty,
    steps: [...recipe.steps],
    tags: [...recipe.tags],
    icon: recipe.icon,
  }));
  const recipeIngredientRows = RECIPES.flatMap((recipe, index) =>
    recipe.ingredients.map(([label, quantity, unit, name, productQuantity, pieceGrams], position) => ({
      recipeId: index + 1,
      position,
      label,
      quantity,
      unit,
      productId: name ? productId(catalogue, name, `Recipe ${recipe.slug}`) : null,
      productQuantity,
      pieceGrams: pieceGrams ?? null,
    })),
  );

  const mixMatchRows = MIX_MATCH_GROUPS.map((group, index) => ({
    id: index + 1,
    slug: group.slug,
    name: group.name,
    description: group.description,
    quantityRequired: group.quantityRequired,
    discountPercent: group.discountPercent,
    endsAt: group.endsInDays === null ? null : daysFromNow(group.endsInDays),
  }));
  const mixMatchProductRows = MIX_MATCH_GROUPS.flatMap((group, index) =>
    group.products.map((name) => ({
      groupId: index + 1,
      productId: productId(catalogue, name, `Mix-and-match ${group.slug}`),
    })),
  );

  const perimeterIdByCode = new Map(perimeterSeeds.map((seed) => [seed.code, seed.id]));
  const staffPickRows = STAFF_PICKS.map((pick, position) => {
    const perimeterId = pick.perimeter ? perimeterIdByCode.get(pick.perimeter) : null;
    if (perimeterId === undefined)
      throw new Error(`Staff pick for "${pick.product}" names an unknown perimeter ${pick.perimeter}`);
    return { productId: productId(catalogue, pick.product, "Staff pick"), perimeterId, note: pick.note, position };
  });

  const recallRows = RECALLS.map((recall) => ({
    productId: recall.linkToCatalogue ? productId(catalogue, recall.productName, "Recall") : null,
    productName: recall.productName,
    brandName: recall.brandName,
    lots: recall.lots,
    reason: recall.reason,
    instructions: recall.instructions,
    publishedAt: daysFromNow(-recall.publishedDaysAgo),
    endsAt: daysFromNow(recall.endsInDays),
  }));

  const pageSlugs = new Set(STATIC_PAGES.map((page) => page.slug));
  if (pageSlugs.size !== STATIC_PAGES.length) throw new Error("Duplicate static page slug");
  for (const [kind, slugs] of Object.entries(REQUIRED_PAGES)) {
    for (const slug of slugs) {
      const page = STATIC_PAGES.find((candidate) => candidate.slug === slug);
      if (!page || page.kind !== kind || page.body.trim() === "")
        throw new Error(`Static page ${slug} (${kind}) is missing or empty`);
    }
  }

  const productSlugs = new Set(catalogue.products.map((product) => product.row.slug));
  for (const slug of pageSlugs) {
    if (productSlugs.has(slug)) throw new Error(`Product slug "${slug}" collides with a static page route`);
  }

  const categorySlugs = new Set(catalogue.categories.map((row) => row.slug));
  const recipeSlugs = new Set(recipeRows.map((row) => row.slug));
  const packSlugs = new Set(packRows.map((row) => row.slug));
  for (const block of HOMEPAGE_BLOCKS) {
    const slugs = (block.payload as { slugs?: unknown }).slugs;
    const known =
      block.type === "categories"
        ? categorySlugs
        : block.type === "recipes"
          ? recipeSlugs
          : block.type === "packs"
            ? packSlugs
            : null;
    if (known) {
      if (!Array.isArray(slugs)) throw new Error(`Homepage block ${block.type} needs payload.slugs`);
      for (const slug of slugs)
        if (typeof slug !== "string" || !known.has(slug))
          throw new Error(`Homepage block ${block.type} names unknown slug ${String(slug)}`);
    }
  }
  for (const job of JOBS) if (!isSlug(job.slug)) throw new Error(`Job slug ${job.slug} is not kebab-case`);
  // Pages, FAQ, jobs, blocks, messages and settings: rows built by editorial.ts, which the start-up refresh shares.
  const editorialCounts: Record<string, number> = Object.fromEntries(
    EDITORIAL_TABLES.map((table) => [table.name, table.rows(EDITORIAL_SEED, now).length]),
  );

  return {
    packThemes: packThemeRows,
    packs: packRows,
    packItems: packItemRows,
    recipes: recipeRows,
    recipeIngredients: recipeIngredientRows,
    mixMatchGroups: mixMatchRows,
    mixMatchProducts: mixMatchProductRows,
    staffPicks: staffPickRows,
    recalls: recallRows,
    editorialCounts,
  };
}

async function insertContent(db: Database, content: Content, now: Date): Promise<void> {
  await insertBatched(db, packThemes, content.packThemes);
  await insertBatched(db, packs, content.packs);
  await insertBatched(db, packItems, content.packItems);
  await insertBatched(db, recipes, content.recipes);
  await insertBatched(db, recipeIngredients, content.recipeIngredients);
  await insertBatched(db, mixMatchGroups, content.mixMatchGroups);
  await insertBatched(db, mixMatchProducts, content.mixMatchProducts);
  await insertBatched(db, staffPicks, content.staffPicks);
  await insertBatched(db, productRecalls, content.recalls);
  // The settings row comes last: its presence is what isSeeded() checks, so a half-written seed never looks complete.
  await insertEditorialContent(db, EDITORIAL_SEED, now);
}

function validateIcons(catalogue: Catalogue, content: Content): void {
  const reassurance = HOMEPAGE_BLOCKS.flatMap((block) =>
    block.type === "reassurance" ? ((block.payload as { items?: { icon: string; title: string }[] }).items ?? []) : [],
  );
  assertIconsExist([
    ...catalogue.categories.map((row) => ({ icon: row.icon, where: `category ${row.slug}` })),
    ...catalogue.producers.map((row) => ({ icon: row.icon, where: `producer ${row.slug}` })),
    ...catalogue.products.flatMap((product) =>
      (product.row.media ?? []).map((media) => ({ icon: media.icon, where: `product ${product.row.slug}` })),
    ),
    ...content.packs.map((row) => ({ icon: row.icon, where: `pack ${row.slug}` })),
    ...content.recipes.map((row) => ({ icon: row.icon, where: `recipe ${row.slug}` })),
    ...MARKETING_BLOCKS.map((block) => ({ icon: block.icon, where: `marketing block ${block.title}` })),
    ...reassurance.map((item) => ({ icon: item.icon, where: `reassurance ${item.title}` })),
  ]);
}
