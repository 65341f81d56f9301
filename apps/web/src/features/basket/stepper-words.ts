// What the quantity stepper says: its buttons' names and the announcement after a change. The wording never puts an
// article before the product's name (« un Crème dessert », « un Champagne »…), which French cannot get right blind.

/** Accessible names of the stepper's buttons; at one, « − » takes the line out of the basket and says so. */
export function stepperLabels(name: string, quantity: number): { less: string; more: string } {
  return {
    less: quantity <= 1 ? `Retirer du panier : ${name}` : `Retirer une unité : ${name}`,
    more: `Ajouter une unité : ${name}`,
  };
}

/** The polite announcement after a change made from the stepper: the new quantity, or the line's removal (said of
 * « produit », so the participle agrees whatever the name). */
export function stepperAnnouncement(name: string, quantity: number): string {
  return quantity > 0 ? `${name} : ${quantity} dans le panier` : `${name} : produit retiré du panier`;
}
