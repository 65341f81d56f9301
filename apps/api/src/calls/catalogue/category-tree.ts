// The aisle tree, read once and kept briefly: it changes rarely and every catalogue call needs it.
import { asc } from "drizzle-orm";
import type { BreadcrumbItem, CategoryNode } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { briefRead } from "../brief-read.ts";

type CategoryRow = typeof schema.categories.$inferSelect;

export type CategoryTree = {
  rows: CategoryRow[];
  bySlug: Map<string, CategoryRow>;
  byId: Map<number, CategoryRow>;
  roots: CategoryNode[];
};

const tree = briefRead(30_000, buildTree);

export const loadCategoryTree = (db: Database): Promise<CategoryTree> => tree.load(db);

async function buildTree(db: Database): Promise<CategoryTree> {
  const rows = await db
    .select()
    .from(schema.categories)
    .orderBy(asc(schema.categories.position), asc(schema.categories.name));
  const nodes = new Map<number, CategoryNode>(
    rows.map((r) => [r.id, { id: r.id, slug: r.slug, name: r.name, icon: r.icon, isMarket: r.isMarket, children: [] }]),
  );
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id);
    if (!node) continue;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return { rows, bySlug: new Map(rows.map((r) => [r.slug, r])), byId: new Map(rows.map((r) => [r.id, r])), roots };
}

/** The category and all its descendants. */
export function subtreeIds(tree: CategoryTree, rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const r of tree.rows) if (r.parentId === ids[i]) ids.push(r.id);
  }
  return ids;
}

/**
 * What a category's page lists (ADR 0049): a shelf lists its subtree; a selection (the Bio aisle and its shelves)
 * lists the organic products of the aisles it names, or of every aisle when it names none.
 */
export type CategoryScope = { categoryIds: number[] | undefined; bioOnly: boolean };

export function categoryScope(tree: CategoryTree, categoryId: number): CategoryScope {
  const selection = tree.byId.get(categoryId)?.bioSelectionOf;
  if (!selection) return { categoryIds: subtreeIds(tree, categoryId), bioOnly: false };
  if (selection.length === 0) return { categoryIds: undefined, bioOnly: true };
  return { categoryIds: [...new Set(selection.flatMap((id) => subtreeIds(tree, id)))], bioOnly: true };
}

/** Two scopes at once (getProduct's category and parent): the products both list. */
export function intersectScopes(a: CategoryScope, b: CategoryScope): CategoryScope {
  const categoryIds = a.categoryIds && b.categoryIds ? a.categoryIds.filter((id) => b.categoryIds!.includes(id)) : (a.categoryIds ?? b.categoryIds);
  return { categoryIds, bioOnly: a.bioOnly || b.bioOnly };
}

export function breadcrumb(tree: CategoryTree, categoryId: number): BreadcrumbItem[] {
  const trail: BreadcrumbItem[] = [];
  let current = tree.byId.get(categoryId);
  for (let depth = 0; current && depth < 10; depth++) {
    trail.unshift({ slug: current.slug, name: current.name, href: `/catalogue/${current.slug}` });
    current = current.parentId === null ? undefined : tree.byId.get(current.parentId);
  }
  return trail;
}
