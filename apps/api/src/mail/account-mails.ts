// The e-mails about the account itself: its deletion (supprimerCompte), the last message Cabas sends to that address,
// and the link and notices of a changed e-mail address, the notice of a changed password (updateMe, ADR 0041).
import { frenchTime } from "@cabas/contracts";
import type { MailMessage } from "./mailer.ts";
import { FAREWELL_MAIL_SIGNATURE, MAIL_SIGNATURE, mailDay } from "./mail-text.ts";

/**
 * The last mail to the address: after the customer's own deletion, or after three years without activity, as the
 * notice said a month before (`warnedAt`, ADR 0135).
 */
export function accountDeletedMail(f: { to: string; prenom: string; deletedAt: Date; shopUrl: string; warnedAt?: Date }): MailMessage {
  const why = f.warnedAt
    ? `Comme nous vous l'avions annoncé le ${mailDay(f.warnedAt)}, votre compte Cabas a été supprimé le ${mailDay(f.deletedAt)}, faute d'activité depuis 3 ans. `
    : `Comme vous l'avez demandé, votre compte Cabas a été supprimé le ${mailDay(f.deletedAt)}. `;
  return {
    to: f.to,
    subject: "Votre compte Cabas est supprimé",
    text:
      `Bonjour ${f.prenom},\n\n${why}` +
      `Vos informations personnelles, adresses, cartes enregistrées, listes et blocs-notes sont effacés ; vos euros fidélité, ` +
      `votre cagnotte et vos bons d'achat ne sont plus utilisables.\n\n` +
      `La loi nous oblige à garder vos factures et commandes passées pendant dix ans pour notre comptabilité : elles ne ` +
      `sont plus reliées à aucun compte et ne servent qu'à cela. Vos avis publiés restent visibles, signés « Client Cabas ».\n\n` +
      `Nous ne vous écrirons plus à cette adresse, et nous ne la conservons pas. Vous pourrez toujours créer un nouveau ` +
      `compte avec elle : ${f.shopUrl}${FAREWELL_MAIL_SIGNATURE}`,
  };
}

/** « le 22 novembre 2026 à 11 h »: when the account changed, as the notices say it. */
const changedOn = (at: Date): string => `le ${mailDay(at)} à ${frenchTime(at)}`;

/**
 * To the old address once the account's e-mail is changed (its link opened): the owner learns it even when someone
 * else changed it, and where to turn. The new address is masked: the old mailbox may not be the owner's any more either.
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

/**
 * To the new address asked for (ADR 0041, amended): the link that makes it the account's. Until it is opened the
 * account keeps its address; a mistyped one thus never shuts the customer out. Nobody has checked yet whose mailbox
 * this is: the mail names no one (ADR 0134).
 */
export function emailChangeLinkMail(f: { to: string; link: string; validHours: number; contactUrl: string }): MailMessage {
  return {
    to: f.to,
    subject: "Confirmez votre nouvelle adresse e-mail Cabas",
    text:
      `Bonjour,\n\nVous avez demandé que cette adresse devienne celle de votre compte Cabas. Pour le confirmer, ouvrez ` +
      `ce lien dans les ${f.validHours} heures :\n${f.link}\n\n` +
      `Jusque-là, votre compte garde son adresse actuelle : c'est avec elle que vous vous connectez.\n\n` +
      `Si vous n'avez rien demandé, ignorez ce message : rien ne changera. Une question ? ${f.contactUrl}${MAIL_SIGNATURE}`,
  };
}

/**
 * To the account's address when another one is asked for: the owner learns it before anything changes, and how to
 * stop it. The new address is masked, as in the notice of the change itself.
 */
export function emailChangeAskedMail(f: { to: string; prenom: string; maskedNewEmail: string; askedAt: Date; validHours: number; contactUrl: string }): MailMessage {
  return {
    to: f.to,
    subject: "Changement d'adresse e-mail demandé sur votre compte Cabas",
    text:
      `Bonjour ${f.prenom},\n\nIl a été demandé ${changedOn(f.askedAt)} que l'adresse e-mail de votre compte Cabas devienne ` +
      `${f.maskedNewEmail}. Le changement ne prendra effet que si le lien envoyé à cette adresse est ouvert dans les ${f.validHours} heures ; ` +
      `jusque-là, votre compte garde cette adresse-ci.\n\n` +
      `Si ce n'est pas vous, connectez-vous, annulez ce changement dans « Mes informations personnelles », changez votre mot de passe ` +
      `et contactez-nous sans attendre : ${f.contactUrl}${MAIL_SIGNATURE}`,
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

/**
 * A month before an inactive account is erased (ADR 0135): when, why, how to keep it (sign in), and what is lost or
 * kept otherwise.
 */
export function inactiveAccountNoticeMail(f: { to: string; prenom: string; erasureOn: Date; lastActivityAt: Date; signInUrl: string }): MailMessage {
  return {
    to: f.to,
    subject: `Votre compte Cabas sera supprimé le ${mailDay(f.erasureOn)} faute d'activité ; connectez-vous pour le garder`,
    text:
      `Bonjour ${f.prenom},\n\nVotre compte Cabas n'a plus servi depuis le ${mailDay(f.lastActivityAt)} : ni connexion, ni commande. ` +
      `Comme l'annonce notre politique de données personnelles, nous ne gardons pas les données d'un compte plus de 3 ans ` +
      `après sa dernière activité : votre compte sera supprimé le ${mailDay(f.erasureOn)}.\n\n` +
      `Pour le garder, connectez-vous avant cette date, c'est tout : ${f.signInUrl}\n\n` +
      `Sinon, vos informations personnelles, adresses, cartes enregistrées, listes et blocs-notes seront effacés ; vos euros ` +
      `fidélité, votre cagnotte et vos bons d'achat seront perdus. Vos factures restent conservées dix ans pour notre ` +
      `comptabilité, comme la loi l'exige.${MAIL_SIGNATURE}`,
  };
}
