// What the « Signaler un problème » part says of an order whose products may not be claimed now (ADR 0069).

/** Why nothing can be claimed yet, or any more; null for a cancelled order, which will never be delivered. */
export function claimHint(statut: string): string | null {
  if (statut === "delivered")
    return "Le délai pour signaler un produit manquant ou abîmé est passé, ou tout a déjà été signalé.";
  if (statut === "cancelled") return null;
  return "Vous pourrez signaler un produit manquant ou abîmé une fois la commande livrée.";
}

/**
 * The part's title: a cancelled or replaced order, never delivered, has nothing to report (unless claims were made
 * before), only questions for customer service.
 */
export const questionsOnly = (statut: string, claims: number): boolean => statut === "cancelled" && claims === 0;

export const claimSectionTitle = (statut: string, claims: number): string =>
  questionsOnly(statut, claims) ? "Une question sur cette commande\u202f?" : "Signaler un problème";
