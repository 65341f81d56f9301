// The SQL twins of domain/offer-price.ts, for filtering and sorting in the database.
import { sql, type SQL } from "drizzle-orm";
import { schema } from "@cabas/db";

const { offers } = schema;

export const activePromoSql = (now: Date): SQL =>
  sql`(case when ${offers.promoPriceCents} is not null and (${offers.promoStartsAt} is null or ${offers.promoStartsAt} <= ${now.toISOString()}::timestamptz) and (${offers.promoEndsAt} is null or ${offers.promoEndsAt} > ${now.toISOString()}::timestamptz) then ${offers.promoPriceCents} end)`;

export const currentPriceSql = (now: Date): SQL => sql`coalesce(${activePromoSql(now)}, ${offers.priceCents})`;
