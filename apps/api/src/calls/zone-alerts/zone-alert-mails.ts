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
