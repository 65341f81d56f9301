// Where requests are kept: one row per (e-mail, postal code), whoever asks again.
import { sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";

/**
 * Records the request; false when the same one was already waiting (nothing changes then). A request whose e-mail
 * already went out (the zone opened, then closed again) waits anew.
 */
export async function recordZoneAlert(
  db: Database,
  request: { email: string; postalCode: string; userId: number | null; at: Date },
): Promise<boolean> {
  const t = schema.zoneOpeningAlerts;
  const rows = await db
    .insert(t)
    .values({ email: request.email, postalCode: request.postalCode, userId: request.userId, createdAt: request.at })
    .onConflictDoUpdate({
      target: [t.email, t.postalCode],
      set: { notifiedAt: null, createdAt: request.at, userId: sql`coalesce(${t.userId}, excluded.user_id)` },
      setWhere: sql`${t.notifiedAt} is not null`,
    })
    .returning({ id: t.id });
  return rows.length > 0;
}
