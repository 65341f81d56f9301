// Turns the hand-written catalogue data into rows with stable ids, slugs and EAN-13 codes, and checks it:
// a mistake in the data (unknown shelf, duplicate name, incoherent nutrition) stops the seed with a clear error.
import type { brands, categories, Nutrition, producers, products } from "../schema/catalogue.ts";
import { BRAND_DESCRIPTIONS } from "./data/brands.ts";
import { CATEGORY_TREE } from "./data/categories.ts";
import { PRODUCERS } from "./data/producers.ts";
import { SHELVES } from "./data/products.ts";
import { makeEan13 } from "./ean13.ts";
import { unitFor } from "./random.ts";
import { isSlug, slugify } from "../slug.ts";
import type { NutritionFacts, ProductSeed, ShelfSeed } from "./types.ts";
import { seedVatRateBp } from "./vat-rates.ts";

export type CategoryRow = typeof categories.$inferInsert & { id: number };
export type BrandRow = typeof brands.$inferInsert & { id: number };
export type ProducerRow = typeof producers.$inferInsert & { id: number };
export type ProductRow = typeof products.$inferInsert & { id: number; slug: string; name: string };

/** A product row plus what the offer builder needs (base price) and what the generator reuses. */
export type CatalogueProduct = {
  row: ProductRow;
  basePriceCents: number;
  alcoholic: boolean;
  nonFood: boolean;
};

export type Catalogue = {
  categories: CategoryRow[];
  brands: BrandRow[];
  producers: ProducerRow[];
  products: CatalogueProduct[];
  productIdByName: Map<string, number>;
  categoryIdBySlug: Map<string, number>;
};

const DAY_MS = 86_400_000;
/** French GS1 range (300–379); each brand gets its own company prefix 376 + 4 digits. */
const HAND_WRITTEN_EAN_PREFIX = "376";

export function energyFrom(facts: NutritionFacts): Nutrition {
  const [fat, saturatedFat, carbohydrates, sugars, fibre, protein, salt] = facts;
  // EU regulation 1169/2011 annex XIV factors; kJ is derived from kcal so both stay in step.
  const energyKcal = Math.round(9 * fat + 4 * carbohydrates + 4 * protein + 2 * fibre);
  return {
    energyKj: Math.round(energyKcal * 4.184),
    energyKcal,
    fat,
    saturatedFat,
    carbohydrates,
    sugars,
    fibre,
    protein,
    salt,
  };
}

/** "250g", "1-5l", "x6"…: the format part of a product slug, as French shops put it in their URLs. */
export function formatToken(quantity: number, unit: string, variableWeight: boolean): string {
  if (variableWeight) return "la-piece";
  if (unit === "g") return quantity >= 1000 ? `${String(quantity / 1000).replace(".", "-")}kg` : `${quantity}g`;
  if (unit === "ml") {
    if (quantity >= 1000) return `${String(quantity / 1000).replace(".", "-")}l`;
    return quantity % 10 === 0 ? `${quantity / 10}cl` : `${quantity}ml`;
  }
  return quantity > 1 ? `x${quantity}` : "";
}

export function productSlug(name: string, token: string): string {
  const base = slugify(name);
  if (!token) return base;
  // Skip the token when the name already says it ("Spaghetti n°5 1 kg", "Brosses à dents x2").
  const compact = base.replace(/-/g, "");
  return compact.includes(token.replace(/-/g, "")) ? base : `${base}-${token}`;
}

function validateNutrition(name: string, facts: NutritionFacts): void {
  const [fat, saturatedFat, carbohydrates, sugars, fibre, protein, salt] = facts;
  if (facts.some((value) => value < 0)) throw new Error(`Negative nutrition value for "${name}"`);
  if (saturatedFat > fat) throw new Error(`Saturated fat above fat for "${name}"`);
  if (sugars > carbohydrates) throw new Error(`Sugars above carbohydrates for "${name}"`);
  if (fat + carbohydrates + fibre + protein + salt > 100.5)
    throw new Error(`Nutrition adds up to more than 100 g for "${name}"`);
}

