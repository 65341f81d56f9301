// How many people a recipe is cooked for, and how many packs of a product that takes: one rule for the recipe page
// (what it shows) and buyRecette (what it puts in the basket).
import { kitchenQuantity } from "./kitchen-quantity.ts";

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 24;

/** Products to buy for N people: whole packs, at least one (a recipe never needs "half a pack of butter"). */
export const scalePacks = (packs: number, from: number, to: number): number =>
  from <= 0 ? packs : Math.max(1, Math.ceil((packs * to) / from - 1e-9));

/**
 * What one pack of a product holds, as the catalogue stores it (grams, millilitres or pieces); `pieceGrams`: the
 * average weight of one piece of a product sold by the piece at a variable weight (a courgette, about 250 g).
 */
export type PackContent = { quantity: number; unit: "g" | "ml" | "piece"; pieceGrams?: number | null };

/**
 * A recipe line: its quantity for the recipe's servings, and the packs the recipe itself links; `pieceGrams`: what
 * one of the pieces it counts weighs on average (« 4 carottes », 125 g each), when its product is sold by weight;
 * `label`: what it names (« Œufs » are counted whole: kitchenQuantity).
 */
export type RecipeLineNeed = { quantity: number | null; unit: string | null; packs: number; pieceGrams?: number | null; label?: string };

/**
 * What a line needs for `to` people, in its own unit: the quantity the recipe page shows (kitchenQuantity), not the
 * unrounded one. A shopper buys what the list in front of them says: at 7 people the quiche's « 1 pièce » of pastry
 * (7/6 of one) is one pastry bought, as a cook spreads one pastry in the tin; « 1 ½ pièce » at 9 is two.
 */
export const shownNeed = (line: RecipeLineNeed & { quantity: number }, from: number, to: number): number =>
  kitchenQuantity({ quantity: line.quantity, unit: line.unit, label: line.label }, from, to)?.inLineUnit ?? line.quantity;

// Recipe units the shop can compare with a pack's content, as a factor to the pack's unit.
const RECIPE_UNITS: Record<string, { unit: PackContent["unit"]; factor: number }> = {
  g: { unit: "g", factor: 1 },
  kg: { unit: "g", factor: 1000 },
  ml: { unit: "ml", factor: 1 },
  cl: { unit: "ml", factor: 10 },
  dl: { unit: "ml", factor: 100 },
  l: { unit: "ml", factor: 1000 },
  // Counted things: one of them is one piece of a pack sold by the piece ("x6", "x10").
  pièce: { unit: "piece", factor: 1 },
  sachet: { unit: "piece", factor: 1 },
  tranche: { unit: "piece", factor: 1 },
  cube: { unit: "piece", factor: 1 },
  pot: { unit: "piece", factor: 1 },
  bouquet: { unit: "piece", factor: 1 },
};

// The ways French labels write how many things a pack holds. A number followed by a unit is a size, never a count:
// « boîte de 500 g » holds one thing, « 6 x 1,5 L » six bottles.
const NOT_A_SIZE = String.raw`(?!\s*(?:[.,]\d|(?:g|kg|mg|ml|cl|dl|l|cm|m)(?![\p{L}\d])|%))`;
const PACK_COUNTS = [
  // « Eau de source 6 x 1,5 L », « Yaourts 4x125 g »: the count before the size.
  /(?:^|\s)(\d+)\s*[x×]\s*\d/iu,
  // « Lait demi-écrémé UHT x6 », « Œufs x 12 ».
  new RegExp(String.raw`(?:^|\s)[x×]\s?(\d+)${NOT_A_SIZE}(?![\p{L}\d])`, "iu"),
  // « lot de 4 », « pack de 6 », « boîte de 12 ».
  new RegExp(String.raw`(?:^|\s)(?:lot|pack|paquet|boîte|boite|coffret|étui|etui|filet|barquette|sachet)\s+de\s+(\d+)${NOT_A_SIZE}(?![\p{L}\d])`, "iu"),
];

