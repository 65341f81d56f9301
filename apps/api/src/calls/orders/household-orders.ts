// Whether a household has already been a Cabas customer through another account (ADR 0063): the welcome offers are
// for a household's first order. Read from the orders the law keeps ten years, which keep the name and address their
// invoice prints even once their account is erased (ADR 0039).
import { and, eq, lt, ne, notInArray, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { NOT_PLACED_STATUSES } from "../../domain/order-status.ts";
import { sameNamedHousehold, type NamedAddress } from "../../domain/household.ts";

/**
 * Whether another account than `userId` placed an order delivered to the same name at the same home as `home`
 * (before `placedBefore` when given: a delivered order asks about the orders before its own).
 * Reads the orders of that postal code through their postal-code index (migration 0029), then compares the names and
 * streets with the domain rule (accents, case and punctuation folded).
 */
export async function householdOrderedElsewhere(
  db: Database,
  home: NamedAddress & { postalCode: string },
  userId: number,
  placedBefore?: Date,
): Promise<boolean> {
  const { orders } = schema;
  const rows = await db
    .select({ deliveryAddress: orders.deliveryAddress })
    .from(orders)
    .where(
      and(
        sql`(${orders.deliveryAddress} ->> 'postalCode') = ${home.postalCode}`,
        ne(orders.userId, userId),
        notInArray(orders.status, [...NOT_PLACED_STATUSES]),
        placedBefore === undefined ? undefined : lt(orders.placedAt, placedBefore),
      ),
    );
  return rows.some((row) => sameNamedHousehold(row.deliveryAddress, home));
}

/** The basket's delivery address as a household (its own customer's only), or null before one is chosen. */
export async function basketHousehold(db: Database, deliveryAddressId: number | null, userId: number): Promise<(NamedAddress & { postalCode: string }) | null> {
  if (deliveryAddressId === null) return null;
  const [row] = await db
    .select({ nom: schema.addresses.nom, line1: schema.addresses.line1, postalCode: schema.addresses.postalCode })
    .from(schema.addresses)
    .where(and(eq(schema.addresses.id, deliveryAddressId), eq(schema.addresses.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * The referred friend's welcome voucher among `voucherIds` (the one their referral issued), when the basket's delivery
 * address shows a household that was already a customer through another account: that voucher gives nothing (ADR 0063).
 */
export async function refusedWelcomeVoucherId(
  db: Database,
  basket: { deliveryAddressId: number | null },
  userId: number,
  voucherIds: readonly number[],
): Promise<number | null> {
  if (voucherIds.length === 0 || basket.deliveryAddressId === null) return null;
  const [referral] = await db
    .select({ voucherId: schema.referrals.welcomeVoucherId })
    .from(schema.referrals)
    .where(eq(schema.referrals.refereeId, userId))
    .limit(1);
  const voucherId = referral?.voucherId ?? null;
  if (voucherId === null || !voucherIds.includes(voucherId)) return null;
  const home = await basketHousehold(db, basket.deliveryAddressId, userId);
  return home && (await householdOrderedElsewhere(db, home, userId)) ? voucherId : null;
}
