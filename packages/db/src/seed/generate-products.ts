// Deterministic catalogue generator for benchmarks: product number k (counted from 1 over the whole catalogue)
// is always the same product, so a catalogue grown in two steps equals one seeded at once.
// Each generated product is a variant of a hand-written one (another format or range, another brand), in the
// same category, so every aisle grows in proportion and search, facets and prices stay realistic.
import type { CatalogueProduct, ProductRow } from "./catalogue.ts";
import { makeEan13 } from "./ean13.ts";
import { createRandom, hashString } from "./random.ts";
import { descriptionForQuantity, isFrenchOrigin, nameForQuantity } from "./variant-facts.ts";
import { slugify } from "../slug.ts";

/** GS1 France prefix reserved for generated products: never collides with the hand-written 376 range. */
export const GENERATED_EAN_PREFIX = "378";
const DAY_MS = 86_400_000;

/**
 * `lot`: several of the template's packs sold together (the label « lot de 2 » says how many, the name keeps the
 * pack's own count); otherwise a `quantityFactor` other than 1 is another pack size, whose name states the new
 * quantity. `madeInFrance`: the name and sentence claim a French origin, so only French templates take it.
 */
type Variant = {
  label: string;
  sentence: string;
  quantityFactor: number;
  priceFactor: number;
  lot?: boolean;
  madeInFrance?: boolean;
};

const LOT_VARIANTS: readonly Variant[] = [
  {
    label: "lot de 2",
    sentence: "Vendu par lot de deux, pour ne jamais en manquer.",
    quantityFactor: 2,
    priceFactor: 1.9,
    lot: true,
  },
  {
    label: "lot de 3",
    sentence: "Le lot de trois, plus économique à l'unité.",
    quantityFactor: 3,
    priceFactor: 2.75,
    lot: true,
  },
];
const FORMAT_VARIANTS: readonly Variant[] = [
  {
    label: "format familial",
    sentence: "Format familial, pensé pour les grandes tablées.",
    quantityFactor: 2,
    priceFactor: 1.8,
  },
  {
    label: "petit format",
    sentence: "Petit format, idéal pour une ou deux personnes.",
    quantityFactor: 0.5,
    priceFactor: 0.6,
  },
  {
    label: "format économique",
    sentence: "Format économique, pour faire des réserves.",
    quantityFactor: 3,
    priceFactor: 2.6,
  },
];
const RANGE_VARIANTS: readonly Variant[] = [
  {
    label: "recette traditionnelle",
    sentence: "Une recette traditionnelle, préparée en petites séries.",
    quantityFactor: 1,
    priceFactor: 1.15,
  },
  {
    label: "sélection du chef",
    sentence: "Sélectionné par nos chefs pour son goût et sa régularité.",
    quantityFactor: 1,
    priceFactor: 1.2,
  },
  {
    label: "origine France",
    sentence: "Fabriqué en France avec des matières premières françaises.",
    quantityFactor: 1,
    priceFactor: 1.1,
    madeInFrance: true,
  },
  {
    label: "premier prix",
    sentence: "Un premier prix sans compromis sur la qualité.",
    quantityFactor: 1,
    priceFactor: 0.8,
  },
  {
    label: "édition de saison",
    sentence: "Une édition de saison, disponible en quantité limitée.",
    quantityFactor: 1,
    priceFactor: 1.1,
  },
];
const FRESH_VARIANTS: readonly Variant[] = [
  {
    label: "sélection du chef",
    sentence: "Sélectionné par nos chefs pour son goût et sa régularité.",
    quantityFactor: 1,
    priceFactor: 1.2,
  },
  {
    label: "origine France",
    sentence: "Produit en France, au plus près de nos entrepôts.",
    quantityFactor: 1,
    priceFactor: 1.1,
    madeInFrance: true,
  },
  {
    label: "qualité supérieure",
    sentence: "Un calibre et une qualité supérieurs, choisis pièce par pièce.",
    quantityFactor: 1,
    priceFactor: 1.25,
  },
  {
    label: "premier prix",
    sentence: "Un premier prix sans compromis sur la fraîcheur.",
    quantityFactor: 1,
    priceFactor: 0.8,
  },
];
const WINE_VARIANTS: readonly Variant[] = [
  ...LOT_VARIANTS,
  {
    label: "cuvée prestige",
    sentence: "La cuvée prestige du domaine, issue des plus vieilles vignes. À consommer avec modération.",
    quantityFactor: 1,
    priceFactor: 1.5,
  },
  {
    label: "sélection du caviste",
    sentence: "Retenu par notre caviste pour son rapport qualité-prix. À consommer avec modération.",
    quantityFactor: 1,
    priceFactor: 1.2,
  },
  {
    label: "édition limitée",
    sentence: "Une édition limitée, produite en petite quantité. À consommer avec modération.",
    quantityFactor: 1,
    priceFactor: 1.15,
  },
];
const NON_FOOD_VARIANTS: readonly Variant[] = [
  ...LOT_VARIANTS,
  ...FORMAT_VARIANTS,
  { label: "premier prix", sentence: "Un premier prix à l'efficacité éprouvée.", quantityFactor: 1, priceFactor: 0.8 },
  {
    label: "formule écologique",
    sentence: "Une formule à l'empreinte environnementale réduite, en emballage recyclé.",
    quantityFactor: 1,
    priceFactor: 1.15,
  },
];
const FOOD_VARIANTS: readonly Variant[] = [...LOT_VARIANTS, ...FORMAT_VARIANTS, ...RANGE_VARIANTS];

