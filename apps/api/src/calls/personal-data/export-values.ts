// How the file writes values (amounts as integer cents with their currency, instants as ISO 8601 in UTC) and what
// its reads share.
import { getTableColumns, type Table } from "drizzle-orm";
import type { z } from "zod";
import type { exportAmount } from "@cabas/contracts";

export type ExportAmount = z.infer<typeof exportAmount>;

export const amount = (cents: number): ExportAmount => ({ centimes: cents, devise: "EUR" });
export const amountOrNull = (cents: number | null): ExportAmount | null => (cents === null ? null : amount(cents));
export const iso = (at: Date): string => at.toISOString();
export const isoOrNull = (at: Date | null): string | null => (at === null ? null : at.toISOString());

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
