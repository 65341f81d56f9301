// The e-mails of the shop's games: the cinema contest's e-ticket, sent to the winner (ADR 0035).
import type { MailMessage } from "./mailer.ts";
import { MAIL_SIGNATURE, mailDay } from "./mail-text.ts";

/**
 * « au jeu concours cinéma Cabas » for the title « Le jeu concours cinéma Cabas »: staff name the contest with its
 * article (the page's heading), which « au « Le … » » repeated. A title with another article contracts the same way;
 * any other title is quoted after « au jeu ».
 */
export function atContest(title: string): string {
  const name = title.trim();
  const article = /^(le |la |l['’])/i.exec(name);
  if (!article) return `au jeu « ${name} »`;
  const rest = name.slice(article[0].length);
  const lead = article[1]!.toLowerCase();
  return lead === "le " ? `au ${rest}` : `à ${lead}${rest}`;
}

export function cinemaTicketMail(f: { to: string; prenom: string; contestTitle: string; prizeLabel: string; ticketCode: string; validUntil: Date; pageUrl: string }): MailMessage {
  return {
    to: f.to,
    subject: `Vous avez gagné ${f.prizeLabel} !`,
    text:
      `Bonjour ${f.prenom},\n\nBravo ! Vous avez gagné ${f.prizeLabel} ${atContest(f.contestTitle)}.\n\n` +
      `Votre code e-billet : ${f.ticketCode}\n\n` +
      `Il est valable pour deux places, pour la séance de votre choix dans les cinémas partenaires de l'opération, jusqu'au ${mailDay(f.validUntil)} : ` +
      `donnez-le à la caisse du cinéma ou saisissez-le lors de votre réservation en ligne.\n\n` +
      `Vos e-billets restent affichés sur la page du jeu quand vous êtes connecté(e) : ${f.pageUrl}${MAIL_SIGNATURE}`,
  };
}

/**
 * To an account that pressed « Jouer » before its address was confirmed (ADR 0048): the link proves the mailbox is
 * theirs and brings them back to the game.
 */
export function emailConfirmationMail(f: { to: string; prenom: string; gameName: string; link: string; validHours: number }): MailMessage {
  return {
    to: f.to,
    subject: "Confirmez votre adresse e-mail pour jouer",
    text:
      `Bonjour ${f.prenom},\n\nPour participer à ${f.gameName}, confirmez que cette adresse est bien la vôtre : ` +
      `ce lien est valable ${f.validHours} heures et ne sert qu'une fois.\n\n${f.link}\n\n` +
      `Une fois l'adresse confirmée, vous revenez au jeu et pouvez jouer. Si vous n'avez pas demandé à jouer, ignorez ce message.${MAIL_SIGNATURE}`,
  };
}
