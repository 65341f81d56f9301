// The visitor's delivery perimeter: the one asked for (parameter or ID_PERIMETRE cookie), else the default.
import { desc, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { schema, type Database } from "@cabas/db";
import { notFound } from "../../http/app-error.ts";

export type Perimeter = typeof schema.perimeters.$inferSelect;

export async function resolvePerimeter(
  db: Database,
  request: FastifyRequest,
  requestedId: number | undefined,
): Promise<Perimeter> {
  const fromCookie = Number.parseInt(request.cookies.ID_PERIMETRE ?? "", 10);
  const id = requestedId ?? (Number.isSafeInteger(fromCookie) && fromCookie > 0 ? fromCookie : undefined);
  if (id !== undefined) {
    const [found] = await db.select().from(schema.perimeters).where(eq(schema.perimeters.id, id)).limit(1);
    if (found) return found;
    // An explicit but unknown perimeter is the caller's mistake; a stale cookie falls back quietly.
    if (requestedId !== undefined) throw notFound("Ce périmètre de livraison n'existe pas.");
  }
  const [fallback] = await db
    .select()
    .from(schema.perimeters)
    .orderBy(desc(schema.perimeters.isDefault), schema.perimeters.id)
    .limit(1);
  if (!fallback) throw new Error("No delivery perimeter is configured: seed the database.");
  return fallback;
}
