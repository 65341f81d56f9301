// The mix-and-match offers with their products, read once and kept briefly (ADR 0100): a handful of rows every basket
// view consults. An offer written straight into the database applies within 10 s, like the recall notices.
import { asc } from "drizzle-orm";
import { schema } from "@cabas/db";
import type { MixMatchOffers } from "../../domain/mix-match-discount.ts";
import { briefRead } from "../brief-read.ts";

const offers = briefRead(10_000, async (db): Promise<MixMatchOffers> => {
  const [groups, members] = await Promise.all([
    db.select().from(schema.mixMatchGroups).orderBy(asc(schema.mixMatchGroups.id)),
    db.select().from(schema.mixMatchProducts),
  ]);
  const rules = groups.map((group) => ({
    id: group.id,
    name: group.name,
    quantityRequired: group.quantityRequired,
    discountPercent: group.discountPercent,
    endsAt: group.endsAt,
    productIds: new Set(members.filter((m) => m.groupId === group.id).map((m) => m.productId)),
  }));
  return { rules, productIds: new Set(members.map((m) => m.productId)) };
});

export const loadMixMatchRules = offers.load;
