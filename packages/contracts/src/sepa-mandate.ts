// The words of a SEPA Core mandate (EPC mandate form) the payment page shows before signing and the order e-mail
// repeats: one text for both, so what the customer signed and what they are reminded of never drift apart.

/** The authorisation the debtor gives, in the EPC form's French wording. */
export const SEPA_MANDATE_AUTHORISATION =
  "En signant ce formulaire de mandat, vous autorisez Cabas à envoyer des instructions à votre banque pour débiter votre compte, et votre banque à débiter votre compte conformément aux instructions de Cabas. Vous bénéficiez du droit d'être remboursé par votre banque selon les conditions décrites dans la convention que vous avez passée avec elle. Une demande de remboursement doit être présentée dans les 8 semaines suivant la date de débit de votre compte pour un prélèvement autorisé.";

/** One mandate serves every later order: a recurrent mandate, not a one-off one. */
export const SEPA_MANDATE_TYPE = "Paiement récurrent";

/**
 * The pre-notification the mandate agrees to, shorter than the rulebook's 14 days (ADR 0057): each order's
 * confirmation e-mail gives the amount and the date, and the debit is presented after the delivery, never earlier.
 */
export const SEPA_PRENOTIFICATION =
  "Le montant et la date de chaque prélèvement vous sont notifiés par le courriel de confirmation de la commande, envoyé dès la commande passée\u202F; le prélèvement est présenté quand la commande est préparée et pesée, la veille ou le jour de la livraison annoncée, jamais avant. Ce délai de notification remplace le délai de 14 jours.";

/** What the consent box says; the mandate is only signed with it ticked. */
export const SEPA_MANDATE_CONSENT =
  "J'ai lu le mandat ci-dessus et j'autorise Cabas à prélever mon compte selon ses termes.";
