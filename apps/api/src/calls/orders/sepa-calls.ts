// paySepa: sign a mandate (the IBAN goes to the provider; Cabas keeps its masked form, a keyed hash to recognise it,
// and the provider's reference), pay the order by direct debit, or revoke a mandate (ADR 0062).
import { and, eq, isNull } from "drizzle-orm";
import { paySepa } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { checkIban } from "../../domain/iban.ts";
import { checkDebtorDetails } from "../../domain/sepa-debtor.ts";
import { ibanFingerprint, revocationMessage } from "../../domain/sepa-mandate.ts";
import { debitsToPresent, listMandates, requireCustomer, toMandateView } from "./card-calls.ts";
import { paySepaOrder } from "./checkout-calls.ts";

/** This customer's active mandate on the account with this fingerprint, if any. */
async function activeMandateFor(db: Database, userId: number, fingerprint: string) {
  const [row] = await db
    .select()
    .from(schema.sepaMandates)
    .where(and(eq(schema.sepaMandates.userId, userId), eq(schema.sepaMandates.ibanFingerprint, fingerprint), isNull(schema.sepaMandates.revokedAt)))
    .limit(1);
  return row;
}

export const paySepaCall = implement(paySepa, async (ctx) => {
  const { db, principal, input, now, config } = ctx;
  const userId = requireCustomer(principal);
  if (input.action === "paiement") {
    return { message: "Commande passée : paiement par prélèvement SEPA.", paiement: await paySepaOrder({ db, config, now: now() }, userId, input) };
  }
  if (input.action === "revocation") return revokeMandate(db, userId, input.id_mandat, now());
  // The contract already refuses an unticked box; checked again here so no other way in signs without consent.
  if (input.accord !== true) {
    const reason = "Cochez la case d'autorisation pour signer le mandat de prélèvement.";
    throw new AppError("INVALID_DATA", reason, { fieldErrors: { accord: [reason] } });
  }
  const iban = checkIban(input.iban);
  if (!iban.ok) throw new AppError("INVALID_DATA", iban.reason, { fieldErrors: { iban: [iban.reason] } });
  // An account outside the EEA also needs the BIC and the debtor's address; every missing field is named at once.
  const debtor = checkDebtorDetails(input, iban.outsideEea);
  if (!debtor.ok) throw new AppError("INVALID_DATA", debtor.reason, { fieldErrors: debtor.fieldErrors });
  const fingerprint = ibanFingerprint(config.payments.secret, iban.iban);
  // One account, one mandate: signing again (a double submit, a forgotten mandate) finds the one already signed.
  const existing = await activeMandateFor(db, userId, fingerprint);
  if (existing) return reused(db, existing);
  const mandate = await config.payments.provider.createMandate({ iban: iban.iban, holder: input.titulaire, debtor: debtor.details });
  const [row] = await db
    .insert(schema.sepaMandates)
    .values({
      userId,
      provider: config.payments.provider.name,
      providerRef: mandate.providerRef,
      reference: mandate.reference,
      ibanMasked: mandate.ibanMasked,
      ibanFingerprint: fingerprint,
      holder: input.titulaire,
      signedAt: now(),
      signedPlace: input.lieu,
      debtorBic: debtor.details?.bic,
      debtorStreet: debtor.details?.street,
      debtorPostalCode: debtor.details?.postalCode,
      debtorTown: debtor.details?.town,
      debtorCountry: debtor.details?.country,
    })
    // Two signatures at once: the unique index keeps one, the other answers with it.
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const winner = await activeMandateFor(db, userId, fingerprint);
    if (!winner) throw new Error("mandate insert returned nothing");
    return reused(db, winner);
  }
  return { message: `Mandat de prélèvement SEPA signé : sa référence unique (RUM) est ${row.reference}.`, mandat: toMandateView(row), mandat_reutilise: false };
});

const reused = async (db: Database, row: typeof schema.sepaMandates.$inferSelect) => ({
  message: `Vous avez déjà signé un mandat pour ce compte : nous le réutilisons (référence unique du mandat ${row.reference}).`,
  mandat: toMandateView(row, (await debitsToPresent(db, [row.id])).get(row.id)),
  mandat_reutilise: true,
});

export const MANDATE_NOT_FOUND = "Mandat SEPA introuvable.";

/**
 * Revokes one of the customer's mandates (ADR 0062): from now on it pays no new order; the orders already placed
 * with it keep their debit, presented at their preparation as their confirmation announced. Someone else's mandate
 * answers like an unknown one and nothing changes. Revoking again changes nothing (the first date stays).
 */
async function revokeMandate(db: Database, userId: number, mandateId: number, at: Date) {
  const [mandate] = await db
    .select()
    .from(schema.sepaMandates)
    .where(and(eq(schema.sepaMandates.id, mandateId), eq(schema.sepaMandates.userId, userId)))
    .limit(1);
  if (!mandate) throw notFound(MANDATE_NOT_FOUND);
  // Conditional: of two revocations at once, one sets the date and the other reads it.
  const [revoked] = await db
    .update(schema.sepaMandates)
    .set({ revokedAt: at })
    .where(and(eq(schema.sepaMandates.id, mandate.id), isNull(schema.sepaMandates.revokedAt)))
    .returning();
  const [row] = revoked ? [revoked] : await db.select().from(schema.sepaMandates).where(eq(schema.sepaMandates.id, mandate.id));
  if (!row) throw notFound(MANDATE_NOT_FOUND);
  const pending = (await debitsToPresent(db, [row.id])).get(row.id) ?? [];
  return {
    message: revocationMessage(row.reference, pending, revoked ? null : row.revokedAt),
    mandat: toMandateView(row, pending),
    mandats: await listMandates(db, userId),
  };
}
