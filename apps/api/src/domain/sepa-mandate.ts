// SEPA mandates (ADR 0057): who the creditor is, and how an IBAN is recognised without being kept.
import { createHmac } from "node:crypto";
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
