// Saved cards (provider tokens only) and SEPA mandates: list, add from a token, rename or make default, delete.
import { and, asc, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { touchActiveBaskets } from "../basket/basket-store.ts";
import { addCB, deleteCB, mesCB, updateCB, type SavedCard, type SepaMandateView } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { AppError, notFound, unprocessable } from "../../http/app-error.ts";
import type { Principal } from "../../http/auth.ts";
import { isCardExpired } from "../../domain/card-number.ts";
import { debtorAddressLine } from "../../domain/sepa-debtor.ts";

export const CARD_NOT_FOUND = "Carte bancaire introuvable.";

export function requireCustomer(principal: Principal | null): number {
  if (!principal || principal.userId === null) throw new AppError("UNAUTHORIZED", "Connexion requise.");
  return principal.userId;
}

type CardRow = typeof schema.paymentCards.$inferSelect;

export const toSavedCard = (card: CardRow, now: Date): SavedCard => ({
  id_empreinte: card.providerToken,
  libelle_carte: card.label ?? `${card.brand.toUpperCase()} ${card.last4}`,
  marque: card.brand,
  derniers_chiffres: card.last4,
  expiration: `${String(card.expMonth).padStart(2, "0")}/${String(card.expYear).slice(-2)}`,
  expiree: isCardExpired(card.expMonth, card.expYear, now),
  par_defaut: card.isDefault,
});

export async function listCards(db: Database, userId: number, now: Date): Promise<SavedCard[]> {
  const rows = await db
    .select()
    .from(schema.paymentCards)
    .where(and(eq(schema.paymentCards.userId, userId), isNull(schema.paymentCards.deletedAt)))
    .orderBy(desc(schema.paymentCards.isDefault), asc(schema.paymentCards.id));
  return rows.map((r) => toSavedCard(r, now));
}

/** The customer's mandates that may pay new orders (not revoked), newest first, each with its debits still to present. */
export async function listMandates(db: Database, userId: number): Promise<SepaMandateView[]> {
  const rows = await db
    .select()
    .from(schema.sepaMandates)
    .where(and(eq(schema.sepaMandates.userId, userId), isNull(schema.sepaMandates.revokedAt)))
    .orderBy(desc(schema.sepaMandates.signedAt));
  const pending = await debitsToPresent(db, rows.map((r) => r.id));
  return rows.map((r) => toMandateView(r, pending.get(r.id)));
}

/** The customer's revoked mandates, most recently revoked first: what can no longer pay, since when and why (ADR 0129). */
export async function revokedMandates(db: Database, userId: number): Promise<SepaMandateView[]> {
  const rows = await db
    .select()
    .from(schema.sepaMandates)
    .where(and(eq(schema.sepaMandates.userId, userId), isNotNull(schema.sepaMandates.revokedAt)))
    .orderBy(desc(schema.sepaMandates.revokedAt), desc(schema.sepaMandates.id));
  return rows.map((r) => toMandateView(r));
}

/**
 * Orders placed with these mandates whose debit the warehouse still has to present (an authorised SEPA payment is
 * captured when the order is prepared): what revoking a mandate leaves as it is (ADR 0062).
 */
export async function debitsToPresent(db: Database, mandateIds: readonly number[]): Promise<Map<number, number[]>> {
  const byMandate = new Map<number, number[]>();
  if (mandateIds.length === 0) return byMandate;
  const rows = await db
    .select({ mandateId: schema.payments.mandateId, orderId: schema.payments.orderId })
    .from(schema.payments)
    .where(and(inArray(schema.payments.mandateId, [...mandateIds]), eq(schema.payments.status, "authorised")))
    .orderBy(asc(schema.payments.orderId));
  for (const row of rows) if (row.mandateId !== null) byMandate.set(row.mandateId, [...(byMandate.get(row.mandateId) ?? []), row.orderId]);
  return byMandate;
}

export const toMandateView = (m: typeof schema.sepaMandates.$inferSelect, pendingOrderIds: readonly number[] = []): SepaMandateView => ({
  id_mandat: m.id,
  reference: m.reference,
  iban_masque: m.ibanMasked,
  titulaire: m.holder,
  signe_le: m.signedAt.toISOString(),
  lieu_signature: m.signedPlace,
  bic: m.debtorBic,
  adresse_debiteur: debtorAddressLine(m),
  revoque_le: m.revokedAt?.toISOString() ?? null,
  motif_revocation: m.revokedReason,
  commandes_a_prelever: [...pendingOrderIds],
});

/** The customer's own live card by its token; anyone else's answers the same 404 as an unknown one. */
export async function ownedCard(db: Database, userId: number, token: string): Promise<CardRow> {
  const [card] = await db
    .select()
    .from(schema.paymentCards)
    .where(and(eq(schema.paymentCards.userId, userId), eq(schema.paymentCards.providerToken, token), isNull(schema.paymentCards.deletedAt)))
    .limit(1);
  if (!card) throw notFound(CARD_NOT_FOUND);
  return card;
}

async function makeDefault(tx: Database, userId: number, cardId: number): Promise<void> {
  await tx.update(schema.paymentCards).set({ isDefault: false }).where(eq(schema.paymentCards.userId, userId));
  await tx.update(schema.paymentCards).set({ isDefault: true }).where(eq(schema.paymentCards.id, cardId));
}

export const mesCbCall = implement(mesCB, async ({ db, principal, now }) => {
  const userId = requireCustomer(principal);
  return { cartes: await listCards(db, userId, now()), mandats: await listMandates(db, userId), mandats_revoques: await revokedMandates(db, userId) };
});

export const addCbCall = implement(addCB, async ({ db, principal, input, now, config }) => {
  const userId = requireCustomer(principal);
  const at = now();
  const provider = config.payments.provider;
  const details = await provider.describeCard(input.id_empreinte);
  if (!details) throw notFound("Empreinte de carte inconnue du prestataire de paiement.");
  if (isCardExpired(details.expMonth, details.expYear, at)) throw unprocessable("Cette carte est expirée.");
  const [taken] = await db
    .select()
    .from(schema.paymentCards)
    .where(and(eq(schema.paymentCards.provider, provider.name), eq(schema.paymentCards.providerToken, details.token)))
    .limit(1);
  // A token belongs to the customer who first saved it; another customer learning it gains nothing.
  if (taken && taken.userId !== userId) throw notFound("Empreinte de carte inconnue du prestataire de paiement.");
  if (taken && !taken.deletedAt) return { message: "Cette carte est déjà enregistrée.", carte: toSavedCard(taken, at), cartes: await listCards(db, userId, at) };
  const card = await db.transaction(async (tx) => {
    const existing = await listCards(tx, userId, at);
    const values = {
      userId,
      provider: provider.name,
      providerToken: details.token,
      brand: details.brand,
      last4: details.last4,
      expMonth: details.expMonth,
      expYear: details.expYear,
      label: input.libelle_carte || `${details.brand.toUpperCase()} ${details.last4}`,
      isDefault: existing.length === 0,
      createdAt: at,
      deletedAt: null,
    };
    const [row] = taken
      ? await tx.update(schema.paymentCards).set(values).where(eq(schema.paymentCards.id, taken.id)).returning()
      : await tx.insert(schema.paymentCards).values(values).returning();
    if (!row) throw new Error("card insert returned nothing");
    if (input.par_defaut) await makeDefault(tx, userId, row.id);
    // An Amex card opens the partner discount in the basket.
    await touchActiveBaskets(tx, userId);
    return row;
  });
  const fresh = await ownedCard(db, userId, card.providerToken);
  return { message: "Votre carte est enregistrée.", carte: toSavedCard(fresh, at), cartes: await listCards(db, userId, at) };
});

export const updateCbCall = implement(updateCB, async ({ db, principal, input, now }) => {
  const userId = requireCustomer(principal);
  const card = await ownedCard(db, userId, input.id_empreinte);
  await db.transaction(async (tx) => {
    if (input.libelle_carte !== undefined) {
      await tx.update(schema.paymentCards).set({ label: input.libelle_carte || null }).where(eq(schema.paymentCards.id, card.id));
    }
    if (input.par_defaut) await makeDefault(tx, userId, card.id);
  });
  const at = now();
  return { message: "Votre carte est modifiée.", carte: toSavedCard(await ownedCard(db, userId, card.providerToken), at), cartes: await listCards(db, userId, at) };
});

export const deleteCbCall = implement(deleteCB, async ({ db, principal, input, now }) => {
  const userId = requireCustomer(principal);
  const card = await ownedCard(db, userId, input.id_empreinte);
  const at = now();
  await db.transaction(async (tx) => {
    await tx.update(schema.paymentCards).set({ deletedAt: at, isDefault: false }).where(eq(schema.paymentCards.id, card.id));
    if (card.isDefault) {
      // Another card takes over as default, so checkout always preselects one when any is left.
      const [next] = await tx
        .select({ id: schema.paymentCards.id })
        .from(schema.paymentCards)
        .where(and(eq(schema.paymentCards.userId, userId), isNull(schema.paymentCards.deletedAt)))
        .orderBy(asc(schema.paymentCards.id))
        .limit(1);
      if (next) await tx.update(schema.paymentCards).set({ isDefault: true }).where(eq(schema.paymentCards.id, next.id));
    }
    await touchActiveBaskets(tx, userId);
  });
  return { message: "Votre carte est supprimée.", cartes: await listCards(db, userId, at) };
});
