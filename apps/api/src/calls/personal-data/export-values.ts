// How the file writes values (amounts as integer cents with their currency, instants as ISO 8601 in UTC) and what
// its reads share.
import { getTableColumns, type Table } from "drizzle-orm";
import type { z } from "zod";
import { FRENCH_PHONE, formatFrenchPhone, type exportAmount } from "@cabas/contracts";

export type ExportAmount = z.infer<typeof exportAmount>;

export const amount = (cents: number): ExportAmount => ({ centimes: cents, devise: "EUR" });
export const amountOrNull = (cents: number | null): ExportAmount | null => (cents === null ? null : amount(cents));
export const iso = (at: Date): string => at.toISOString();
export const isoOrNull = (at: Date | null): string | null => (at === null ? null : at.toISOString());

/**
 * A phone as the rest of the shop shows it (« 06 12 34 56 78 »), whether it was stored as typed at sign-up
 * (« 0612345678 », « +33612345678 ») or already formatted: the file reads like the site. A number that is not French
 * by the one rule (french-phone.ts) is given exactly as stored, since its owner may need to see what Cabas holds.
 */
export const exportPhone = (stored: string | null): string | null =>
  stored === null || !FRENCH_PHONE.test(stored.trim()) ? stored : formatFrenchPhone(stored);

/** Child rows by their parent's id, in the order read: `linesOf(order.id)`, an empty list for a parent without any. */
export function childrenBy<T>(rows: readonly T[], parentId: (row: T) => number): (id: number) => T[] {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = parentId(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return (id) => groups.get(id) ?? [];
}

/**
 * A table's columns but `left`: for the export's reads, which leave a secret (a token's hash, a provider's reference)
 * in the database rather than read it and rely on the mapping to drop it.
 */
export function columnsWithout<T extends Table, K extends keyof T["_"]["columns"] & string>(
  table: T,
  ...left: K[]
): Omit<T["_"]["columns"], K> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([key]) => !(left as string[]).includes(key)),
  ) as Omit<T["_"]["columns"], K>;
}
