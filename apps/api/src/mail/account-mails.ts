// The e-mail confirming an account's deletion (supprimerCompte): the last message Cabas sends to that address.
import type { MailMessage } from "./mailer.ts";
import { MAIL_SIGNATURE, mailDay } from "./mail-text.ts";

export function accountDeletedMail(f: { to: string; prenom: string; deletedAt: Date; shopUrl: string }): MailMessage {
  return {
    to: f.to,
    subject: "Votre compte Cabas est supprimé",
    text:
      `Bonjour ${f.prenom},\n\nComme vous l'avez demandé, votre compte Cabas a été supprimé le ${mailDay(f.deletedAt)}. ` +
      `Vos informations personnelles, adresses, cartes enregistrées, listes et blocs-notes sont effacés ; vos euros fidélité, ` +
      `votre cagnotte et vos bons d'achat ne sont plus utilisables.\n\n` +
      `La loi nous oblige à garder vos factures et commandes passées pendant dix ans pour notre comptabilité : elles ne ` +
      `sont plus reliées à aucun compte et ne servent qu'à cela. Vos avis publiés restent visibles, signés « Client Cabas ».\n\n` +
      `Nous ne vous écrirons plus à cette adresse, et nous ne la conservons pas. Vous pourrez toujours créer un nouveau ` +
      `compte avec elle : ${f.shopUrl}${MAIL_SIGNATURE}`,
  };
}
