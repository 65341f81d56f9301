// What a slot adds to the delivery fee, as the grid shows it.
import { formatEuros } from "../../lib/format/price.ts";

/**
 * « Sans supplément », « + 1,50 € »: the « + » is held to its amount by a no-break space (ADR 0117), so a narrow
 * slot button never ends a line with a lone « + » (Intl already holds « 1,50 » to its « € »).
 */
export const slotPriceLabel = (prix: number): string => (prix === 0 ? "Sans supplément" : `+\u00A0${formatEuros(prix)}`);