function flattenCategories(): CategoryRow[] {
  const rows: CategoryRow[] = [];
  let id = 0;
  CATEGORY_TREE.forEach((aisle, aislePosition) => {
    const aisleId = ++id;
    rows.push({
      id: aisleId,
      parentId: null,
      slug: aisle.slug,
      name: aisle.name,
      description: aisle.description,
      icon: aisle.icon,
      position: aislePosition,
      isMarket: aisle.isMarket ?? false,
      bioSelectionOf: null,
    });
    (aisle.children ?? []).forEach((shelf, shelfPosition) => {
      rows.push({
        id: ++id,
        parentId: aisleId,
        slug: shelf.slug,
        name: shelf.name,
        description: shelf.description,
        icon: shelf.icon,
        position: shelfPosition,
        isMarket: false,
        bioSelectionOf: null,
      });
    });
  });
  // Selections name aisles by slug in the data: resolved once every row has its id.
  const idBySlug = new Map(rows.map((row) => [row.slug, row.id]));
  const selectionOf = (seed: { slug: string; bioSelectionOf?: readonly string[] }) => {
    if (!seed.bioSelectionOf) return;
    const row = rows.find((r) => r.slug === seed.slug);
    if (row)
      row.bioSelectionOf = seed.bioSelectionOf.map((slug) => {
        const id = idBySlug.get(slug);
        if (!id) throw new Error(`Unknown aisle "${slug}" in the selection of "${seed.slug}"`);
        return id;
      });
  };
  for (const aisle of CATEGORY_TREE) [aisle, ...(aisle.children ?? [])].forEach(selectionOf);
  const slugs = new Set<string>();
  for (const row of rows) {
    if (!isSlug(row.slug)) throw new Error(`Category slug "${row.slug}" is not kebab-case ASCII`);
    if (slugs.has(row.slug)) throw new Error(`Duplicate category slug "${row.slug}"`);
    slugs.add(row.slug);
  }
  return rows;
}

function isNewProduct(item: ProductSeed): boolean {
  // About 5 % of the catalogue is new: the items flagged by hand plus a stable 4 % draw.
  return item.isNew ?? unitFor(`new:${item.name}`) < 0.04;
}

