// The e-mails of referral (parrainage): a friend's invitation, the friend's welcome voucher, the referrer's reward.
import type { MailMessage } from "./mailer.ts";
import { MAIL_SIGNATURE, mailDay } from "./mail-text.ts";

const euro = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",").replace(",00", "")} €`;

type Terms = { amountCents: number; minBasketCents: number };

export function referralInvitationMail(f: { to: string; referrerName: string; code: string; link: string; friend: Terms; validDays: number }): MailMessage {
  return {
    to: f.to,
    subject: `${f.referrerName} vous offre ${euro(f.friend.amountCents)} sur vos premières courses Cabas`,
    text:
      `Bonjour,\n\n${f.referrerName} fait ses courses chez Cabas et vous invite à essayer : créez votre compte avec son code ` +
      `${f.code} et recevez un bon de ${euro(f.friend.amountCents)} dès ${euro(f.friend.minBasketCents)} d'achats.\n\n` +
      `Créer mon compte avec le code : ${f.link}\n\nL'invitation est valable ${f.validDays} jours. ` +
      `Vous recevez ce message parce que ${f.referrerName} a saisi votre adresse ; nous ne la conservons que pour ce parrainage.${MAIL_SIGNATURE}`,
  };
}

export function referralWelcomeMail(f: { to: string; prenom: string; voucherCode: string; terms: Terms; expiresAt: Date }): MailMessage {
  return {
    to: f.to,
    subject: `Votre bon de bienvenue de ${euro(f.terms.amountCents)}`,
    text:
      `Bonjour ${f.prenom},\n\nBienvenue chez Cabas ! Grâce à votre parrain, un bon de ${euro(f.terms.amountCents)} vous attend ` +
      `(code ${f.voucherCode}), dès ${euro(f.terms.minBasketCents)} d'achats, jusqu'au ${mailDay(f.expiresAt)}.\n` +
      `Vous le choisissez dans votre panier, à l'étape « Mes avantages ».${MAIL_SIGNATURE}`,
  };
}

export function referralRewardMail(f: { to: string; prenom: string; friendName: string; voucherCode: string; terms: Terms; expiresAt: Date; shopUrl: string }): MailMessage {
  return {
    to: f.to,
    subject: `Merci pour votre parrainage : ${euro(f.terms.amountCents)} pour vous`,
    text:
      `Bonjour ${f.prenom},\n\nLa première commande de ${f.friendName} vient d'être livrée. Pour vous remercier de l'avoir parrainé(e), ` +
      `voici un bon de ${euro(f.terms.amountCents)} (code ${f.voucherCode}), dès ${euro(f.terms.minBasketCents)} d'achats, jusqu'au ${mailDay(f.expiresAt)}.\n\n` +
      `Vos bons d'achat : ${f.shopUrl}/bons-d-achat${MAIL_SIGNATURE}`,
  };
}
