// The perimeter of a visitor who may not have a basket yet (the slot grid of a new guest).
import { desc } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import type { Principal } from "../../http/auth.ts";

/** The principal's perimeter: the session's, else the shop's default one. */
export async function principalPerimeterId(db: Database, principal: Principal | null): Promise<number> {
  if (principal?.perimeterId) return principal.perimeterId;
  const [fallback] = await db
    .select({ id: schema.perimeters.id })
    .from(schema.perimeters)
    .orderBy(desc(schema.perimeters.isDefault), schema.perimeters.id)
    .limit(1);
  if (!fallback) throw new Error("No delivery perimeter is configured: seed the database.");
  return fallback.id;
}
