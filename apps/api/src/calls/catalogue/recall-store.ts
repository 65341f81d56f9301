// The recall notices, read once and kept briefly: a handful of rows that every card, basket view and basket change
// consults (ADR 0049). A notice published straight into the database shows within TTL_MS, like the category tree;
// `forgetRecalls` is for code that publishes one.
import { schema, type Database } from "@cabas/db";
import type { RecallWindow } from "../../domain/product-recall.ts";
import { recalledProductIds } from "../../domain/product-recall.ts";

const TTL_MS = 10_000;
const cache = new WeakMap<Database, { at: number; recalls: Promise<RecallWindow[]> }>();

export function loadRecalls(db: Database): Promise<RecallWindow[]> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.recalls;
  const recalls = db
    .select({ productId: schema.productRecalls.productId, publishedAt: schema.productRecalls.publishedAt, endsAt: schema.productRecalls.endsAt })
    .from(schema.productRecalls)
    .then((rows) => rows);
  cache.set(db, { at: Date.now(), recalls });
  recalls.catch(() => cache.delete(db));
  return recalls;
}

export const forgetRecalls = (db: Database): void => {
  cache.delete(db);
};

/** The products not sold at `now` because a recall in progress names them. */
export const activeRecallIds = async (db: Database, now: Date): Promise<Set<number>> => recalledProductIds(await loadRecalls(db), now);
