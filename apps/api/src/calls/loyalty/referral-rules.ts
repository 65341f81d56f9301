// The rules of referral (parrainage) as pure functions: the offer's terms, codes, a friend's status, who may be
// invited, and whether the referrer earns a voucher when the friend's first order is delivered. ADR 0028.
import type { ReferralStatus } from "@cabas/contracts";
import { readableChars } from "../../domain/readable-code.ts";
import { sameHousehold, type PostalAddress } from "../../domain/household.ts";

const DAY_MS = 86_400_000;

/** The offer, in cents and days. Changing it changes what new vouchers carry; vouchers already issued keep theirs. */
export const REFERRAL_TERMS = {
  /** The friend's welcome voucher, issued when their account is created with the code. */
  friend: { amountCents: 1000, minBasketCents: 5000, validDays: 90 },
  /** The referrer's voucher, issued when the friend's first order is delivered. */
  referrer: { amountCents: 1000, minBasketCents: 5000, validDays: 90 },
  /** Invitations by e-mail a customer may send in any 24 hours. */
  invitationsPerDay: 10,
  /** An invitation brings the friend in (without typing the code) for this long. */
  invitationValidDays: 30,
  /** Rewards a referrer may earn in any 365 days; friends beyond still get their welcome voucher. */
  rewardsPerYear: 10,
} as const;

/** « CHLOE-7K3MQ »: the first name (letters only, up to 10, accents dropped) and five characters drawn at random. */
export function referralCodeFor(prenom: string, randomIndex: (size: number) => number): string {
  const name =
    prenom
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toUpperCase()
      .replace(/[^A-Z]/g, "")
      .slice(0, 10) || "CABAS";
  return `${name}-${readableChars(5, randomIndex)}`;
}

export type ReferralFacts = {
  invitedAt: Date | null;
  refereeId: number | null;
  rewardedAt: Date | null;
  rewardRefusal: string | null;
  /**
   * An account was created with the invited address after the invitation (without this referrer's code). An account
   * older than the invitation does not count: telling it would say who is a customer (ADR 0048).
   */
  invitedHasAccount: boolean;
  /** The friend's account was deleted (erased by supprimerCompte): they will never order again. */
  refereeErased?: boolean;
};

export const invitationExpired = (invitedAt: Date, now: Date): boolean =>
  now.getTime() - invitedAt.getTime() > REFERRAL_TERMS.invitationValidDays * DAY_MS;

/** Where a friend stands, from the referrer's side. */
export function referralStatus(r: ReferralFacts, now: Date): ReferralStatus {
  if (r.refereeId !== null) {
    if (r.rewardedAt) return "recompensee";
    // A deleted account places no first order: « your voucher comes with it » would promise what never comes.
    if (r.refereeErased) return "compte_ferme";
    if (r.rewardRefusal) return "non_eligible";
    return "inscrite";
  }
  if (r.invitedHasAccount) return "deja_client";
  if (r.invitedAt && invitationExpired(r.invitedAt, now)) return "expiree";
  return "invitee";
}

export function referralStatusLabel(status: ReferralStatus, refusal: string | null): string {
  switch (status) {
    case "invitee":
      return "Invitation envoyée : en attente de son inscription";
    case "expiree":
      return "Invitation expirée : vous pouvez l'inviter à nouveau";
    case "deja_client":
      return "A créé son compte sans votre code";
    case "inscrite":
      return "Compte créé : votre bon arrive à la livraison de sa première commande";
    case "recompensee":
      return "Première commande livrée : votre bon vous attend";
    case "non_eligible":
      return `Pas de bon pour ce parrainage : ${refusal ?? "conditions non remplies"}`;
    case "compte_ferme":
      return "Compte fermé : pas de bon pour ce parrainage";
  }
}

/** Only an invitation nobody has used may be withdrawn. */
export const invitationWithdrawable = (r: { refereeId: number | null; invitedAt: Date | null }): boolean => r.refereeId === null && r.invitedAt !== null;

/**
 * Why this address cannot be invited (null when it can). Whether it has an account is not a reason: the answer must
 * be the same for a customer's address and a new one, or the form tells anyone who is a customer (ADR 0048); an
 * existing customer is simply sent nothing (invitationMailed) and, not signing up again, earns nobody a voucher.
 */
export function invitationRefusal(args: {
  email: string;
  referrerEmail: string;
  /** This referrer's earlier invitation of the same address, if any. */
  previous: { invitedAt: Date | null; refereeId: number | null } | null;
  invitedLastDay: number;
  now: Date;
}): { field: "email" | null; kind: "self" | "duplicate" | "limit"; message: string } | null {
  if (args.email.toLowerCase() === args.referrerEmail.toLowerCase())
    return { field: "email", kind: "self", message: "Vous ne pouvez pas vous parrainer vous-même : invitez l'adresse d'un ami." };
  const previous = args.previous;
  if (previous && (previous.refereeId !== null || !previous.invitedAt || !invitationExpired(previous.invitedAt, args.now)))
    return { field: "email", kind: "duplicate", message: "Vous avez déjà invité cette adresse : votre invitation est toujours valable." };
  if (args.invitedLastDay >= REFERRAL_TERMS.invitationsPerDay)
    return {
      field: null,
      kind: "limit",
      message: `Vous avez envoyé ${REFERRAL_TERMS.invitationsPerDay} invitations en 24 heures : vous pourrez en envoyer d'autres demain.`,
    };
  return null;
}

/**
 * Is the invitation e-mailed? Not to an address that already has an account: the offer is for new customers, and a
 * customer's mailbox is not a place for someone else's « X vous offre 10 € ». The referrer's answer is the same.
 */
export const invitationMailed = (hasAccount: boolean): boolean => !hasAccount;

/** Why the referrer earns nothing for this friend's first delivered order (null: they earn the voucher). */
export function rewardRefusal(args: {
  deliveredTo: PostalAddress;
  referrerAddresses: readonly PostalAddress[];
  /** Another account's order was delivered to the same name at the same home before this one (ADR 0063). */
  householdWasCustomer: boolean;
  rewardsLastYear: number;
}): string | null {
  if (args.referrerAddresses.some((a) => sameHousehold(a, args.deliveredTo))) return "la commande a été livrée à votre adresse (même foyer)";
  // Referral is for new customers: a household that already ordered, through another account, is not one.
  if (args.householdWasCustomer) return "son foyer était déjà client de Cabas (commande livrée au même nom, à la même adresse)";
  if (args.rewardsLastYear >= REFERRAL_TERMS.rewardsPerYear) return `vous avez déjà reçu ${REFERRAL_TERMS.rewardsPerYear} bons de parrainage sur les 12 derniers mois`;
  return null;
}

/** What the referrer sees of a friend's account: first name and initial (« Chloé D. »); an erased account has neither. */
export function friendDisplayName(prenom: string, nom: string): string {
  const initial = nom.trim().charAt(0).toUpperCase();
  if (!prenom.trim() && !initial) return "Client Cabas";
  return initial ? `${prenom.trim()} ${initial}.` : prenom.trim();
}
