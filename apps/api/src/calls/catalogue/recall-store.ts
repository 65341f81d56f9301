// The recall notices, read once and kept briefly: a handful of rows that every card, basket view and basket change
// consults (ADR 0049). A notice published straight into the database shows within 10 s, like the category tree;
// `forgetRecalls` is for code that publishes one.
import { schema, type Database } from "@cabas/db";
import type { RecallWindow } from "../../domain/product-recall.ts";
import { recalledProductIds } from "../../domain/product-recall.ts";
import { briefRead } from "../brief-read.ts";

const recalls = briefRead(10_000, (db): Promise<RecallWindow[]> =>
  Promise.resolve(
    db
      .select({ productId: schema.productRecalls.productId, publishedAt: schema.productRecalls.publishedAt, endsAt: schema.productRecalls.endsAt })
      .from(schema.productRecalls),
  ),
);

export const loadRecalls = recalls.load;
export const forgetRecalls = recalls.forget;

/** The products not sold at `now` because a recall in progress names them. */
export const activeRecallIds = async (db: Database, now: Date): Promise<Set<number>> => recalledProductIds(await loadRecalls(db), now);
