// The customer's address book: reads and writes scoped to the owner, so another customer's id is "introuvable".
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AddressFields, AddressView } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { AppError, notFound } from "../../http/app-error.ts";
import {
  addressCommune,
  addressDeletionOutcome,
  formatFrenchPhone,
  newAddressDefaults,
  type AddressDeletionOutcome,
  type BasketAddresses,
} from "../../domain/address-rules.ts";

export type AddressRow = typeof schema.addresses.$inferSelect;
export const ADDRESS_NOT_FOUND = "Adresse introuvable.";

/** Orders not yet delivered nor cancelled still need their address. */
const OPEN_ORDER_STATUSES = ["pending_payment", "placed", "preparing", "out_for_delivery"] as const;

export async function deliveredPostalCodes(db: Database, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ code: schema.postalCodes.code })
    .from(schema.postalCodes)
    .where(inArray(schema.postalCodes.code, [...new Set(codes)]));
  return new Set(rows.map((r) => r.code));
}

export async function communesOf(db: Database, postalCode: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ commune: schema.postalCodes.commune })
    .from(schema.postalCodes)
    .where(eq(schema.postalCodes.code, postalCode))
    .orderBy(asc(schema.postalCodes.commune));
  return rows.map((r) => r.commune);
}

export function toAddressView(row: AddressRow, delivered: ReadonlySet<string>): AddressView {
  return {
    id_adresse: row.id,
    libelle: row.label,
    civilite: row.civilite,
    nom: row.nom,
    prenom: row.prenom,
    societe: row.company,
    adresse: row.line1,
    complement: row.line2,
    code_postal: row.postalCode,
    ville: row.city,
    digicode: row.doorCode,
    etage: row.floor,
    ascenseur: row.hasLift,
    interphone: row.intercomName,
    // Addresses stored before phones were formatted (the demo customer's among them) read as new ones do.
    telephone: row.phone === null ? null : formatFrenchPhone(row.phone),
    instructions: row.instructions,
    livraison_defaut: row.isDefaultDelivery,
    facturation_defaut: row.isDefaultBilling,
    livrable: delivered.has(row.postalCode),
  };
}

export async function addressesOf(db: Database, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(schema.addresses)
    .where(and(eq(schema.addresses.userId, userId), isNull(schema.addresses.deletedAt)))
    .orderBy(desc(schema.addresses.isDefaultDelivery), desc(schema.addresses.updatedAt), desc(schema.addresses.id));
}

export async function addressViewsOf(db: Database, userId: number): Promise<AddressView[]> {
  const rows = await addressesOf(db, userId);
  const delivered = await deliveredPostalCodes(db, rows.map((r) => r.postalCode));
  return rows.map((r) => toAddressView(r, delivered));
}

/** The customer's live address, or 404 "Adresse introuvable." (also for another customer's id). */
export async function ownedAddress(db: Database, userId: number, addressId: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(schema.addresses)
    .where(and(eq(schema.addresses.id, addressId), eq(schema.addresses.userId, userId), isNull(schema.addresses.deletedAt)))
    .limit(1);
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return row;
}

/**
 * Form fields to columns; a known commune takes its official spelling, the phone one stored form. A town that is
 * not one of the postal code's communes is refused on the `ville` field (400), nothing saved (ADR 0060).
 */
export async function addressColumns(db: Database, fields: AddressFields) {
  const commune = addressCommune(fields.ville, fields.code_postal, await communesOf(db, fields.code_postal));
  if (commune.refusal !== undefined) throw new AppError("INVALID_DATA", commune.refusal, { fieldErrors: { ville: [commune.refusal] } });
  const city = commune.city;
  return {
    label: fields.libelle ?? null,
    civilite: fields.civilite ?? null,
    nom: fields.nom,
    prenom: fields.prenom,
    company: fields.societe ?? null,
    line1: fields.adresse,
    line2: fields.complement ?? null,
    postalCode: fields.code_postal,
    city,
    doorCode: fields.digicode ?? null,
    floor: fields.etage ?? null,
    hasLift: fields.ascenseur ?? null,
    intercomName: fields.interphone ?? null,
    phone: formatFrenchPhone(fields.telephone),
    instructions: fields.instructions ?? null,
  };
}

