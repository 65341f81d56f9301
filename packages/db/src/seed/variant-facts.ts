// What a generated variant may say about its template without lying (INCO: a name or description never contradicts
// the product's origin or net quantity): whether the origin is French, and the template's name restated for another
// pack size.

// An origin names a place either as « Région, Pays » or in a sentence « … en Pays » (« née, élevée et abattue en
// France », « Élevé en Écosse, fumé en France »).
const COUNTRY_AT_END = /,\s*([^,]+)$/u;
const COUNTRY_AFTER_EN = /\ben\s+([\p{Lu}][\p{L}' -]*?)(?=,|$)/gu;

/** True when every place the origin names is France (overseas departments included): « Normandie, France », « Porc né, élevé et abattu en France »; never « Élevé en Écosse, fumé en France » nor an unknown origin. */
export function isFrenchOrigin(origin: string | null | undefined): boolean {
  if (!origin) return false;
  const text = origin.trim();
  if (text === "France") return true;
  const countries = [...text.matchAll(COUNTRY_AFTER_EN)].map((match) => match[1]?.trim());
  if (countries.length > 0) return countries.every((country) => country === "France");
  return COUNTRY_AT_END.exec(text)?.[1]?.trim() === "France";
}

type NetUnit = "g" | "ml" | "piece";

// A count of things the pack holds, as the template's name writes it: « 6 x 1,5 L » (before a size), « x6 », « x3
// paquets », « 40 lavages ». A number followed by a unit is a size, never a count. The count is group 2.
const NOT_A_SIZE = String.raw`(?!\s*(?:[.,]\d|(?:g|kg|mg|ml|cl|dl|l|cm|m)(?![\p{L}\d])|%))`;
const NAME_COUNTS: readonly RegExp[] = [
  /(^|\s)(\d+)(?=\s*[x×]\s*\d+(?:,\d+)?\s*(?:kg|g|ml|cl|l)(?![\p{L}\d]))/iu,
  new RegExp(String.raw`(^|\s[x×]\s?)(\d+)${NOT_A_SIZE}(?![\p{L}\d])`, "iu"),
  /(^|\s)(\d+)(?=\s+lavages\b)/iu,
];
// A size written in the name (« Spaghetti n°5 1 kg », « Cola 1,5 L »): the net quantity when it equals it.
const NAME_SIZE = /(^|\s)(\d+(?:,\d+)?)\s*(kg|g|l|cl|ml)(?![\p{L}\d])/giu;
const TO_BASE: Record<string, { unit: NetUnit; factor: number }> = {
  g: { unit: "g", factor: 1 },
  kg: { unit: "g", factor: 1000 },
  ml: { unit: "ml", factor: 1 },
  cl: { unit: "ml", factor: 10 },
  l: { unit: "ml", factor: 1000 },
};

const frenchNumber = (value: number): string => String(Math.round(value * 100) / 100).replace(".", ",");

/**
 * The litre's symbol, capital as on French packaging and as the shop writes it everywhere (« 1,5 L », « €/L »; ADR
 * 0070, amended); « cl » and « ml » stay lowercase. The same as `LITRE` of the contracts, which this package does not
 * depend on; `catalogue-facts.test.ts` checks that no name writes another.
 */
const LITRE_SYMBOL = "L";

/** A net quantity written as the name wrote its size: « 500 g » or « 3 kg » for a token in kg, « 75 cl » or « 1,5 L » for one in litres, whichever unit the template wrote (« 75 cl » doubled is « 1,5 L », never « 1,5 l »). */
function sizeToken(quantity: number, unit: NetUnit, written: string): string {
  if (unit === "g") return quantity >= 1000 ? `${frenchNumber(quantity / 1000)} kg` : `${frenchNumber(quantity)} g`;
  if (quantity >= 1000) return `${frenchNumber(quantity / 1000)} ${LITRE_SYMBOL}`;
  return quantity % 10 === 0 && written !== "ml" ? `${frenchNumber(quantity / 10)} cl` : `${frenchNumber(quantity)} ml`;
}

/** The count the name states (« x6 », « 6 x 1,5 L », « 40 lavages »), with where it is, or null. */
export function countInName(name: string): { count: number; index: number; length: number } | null {
  for (const pattern of NAME_COUNTS) {
    const match = pattern.exec(name);
    if (match?.[2]) return { count: Number(match[2]), index: match.index + (match[1]?.length ?? 0), length: match[2].length };
  }
  return null;
}

/**
 * The template's name for a pack `factor` times its size, stating the new net quantity: its count scaled (« Œufs de
 * caille x18 » → « x9 »), or its size when the name writes the net quantity (« Spaghetti n°5 1 kg » → « 500 g »).
 * Null when no true name exists: a count that would not be whole or would fall below 2, or half a piece (a roll of
 * « 8 m » has no smaller format).
 */
export function nameForQuantity(name: string, netQuantity: number, netUnit: NetUnit, factor: number): string | null {
  if (factor === 1) return name;
  const count = countInName(name);
  if (count) {
    const scaled = count.count * factor;
    if (!Number.isInteger(scaled) || scaled < 2) return null;
    if (netUnit === "piece" && !Number.isInteger(netQuantity * factor)) return null;
    return `${name.slice(0, count.index)}${scaled}${name.slice(count.index + count.length)}`;
  }
  // Pieces the name does not count (« Citrons verts », 4): the format is truthful when it is still whole pieces.
  if (netUnit === "piece") return Number.isInteger(netQuantity * factor) ? name : null;
  const scaledQuantity = Math.max(1, Math.round(netQuantity * factor));
  return name.replace(NAME_SIZE, (token, before: string, value: string, written: string) => {
    const base = TO_BASE[written.toLowerCase()];
    if (!base || base.unit !== netUnit || Number(value.replace(",", ".")) * base.factor !== netQuantity) return token;
    return `${before}${sizeToken(scaledQuantity, netUnit, written)}`;
  });
}

// A sentence that states the pack's size or count: « Sachet de 1 kg. », « 6 x 100 g. », « La boîte familiale de 12 œufs ».
const STATES_A_QUANTITY = /\d\s*(?:kg|g|mg|ml|cl|l|litres?|kilos?)(?![\p{L}\d])|\bd'un (?:litre|kilo)\b|\d\s*[x×]\s*\d|(?:^|\s)[x×]\s?\d|\bde\s+\d+\s+\p{L}|\d+\s+(?:lavages|rouleaux|tranches|sachets|pièces)\b/iu;

/** The template's description for another pack size: its sentences that state the template's quantity left out. */
export function descriptionForQuantity(description: string, factor: number): string {
  if (factor === 1) return description;
  return description
    .split(/(?<=[.!?])\s+/u)
    .filter((sentence) => !STATES_A_QUANTITY.test(sentence))
    .join(" ");
}