/** How many things a product's name says its pack holds (« 6 x 1,5 L », « x6 », « lot de 4 »), or null. */
export const packCountInName = (productName: string): number | null => {
  for (const pattern of PACK_COUNTS) {
    const count = pattern.exec(productName)?.[1];
    if (count && Number(count) > 0) return Number(count);
  }
  return null;
};

/**
 * Pieces in one pack: the catalogue's count when sold by the piece, else the count French labels put in the
 * name ("Sucre vanillé x10" is 75 g but ten sachets); null when the pack cannot be counted.
 */
export const piecesPerPack = (content: PackContent, productName: string): number | null =>
  content.unit === "piece" ? content.quantity : packCountInName(productName);

/**
 * Kitchen measures (ADR 0112): spoons hold so many millilitres, so they compare with a bottle of oil or vinegar; a pinch
 * (null) compares with nothing. Against a pack sold by weight (a jar of herbs, of spices) neither can be weighed.
 */
const KITCHEN_MEASURES: Record<string, number | null> = {
  "c. à soupe": 15,
  "cuillère à soupe": 15,
  "c. à café": 5,
  "cuillère à café": 5,
  pincée: null,
};

/**
 * A line the cook measures by taste or with a spoon, when its pack cannot be compared (« Sel et poivre », « une
 * pincée de muscade », « 1 c. à soupe d'herbes de Provence » and a 20 g jar): the recipe's own packs, whatever the
 * number of people. A jar of pepper serves 4 people as it serves 24; six of them is not what a cook buys.
 */
const isKitchenAmount = (line: RecipeLineNeed, content: PackContent | null): boolean => {
  if (line.quantity === null || !line.unit) return true;
  const unit = line.unit.trim().toLowerCase();
  if (!(unit in KITCHEN_MEASURES)) return false;
  return KITCHEN_MEASURES[unit] === null || content?.unit !== "ml";
};

/** How much a pack holds in the recipe line's own unit, or null when the two cannot be compared ("gousse" of a head of garlic). */
const packInRecipeUnit = (unit: string, content: PackContent, productName: string): number | null => {
  const spoon = KITCHEN_MEASURES[unit.trim().toLowerCase()];
  if (spoon) return content.unit === "ml" && content.quantity > 0 ? content.quantity / spoon : null;
  const recipeUnit = RECIPE_UNITS[unit.trim().toLowerCase()];
  if (!recipeUnit) return null;
  if (recipeUnit.unit === "piece") {
    const pieces = piecesPerPack(content, productName);
    return pieces && pieces > 0 ? pieces / recipeUnit.factor : null;
  }
  return recipeUnit.unit === content.unit && content.quantity > 0 ? content.quantity / recipeUnit.factor : null;
};

/**
 * What one pack weighs when the pieces a recipe counts must be weighed to be bought: a pack sold by weight whose label
 * counts nothing (a 1 kg bag of carrots; « Jambon x4 » counts its slices), or a piece sold at a variable weight (a
 * courgette of 250 g for the recipe's 150 g ones); null when the pack counts the recipe's pieces itself.
 */
export const packGramsForPieces = (content: PackContent, productName: string): number | null => {
  if (content.unit === "g") return content.quantity > 0 && packCountInName(productName) === null ? content.quantity : null;
  if (content.unit === "piece" && content.pieceGrams && content.pieceGrams > 0) return content.quantity * content.pieceGrams;
  return null;
};

/**
 * What one line needs of its product's packs for `to` people: a fraction of a pack when its quantity compares with
 * the pack's content (« 1.5 kg » of flour is 1.5 bags of 1 kg; 16 carrots of 125 g, 2 bags of 1 kg); whole packs when
 * it cannot be compared or the pack's content is not known (the recipe's own packs scaled in proportion, scalePacks);
 * the recipe's own packs for a seasoning to taste, a pinch, or spoons of what is sold by weight (isKitchenAmount).
 */
export type PackNeed = { kind: "measured" | "whole" | "to-taste"; packs: number };

