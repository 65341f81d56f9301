// The e-mails about the account itself: its deletion (supprimerCompte), the last message Cabas sends to that address,
// and the notices of a changed e-mail address or password (updateMe, ADR 0041).
import { frenchTime } from "@cabas/contracts";
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

/** « le 22 novembre 2026 à 11 h »: when the account changed, as the notices say it. */
const changedOn = (at: Date): string => `le ${mailDay(at)} à ${frenchTime(at)}`;

/**
 * To the old address once the account's e-mail is changed: the owner learns it even when someone else changed it,
 * and where to turn. The new address is masked: the old mailbox may not be the owner's any more either.
 */
export function emailChangedNoticeMail(f: { to: string; prenom: string; maskedNewEmail: string; changedAt: Date; contactUrl: string }): MailMessage {
  return {
    to: f.to,
    subject: "Votre adresse e-mail Cabas a été modifiée",
    text:
      `Bonjour ${f.prenom},\n\nL'adresse e-mail de votre compte Cabas a été modifiée ${changedOn(f.changedAt)}. ` +
      `Elle est désormais ${f.maskedNewEmail} : c'est avec elle que l'on se connecte et que l'on reçoit les liens « Mot de passe oublié ». ` +
      `Nous n'écrirons plus à cette adresse-ci au sujet de votre compte.\n\n` +
      `Si ce n'est pas vous, contactez-nous sans attendre : ${f.contactUrl}${MAIL_SIGNATURE}`,
  };
}

/** To the new address once the account's e-mail is changed: it now signs in and receives what Cabas sends. */
export function emailChangedConfirmationMail(f: { to: string; prenom: string; changedAt: Date; shopUrl: string; contactUrl: string }): MailMessage {
  return {
    to: f.to,
    subject: "Votre nouvelle adresse e-mail Cabas",
    text:
      `Bonjour ${f.prenom},\n\nDepuis ${changedOn(f.changedAt)}, c'est à cette adresse que nous vous écrivons et avec elle que vous ` +
      `vous connectez à Cabas : ${f.shopUrl}\n\n` +
      `Si vous n'avez pas demandé ce changement, contactez-nous : ${f.contactUrl}${MAIL_SIGNATURE}`,
  };
}

/** To the account's address once its password is changed from the account (a reset by link is its own proof). */
export function passwordChangedMail(f: { to: string; prenom: string; changedAt: Date; contactUrl: string }): MailMessage {
  return {
    to: f.to,
    subject: "Votre mot de passe Cabas a été modifié",
    text:
      `Bonjour ${f.prenom},\n\nLe mot de passe de votre compte Cabas a été modifié ${changedOn(f.changedAt)}. ` +
      `Les autres appareils connectés à votre compte ont été déconnectés.\n\n` +
      `Si ce n'est pas vous, choisissez sans attendre un nouveau mot de passe avec « Mot de passe oublié » sur la page de connexion, ` +
      `et contactez-nous : ${f.contactUrl}${MAIL_SIGNATURE}`,
  };
}