export async function createAddress(db: Database, userId: number, fields: AddressFields, now: Date): Promise<AddressRow> {
  const columns = await addressColumns(db, fields);
  const existing = await db
    .select({ postalCode: schema.addresses.postalCode, isDefaultDelivery: schema.addresses.isDefaultDelivery })
    .from(schema.addresses)
    .where(and(eq(schema.addresses.userId, userId), isNull(schema.addresses.deletedAt)));
  const delivered = await deliveredPostalCodes(db, [columns.postalCode, ...existing.map((a) => a.postalCode)]);
  // The first address is the default for both uses (most customers have one), if Cabas delivers it.
  const defaults = newAddressDefaults({
    existing: existing.length,
    delivered: delivered.has(columns.postalCode),
    deliveredDefaultExists: existing.some((a) => a.isDefaultDelivery && delivered.has(a.postalCode)),
  });
  // One delivery default: an address out of the zone that held it (saved before this rule) gives it up.
  if (defaults.isDefaultDelivery && existing.length > 0) {
    await db
      .update(schema.addresses)
      .set({ isDefaultDelivery: false })
      .where(and(eq(schema.addresses.userId, userId), isNull(schema.addresses.deletedAt), eq(schema.addresses.isDefaultDelivery, true)));
  }
  const [row] = await db
    .insert(schema.addresses)
    .values({ ...columns, userId, ...defaults, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("address insert returned nothing");
  return row;
}

export async function updateAddress(db: Database, userId: number, addressId: number, fields: AddressFields, now: Date): Promise<AddressRow> {
  await ownedAddress(db, userId, addressId);
  const [row] = await db
    .update(schema.addresses)
    .set({ ...(await addressColumns(db, fields)), updatedAt: now })
    .where(and(eq(schema.addresses.id, addressId), eq(schema.addresses.userId, userId), isNull(schema.addresses.deletedAt)))
    .returning();
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return row;
}

/**
 * Whether an open order was placed with this address. Orders keep a snapshot of their addresses; the snapshot
 * carries the address `id` (orders engineer: keep that key in `delivery_address` / `billing_address`).
 */
export async function usedByOpenOrder(db: Database, userId: number, addressId: number): Promise<boolean> {
  const o = schema.orders;
  const [row] = await db
    .select({ id: o.id })
    .from(o)
    .where(
      and(
        eq(o.userId, userId),
        inArray(o.status, [...OPEN_ORDER_STATUSES]),
        sql`(${o.deliveryAddress}->>'id' = ${String(addressId)} or ${o.billingAddress}->>'id' = ${String(addressId)})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The perimeters delivering each postal code (a code none delivers is absent). */
async function perimetersOfCodes(db: Database, codes: readonly string[]): Promise<Map<string, number[]>> {
  const byCode = new Map<string, number[]>();
  if (codes.length === 0) return byCode;
  const rows = await db
    .selectDistinct({ code: schema.postalCodes.code, perimeterId: schema.postalCodes.perimeterId })
    .from(schema.postalCodes)
    .where(inArray(schema.postalCodes.code, [...new Set(codes)]));
  for (const row of rows) byCode.set(row.code, [...(byCode.get(row.code) ?? []), row.perimeterId]);
  return byCode;
}

/**
 * What deleting an address of the customer's live address book does (addressDeletionOutcome, ADR 0117 and 0122): a
 * reader over the book and its perimeters read once, for deleteAdresse (one address) and mesAdresses, which tells
 * beforehand what deleting each one would do. `postalCode`: the basket's new delivery address's, when it moves.
 */
export async function addressDeletionReader(
  db: Database,
  userId: number,
  basket: BasketAddresses | null,
): Promise<(deletedId: number) => AddressDeletionOutcome & { postalCode: string | null }> {
  const book = await addressesOf(db, userId);
  const perimeters = await perimetersOfCodes(db, book.map((a) => a.postalCode));
  const entries = book.map((a) => ({
    id: a.id,
    perimeterIds: perimeters.get(a.postalCode) ?? [],
    isDefaultDelivery: a.isDefaultDelivery,
    isDefaultBilling: a.isDefaultBilling,
  }));
  return (deletedId) => {
    const outcome = addressDeletionOutcome(deletedId, entries, basket);
    const postalCode = outcome.delivery ? (book.find((a) => a.id === outcome.delivery?.id)?.postalCode ?? null) : null;
    return { ...outcome, postalCode };
  };
}
