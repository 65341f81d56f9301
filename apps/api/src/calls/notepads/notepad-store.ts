// Reading and writing a customer's notepads. Every id a caller sends is matched with the caller's account in the
// same statement, so another customer's notepad is "not found": never shown, changed or deleted.
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { NotepadSummary } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { notFound } from "../../http/app-error.ts";
import { parseNotepadText } from "./notepad-lines.ts";
import { assertRoomForNotepad } from "./notepad-quota.ts";

const { notepads, users } = schema;

export type NotepadRow = typeof notepads.$inferSelect;
export const NOTEPAD_NOT_FOUND = "Ce bloc-notes n'existe pas.";

export const toNotepadSummary = (row: NotepadRow): NotepadSummary => ({
  blocnote_id: row.id,
  titre: row.title,
  texte: row.body,
  nb_lignes: parseNotepadText(row.body).length,
  modifie: row.updatedAt.toISOString(),
});

/** The customer's notepads, last modified first. */
export async function notepadsOf(db: Database, userId: number): Promise<NotepadRow[]> {
  return db.select().from(notepads).where(eq(notepads.userId, userId)).orderBy(desc(notepads.updatedAt), desc(notepads.id));
}

/** The customer's notepad, or 404 (also for another customer's id). */
export async function ownedNotepad(db: Database, userId: number, id: number): Promise<NotepadRow> {
  const [row] = await db.select().from(notepads).where(and(eq(notepads.id, id), eq(notepads.userId, userId))).limit(1);
  if (!row) throw notFound(NOTEPAD_NOT_FOUND);
  return row;
}

export async function createNotepad(db: Database, userId: number, fields: { title: string; body: string }, at: Date): Promise<NotepadRow> {
  return db.transaction(async (tx) => {
    // The customer's row is locked so that two creations at once cannot both pass the limit.
    await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
    const [existing] = await tx.select({ n: count() }).from(notepads).where(eq(notepads.userId, userId));
    assertRoomForNotepad(existing?.n ?? 0);
    const [row] = await tx.insert(notepads).values({ userId, title: fields.title, body: fields.body, createdAt: at, updatedAt: at }).returning();
    return row!;
  });
}

export async function updateNotepad(
  db: Database,
  userId: number,
  id: number,
  fields: { title?: string | undefined; body?: string | undefined },
  at: Date,
): Promise<NotepadRow> {
  const [row] = await db
    .update(notepads)
    .set({
      ...(fields.title !== undefined ? { title: fields.title } : {}),
      ...(fields.body !== undefined ? { body: fields.body } : {}),
      updatedAt: at,
    })
    .where(and(eq(notepads.id, id), eq(notepads.userId, userId)))
    .returning();
  if (!row) throw notFound(NOTEPAD_NOT_FOUND);
  return row;
}

export async function deleteNotepad(db: Database, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(notepads)
    .where(and(eq(notepads.id, id), eq(notepads.userId, userId)))
    .returning({ id: notepads.id });
  if (deleted.length === 0) throw notFound(NOTEPAD_NOT_FOUND);
}
