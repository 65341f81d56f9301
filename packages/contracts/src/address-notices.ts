// What saving an address says (web-service and address page alike): an address Cabas does not deliver is kept, and
// the customer is told at once what it can serve for, rather than finding out at checkout.

/**
 * « pour le moment » fits a code never delivered and one the team closed (ADR 0099) alike, which the address page
 * cannot tell apart from its query string.
 */
export const outOfZoneAddressNote = (postalCode: string): string =>
  `Cabas ne livre pas le ${postalCode} pour le moment\u00A0: cette adresse peut servir d'adresse de facturation, pas de livraison.`;

export function savedAddressMessage(saved: { created: boolean; delivered: boolean; postalCode: string }): string {
  const done = saved.created ? "Adresse ajoutée." : "Adresse modifiée.";
  return saved.delivered ? done : `${done} ${outOfZoneAddressNote(saved.postalCode)}`;
}

/** An address as a sentence names it: « 5 place Bellecour, 69002 Lyon ». */
export type NamedAddress = { adresse: string; code_postal: string; ville: string };
export const namedAddress = (a: NamedAddress): string => `« ${a.adresse}, ${a.code_postal} ${a.ville} »`;

/**
 * What deleting an address did to the basket (ADR 0117), written with plain spaces (typeset where shown): nothing
 * when it was not the basket's delivery address; else the address the basket now goes to, and when that is another
 * zone, that its prices and stock are that zone's; or that none is left and one must be added.
 */
export function deletedAddressMessage(outcome: { wasBasketDelivery: boolean; next: NamedAddress | null; otherZone: boolean; unavailable: number }): string {
  const done = "Adresse supprimée.";
  if (!outcome.wasBasketDelivery) return done;
  if (!outcome.next) return `${done} Votre panier n'a plus d'adresse de livraison : ajoutez-en une pour commander.`;
  const where = `${done} Votre panier sera livré à ${namedAddress(outcome.next)}`;
  if (!outcome.otherZone) return `${where}.`;
  const missing = outcome.unavailable > 0 ? " Certains produits de votre panier n'y sont pas disponibles." : "";
  return `${where}, dans une autre zone de livraison : il en suit les prix et la disponibilité.${missing}`;
}