export function buildCatalogue(now: Date): Catalogue {
  const categoryRows = flattenCategories();
  const categoryIdBySlug = new Map(categoryRows.map((row) => [row.slug, row.id]));
  // A selection (the Bio aisle) holds no product of its own: it lists those of other aisles.
  const leafSlugs = new Set(
    categoryRows
      .filter((row) => !row.bioSelectionOf && !categoryRows.some((child) => child.parentId === row.id))
      .map((row) => row.slug),
  );

  const producerRows: ProducerRow[] = PRODUCERS.map((producer, index) => ({ id: index + 1, ...producer }));
  const producerIdBySlug = new Map(producerRows.map((row) => [row.slug, row.id]));

  // Brands are numbered in name order so that a brand's EAN company prefix does not depend on shelf order.
  const brandNames = [...new Set(SHELVES.flatMap((shelf) => shelf.items.map((item) => item.brand ?? shelf.brand)))]
    .filter((name): name is string => Boolean(name))
    .sort((a, b) => a.localeCompare(b, "fr"));
  const brandRows: BrandRow[] = brandNames.map((name, index) => {
    const description = BRAND_DESCRIPTIONS[name];
    if (!description) throw new Error(`Brand "${name}" has no description in data/brands.ts`);
    return { id: index + 1, slug: slugify(name), name, description };
  });
  const brandIdByName = new Map(brandRows.map((row) => [row.name, row.id]));
  const eanItemByBrand = new Map<number, number>();

  const usedShelves = new Set<string>();
  const names = new Set<string>();
  const slugs = new Set<string>();
  const built: CatalogueProduct[] = [];

  for (const shelf of SHELVES) {
    for (const item of shelf.items) {
      const leaf = item.category ?? shelf.category;
      const categoryId = categoryIdBySlug.get(leaf);
      if (!categoryId) throw new Error(`Unknown category "${leaf}" in product data`);
      if (!leafSlugs.has(leaf)) throw new Error(`Products must sit on a leaf category, not "${leaf}"`);
      usedShelves.add(leaf);
      built.push(buildProduct(shelf, item, built.length + 1, categoryId));
    }
  }

  for (const slug of leafSlugs) {
    if (!usedShelves.has(slug)) throw new Error(`Category "${slug}" has no product`);
  }
  const linkedProducers = new Set(built.map((product) => product.row.producerId));
  for (const producer of producerRows) {
    if (!linkedProducers.has(producer.id)) throw new Error(`Producer "${producer.slug}" supplies no product`);
  }

  function buildProduct(shelf: ShelfSeed, item: ProductSeed, id: number, categoryId: number): CatalogueProduct {
    if (names.has(item.name)) throw new Error(`Duplicate product name "${item.name}"`);
    names.add(item.name);
    const variableWeight = item.avgWeight !== undefined;
    const unit = variableWeight && item.qty === undefined ? "piece" : (item.unit ?? shelf.unit);
    const quantity = item.qty ?? (variableWeight ? 1 : undefined);
    if (!unit || quantity === undefined) throw new Error(`Product "${item.name}" needs a quantity and a unit`);
    const noNutrition = Boolean(shelf.nonFood || shelf.alcoholic);
    if (noNutrition && (item.nut || item.ns))
      throw new Error(`Product "${item.name}" is not food and cannot have nutrition`);
    if (item.nut) validateNutrition(item.name, item.nut);
    if (Boolean(shelf.alcoholic) !== (item.abv !== undefined))
      throw new Error(`Product "${item.name}" must declare its abv exactly when its shelf holds drinks of the cellar`);
    if (item.abv !== undefined && !(item.abv >= 0 && item.abv <= 100 && Number.isInteger(item.abv * 10)))
      throw new Error(`Product "${item.name}" needs an abv between 0 and 100 % with at most one decimal`);
    if (item.price <= 0 || !Number.isInteger(item.price))
      throw new Error(`Product "${item.name}" needs a price in whole cents`);

    const slug = productSlug(item.name, formatToken(quantity, unit, variableWeight));
    if (!isSlug(slug)) throw new Error(`Slug "${slug}" is not kebab-case ASCII`);
    if (slugs.has(slug)) throw new Error(`Duplicate product slug "${slug}"`);
    slugs.add(slug);

    const brandName = item.brand ?? shelf.brand;
    const brandId = brandName ? (brandIdByName.get(brandName) ?? null) : null;
    const brandKey = brandId ?? 0;
    const eanItem = (eanItemByBrand.get(brandKey) ?? 0) + 1;
    eanItemByBrand.set(brandKey, eanItem);

    let producerId: number | null = null;
    if (item.producer) {
      producerId = producerIdBySlug.get(item.producer) ?? null;
      if (!producerId) throw new Error(`Unknown producer "${item.producer}" for "${item.name}"`);
    }

    const isNew = isNewProduct(item);
    // Recent products were listed in the last weeks; the others up to two and a half years ago.
    const ageDays = isNew
      ? 1 + Math.floor(unitFor(`age:${item.name}`) * 25)
      : 60 + Math.floor(unitFor(`age:${item.name}`) * 840);
    const icon = item.icon ?? shelf.icon;

    const row: ProductRow = {
      id,
      slug,
      ean13: makeEan13(HAND_WRITTEN_EAN_PREFIX + String(brandKey).padStart(4, "0"), eanItem),
      name: item.name,
      brandId,
      categoryId,
      producerId,
      description: item.desc,
      ingredients: item.ingr ?? null,
      allergens: [...(item.allergens ?? [])],
      traces: [...(item.traces ?? [])],
      nutrition: item.nut ? energyFrom(item.nut) : null,
      nutriscore: item.ns ?? null,
      origin: item.origin ?? shelf.origin ?? null,
      storage: item.storage ?? shelf.storage ?? null,
      netQuantity: quantity,
      netUnit: unit,
      variableWeight,
      averageWeightGrams: item.avgWeight ?? null,
      isBio: item.bio ?? shelf.bio ?? false,
      isNew,
      isReservable: item.resa ?? false,
      vatRateBp: seedVatRateBp(shelf, item),
      alcoholPerMille: item.abv === undefined ? null : Math.round(item.abv * 10),
      media: [{ icon, alt: item.name }],
      createdAt: new Date(now.getTime() - ageDays * DAY_MS),
    };
    return { row, basePriceCents: item.price, alcoholic: Boolean(shelf.alcoholic), nonFood: Boolean(shelf.nonFood) };
  }

  return {
    categories: categoryRows,
    brands: brandRows,
    producers: producerRows,
    products: built,
    productIdByName: new Map(built.map((product) => [product.row.name, product.row.id])),
    categoryIdBySlug,
  };
}
