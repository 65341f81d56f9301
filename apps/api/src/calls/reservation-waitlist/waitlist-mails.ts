// The e-mail a freed place sends the next person waiting (ADR 0114): which product, until when it is theirs to
// reserve (the place held for them meanwhile, ADR 0120), and that their entry leaves the list either way.
import { frenchTime } from "@cabas/contracts";
import type { MailMessage } from "../../mail/mailer.ts";
import { MAIL_SIGNATURE, mailDay } from "../../mail/mail-text.ts";

export const placeFreedSubject = (name: string): string => `Une réservation s'est libérée : ${name}`;

export function placeFreedMail(f: { to: string; prenom: string; name: string; slug: string; until: Date; shopUrl: string }): MailMessage {
  const hello = f.prenom ? `Bonjour ${f.prenom},` : "Bonjour,";
  return {
    to: f.to,
    subject: placeFreedSubject(f.name),
    text:
      `${hello}\n\nUne réservation de « ${f.name} » s'est libérée, et vous étiez le prochain sur la liste d'attente.\n\n` +
      `Ajoutez-le à votre panier et commandez avant le ${mailDay(f.until)} à ${frenchTime(f.until)} : ${f.shopUrl}/${f.slug}\n\n` +
      `Jusque-là, cette réservation vous est gardée : personne d'autre ne peut la prendre. Passé ce délai, elle est proposée ` +
      `à la personne suivante et vous quittez la liste d'attente ; vous pourrez vous y inscrire de nouveau depuis la page ` +
      `du produit. Si vous n'en voulez plus, quittez la liste d'attente depuis cette page : elle passe aussitôt à la ` +
      `personne suivante.${MAIL_SIGNATURE}`,
  };
}
