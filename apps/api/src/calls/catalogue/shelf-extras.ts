// getProducteur, getPanachage (mix and match), coupDeCoeur (staff picks) and rappelProduits (recalls).
import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import { coupDeCoeur, getPanachage, getProducteur, rappelProduits } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { notFound } from "../../http/app-error.ts";
import { isWithinWindow } from "../../domain/time-window.ts";
import { resolvePerimeter } from "../perimeters/resolve-perimeter.ts";
import { cardsByProductId, publicCard } from "./offer-cards.ts";
import { listProducts } from "./product-list.ts";

export const getProducteurCall = implement(getProducteur, async ({ db, input, request, now }) => {
  const [producer] = await db.select().from(schema.producers).where(eq(schema.producers.id, input.id)).limit(1);
  if (!producer) throw notFound("Ce producteur n'existe pas.");
  const perimeter = await resolvePerimeter(db, request, input.id_perimetre);
  const list = await listProducts(db, {
    perimeterId: perimeter.id,
    producerId: producer.id,
    now: now(),
    sort: "pertinence",
    order: "asc",
    page: 1,
    limit: 100,
  });
  return {
    producer: {
      id: producer.id,
      slug: producer.slug,
      name: producer.name,
      region: producer.region,
      town: producer.town,
      description: producer.description,
      icon: producer.icon,
    },
    products: list.products,
  };
});

export const getPanachageCall = implement(getPanachage, async ({ db, input, request, now }) => {
  const perimeter = await resolvePerimeter(db, request, input.id_perimetre);
  const groupTable = schema.mixMatchGroups;
  let groupIds: number[] | undefined;
  if (input.id_article !== undefined) {
    const links = await db
      .select({ id: schema.mixMatchProducts.groupId })
      .from(schema.mixMatchProducts)
      .where(eq(schema.mixMatchProducts.productId, input.id_article));
    groupIds = links.map((l) => l.id);
  }
  const groups = (
    await db
      .select()
      .from(groupTable)
      .where(
        and(
          input.id !== undefined ? eq(groupTable.id, input.id) : undefined,
          input.slug ? eq(groupTable.slug, input.slug) : undefined,
          groupIds ? (groupIds.length ? inArray(groupTable.id, groupIds) : eq(groupTable.id, -1)) : undefined,
        ),
      )
      .orderBy(asc(groupTable.name))
  ).filter((g) => isWithinWindow(now(), null, g.endsAt));
  if ((input.id !== undefined || input.slug) && groups.length === 0) throw notFound("Cette offre n'existe pas ou est terminée.");
  const members = groups.length
    ? await db
        .select()
        .from(schema.mixMatchProducts)
        .where(inArray(schema.mixMatchProducts.groupId, groups.map((g) => g.id)))
    : [];
  const cards = await cardsByProductId(db, perimeter.id, members.map((m) => m.productId), now());
  return {
    groups: groups.map((g) => ({
      id: g.id,
      slug: g.slug,
      name: g.name,
      description: g.description,
      quantityRequired: g.quantityRequired,
      discountPercent: g.discountPercent,
      endsAt: g.endsAt ? g.endsAt.toISOString() : null,
      products: members.flatMap((m) => {
        const card = m.groupId === g.id ? cards.get(m.productId) : undefined;
        return card ? [publicCard(card)] : [];
      }),
    })),
  };
});

export const coupDeCoeurCall = implement(coupDeCoeur, async ({ db, input, request, now }) => {
  const perimeter = await resolvePerimeter(db, request, input.id_perimetre);
  const picks = await db
    .select()
    .from(schema.staffPicks)
    .where(or(isNull(schema.staffPicks.perimeterId), eq(schema.staffPicks.perimeterId, perimeter.id)))
    .orderBy(asc(schema.staffPicks.position))
    .limit(input.limit);
  const cards = await cardsByProductId(db, perimeter.id, picks.map((p) => p.productId), now());
  return {
    picks: picks.flatMap((p) => {
      const card = cards.get(p.productId);
      return card ? [{ note: p.note, product: publicCard(card) }] : [];
    }),
  };
});

export const rappelProduitsCall = implement(rappelProduits, async ({ db, now }) => {
  const rows = await db
    .select({ recall: schema.productRecalls, slug: schema.products.slug })
    .from(schema.productRecalls)
    .leftJoin(schema.products, eq(schema.products.id, schema.productRecalls.productId))
    .orderBy(asc(schema.productRecalls.publishedAt));
  const at = now();
  return {
    recalls: rows
      .filter((r) => isWithinWindow(at, r.recall.publishedAt, r.recall.endsAt))
      .reverse()
      .map(({ recall, slug }) => ({
        id: recall.id,
        productName: recall.productName,
        brandName: recall.brandName,
        lots: recall.lots,
        reason: recall.reason,
        instructions: recall.instructions,
        publishedAt: recall.publishedAt.toISOString(),
        endsAt: recall.endsAt ? recall.endsAt.toISOString() : null,
        product: recall.productId !== null && slug ? { id: recall.productId, slug } : null,
      })),
  };
});
