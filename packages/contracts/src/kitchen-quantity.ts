// A recipe quantity for N people as a French cook reads and measures it (ADR 0051): « 1,5 kg », « 3 L », « ½ sachet »,
// « 3 œufs », never « 1 500 g », « 300 cl » or « 0,3 sachet ». The recipe page shows it, and the packs it buys are
// counted from it (packsForServings, on the page and in buyRecette): in the contracts so both read one rule.
import { LITRE } from "./measure-units.ts";

/** How a unit is measured: weighed, poured, spooned, counted in halves, or counted whole (eggs, pinches). */
export type QuantityKind = "mass" | "volume" | "spoon" | "count" | "whole";

/**
 * A quantity to print: its value, the number as written (« 1,5 », « 1 ½ »), and its unit before agreement (unitFor);
 * `inLineUnit`: the same rounded quantity in the recipe line's own unit (« 1,5 kg » of a line in g is 1500), which
 * packsForServings buys.
 */
export type KitchenQuantity = { value: number; text: string; unit: string | null; inLineUnit: number };

const GRAMS: Readonly<Record<string, number>> = { mg: 0.001, g: 1, kg: 1000 };
const MILLILITRES: Readonly<Record<string, number>> = { ml: 1, cl: 10, dl: 100, l: 1000 };
// A pinch is not halved, and nobody breaks 2,7 eggs: these round up to whole ones.
const WHOLE_UNITS = new Set(["pincée", "œuf", "oeuf"]);
const SPOON = /^(c\.|cuill|càs|càc|cs\b|cc\b)/;
// « Œufs », « Jaunes d'œufs », « Blancs d'œuf », but not « Bœuf ».
const EGG = /(?:^|[\s'’])(?:œuf|oeuf)s?(?!\p{L})/iu;

const normalise = (unit: string) => unit.trim().toLowerCase();
const singular = (unit: string) => unit.replace(/s$/, "");

/** The kind of a recipe unit; a line counted in pieces (or without unit) whose label is eggs is counted whole. */
export function quantityKind(unit: string | null, label = ""): QuantityKind {
  const u = unit === null ? "" : normalise(unit);
  if (u in GRAMS) return "mass";
  if (u in MILLILITRES) return "volume";
  if (SPOON.test(u)) return "spoon";
  if (WHOLE_UNITS.has(singular(u))) return "whole";
  if ((u === "" || singular(u) === "pièce") && EGG.test(label)) return "whole";
  return "count";
}

/** `value` rounded to a multiple of `step` (halves up), without binary noise (0.30000000000000004). */
export const roundToStep = (value: number, step: number): number =>
  Math.round(Math.round(value / step + 1e-9) * step * 1000) / 1000;

/** What a kitchen scale or a measuring jug in grams or millilitres reads: 0.1 below 10, 1 below 50, 5 below 500, 10 above; never 0. */
export function roundMeasure(value: number): number {
  const step = value < 10 ? 0.1 : value < 50 ? 1 : value < 500 ? 5 : 10;
  return Math.max(0.1, roundToStep(value, step));
}

/** Centilitres as a jug shows them: halves below 10 cl, whole ones below 50 cl, 5 cl steps above. */
export function roundCentilitres(value: number): number {
  const step = value < 10 ? 0.5 : value < 50 ? 1 : 5;
  return Math.max(0.5, roundToStep(value, step));
}

/** Spoons: halves (« ½ c. à café »), whole ones from 10; at least ½. */
export function roundSpoons(value: number): number {
  return value >= 10 ? Math.round(value) : Math.max(0.5, roundToStep(value, 0.5));
}

/** Counted things (pièce, sachet, gousse…): halves below 3 and at least ½, whole numbers from 3. */
export function roundCount(value: number): number {
  return value >= 3 ? Math.round(value) : Math.max(0.5, roundToStep(value, 0.5));
}

/** Eggs and pinches: rounded up to whole ones, at least one. */
export const roundWhole = (value: number): number => Math.max(1, Math.ceil(value - 1e-9));

/** Grams as g below a kilo, as kg (at most two decimals: « 1,25 kg ») from 1 000 g once rounded. */
export function massInKitchenUnits(grams: number): { value: number; unit: string } {
  const rounded = roundMeasure(grams);
  return rounded >= 1000 ? { value: rounded / 1000, unit: "kg" } : { value: rounded, unit: "g" };
}

/** Litres from 1 L, in 5 cl steps (« 1,25 L », « 3 L »): the shop's litre is a capital (ADR 0070, amended). */
const litres = (millilitres: number) => ({ value: Math.max(1, roundToStep(millilitres / 1000, 0.05)), unit: LITRE });

/**
 * Millilitres in the unit a cook expects: a recipe written in ml stays in ml, one written in cl, dl or l is read in cl
 * (the French kitchen's unit), ml below 1 cl; both become litres from 1 L once rounded.
 */
export function volumeInKitchenUnits(millilitres: number, writtenIn: string): { value: number; unit: string } {
  if (normalise(writtenIn) === "ml" || millilitres < 10) {
    const rounded = roundMeasure(millilitres);
    return rounded >= 1000 ? litres(millilitres) : { value: rounded, unit: "ml" };
  }
  const centilitres = roundCentilitres(millilitres / 10);
  return centilitres >= 100 ? litres(millilitres) : { value: centilitres, unit: "cl" };
}

const decimal = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });
// A narrow no-break space, as between the digits of « 1 500 »: « 1 ½ » never breaks across lines.
const HALF = "½";

/** A number the French way; counted things and spoons write their half as « ½ » (« ½ », « 1 ½ »), measures as « 1,5 ». */
export function formatKitchenNumber(value: number, kind: QuantityKind): string {
  const whole = Math.floor(value);
  if ((kind === "count" || kind === "spoon") && value - whole === 0.5) return whole === 0 ? HALF : `${decimal.format(whole)}\u202f${HALF}`;
  return decimal.format(value);
}

/** A measured quantity (« 1,5 L », « 250 g ») back in the recipe line's unit (ml, cl…), without binary noise. */
const inUnit = (measured: { value: number; unit: string | null }, lineUnit: string): number => {
  const unit = normalise(measured.unit ?? "");
  const base = (GRAMS[unit] ?? MILLILITRES[unit] ?? 1) * measured.value;
  return Math.round((base / (GRAMS[lineUnit] ?? MILLILITRES[lineUnit] ?? 1)) * 1e6) / 1e6;
};

/** A recipe line's quantity for `to` people (the recipe gives it for `from`), in kitchen units; null when the line has none. */
export function kitchenQuantity(
  line: { quantity: number | null; unit: string | null; label?: string },
  from: number,
  to: number,
): KitchenQuantity | null {
  if (line.quantity === null || !(line.quantity > 0)) return null;
  const scaled = from > 0 ? (line.quantity * to) / from : line.quantity;
  const kind = quantityKind(line.unit, line.label);
  const unit = line.unit === null ? "" : normalise(line.unit);
  const measured =
    kind === "mass"
      ? massInKitchenUnits(scaled * GRAMS[unit]!)
      : kind === "volume"
        ? volumeInKitchenUnits(scaled * MILLILITRES[unit]!, unit)
        : {
            value: kind === "spoon" ? roundSpoons(scaled) : kind === "whole" ? roundWhole(scaled) : roundCount(scaled),
            unit: line.unit,
          };
  return {
    value: measured.value,
    text: formatKitchenNumber(measured.value, kind),
    unit: measured.unit,
    inLineUnit: kind === "mass" || kind === "volume" ? inUnit(measured, unit) : measured.value,
  };
}
