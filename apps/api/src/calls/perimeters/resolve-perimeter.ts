// The visitor's delivery perimeter: the one asked for (parameter or ID_PERIMETRE cookie), else the default.
import { asc } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { schema, type Database } from "@cabas/db";
import { notFound } from "../../http/app-error.ts";
import { briefRead } from "../brief-read.ts";

export type Perimeter = typeof schema.perimeters.$inferSelect;

// A handful of rows that change with the delivery map, read by nearly every call: kept briefly in memory
// rather than queried on each request (like the aisle tree).
const perimeters = briefRead(30_000, (db) => Promise.resolve(db.select().from(schema.perimeters).orderBy(asc(schema.perimeters.id))));
const loadPerimeters = perimeters.load;

/** Forgets the perimeters read (after adding or changing one). */
export const forgetPerimeters = perimeters.forget;

export async function resolvePerimeter(
  db: Database,
  request: FastifyRequest,
  requestedId: number | undefined,
): Promise<Perimeter> {
  const fromCookie = Number.parseInt(request.cookies.ID_PERIMETRE ?? "", 10);
  const id = requestedId ?? (Number.isSafeInteger(fromCookie) && fromCookie > 0 ? fromCookie : undefined);
  let rows = await loadPerimeters(db);
  if (id !== undefined && !rows.some((p) => p.id === id)) {
    // Maybe created since it was read: one fresh look before saying it does not exist.
    forgetPerimeters(db);
    rows = await loadPerimeters(db);
  }
  if (id !== undefined) {
    const found = rows.find((p) => p.id === id);
    if (found) return found;
    // An explicit but unknown perimeter is the caller's mistake; a stale cookie falls back quietly.
    if (requestedId !== undefined) throw notFound("Ce périmètre de livraison n'existe pas.");
  }
  // The default one, else the first (as `order by is_default desc, id`).
  const fallback = rows.find((p) => p.isDefault) ?? rows[0];
  if (!fallback) throw new Error("No delivery perimeter is configured: seed the database.");
  return fallback;
}
