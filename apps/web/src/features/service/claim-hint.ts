// What the « Signaler un problème » part says of an order whose products may not be claimed now (ADR 0069).

/** Why nothing can be claimed yet, or any more; null for a cancelled order, which will never be delivered. */
export function claimHint(statut: string): string | null {
  if (statut === "delivered")
    return "Le délai pour signaler un produit manquant ou abîmé est passé, ou tout a déjà été signalé.";
  if (statut === "cancelled") return null;
  return "Vous pourrez signaler un produit manquant ou abîmé une fois la commande livrée.";
}
