// The e-mails of an order's life: confirmation, changes (edits, preparation, cancellation), delivery with the invoice.
import type { MailAttachment, MailMessage } from "./mailer.ts";
import { MAIL_SIGNATURE } from "./mail-text.ts";

const euro = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",")} €`;

export type OrderMailFacts = { to: string; prenom: string; orderId: number; slotLabel: string; totalCents: number; orderUrl: string };

export function orderConfirmationMail(f: OrderMailFacts & { cutoffLabel: string; paymentPending: boolean }): MailMessage {
  return {
    to: f.to,
    subject: `Votre commande Cabas n° ${f.orderId} est confirmée`,
    text:
      `Bonjour ${f.prenom},\n\nMerci pour votre commande n° ${f.orderId} de ${euro(f.totalCents)}, à livrer ${f.slotLabel}.\n\n` +
      (f.paymentPending ? "Un conseiller vous appelle pour régler la commande par carte : elle sera préparée dès le paiement reçu.\n\n" : "") +
      `Vous pouvez la modifier ou la compléter jusqu'au ${f.cutoffLabel} : ${f.orderUrl}${MAIL_SIGNATURE}`,
  };
}

export function orderChangedMail(f: OrderMailFacts & { change: string }): MailMessage {
  return {
    to: f.to,
    subject: `Votre commande Cabas n° ${f.orderId} : ${f.change}`,
    text: `Bonjour ${f.prenom},\n\nVotre commande n° ${f.orderId} (livraison prévue ${f.slotLabel}) est ${f.change}.\nMontant : ${euro(f.totalCents)}.\n\nLe détail : ${f.orderUrl}${MAIL_SIGNATURE}`,
  };
}

export function orderDeliveredMail(f: OrderMailFacts & { loyaltyCents: number; invoice: MailAttachment }): MailMessage {
  return {
    to: f.to,
    subject: `Votre commande Cabas n° ${f.orderId} est livrée`,
    text:
      `Bonjour ${f.prenom},\n\nVotre commande n° ${f.orderId} vous a été livrée. Montant payé : ${euro(f.totalCents)}.\n` +
      (f.loyaltyCents > 0 ? `Elle vous rapporte ${euro(f.loyaltyCents)} en euros fidélité, utilisables dès votre prochaine commande.\n` : "") +
      `\nVotre facture est jointe à ce message. Un produit manquant ou abîmé ? Dites-le-nous depuis ${f.orderUrl}${MAIL_SIGNATURE}`,
    attachments: [f.invoice],
  };
}
