// The one e-mail a zone opening sends each person who asked (ADR 0038): the news, where to shop, and that nothing
// else will follow.
import type { MailMessage } from "../../mail/mailer.ts";
import { MAIL_SIGNATURE } from "../../mail/mail-text.ts";
import { NOTIFIED_RETENTION_DAYS } from "./zone-alert-rules.ts";

export const zoneOpenedSubject = (postalCode: string): string => `Cabas livre maintenant le ${postalCode}`;

export function zoneOpenedMail(
  to: string,
  postalCode: string,
  communes: readonly string[],
  shopUrl: string,
): MailMessage {
  const where = communes.length > 0 ? `${postalCode} (${communes.join(", ")})` : postalCode;
  return {
    to,
    subject: zoneOpenedSubject(postalCode),
    text:
      `Bonjour,\n\nBonne nouvelle : Cabas livre maintenant le ${where}. Vous nous aviez demandé de vous prévenir, c'est chose faite.\n\n` +
      `Faites vos courses : ${shopUrl}\nLes créneaux de livraison chez vous : ${shopUrl}/creneau?cp=${postalCode}\n\n` +
      `Ce message est le seul que vous recevrez à ce sujet : sans nouvel accord de votre part, nous ne vous écrirons plus. ` +
      `Votre adresse est effacée de notre liste d'attente sous ${NOTIFIED_RETENTION_DAYS} jours. Pour toute question sur vos données ` +
      `(accès, effacement, opposition) : ${shopUrl}/contacter-cabas.${MAIL_SIGNATURE}`,
  };
}

/**
 * A postal code closed to delivery (ADR 0099): the customer whose basket was to be delivered there is told before they
 * find it at checkout, with what they can do.
 */
export function zoneClosedMail(to: string, prenom: string, postalCode: string, shopUrl: string): MailMessage {
  return {
    to,
    subject: `Cabas ne livre plus le ${postalCode}`,
    text:
      `Bonjour ${prenom},\n\nNous ne livrons plus le ${postalCode}, où votre panier en cours devait être livré. Votre panier reste ` +
      `enregistré : pour le commander, choisissez une adresse de livraison dans une zone que nous livrons.\n\n` +
      `Votre panier : ${shopUrl}/checkout/mon-panier\n` +
      `Être prévenu si nous livrons de nouveau le ${postalCode} : ${shopUrl}/creneau?cp=${postalCode}\n\n` +
      `Nous sommes désolés pour ce changement.${MAIL_SIGNATURE}`,
  };
}
