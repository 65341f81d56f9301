// The e-mails of customer service, in French: the team's copy of a contact message, the sender's acknowledgement,
// and the confirmation of a claim's credit.
import { CONTACT_SUBJECT_LABELS, type CONTACT_SUBJECTS } from "@cabas/contracts";
import type { MailMessage } from "../../mail/mailer.ts";
import { SERVICE_MAIL_SIGNATURE } from "../../mail/mail-text.ts";
import { formatEuros } from "../../domain/basket-totals.ts";

export type ContactFacts = { reference: string; nom: string; email: string; sujet: (typeof CONTACT_SUBJECTS)[number]; commande: number | null; message: string };

export function contactForTeamMail(to: string, f: ContactFacts): MailMessage {
  return {
    to,
    subject: `[${f.reference}] ${CONTACT_SUBJECT_LABELS[f.sujet]}${f.commande ? ` — commande n° ${f.commande}` : ""}`,
    text: `De : ${f.nom} <${f.email}>\nSujet : ${CONTACT_SUBJECT_LABELS[f.sujet]}\n${f.commande ? `Commande : n° ${f.commande}\n` : ""}\n${f.message}`,
  };
}

export function contactAcknowledgementMail(f: ContactFacts): MailMessage {
  return {
    to: f.email,
    subject: `Nous avons bien reçu votre message (${f.reference})`,
    text: `Bonjour ${f.nom},\n\nMerci de nous avoir écrit. Votre message (référence ${f.reference}) est entre les mains de notre service client, qui vous répond sous 24 heures ouvrées.\n\nVotre message :\n${f.message}${SERVICE_MAIL_SIGNATURE}`,
  };
}

export function claimCreditedMail(to: string, prenom: string, orderId: number, creditCents: number, lines: string[]): MailMessage {
  return {
    to,
    subject: `Réclamation sur la commande n° ${orderId} : ${formatEuros(creditCents)} dans votre cagnotte`,
    text: `Bonjour ${prenom},\n\nNous sommes désolés pour ce problème. ${formatEuros(creditCents)} ont été crédités sur votre cagnotte, utilisable dès votre prochaine commande.\n\nProduits signalés :\n${lines.map((l) => `- ${l}`).join("\n")}${SERVICE_MAIL_SIGNATURE}`,
  };
}
