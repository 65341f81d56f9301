// Event-bar messages that depend on the visitor's delivery area: a stored text may name the free-delivery threshold and
// the area with placeholders, filled with the visitor's perimeter's own values (ADR 0118). A Bordeaux visitor reads
// Bordeaux's threshold, never Paris's written into the text.

/** The placeholders a message may hold: the perimeter's free-delivery threshold, and its name. */
export const FREE_DELIVERY_PLACEHOLDER = "{seuil_livraison_offerte}";
export const ZONE_PLACEHOLDER = "{zone}";

export type MessagePerimeter = { name: string; freeDeliveryThresholdCents: number | null };

/** « 100 € », « 89,90 € »: whole euros without « ,00 », as the shop's offers are written (plain spaces: typeset where shown). */
export function offerAmount(cents: number): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  const whole = euros.toLocaleString("fr-FR").replace(/[\u202f\u00a0]/g, " ");
  return rest === 0 ? `${whole} €` : `${whole},${String(rest).padStart(2, "0")} €`;
}

/**
 * The message as the visitor's perimeter reads it, or null when it cannot be said there: a message about the
 * free-delivery threshold is not shown in an area that has none. A text without placeholders is returned as it is.
 */
export function messageForPerimeter(text: string, perimeter: MessagePerimeter): string | null {
  if (text.includes(FREE_DELIVERY_PLACEHOLDER) && perimeter.freeDeliveryThresholdCents === null) return null;
  return text
    .split(FREE_DELIVERY_PLACEHOLDER)
    .join(perimeter.freeDeliveryThresholdCents === null ? "" : offerAmount(perimeter.freeDeliveryThresholdCents))
    .split(ZONE_PLACEHOLDER)
    .join(perimeter.name);
}
