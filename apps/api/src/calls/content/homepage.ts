// getHomepage: the ordered blocks of the home page, with products priced for the visitor's perimeter.
import { and, asc, desc, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import {
  getHomepage,
  type CategoryLink,
  type HomepageBlock,
  type PackCard,
  type ProductCard,
  type RecipeCard,
} from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { toProductCard } from "../../domain/product-card.ts";
import { activePromoSql } from "../catalogue/offer-sql.ts";
import { activeRecallIds } from "../catalogue/recall-store.ts";
import { buildPackCards } from "../catalogue/packs.ts";
import { toRecipeCard } from "../catalogue/recipes.ts";
import { resolvePerimeter } from "../perimeters/resolve-perimeter.ts";

// Block payloads are edited by staff as JSON; each is parsed so a malformed block is skipped, not served broken.
const heroPayload = z.object({ heading: z.string(), text: z.string(), ctaLabel: z.string().optional(), ctaHref: z.string().optional() });
const reassurancePayload = z.object({ items: z.array(z.object({ icon: z.string(), title: z.string(), text: z.string() })) });
const slugsPayload = z.object({ slugs: z.array(z.string()) });
const productsPayload = z.object({ mode: z.enum(["promo", "new", "staff-picks"]), limit: z.number().int().min(1).max(24).default(8) });
const bannerPayload = z.object({ heading: z.string(), text: z.string(), href: z.string().optional(), linkLabel: z.string().optional() });
const textPayload = z.object({ body: z.string() });

const { products, offers, brands } = schema;

async function productCards(db: Database, perimeterId: number, mode: "promo" | "new" | "staff-picks", limit: number, now: Date) {
  const base = db
    .select({ product: products, offer: offers, brand: brands.name })
    .from(products)
    .innerJoin(offers, and(eq(offers.productId, products.id), eq(offers.perimeterId, perimeterId)))
    .leftJoin(brands, eq(brands.id, products.brandId));
  // The home page shows what can be bought: nothing under a recall in progress (ADR 0049).
  const recalled = [...(await activeRecallIds(db, now))];
  const inStock = and(eq(offers.inStock, true), sql`${offers.stock} > 0`, recalled.length ? notInArray(products.id, recalled) : undefined);
  const rows =
    mode === "staff-picks"
      ? await base
          .innerJoin(schema.staffPicks, eq(schema.staffPicks.productId, products.id))
          .where(inStock)
          .orderBy(asc(schema.staffPicks.position), asc(products.id))
          .limit(limit)
      : mode === "promo"
        ? await base
            .where(and(inStock, isNotNull(activePromoSql(now))))
            .orderBy(desc(sql`${offers.priceCents} - ${activePromoSql(now)}`), asc(products.id))
            .limit(limit)
        : await base.where(and(inStock, eq(products.isNew, true))).orderBy(asc(products.id)).limit(limit);
  return rows.map((r): ProductCard => toProductCard(r.product, r.offer, r.brand, now, false));
}

async function categoryLinks(db: Database, slugs: string[]): Promise<CategoryLink[]> {
  if (slugs.length === 0) return [];
  const rows = await db.select().from(schema.categories).where(inArray(schema.categories.slug, slugs));
  return orderBySlugs(rows, slugs).map((c) => ({ id: c.id, slug: c.slug, name: c.name, icon: c.icon }));
}

async function recipeCards(db: Database, slugs: string[]): Promise<RecipeCard[]> {
  if (slugs.length === 0) return [];
  const rows = await db.select().from(schema.recipes).where(inArray(schema.recipes.slug, slugs));
  return orderBySlugs(rows, slugs).map(toRecipeCard);
}

async function packCardsBySlugs(db: Database, perimeterId: number, slugs: string[], now: Date): Promise<PackCard[]> {
  if (slugs.length === 0) return [];
  const packs = orderBySlugs(await db.select().from(schema.packs).where(inArray(schema.packs.slug, slugs)), slugs);
  return (await buildPackCards(db, perimeterId, packs, now)).map((p) => p.card);
}

function orderBySlugs<T extends { slug: string }>(rows: T[], slugs: string[]): T[] {
  return slugs.flatMap((slug) => rows.filter((r) => r.slug === slug));
}

export const getHomepageCall = implement(getHomepage, async ({ db, input, request, now }) => {
  const perimeter = await resolvePerimeter(db, request, input.id_perimetre);
  const rows = await db
    .select()
    .from(schema.homepageBlocks)
    .where(eq(schema.homepageBlocks.isActive, true))
    .orderBy(asc(schema.homepageBlocks.position));
  const blocks: HomepageBlock[] = [];
  for (const row of rows) {
    const base = { id: row.id, title: row.title };
    const block = await buildBlock(db, perimeter.id, row.type, row.payload, base, now());
    if (block) blocks.push(block);
    else request.log.warn({ blockId: row.id }, "homepage block skipped: malformed payload");
  }
  return { blocks };
});

async function buildBlock(
  db: Database,
  perimeterId: number,
  type: string,
  payload: unknown,
  base: { id: number; title: string | null },
  now: Date,
): Promise<HomepageBlock | null> {
  switch (type) {
    case "hero": {
      const p = heroPayload.safeParse(payload);
      if (!p.success) return null;
      const cta = p.data.ctaLabel && p.data.ctaHref ? { label: p.data.ctaLabel, href: p.data.ctaHref } : null;
      return { ...base, type, heading: p.data.heading, text: p.data.text, cta };
    }
    case "reassurance": {
      const p = reassurancePayload.safeParse(payload);
      return p.success ? { ...base, type, items: p.data.items } : null;
    }
    case "categories": {
      const p = slugsPayload.safeParse(payload);
      return p.success ? { ...base, type, categories: await categoryLinks(db, p.data.slugs) } : null;
    }
    case "products": {
      const p = productsPayload.safeParse(payload);
      return p.success
        ? { ...base, type, mode: p.data.mode, products: await productCards(db, perimeterId, p.data.mode, p.data.limit, now) }
        : null;
    }
    case "recipes": {
      const p = slugsPayload.safeParse(payload);
      return p.success ? { ...base, type, recipes: await recipeCards(db, p.data.slugs) } : null;
    }
    case "packs": {
      const p = slugsPayload.safeParse(payload);
      return p.success ? { ...base, type, packs: await packCardsBySlugs(db, perimeterId, p.data.slugs, now) } : null;
    }
    case "banner": {
      const p = bannerPayload.safeParse(payload);
      if (!p.success) return null;
      const link = p.data.href ? { href: p.data.href, label: p.data.linkLabel ?? "Découvrir" } : null;
      return { ...base, type, heading: p.data.heading, text: p.data.text, link };
    }
    case "text": {
      const p = textPayload.safeParse(payload);
      return p.success ? { ...base, type, body: p.data.body } : null;
    }
    default:
      return null;
  }
}
