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