export const packNeed = (line: RecipeLineNeed, product: { name: string; content: PackContent | null }, from: number, to: number): PackNeed => {
  if (isKitchenAmount(line, product.content)) return { kind: "to-taste", packs: Math.max(1, line.packs) };
  if (line.quantity === null || line.quantity <= 0 || !line.unit || from <= 0) return { kind: "whole", packs: scalePacks(line.packs, from, to) };
  // What the page shows for `to` people (shownNeed); the recipe's packs go with its own quantity.
  const needed = shownNeed({ ...line, quantity: line.quantity }, from, to);
  if (!product.content) return { kind: "whole", packs: scalePacks(line.packs, line.quantity, needed) };
  // Pieces (« 16 carottes ») in a product sold by weight or by pieces of another size: by what they weigh.
  if (line.pieceGrams && line.pieceGrams > 0 && RECIPE_UNITS[line.unit.trim().toLowerCase()]?.unit === "piece") {
    const packGrams = packGramsForPieces(product.content, product.name);
    if (packGrams !== null) return { kind: "measured", packs: (needed * line.pieceGrams) / packGrams };
  }
  const perPack = packInRecipeUnit(line.unit, product.content, product.name);
  if (perPack === null) return { kind: "whole", packs: scalePacks(line.packs, line.quantity, needed) };
  return { kind: "measured", packs: needed / perPack };
};

/**
 * Packs of one product for all the recipe's lines naming it, at least one: the measured fractions summed, then rounded
 * up once (50 g and 10 g of butter are one pack of 250 g, not two); the whole packs of lines that cannot be measured
 * added; a seasoning to taste taken from the packs already bought (it asks for no more than its own).
 */
export const packsForLines = (lines: readonly RecipeLineNeed[], product: { name: string; content: PackContent | null }, from: number, to: number): number => {
  const needs = lines.map((line) => packNeed(line, product, from, to));
  const total = (kind: PackNeed["kind"]) => needs.filter((n) => n.kind === kind).reduce((sum, n) => sum + n.packs, 0);
  const measured = total("measured");
  const bought = (measured > 0 ? Math.ceil(measured - 1e-9) : 0) + total("whole");
  return Math.max(1, bought, ...needs.filter((n) => n.kind === "to-taste").map((n) => n.packs));
};

/**
 * Packs of a product to buy for `to` people for one line (packsForLines): what the recipe needs for them divided by
 * what a pack holds, rounded up (1.5 kg of flour is 2 bags of 1 kg, 24 eggs 4 boxes of 6, 16 carrots of 125 g 2 bags
 * of 1 kg, 24 spoons of oil one bottle of 1 l).
 */
export const packsForServings = (line: RecipeLineNeed, product: { name: string; content: PackContent | null }, from: number, to: number): number =>
  packsForLines([line], product, from, to);

/** What the recipe page says of a line's product: its packs, or the line whose packs count it too. */
export type LinePacks = { packs: number } | { countedWith: number };

/**
 * The recipe page's packs, line by line, as buyRecette buys them (packsForLines): a product's packs for all the lines
 * naming it, said on the first of them; the later ones point to that line (50 g and 10 g of butter: « 1 × ce
 * produit » once, not twice); null for a line naming no product.
 */
export function packsByLine(
  lines: readonly { need: RecipeLineNeed; product: { id: number; name: string; content: PackContent | null } | null }[],
  from: number,
  to: number,
): (LinePacks | null)[] {
  const firstLine = new Map<number, number>();
  lines.forEach(({ product }, i) => {
    if (product && !firstLine.has(product.id)) firstLine.set(product.id, i);
  });
  return lines.map(({ product }, i) => {
    if (!product) return null;
    const first = firstLine.get(product.id)!;
    if (first !== i) return { countedWith: first };
    const needs = lines.filter((line) => line.product?.id === product.id).map((line) => line.need);
    return { packs: packsForLines(needs, product, from, to) };
  });
}
