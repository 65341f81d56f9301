// The e-mails of customer service, in French: the team's copy of a contact message, the sender's acknowledgement,
// the confirmation of a claim's credit, a claim waiting for review (the team's copy and the customer's), and the
// team's decision on it (credited in full or in part, or refused with its reason).
import { CLAIM_REASON_LABELS, CLAIM_REFUSAL_REASON_LABELS, CONTACT_SUBJECT_LABELS, type ClaimReason, type ClaimRefusalReason, type CONTACT_SUBJECTS } from "@cabas/contracts";
import type { MailMessage } from "../../mail/mailer.ts";
import { SERVICE_MAIL_SIGNATURE } from "../../mail/mail-text.ts";
import { formatEuros } from "../../domain/basket-totals.ts";

export type ContactFacts = {
  reference: string;
  nom: string;
  /** The address typed in the form: the team answers it (Reply-To), nothing else is sent there unchecked. */
  email: string;
  sujet: (typeof CONTACT_SUBJECTS)[number];
  message: string;
  /** The signed-in sender's account (its own address), or null for a visitor. */
  account: { id: number; email: string } | null;
  /** The order number typed, and whether it is linked: only a signed-in customer's own order is. */
  order: { id: number; linked: boolean } | null;
};

/** What the team reads of the order: linked (the signed-in customer's own), or only a number a visitor typed. */
const orderLine = (order: ContactFacts["order"]): string =>
  !order ? "" : order.linked ? `Commande : n° ${order.id} (commande de ce client)\n` : `Commande citée : n° ${order.id} (donnée par un expéditeur non connecté : non vérifiée, non reliée au message)\n`;

/**
 * The team's copy, answered by replying: Reply-To is the address typed (the sender's), so the team's answer never
 * leaves from whatever the form wrote in the From line of a relay. A visitor's order number is said unverified.
 */
export function contactForTeamMail(to: string, f: ContactFacts): MailMessage {
  const sender = f.account ? `Compte client n° ${f.account.id} (${f.account.email})\n` : "Expéditeur non connecté : adresse non vérifiée\n";
  return {
    to,
    replyTo: f.email,
    subject: `[${f.reference}] ${CONTACT_SUBJECT_LABELS[f.sujet]}${f.order?.linked ? ` — commande n° ${f.order.id}` : ""}`,
    text: `De : ${f.nom} <${f.email}>\n${sender}Sujet : ${CONTACT_SUBJECT_LABELS[f.sujet]}\n${orderLine(f.order)}\n${f.message}`,
  };
}

/**
 * The sender's acknowledgement: neutral, the reference and nothing typed (no name, no message), so the form cannot
 * relay a text from service-client@ to any address. A signed-in customer's goes to their account's address.
 */
export function contactAcknowledgementMail(f: ContactFacts): MailMessage {
  return {
    to: f.account?.email ?? f.email,
    subject: `Nous avons bien reçu votre message (${f.reference})`,
    text: `Bonjour,\n\nNous avons bien reçu votre message, enregistré sous la référence ${f.reference}. Notre service client vous répond sous 24 heures ouvrées.\n\nSi vous n'avez pas écrit à Cabas, ignorez ce message : aucune suite n'y sera donnée sans vous.${SERVICE_MAIL_SIGNATURE}`,
  };
}

/** A claimed line as the e-mails list it: « 2 × Yaourt nature (abîmé) ». */
export const claimLineText = (quantity: number, name: string, reason: ClaimReason): string => `${quantity} × ${name} (${CLAIM_REASON_LABELS[reason].toLowerCase()})`;

/** The sentence of a credit's e-mail about the loyalty euros the refunded products had earned. */
const loyaltyTakenText = (cents: number): string =>
  cents > 0 ? `\n\nLes euros fidélité gagnés sur ces produits (${formatEuros(cents)}) ont été déduits de votre solde.` : "";

export function claimCreditedMail(to: string, prenom: string, orderId: number, creditCents: number, lines: string[], loyaltyTakenCents = 0): MailMessage {
  // The loyalty page says refunded goods lose their loyalty euros: the e-mail says how much, once.
  const loyalty = loyaltyTakenText(loyaltyTakenCents);
  return {
    to,
    subject: `Réclamation sur la commande n° ${orderId} : ${formatEuros(creditCents)} dans votre cagnotte`,
    text: `Bonjour ${prenom},\n\nNous sommes désolés pour ce problème. ${formatEuros(creditCents)} ont été crédités sur votre cagnotte, utilisable dès votre prochaine commande.${loyalty}\n\nProduits signalés :\n${lines.map((l) => `- ${l}`).join("\n")}${SERVICE_MAIL_SIGNATURE}`,
  };
}

export type ClaimReviewFacts = { claimId: number; orderId: number; name: string; email: string; claimCents: number; lines: string[]; comment: string | null };

