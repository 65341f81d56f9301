// SEPA mandates (ADR 0057): who the creditor is, and how an IBAN is recognised without being kept.
import { createHmac } from "node:crypto";
import { frenchLongDate } from "@cabas/contracts";
import { COMPANY } from "@cabas/db/seed";

/** The creditor every mandate names: the company, its registered address and its SEPA creditor identifier (ICS). */
export const SEPA_CREDITOR = {
  name: COMPANY.name,
  address: COMPANY.address,
  creditorId: COMPANY.sepaCreditorId,
} as const;

/**
 * A keyed hash of the normalised IBAN: equal for the same account, useless to anyone without the key (a bare hash
 * of an IBAN could be found again by trying the few billion accounts of a bank branch). The key is the payment
 * secret, the same on every API instance; a changed secret only means an older mandate is no longer recognised.
 */
export const ibanFingerprint = (secret: string, normalisedIban: string): string =>
  createHmac("sha256", secret).update(`sepa-iban:${normalisedIban}`).digest("hex");

/**
 * Why a mandate may not pay a new order, or null when it may (ADR 0062): once revoked it never pays again, and the
 * customer is told to sign a new one (the partial unique index lets her sign again for the same account).
 */
export function mandateRefusal(mandate: { reference: string; revokedAt: Date | null }): string | null {
  if (!mandate.revokedAt) return null;
  return `Le mandat de prélèvement ${mandate.reference} a été révoqué le ${frenchLongDate(mandate.revokedAt)} : il ne peut plus payer de commande. Signez un nouveau mandat pour payer par prélèvement, ou choisissez un autre moyen de paiement.`;
}

/** What the customer reads once a mandate is revoked: new orders stop, orders already placed keep their debit. */
export function revocationMessage(reference: string, pendingOrderIds: readonly number[], alreadyRevokedAt: Date | null): string {
  const head = alreadyRevokedAt
    ? `Le mandat ${reference} était déjà révoqué depuis le ${frenchLongDate(alreadyRevokedAt)} : rien n'a été changé.`
    : `Mandat ${reference} révoqué : il ne servira plus à aucune nouvelle commande.`;
  if (pendingOrderIds.length === 0) return head;
  const which =
    pendingOrderIds.length === 1
      ? `La commande n° ${pendingOrderIds[0]}, déjà passée avec lui, reste prélevée à sa préparation`
      : `Les commandes n° ${pendingOrderIds.join(", ")}, déjà passées avec lui, restent prélevées à leur préparation`;
  return `${head} ${which}, comme annoncé.`;
}
