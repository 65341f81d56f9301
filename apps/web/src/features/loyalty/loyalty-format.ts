// How loyalty amounts read on the pages: signed euros, jokers counted in words, a referral's status in a few words.
import type { LoyaltyMovement, ReferralStatus, VoucherStatus } from "@cabas/contracts";
import { formatEuros } from "../../lib/format/price.ts";

const jokers = (n: number) => `${n} joker${Math.abs(n) > 1 ? "s" : ""}`;

/** « +1,50 € », « −10,00 € », « +1 joker »: what a movement added or took. */
export function formatMovementAmount(m: Pick<LoyaltyMovement, "type" | "montant">): string {
  const sign = m.montant < 0 ? "−" : "+";
  const size = Math.abs(m.montant);
  return `${sign}${m.type === "joker" ? jokers(size) : formatEuros(size)}`;
}

/** The balance after a movement, in its unit. */
export const formatMovementBalance = (m: Pick<LoyaltyMovement, "type" | "solde">): string => (m.type === "joker" ? jokers(m.solde) : formatEuros(m.solde));

export const MOVEMENT_KIND_LABELS: Record<LoyaltyMovement["type"], string> = {
  eurofid: "Euros fidélité",
  cagnotte: "Cagnotte",
  joker: "Joker livraison",
};

export const VOUCHER_STATUS_LABELS: Record<VoucherStatus, string> = {
  utilisable: "À utiliser",
  sur_panier: "Sur votre panier",
  utilise: "Utilisé",
  expire: "Expiré",
};

/** Short badges of a friend's status (the answer carries the full sentence too). */
export const REFERRAL_STATUS_BADGES: Record<ReferralStatus, string> = {
  invitee: "Invité",
  expiree: "Invitation expirée",
  deja_client: "Déjà client",
  inscrite: "Inscrit",
  recompensee: "Bon reçu",
  non_eligible: "Sans bon",
};
