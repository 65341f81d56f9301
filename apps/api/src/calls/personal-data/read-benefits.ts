// The export's payment means and benefits: saved cards (brand, last four, expiry: what Cabas keeps), SEPA mandates
// (the masked IBAN), loyalty and prize-pot movements with their balances, vouchers, referral. Left out: the card
// provider's token, the mandate's provider reference and the IBAN's keyed fingerprint (technical keys that would
// only help someone pay or match accounts with them), and, for a referred customer, who invited them.
import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { PersonalDataExport } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { amount, columnsWithout, iso, isoOrNull } from "./export-values.ts";

type BenefitPart = Pick<
  PersonalDataExport,
  "cartes_bancaires" | "mandats_sepa" | "fidelite" | "bons_achat" | "parrainage"
>;

export async function readBenefitPart(tx: Database, userId: number): Promise<BenefitPart> {
  const cards = await tx
    .select(columnsWithout(schema.paymentCards, "provider", "providerToken"))
    .from(schema.paymentCards)
    .where(eq(schema.paymentCards.userId, userId))
    .orderBy(asc(schema.paymentCards.id));
  const mandates = await tx
    .select(columnsWithout(schema.sepaMandates, "provider", "providerRef", "ibanFingerprint"))
    .from(schema.sepaMandates)
    .where(eq(schema.sepaMandates.userId, userId))
    .orderBy(asc(schema.sepaMandates.id));
  const vouchers = await tx
    .select()
    .from(schema.vouchers)
    .where(eq(schema.vouchers.userId, userId))
    .orderBy(asc(schema.vouchers.createdAt), asc(schema.vouchers.id));
  return {
    cartes_bancaires: cards.map((c) => ({
      id_carte: c.id,
      marque: c.brand,
      quatre_derniers_chiffres: c.last4,
      mois_expiration: c.expMonth,
      annee_expiration: c.expYear,
      libelle: c.label,
      par_defaut: c.isDefault,
      enregistree_le: iso(c.createdAt),
      supprimee_le: isoOrNull(c.deletedAt),
    })),
    mandats_sepa: mandates.map((m) => ({
      id_mandat: m.id,
      reference_unique_de_mandat: m.reference,
      iban_masque: m.ibanMasked,
      titulaire: m.holder,
      signe_le: iso(m.signedAt),
      lieu_de_signature: m.signedPlace,
      revoque_le: isoOrNull(m.revokedAt),
    })),
    fidelite: await readLoyalty(tx, userId),
    bons_achat: vouchers.map((v) => ({
      code: v.code,
      type: v.kind,
      montant: amount(v.amountCents),
      panier_minimum: amount(v.minBasketCents),
      expire_le: iso(v.expiresAt),
      utilise_le: isoOrNull(v.usedAt),
      id_commande: v.usedOrderId,
      cree_le: iso(v.createdAt),
    })),
    parrainage: await readReferral(tx, userId),
  };
}

/** Every movement of the append-only ledger, and the balances they add up to (as the account pages sum them). */
async function readLoyalty(tx: Database, userId: number): Promise<BenefitPart["fidelite"]> {
  const entries = await tx
    .select()
    .from(schema.loyaltyLedger)
    .where(eq(schema.loyaltyLedger.userId, userId))
    .orderBy(asc(schema.loyaltyLedger.createdAt), asc(schema.loyaltyLedger.id));
  const sum = (kind: schema.LedgerKind) =>
    entries.filter((e) => e.kind === kind).reduce((total, e) => total + e.amount, 0);
  return {
    soldes: { euros_fidelite: amount(sum("eurofid")), cagnotte: amount(sum("cagnotte")), jokers: sum("joker") },
    mouvements: entries.map((e) => ({
      type: e.kind,
      montant: e.kind === "joker" ? null : amount(e.amount),
      nombre: e.kind === "joker" ? e.amount : null,
      motif: e.reason,
      id_commande: e.orderId,
      le: iso(e.createdAt),
    })),
  };
}

async function readReferral(tx: Database, userId: number): Promise<BenefitPart["parrainage"]> {
  const [code] = await tx.select().from(schema.referralCodes).where(eq(schema.referralCodes.userId, userId));
  const rewardVoucher = alias(schema.vouchers, "reward_voucher");
  const invitations = await tx
    .select({ referral: schema.referrals, rewardCode: rewardVoucher.code })
    .from(schema.referrals)
    .leftJoin(rewardVoucher, eq(rewardVoucher.id, schema.referrals.rewardVoucherId))
    .where(eq(schema.referrals.referrerId, userId))
    .orderBy(asc(schema.referrals.createdAt), asc(schema.referrals.id));
  const [received] = await tx
    .select({ signedUpAt: schema.referrals.signedUpAt, welcomeCode: schema.vouchers.code })
    .from(schema.referrals)
    .leftJoin(schema.vouchers, eq(schema.vouchers.id, schema.referrals.welcomeVoucherId))
    .where(eq(schema.referrals.refereeId, userId));
  return {
    code: code?.code ?? null,
    code_cree_le: code ? iso(code.createdAt) : null,
    invitations: invitations.map(({ referral, rewardCode }) => ({
      email: referral.email,
      invite_le: isoOrNull(referral.invitedAt),
      inscrit_le: isoOrNull(referral.signedUpAt),
      recompense_le: isoOrNull(referral.rewardedAt),
      bon_de_recompense: rewardCode,
      sans_recompense_car: referral.rewardRefusal,
      cree_le: iso(referral.createdAt),
    })),
    parrainage_recu: received
      ? { inscrit_le: isoOrNull(received.signedUpAt), bon_de_bienvenue: received.welcomeCode }
      : null,
  };
}
