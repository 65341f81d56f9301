// Reading and writing a customer's notepads. Every id a caller sends is matched with the caller's account in the
// same statement, so another customer's notepad is "not found": never shown, changed or deleted.
import { and, desc, eq, sql } from "drizzle-orm";
import type { NotepadSummary } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { notFound } from "../../http/app-error.ts";
import { parseNotepadText } from "./notepad-lines.ts";
import { assertNotepadTitleFree, assertRoomForNotepad } from "./notepad-quota.ts";

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

/** Serialises the writers of one customer's notepads (count limit, titles): two creations at once pass one by one. */
const lockCustomerNotepads = (tx: Database, userId: number) => tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);

const titlesOf = (tx: Database, userId: number) => tx.select({ id: notepads.id, title: notepads.title }).from(notepads).where(eq(notepads.userId, userId));

export async function createNotepad(db: Database, userId: number, fields: { title: string; body: string }, at: Date): Promise<NotepadRow> {
  return db.transaction(async (tx) => {
    await lockCustomerNotepads(tx, userId);
    const existing = await titlesOf(tx, userId);
    assertRoomForNotepad(existing.length);
    assertNotepadTitleFree(existing, fields.title);
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
  return db.transaction(async (tx) => {
    if (fields.title !== undefined) {
      await lockCustomerNotepads(tx, userId);
      const mine = await titlesOf(tx, userId);
      // Another customer's id is « not found » before its title could be compared.
      if (!mine.some((n) => n.id === id)) throw notFound(NOTEPAD_NOT_FOUND);
      assertNotepadTitleFree(mine, fields.title, id);
    }
    const [row] = await tx
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
  });
}

export async function deleteNotepad(db: Database, userId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(notepads)
    .where(and(eq(notepads.id, id), eq(notepads.userId, userId)))
    .returning({ id: notepads.id });
  if (deleted.length === 0) throw notFound(NOTEPAD_NOT_FOUND);
}
