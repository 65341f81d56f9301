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

/** An address that may be told apart from another by its id (the address book's), else by its words. */
export type KnownAddress = NamedAddress & { id_adresse?: number };

export const sameAddress = (a: KnownAddress | null | undefined, b: KnownAddress | null | undefined): boolean =>
  a != null && b != null && (a.id_adresse !== undefined && b.id_adresse !== undefined ? a.id_adresse === b.id_adresse : namedAddress(a) === namedAddress(b));

/** « de livraison et de facturation », « de livraison », « de facturation »: the uses `address` takes over by default. */
export function defaultUses(address: KnownAddress, defaults: { delivery?: KnownAddress | null; billing?: KnownAddress | null }): string | null {
  const delivery = sameAddress(address, defaults.delivery);
  const billing = sameAddress(address, defaults.billing);
  return delivery && billing ? "de livraison et de facturation" : delivery ? "de livraison" : billing ? "de facturation" : null;
}

/** What deleting an address did (ADR 0117, ADR 0122). */
export type DeletionOutcomeText = {
  wasBasketDelivery: boolean;
  /** The basket's new delivery address (null: none left). */
  next: KnownAddress | null;
  otherZone: boolean;
  unavailable: number;
  wasBasketBilling?: boolean;
  /** The basket's new billing address (null: none left). */
  billing?: KnownAddress | null;
  /** The addresses that took over the deleted one's default uses. */
  defaultDelivery?: KnownAddress | null;
  defaultBilling?: KnownAddress | null;
};

/**
 * What deleting an address did to the basket and the address book (ADR 0117, ADR 0122), written with plain spaces
 * (typeset where shown): the address the basket is now delivered to — when that is another zone, that its prices
 * and stock are that zone's — or that none is left and one must be added; the address it is now billed at (« livré
 * et facturé » when the same); the address that is now the default, said beside the basket's when it is the same.
 */
export function deletedAddressMessage(outcome: DeletionOutcomeText): string {
  const defaults = { delivery: outcome.defaultDelivery ?? null, billing: outcome.defaultBilling ?? null };
  const told = { delivery: false, billing: false };
  // « , désormais votre adresse de livraison par défaut »: a default said beside the basket's address it went to.
  const asDefault = (address: KnownAddress): string => {
    const uses = defaultUses(address, defaults);
    if (!uses) return "";
    if (sameAddress(address, defaults.delivery)) told.delivery = true;
    if (sameAddress(address, defaults.billing)) told.billing = true;
    return `, désormais votre adresse ${uses} par défaut`;
  };
  const parts = ["Adresse supprimée."];
  const billing = outcome.wasBasketBilling ? (outcome.billing ?? null) : undefined;
  let billingTold = !outcome.wasBasketBilling;
  if (outcome.wasBasketDelivery) {
    if (outcome.next) {
      const billedThere = billing !== undefined && sameAddress(billing, outcome.next);
      if (billedThere) billingTold = true;
      const where = `Votre panier sera ${billedThere ? "livré et facturé" : "livré"} à ${namedAddress(outcome.next)}`;
      const asDefaultToo = asDefault(outcome.next);
      if (!outcome.otherZone) parts.push(`${where}${asDefaultToo}.`);
      else {
        // The zone is said right after the address it qualifies, the default in a sentence of its own: « …, désormais
        // votre adresse par défaut, dans une autre zone » read as if the default were in another zone (QA 2026-12-02).
        parts.push(`${where}, dans une autre zone de livraison : il en suit les prix et la disponibilité.`);
        if (asDefaultToo) parts.push(`C'est désormais votre adresse ${defaultUses(outcome.next, defaults)} par défaut.`);
        if (outcome.unavailable > 0) parts.push("Certains produits de votre panier n'y sont pas disponibles.");
      }
    } else if (billing === null) {
      billingTold = true;
      parts.push("Votre panier n'a plus d'adresse de livraison ni de facturation : ajoutez-en une pour commander.");
    } else parts.push("Votre panier n'a plus d'adresse de livraison : ajoutez-en une pour commander.");
  }
  if (!billingTold) {
    parts.push(
      billing
        ? `Votre panier sera facturé à ${namedAddress(billing)}${asDefault(billing)}.`
        : "Votre panier n'a plus d'adresse de facturation : ajoutez-en une pour commander.",
    );
  }
  const untold = { delivery: told.delivery ? null : defaults.delivery, billing: told.billing ? null : defaults.billing };
  if (untold.delivery && sameAddress(untold.delivery, untold.billing))
    parts.push(`Votre adresse de livraison et de facturation par défaut est désormais ${namedAddress(untold.delivery)}.`);
  else {
    if (untold.delivery) parts.push(`Votre adresse de livraison par défaut est désormais ${namedAddress(untold.delivery)}.`);
    if (untold.billing) parts.push(`Votre adresse de facturation par défaut est désormais ${namedAddress(untold.billing)}.`);
  }
  return parts.join(" ");
}
