// getProduct (one product, a filtered list, or a search), getProductAssoc and isReservable.
import { and, asc, eq, ne, notInArray, or, sql } from "drizzle-orm";
import { getProduct, getProductAssoc, isReservable, type ProductDetail } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { notFound } from "../../http/app-error.ts";
import { allergenLabel } from "../../domain/allergens.ts";
import { toProductCard } from "../../domain/product-card.ts";
import { currentPriceCents } from "../../domain/offer-price.ts";
import { currentPriceSql } from "./offer-sql.ts";
import { isWithinWindow } from "../../domain/time-window.ts";
import { recalledProductIds } from "../../domain/product-recall.ts";
import { activeRecallIds } from "./recall-store.ts";
import { resolvePerimeter } from "../perimeters/resolve-perimeter.ts";
import { breadcrumb, categoryScope, intersectScopes, loadCategoryTree, type CategoryScope, type CategoryTree } from "./category-tree.ts";
import { cardColumns, filtersFromInput, listProducts } from "./product-list.ts";
import { searchProducts } from "./product-search.ts";
import { usualProductIds } from "./usual-products.ts";

const { products, offers, brands } = schema;

async function loadProductDetail(
  db: Database,
  perimeterId: number,
  by: { id?: number | undefined; slug?: string | undefined },
  now: Date,
): Promise<ProductDetail | null> {
  const where = by.id !== undefined ? eq(products.id, by.id) : eq(products.slug, by.slug ?? "");
  const [row] = await db
    .select({ product: products, offer: offers, brand: brands.name, producer: schema.producers })
    .from(products)
    .innerJoin(offers, and(eq(offers.productId, products.id), eq(offers.perimeterId, perimeterId)))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(schema.producers, eq(schema.producers.id, products.producerId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const { product, offer } = row;
  const [tree, groups, recalls] = await Promise.all([
    loadCategoryTree(db),
    db
      .select({ group: schema.mixMatchGroups })
      .from(schema.mixMatchProducts)
      .innerJoin(schema.mixMatchGroups, eq(schema.mixMatchGroups.id, schema.mixMatchProducts.groupId))
      .where(eq(schema.mixMatchProducts.productId, product.id))
      .orderBy(asc(schema.mixMatchGroups.id)),
    db.select().from(schema.productRecalls).where(eq(schema.productRecalls.productId, product.id)),
  ]);
  const recalled = recalledProductIds(recalls, now).has(product.id);
  const card = toProductCard(product, offer, row.brand, now, recalled);
  const category = tree.byId.get(product.categoryId);
  // The offer the basket applies (ADR 0100): the first running one; an ended offer is not announced.
  const group = recalled ? undefined : groups.find((g) => isWithinWindow(now, null, g.group.endsAt))?.group;
  const nutrition = product.nutrition;
  return {
    ...card,
    ean13: product.ean13,
    description: product.description,
    ingredients: product.ingredients,
    allergens: product.allergens.map(allergenLabel),
    traces: product.traces.map(allergenLabel),
    nutrition: nutrition ? { ...nutrition, fibre: nutrition.fibre ?? null } : null,
    nutritionBasis: product.netUnit === "ml" ? "100 ml" : "100 g",
    origin: product.origin,
    storage: product.storage,
    netQuantity: product.netQuantity,
    netUnit: product.netUnit,
    averageWeightGrams: product.averageWeightGrams,
    promoEndsAt: card.regularPrice !== null && offer.promoEndsAt ? offer.promoEndsAt.toISOString() : null,
    isReservable: product.isReservable,
    category: category
      ? { id: category.id, slug: category.slug, name: category.name, icon: category.icon }
      : { id: product.categoryId, slug: "", name: "", icon: null },
    breadcrumb: breadcrumb(tree, product.categoryId),
    producer: row.producer
      ? { id: row.producer.id, slug: row.producer.slug, name: row.producer.name, region: row.producer.region }
      : null,
    media: product.media.map((m) => ({ icon: m.icon, alt: m.alt, url: `/media/produits/${m.icon}.svg` })),
    mixMatch:
      group && isWithinWindow(now, null, group.endsAt)
        ? { id: group.id, slug: group.slug, name: group.name, description: group.description }
        : null,
  };
}

function categoryFilter(tree: CategoryTree, value: string | undefined): CategoryScope | undefined {
  if (!value) return undefined;
  const asId = Number(value);
  const category = Number.isSafeInteger(asId) ? tree.byId.get(asId) : tree.bySlug.get(value);
  return category ? categoryScope(tree, category.id) : { categoryIds: [], bioOnly: false };
}

export const getProductCall = implement(getProduct, async ({ db, input, request, principal, now }) => {
  const perimeter = await resolvePerimeter(db, request, input.id_perimetre);
  if (input.id_article !== undefined || input.slug) {
    const product = await loadProductDetail(db, perimeter.id, { id: input.id_article, slug: input.slug }, now());
    if (!product) throw notFound("Ce produit n'existe pas ou n'est pas vendu dans votre zone de livraison.");
    return { product };
  }
  const tree = await loadCategoryTree(db);
  const byCategory = categoryFilter(tree, input.category);
  const byParent = categoryFilter(tree, input.parent);
  const scope = byCategory && byParent ? intersectScopes(byCategory, byParent) : (byCategory ?? byParent);
  const listFilters = filtersFromInput(input);
  const filters = {
    perimeterId: perimeter.id,
    now: now(),
    categoryIds: scope?.categoryIds,
    ...listFilters,
    bio: scope?.bioOnly || listFilters.bio,
    cagnotte: input.cagnotte,
  };
  const text = input.search ?? input.text;
  // "reorder": what this customer usually buys, most often ordered first (by relevance), with the other filters
  // (« Mes bonnes affaires »: reorder and promo). A visitor has bought nothing yet: an empty list.
  if (input.reorder) {
    const usual = principal?.kind === "customer" && principal.userId !== null ? await usualProductIds(db, principal.userId, perimeter.id) : [];
    const list = await listProducts(db, { ...filters, productIds: usual, productRank: usual });
    return { ...withCategoryNames(tree, list), query: null, correctedQuery: null, suggestions: [] };
  }
  if (text !== undefined) {
    const result = await searchProducts(db, text, filters);
    const suggestions = result.total === 0 ? await suggestionsFor(tree) : [];
    return { ...withCategoryNames(tree, result), suggestions };
  }
  const list = await listProducts(db, { ...filters, withFacets: true });
  return { ...withCategoryNames(tree, list), query: null, correctedQuery: null, suggestions: [] };
});

function withCategoryNames<T extends { categories: { id: number; count: number }[] }>(tree: CategoryTree, result: T) {
  return {
    ...result,
    categories: result.categories.flatMap((c) => {
      const row = tree.byId.get(c.id);
      return row ? [{ slug: row.slug, name: row.name, count: c.count }] : [];
    }),
  };
}

/** When nothing matches: the aisles, so the shopper can browse instead. */
async function suggestionsFor(tree: CategoryTree) {
  return tree.roots.slice(0, 8).map((r) => ({ label: r.name, href: `/catalogue/${r.slug}` }));
}

export const getProductAssocCall = implement(getProductAssoc, async ({ db, input, request, now }) => {
  const perimeter = await resolvePerimeter(db, request, input.id_perimetre);
  const [found] = await db
    .select({ product: products, offer: offers })
    .from(products)
    .innerJoin(offers, and(eq(offers.productId, products.id), eq(offers.perimeterId, perimeter.id)))
    .where(eq(products.id, input.id_article))
    .limit(1);
  if (!found) throw notFound("Ce produit n'existe pas.");
  const { product } = found;
  const at = now();
  const referencePrice = currentPriceCents(found.offer, at);
  // Alternatives are products one can buy: none under a recall in progress.
  const recalled = [...(await activeRecallIds(db, at))];
  const sameShelf = or(
    eq(products.categoryId, product.categoryId),
    product.brandId === null ? sql`false` : eq(products.brandId, product.brandId),
  );
  const rows = await db
    .select({ product: cardColumns, offer: offers, brand: brands.name })
    .from(products)
    .innerJoin(offers, and(eq(offers.productId, products.id), eq(offers.perimeterId, perimeter.id)))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(ne(products.id, product.id), sameShelf, eq(offers.inStock, true), sql`${offers.stock} > 0`, recalled.length ? notInArray(products.id, recalled) : undefined))
    .orderBy(
      sql`(${products.categoryId} = ${product.categoryId}) desc`,
      // Among neighbours, those of a similar price are the likeliest alternatives.
      sql`abs(${currentPriceSql(at)} - ${referencePrice})`,
      asc(products.id),
    )
    .limit(input.limit);
  return { products: rows.map((r) => toProductCard(r.product, r.offer, r.brand, at, false)) };
});

export const isReservableCall = implement(isReservable, async ({ db, input }) => {
  const [product] = await db
    .select({ id: products.id, isReservable: products.isReservable })
    .from(products)
    .where(eq(products.id, input.id_product))
    .limit(1);
  if (!product) throw notFound("Ce produit n'existe pas.");
  return { id_product: product.id, reservable: product.isReservable };
});
