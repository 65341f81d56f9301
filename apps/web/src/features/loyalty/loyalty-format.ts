// How loyalty amounts read on the pages: signed euros, jokers counted in words, a referral's status in a few words.
import type { LoyaltyMovement, ReferralFriend, VoucherStatus } from "@cabas/contracts";
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

/**
 * A friend's status as a short badge (the answer carries the full sentence too), agreed with the friend's civility:
 * « Inscrite » for a Mme, « Inscrit » for a M.; « (e) » as the shop writes elsewhere when it is unknown (an invited
 * address has no account, hence no civility).
 */
export function referralBadge(friend: Pick<ReferralFriend, "statut" | "civilite">): string {
  const agreed = (word: string) => (friend.civilite === "Mme" ? `${word}e` : friend.civilite === "M." ? word : `${word}(e)`);
  switch (friend.statut) {
    case "invitee":
      return agreed("Invité");
    case "expiree":
      return "Invitation expirée";
    case "deja_client":
      return `Déjà ${agreed("client")}`;
    case "inscrite":
      return agreed("Inscrit");
    case "recompensee":
      return "Bon reçu";
    case "non_eligible":
      return "Sans bon";
    case "compte_ferme":
      return "Compte fermé";
  }
}
