// The rules of deleting one's own account (supprimerCompte): who may, when not, and what the account becomes.
// Decisions: docs/adr/0039-account-deletion.md.
import { orderStatusLabel, type OrderStatus } from "../../domain/order-status.ts";

/** Orders still on their way: the shop owes a delivery, a refund or a capture, so the account must answer for them. */
export const UNFINISHED_ORDER_STATUSES = ["pending_payment", "placed", "preparing", "out_for_delivery"] as const satisfies readonly OrderStatus[];

export const isUnfinishedOrder = (status: OrderStatus): boolean => (UNFINISHED_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

export const WRONG_PASSWORD = "Mot de passe incorrect : votre compte n'a pas été supprimé.";
export const STAFF_ACCOUNT_REFUSAL =
  "Un compte de l'équipe Cabas ne se supprime pas depuis la boutique : demandez-le à l'administrateur.";
export const IMPERSONATION_REFUSAL =
  "Vous agissez en tant que ce client : seul le client peut supprimer son compte. Il peut le faire depuis « Paramètres ».";

/** What the refusal says about the first unfinished order: which one, and what the customer can do about it. */
export function unfinishedOrderRefusal(order: { id: number; status: OrderStatus }): string {
  const which = `Votre commande n° ${order.id} (${orderStatusLabel(order.status)})`;
  switch (order.status) {
    case "pending_payment":
      return `${which} attend encore son paiement : terminez-le ou annulez la commande depuis « Mes commandes en cours », puis supprimez votre compte.`;
    case "placed":
      return `${which} n'est pas encore livrée : vous pouvez la modifier ou l'annuler depuis « Mes commandes en cours », ou attendre sa livraison, puis supprimer votre compte.`;
    default:
      return `${which} n'est pas encore livrée : attendez sa livraison, puis supprimez votre compte.`;
  }
}

/**
 * What the refusal says about a claim customer service has not settled yet (ADR 0052, 0081): its refund would be
 * credited to a prize pot the deletion empties and mailed to an address that no longer exists, so the customer
 * waits for the answer first.
 */
export function claimUnderReviewRefusal(claim: { id: number; orderId: number }): string {
  return `Votre réclamation n° ${claim.id} sur la commande n° ${claim.orderId} est en cours d'examen par notre service client : attendez sa réponse (sous 24 heures ouvrées), puis supprimez votre compte. Le remboursement qu'elle peut vous accorder est crédité sur votre cagnotte, qui serait perdue avec le compte.`;
}

export type DeletionFacts = {
  /** Staff member acting as the customer (login-as), if any. */
  impersonatorId: number | null | undefined;
  /** Staff permissions of the account (empty for a customer). */
  permissions: readonly string[];
  /** The account's orders not delivered nor cancelled, oldest first. */
  unfinishedOrders: readonly { id: number; status: OrderStatus }[];
  /** The account's claims still under review by customer service, oldest first. */
  claimsUnderReview: readonly { id: number; orderId: number }[];
};

/**
 * Why the account may not be deleted now, in French, or null. Checked in this order: only the customer deletes
 * their account (never staff acting as them), staff accounts are not deleted this way, no order is on its way, and
 * no claim waits for customer service's decision (the refund it may bring is the customer's).
 */
export function deletionRefusal(facts: DeletionFacts): string | null {
  if (facts.impersonatorId) return IMPERSONATION_REFUSAL;
  if (facts.permissions.length > 0) return STAFF_ACCOUNT_REFUSAL;
  const [first] = facts.unfinishedOrders;
  if (first) return unfinishedOrderRefusal(first);
  const [claim] = facts.claimsUnderReview;
  return claim ? claimUnderReviewRefusal(claim) : null;
}

/**
 * The address an erased account keeps: unique (so the unique index holds and the old address is free again), and
 * in the reserved `.invalid` domain (RFC 2606), so no mail can reach it and no one can sign up or in with it.
 */
export const erasedEmailFor = (userId: number): string => `supprime-${userId}@cabas.invalid`;

/** Is this an account erased by supprimerCompte? */
export const isErasedEmail = (email: string): boolean => /^supprime-\d+@cabas\.invalid$/i.test(email);

/**
 * Stored instead of the password hash: not a PHC string argon2 can read, so every password fails against it
 * (verifyPassword answers false on an unreadable hash).
 */
export const ERASED_PASSWORD_HASH = "!compte-supprime";

/** What a claim revision's note reads once its customer's account is erased (the column keeps 3 to 500 characters). */
export const ERASED_REVISION_NOTE = "Effacée avec le compte.";

export type LoyaltyBalances = { eurofid: number; cagnotte: number; joker: number };

/**
 * The ledger rows that bring each positive balance to zero: loyalty euros, prize pot and jokers are forfeited with
 * the account, and the ledger, append-only, says so rather than losing its history.
 */
export function forfeitEntries(balances: LoyaltyBalances): { kind: keyof LoyaltyBalances; amount: number; reason: string }[] {
  return (Object.entries(balances) as [keyof LoyaltyBalances, number][])
    .filter(([, amount]) => amount > 0)
    .map(([kind, amount]) => ({ kind, amount: -amount, reason: "Compte supprimé" }));
}
