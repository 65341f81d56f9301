// What the order page says after the link to a related order (ADR 0069): the order that replaced this one, or the order
// a complement is delivered with. The sentence continues after the link, so its « : » needs its own no-break space.

/** After « …remplacée par votre modification, la commande n° N »: whether anything was charged for this one. */
export const replacedOrderTail = (charged: boolean): string =>
  charged ? "." : "\u00a0: aucun montant n'a été débité pour elle, son autorisation de paiement a été annulée.";

/** After « Livrée avec la commande n° N »: a complement still placed is changed through its order. */
export const complementOfTail = (status: string): string => (status === "placed" ? "\u00a0: pour modifier ou compléter votre livraison, passez par cette commande." : ".");
