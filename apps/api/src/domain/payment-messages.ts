// What the confirmation page says about an order's payment, in French, once: paid, mandate signed, refused,
// cancelled, waiting for a phone call or for the provider.

export type PaymentFacts = {
  /** authorised, captured, declined, cancelled, pending, requires_action… */
  status: string;
  method: string;
  failureReason: string | null;
  /** « Elle remplace la commande n° … » or « Elle sera livrée avec … », with its leading space; "" otherwise. */
  changed: string;
};

/** A refusal reason that already says it is one (« Paiement refusé par la banque. ») is not prefixed again. */
function withPrefix(prefix: string, reason: string | null): string {
  const text = reason?.trim();
  if (!text) return `${prefix}.`;
  if (/^paiement\b/i.test(text)) return /[.!]$/.test(text) ? text : `${text}.`;
  const sentence = /[.!]$/.test(text) ? text : `${text}.`;
  return `${prefix} : ${afterColon(sentence)}`;
}

/**
 * A reason read after « : » goes on in lower case, as French writes it (« Paiement refusé : carte expirée. »), except
 * a word in capitals (« CB », « IBAN ») or a proper name the provider capitalised inside a word (« 3-D Secure »).
 */
function afterColon(text: string): string {
  const firstWord = /^\p{L}+/u.exec(text)?.[0] ?? "";
  if (firstWord.length === 0 || (firstWord.length > 1 && firstWord === firstWord.toLocaleUpperCase("fr-FR"))) return text;
  return text.charAt(0).toLocaleLowerCase("fr-FR") + text.slice(1);
}

export function paymentOutcomeMessage(facts: PaymentFacts): string {
  const { status, method, failureReason, changed } = facts;
  // No payment at all (ADR 0072): what the order's status says, never a bank's word.
  if (method === "benefits") {
    return status === "cancelled"
      ? "Commande annulée : vos bons d'achat et avantages vous sont rendus."
      : `Commande validée : elle est entièrement réglée par vos avantages, rien n'est débité.${changed}`;
  }
  if (status === "authorised" || status === "captured") {
    // A SEPA debit is taken after delivery: nothing is paid yet, the mandate covers it.
    return method === "sepa"
      ? `Mandat SEPA signé : votre commande est confirmée. Le prélèvement aura lieu à la préparation de votre commande, la veille ou le jour de la livraison.${changed}`
      : `Paiement accepté : votre commande est validée.${changed}`;
  }
  if (status === "declined") return `${withPrefix("Paiement refusé", failureReason)} Votre panier vous attend pour réessayer.`;
  if (status === "cancelled") return withPrefix("Paiement annulé", failureReason);
  if (method === "phone") return `Commande enregistrée : un conseiller vous appelle pour le paiement.${changed}`;
  return "Paiement en attente de confirmation.";
}