/** The team's copy of a claim above the instant-credit ceilings (ADR 0050): to be examined, nothing credited yet. */
export function claimForTeamMail(to: string, f: ClaimReviewFacts, publicUrl: string): MailMessage {
  return {
    to,
    subject: `[Réclamation ${f.claimId}] À examiner — commande n° ${f.orderId} (${formatEuros(f.claimCents)})`,
    text: `De : ${f.name} <${f.email}>\nCommande : n° ${f.orderId}\nMontant demandé : ${formatEuros(f.claimCents)} (rien n'a été crédité)\n\nProduits signalés :\n${f.lines.map((l) => `- ${l}`).join("\n")}${f.comment ? `\n\nCommentaire :\n${f.comment}` : ""}\n\nPour décider : ${publicUrl}/support/reclamations (ou npm run claims -- pending, puis credit ${f.claimId} [montant] ou refuse ${f.claimId} <motif>).`,
  };
}

export function claimUnderReviewMail(to: string, prenom: string, f: ClaimReviewFacts): MailMessage {
  return {
    to,
    subject: `Réclamation sur la commande n° ${f.orderId} : en cours d'examen`,
    text: `Bonjour ${prenom},\n\nNous sommes désolés pour ce problème. Votre réclamation (${formatEuros(f.claimCents)}) est en cours d'examen par notre service client, qui vous répond sous 24 heures ouvrées.\n\nProduits signalés :\n${f.lines.map((l) => `- ${l}`).join("\n")}${SERVICE_MAIL_SIGNATURE}`,
  };
}

export type ClaimDecisionFacts = { orderId: number; askedCents: number; lines: string[] };

/**
 * Customer service credited a claim it examined (ADR 0052): how much went to the prize pot, out of how much asked
 * when it is a part, and the loyalty euros taken back with it, as an instant credit's e-mail says them.
 */
export function claimSettledCreditMail(to: string, prenom: string, f: ClaimDecisionFacts & { creditCents: number; loyaltyTakenCents: number }): MailMessage {
  const credited =
    f.creditCents < f.askedCents
      ? `Nous vous accordons ${formatEuros(f.creditCents)} sur les ${formatEuros(f.askedCents)} demandés : ils ont été crédités sur votre cagnotte, utilisable dès votre prochaine commande.`
      : `${formatEuros(f.creditCents)} ont été crédités sur votre cagnotte, utilisable dès votre prochaine commande.`;
  const disagree = f.creditCents < f.askedCents ? "\n\nSi vous n'êtes pas d'accord, répondez à ce message : nous regarderons à nouveau." : "";
  return {
    to,
    subject: `Réclamation sur la commande n° ${f.orderId} : ${formatEuros(f.creditCents)} dans votre cagnotte`,
    text: `Bonjour ${prenom},\n\nNotre service client a examiné votre réclamation sur la commande n° ${f.orderId}. ${credited}${loyaltyTakenText(f.loyaltyTakenCents)}\n\nProduits signalés :\n${f.lines.map((l) => `- ${l}`).join("\n")}${disagree}${SERVICE_MAIL_SIGNATURE}`,
  };
}

/**
 * Customer service looked again at a claim it had refused or credited in part (ADR 0098): what it adds to the prize
 * pot now, and what the claim has credited in all against what was asked.
 */
export function claimRevisedCreditMail(
  to: string,
  prenom: string,
  f: ClaimDecisionFacts & { addedCents: number; creditCents: number; loyaltyTakenCents: number },
): MailMessage {
  const inAll =
    f.creditCents < f.askedCents
      ? ` Votre réclamation est ainsi créditée de ${formatEuros(f.creditCents)} en tout sur les ${formatEuros(f.askedCents)} demandés.`
      : f.creditCents > f.addedCents
        ? ` Votre réclamation est ainsi créditée en entier (${formatEuros(f.creditCents)}).`
        : "";
  return {
    to,
    subject: `Réclamation sur la commande n° ${f.orderId} : ${formatEuros(f.addedCents)} de plus dans votre cagnotte`,
    text: `Bonjour ${prenom},\n\nNotre service client a revu votre réclamation sur la commande n° ${f.orderId}. ${formatEuros(f.addedCents)} de plus ont été crédités sur votre cagnotte, utilisable dès votre prochaine commande.${inAll}${loyaltyTakenText(f.loyaltyTakenCents)}\n\nProduits signalés :\n${f.lines.map((l) => `- ${l}`).join("\n")}${SERVICE_MAIL_SIGNATURE}`,
  };
}

/** Customer service refused a claim it examined (ADR 0052): why, in the words of its reason, and nothing credited. */
export function claimRefusedMail(to: string, prenom: string, f: ClaimDecisionFacts & { reason: ClaimRefusalReason }): MailMessage {
  return {
    to,
    subject: `Réclamation sur la commande n° ${f.orderId} : notre réponse`,
    text: `Bonjour ${prenom},\n\nNotre service client a examiné votre réclamation sur la commande n° ${f.orderId} (${formatEuros(f.askedCents)} demandés). Nous ne pouvons pas y donner suite : ${CLAIM_REFUSAL_REASON_LABELS[f.reason]}. Rien n'a été crédité sur votre cagnotte.\n\nProduits signalés :\n${f.lines.map((l) => `- ${l}`).join("\n")}\n\nSi vous pensez que nous nous trompons, répondez à ce message en nous en disant plus (une photo des produits nous aide) : nous regarderons à nouveau.${SERVICE_MAIL_SIGNATURE}`,
  };
}
