// getPack (one pack or a list, optionally by theme) and getPackThemes.
import { asc, count, eq, inArray } from "drizzle-orm";
import { centsToEuros, getPack, getPackThemes, type PackCard } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { notFound } from "../../http/app-error.ts";
import { packShortfalls } from "../../domain/pack-availability.ts";
import { packPriceCents } from "../../domain/pack-discount.ts";
import { resolvePerimeter } from "../perimeters/resolve-perimeter.ts";
import { cardsByProductId, publicCard } from "./offer-cards.ts";

type PackRow = typeof schema.packs.$inferSelect;

/**
 * Cards of a list of packs priced where the shopper is, each saying whether it can be bought there (packShortfalls):
 * the same reads for one pack or a whole list, the items of all packs at once and their product cards at once.
 */
export async function buildPackCards(db: Database, perimeterId: number, packs: PackRow[], now: Date) {
  const relevant = packs.length
    ? await db
        // The product's name with the item: a product not sold here has no card, and the card still names it.
        .select({ packId: schema.packItems.packId, productId: schema.packItems.productId, quantity: schema.packItems.quantity, name: schema.products.name })
        .from(schema.packItems)
        .innerJoin(schema.products, eq(schema.products.id, schema.packItems.productId))
        .where(inArray(schema.packItems.packId, packs.map((p) => p.id)))
        // A pack's products in one order on its page and in what it says is missing, the order buyPack names them.
        .orderBy(asc(schema.products.name))
    : [];
  const cards = await cardsByProductId(db, perimeterId, relevant.map((i) => i.productId), now);
  return packs.map((pack) => {
    const items = relevant.filter((i) => i.packId === pack.id);
    const lines = items.filter((i) => cards.has(i.productId));
    // Priced as the basket prices the pack once bought: a chapon of about 3 kg counts 3 kg, not one kilo.
    const { regularCents, priceCents } = packPriceCents(
      lines.map((l) => {
        const c = cards.get(l.productId)!;
        return { unitPriceCents: c.currentCents, quantity: l.quantity, variableWeight: c.variableWeight, averageWeightGrams: c.averageWeightGrams };
      }),
      pack.discountBp,
    );
    const card: PackCard = {
      id: pack.id,
      slug: pack.slug,
      name: pack.name,
      description: pack.description,
      icon: pack.icon,
      price: centsToEuros(priceCents),
      regularPrice: centsToEuros(regularCents),
      itemCount: lines.reduce((n, l) => n + l.quantity, 0),
      unavailable: packShortfalls(items.map((i) => ({ name: i.name, quantity: i.quantity, card: cards.get(i.productId) }))),
    };
    return {
      card,
      items: lines.flatMap((l) => {
        const c = cards.get(l.productId);
        return c ? [{ quantity: l.quantity, product: publicCard(c) }] : [];
      }),
    };
  });
}

export const getPackCall = implement(getPack, async ({ db, input, request, now }) => {
  const perimeter = await resolvePerimeter(db, request, input.id_perimetre);
  if (input.slug) {
    const [pack] = await db.select().from(schema.packs).where(eq(schema.packs.slug, input.slug)).limit(1);
    if (!pack) throw notFound("Ce pack n'existe pas.");
    const [theme] = pack.themeId
      ? await db.select().from(schema.packThemes).where(eq(schema.packThemes.id, pack.themeId)).limit(1)
      : [];
    const [built] = await buildPackCards(db, perimeter.id, [pack], now());
    if (!built) throw notFound("Ce pack n'existe pas.");
    return {
      pack: {
        ...built.card,
        theme: theme ? { slug: theme.slug, name: theme.name } : null,
        discountPercent: pack.discountBp / 100,
        items: built.items,
      },
    };
  }
  let theme: typeof schema.packThemes.$inferSelect | undefined;
  if (input.theme) {
    [theme] = await db.select().from(schema.packThemes).where(eq(schema.packThemes.slug, input.theme)).limit(1);
    if (!theme) throw notFound("Ce thème de packs n'existe pas.");
  }
  const packs = await db
    .select()
    .from(schema.packs)
    .where(theme ? eq(schema.packs.themeId, theme.id) : undefined)
    .orderBy(asc(schema.packs.name));
  const built = await buildPackCards(db, perimeter.id, packs, now());
  return {
    packs: built.map((b) => b.card),
    theme: theme ? { slug: theme.slug, name: theme.name, description: theme.description } : null,
  };
});

export const getPackThemesCall = implement(getPackThemes, async ({ db }) => {
  const rows = await db
    .select({ theme: schema.packThemes, packCount: count(schema.packs.id) })
    .from(schema.packThemes)
    .leftJoin(schema.packs, eq(schema.packs.themeId, schema.packThemes.id))
    .groupBy(schema.packThemes.id)
    .orderBy(asc(schema.packThemes.position), asc(schema.packThemes.name));
  return {
    themes: rows.map((r) => ({
      id: r.theme.id,
      slug: r.theme.slug,
      name: r.theme.name,
      description: r.theme.description,
      packCount: r.packCount,
    })),
  };
});