function variantsFor(template: CatalogueProduct): readonly Variant[] {
  // A piece sold by weight does not come as a "lot de 3", nor a wine as a "recette traditionnelle".
  if (template.row.variableWeight) return FRESH_VARIANTS;
  if (template.alcoholic) return WINE_VARIANTS;
  if (template.nonFood) return NON_FOOD_VARIANTS;
  return FOOD_VARIANTS;
}

/** The template's name for this variant (before its label), or null when the variant would contradict the template. */
function variantName(variant: Variant, template: CatalogueProduct): string | null {
  const base = template.row;
  if (variant.madeInFrance && !isFrenchOrigin(base.origin)) return null;
  if (variant.lot) return base.name;
  return nameForQuantity(base.name, base.netQuantity, base.netUnit, variant.quantityFactor);
}

/**
 * The drawn variant when it fits the template, else the next one in the list that does. Drawing from the whole list
 * (rather than from the fitting ones) keeps every product whose draw fitted exactly as it was generated before.
 */
function fittingVariant(variants: readonly Variant[], drawn: number, template: CatalogueProduct): { variant: Variant; name: string } {
  for (let step = 0; step < variants.length; step += 1) {
    const variant = variants[(drawn + step) % variants.length] as Variant;
    const name = variantName(variant, template);
    if (name !== null) return { variant, name };
  }
  throw new Error(`No generated variant fits "${template.row.name}"`);
}

const BRAND_PREFIXES = [
  "Maison",
  "Les Ateliers",
  "La Ferme",
  "Le Comptoir",
  "Les Jardins",
  "Le Moulin",
  "Saveurs",
  "La Table",
  "Le Cellier",
  "Les Halles",
] as const;
const BRAND_PLACES = [
  "Vannes",
  "Angers",
  "Auxerre",
  "Colmar",
  "Dieppe",
  "Honfleur",
  "Albi",
  "Annecy",
  "Arles",
  "Millau",
  "Riom",
  "Sarlat",
  "Quimper",
  "Laval",
  "Épernay",
  "Orange",
  "Uzès",
  "Dole",
  "Morlaix",
  "Saumur",
  "Cognac",
  "Bayeux",
  "Vichy",
  "Rodez",
  "Figeac",
  "Guérande",
  "Beaune",
  "Aurillac",
  "Chinon",
  "Agen",
  "Oloron",
  "Lisieux",
  "Manosque",
  "Apt",
  "Issoire",
  "Tulle",
  "Espalion",
  "Langres",
  "Autun",
  "Ambert",
] as const;

/** "de Vannes", "d'Angers": French elides "de" before a vowel or a mute h. */
function ofPlace(place: string): string {
  return /^[AEIOUYÉÈÊÂÎÔH]/i.test(place) ? `d'${place}` : `de ${place}`;
}

