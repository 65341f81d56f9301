// The addresses a customer's new basket starts with, so a returning customer does not choose them again after
// each order: those of their last basket that had some, else their default ones. A delivery address is kept only
// when its postal code is delivered from the basket's perimeter (the basket's prices and slots are that perimeter's).
import { and, desc, eq, inArray, isNotNull, isNull, ne, or } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { perimeterForPostalCode } from "../session/perimeter-lookup.ts";

export type StartingAddresses = { deliveryAddressId: number | null; billingAddressId: number | null };

/** A saved address the customer still has, and the perimeter that delivers it (null when none does). */
export type AddressCandidate = { id: number; perimeterId: number | null };

/** The first candidate (most wanted first) delivered from the basket's perimeter. */
export const firstDeliverable = (candidates: readonly (AddressCandidate | null)[], perimeterId: number): number | null =>
  candidates.find((c) => c !== null && c.perimeterId === perimeterId)?.id ?? null;

/** The first candidate still in the address book: a billing address needs no delivery perimeter. */
export const firstKept = (candidates: readonly ({ id: number } | null)[]): number | null => candidates.find((c) => c !== null)?.id ?? null;

export async function startingAddresses(db: Database, userId: number, perimeterId: number): Promise<StartingAddresses> {
  const { baskets, addresses } = schema;
  const [last] = await db
    .select({ delivery: baskets.deliveryAddressId, billing: baskets.billingAddressId })
    .from(baskets)
    .where(and(eq(baskets.userId, userId), ne(baskets.status, "active"), or(isNotNull(baskets.deliveryAddressId), isNotNull(baskets.billingAddressId))))
    .orderBy(desc(baskets.updatedAt), desc(baskets.id))
    .limit(1);
  const lastIds = [last?.delivery, last?.billing].filter((id): id is number => id !== null && id !== undefined);
  const rows = await db
    .select({ id: addresses.id, postalCode: addresses.postalCode, isDefaultDelivery: addresses.isDefaultDelivery, isDefaultBilling: addresses.isDefaultBilling })
    .from(addresses)
    .where(
      and(
        eq(addresses.userId, userId),
        isNull(addresses.deletedAt),
        or(eq(addresses.isDefaultDelivery, true), eq(addresses.isDefaultBilling, true), ...(lastIds.length > 0 ? [inArray(addresses.id, lastIds)] : [])),
      ),
    );
  if (rows.length === 0) return { deliveryAddressId: null, billingAddressId: null };
  const inBook = new Map(rows.map((row) => [row.id, row]));
  const kept = (id: number | null | undefined) => (id == null ? null : (inBook.get(id) ?? null));
  // Only a delivery address is looked up in the perimeters, once each (the last one is often the default one).
  const perimeters = new Map<number, number | null>();
  const deliveryCandidate = async (id: number | null | undefined): Promise<AddressCandidate | null> => {
    const row = kept(id);
    if (!row) return null;
    if (!perimeters.has(row.id)) perimeters.set(row.id, await perimeterForPostalCode(db, row.postalCode));
    return { id: row.id, perimeterId: perimeters.get(row.id) ?? null };
  };
  const defaultDelivery = rows.find((r) => r.isDefaultDelivery)?.id;
  const defaultBilling = rows.find((r) => r.isDefaultBilling)?.id;
  return {
    deliveryAddressId: firstDeliverable([await deliveryCandidate(last?.delivery), await deliveryCandidate(defaultDelivery)], perimeterId),
    billingAddressId: firstKept([kept(last?.billing), kept(defaultBilling)]),
  };
}
