// The texts of the e-mails Cabas sends, in French.
import type { MailMessage } from "./mailer.ts";
import { MAIL_SIGNATURE } from "./mail-text.ts";


export function welcomeMail(to: string, prenom: string, shopUrl: string): MailMessage {
  return {
    to,
    subject: "Bienvenue chez Cabas",
    text: `Bonjour ${prenom},\n\nVotre compte Cabas est créé. Vos courses vous attendent : ${shopUrl}\n\nChoisissez un créneau de livraison, remplissez votre panier, et nous nous occupons du reste.${MAIL_SIGNATURE}`,
  };
}

export function passwordResetMail(to: string, prenom: string, link: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: "Réinitialisation de votre mot de passe Cabas",
    text: `Bonjour ${prenom},\n\nVous avez demandé à changer votre mot de passe. Ce lien est valable ${validMinutes} minutes et ne sert qu'une fois :\n\n${link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.${MAIL_SIGNATURE}`,
  };
}