/** All the brands the generator can use, in a fixed order. */
export const GENERATED_BRANDS: readonly { name: string; slug: string; description: string }[] = BRAND_PREFIXES.flatMap(
  (prefix) =>
    BRAND_PLACES.map((place) => {
      const name = `${prefix} ${ofPlace(place)}`;
      return {
        name,
        slug: slugify(name),
        description: `Produits ${ofPlace(place)} et de sa région, sélectionnés par Cabas pour leur qualité et leur régularité.`,
      };
    }),
);

/** "La Ferme de Vannes" makes sense for cheese, less for washing powder. */
const NON_FOOD_PREFIXES = new Set(["Maison", "Les Ateliers", "Le Comptoir"]);
const NON_FOOD_BRANDS = GENERATED_BRANDS.filter((brand) =>
  NON_FOOD_PREFIXES.has(brand.name.split(/ (?:de |d')/)[0] ?? ""),
);

export type GeneratedProduct = {
  row: Omit<ProductRow, "id" | "brandId">;
  brandSlug: string;
  basePriceCents: number;
};

/**
 * Builds generated products number `fromNumber`..`toNumber` (1-based over the whole catalogue, both included);
 * numbers up to the hand-written count are not generated.
 */
export function generateProducts(
  templates: readonly CatalogueProduct[],
  fromNumber: number,
  toNumber: number,
  now: Date,
): GeneratedProduct[] {
  const handWritten = templates.length;
  if (handWritten === 0) throw new Error("The generator needs hand-written templates");
  const start = Math.max(fromNumber, handWritten + 1);
  const generated: GeneratedProduct[] = [];
  for (let number = start; number <= toNumber; number += 1) {
    const k = number - handWritten - 1;
    const template = templates[k % handWritten] as CatalogueProduct;
    const random = createRandom(hashString(`generated:${number}`));
    const base = template.row;
    const variants = variantsFor(template);
    const { variant, name: baseName } = fittingVariant(variants, random.int(0, variants.length - 1), template);
    const brand = random.pick(template.nonFood ? NON_FOOD_BRANDS : GENERATED_BRANDS);
    const quantity = Math.max(1, Math.round(base.netQuantity * variant.quantityFactor));
    const basePriceCents = Math.max(
      49,
      Math.round(template.basePriceCents * variant.priceFactor * (0.9 + 0.25 * random.next())),
    );
    const name = `${baseName}, ${variant.label}`;
    const isNew = random.next() < 0.05;
    const ageDays = isNew ? random.int(1, 25) : random.int(60, 900);
    generated.push({
      brandSlug: brand.slug,
      basePriceCents,
      row: {
        slug: `${slugify(`${baseName} ${brand.name} ${variant.label}`)}-${number}`,
        ean13: makeEan13(GENERATED_EAN_PREFIX, number),
        name,
        categoryId: base.categoryId,
        producerId: base.producerId ?? null,
        description: `${variant.lot ? base.description : descriptionForQuantity(base.description, variant.quantityFactor)} ${variant.sentence}`.trim(),
        ingredients: base.ingredients ?? null,
        allergens: base.allergens ?? [],
        traces: base.traces ?? [],
        nutrition: base.nutrition ?? null,
        nutriscore: base.nutriscore ?? null,
        origin: base.origin ?? null,
        storage: base.storage ?? null,
        netQuantity: quantity,
        netUnit: base.netUnit,
        variableWeight: base.variableWeight ?? false,
        averageWeightGrams: base.averageWeightGrams ?? null,
        isBio: base.isBio ?? false,
        isNew,
        isReservable: false,
        // A variant is the same kind of product as the one it varies: same shelf, same VAT rate.
        vatRateBp: base.vatRateBp,
        alcoholPerMille: base.alcoholPerMille ?? null,
        media: [{ icon: base.media?.[0]?.icon ?? "shopping-cart", alt: name }],
        createdAt: new Date(now.getTime() - ageDays * DAY_MS),
      },
    });
  }
  return generated;
}
