// The catalogue never contradicts itself (INCO): a product linked to a producer comes from the producer's region, and
// a generated variant's name and description say nothing its origin and net quantity deny. Over the hand-written
// catalogue and a generated one of the size QA seeds (3 000 products), without a database.
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "./catalogue.ts";
import { generateProducts } from "./generate-products.ts";
import { producerOriginConflict } from "./producer-origin.ts";
import { countInName, isFrenchOrigin } from "./variant-facts.ts";

const now = new Date("2026-11-29T08:00:00Z");
const catalogue = buildCatalogue(now);
const templates = catalogue.products;
const generated = generateProducts(templates, 1, 3000, now).map((product, index) => ({
  ...product,
  // Product number k varies hand-written product (k - H - 1) mod H, H the hand-written count (generate-products.ts).
  template: templates[index % templates.length]!.row,
}));

/** « Œufs x6, lot de 2 » → the name before its variant's label, and the packs the label sells together. */
function splitVariantName(name: string): { base: string; packs: number } {
  const comma = name.lastIndexOf(", ");
  const label = name.slice(comma + 2);
  return { base: name.slice(0, comma), packs: Number(/^lot de (\d+)$/.exec(label)?.[1] ?? 1) };
}

describe("the catalogue's facts", () => {
  it("gives every product linked to a producer an origin in the producer's region", () => {
    const producers = new Map(catalogue.producers.map((producer) => [producer.id, producer]));
    const conflicts = templates.flatMap(({ row }) => {
      const producer = row.producerId ? producers.get(row.producerId) : undefined;
      const conflict = producer ? producerOriginConflict(row.origin ?? null, producer) : null;
      return conflict ? [`${row.id} ${row.name} (${producer?.slug}): ${conflict}`] : [];
    });
    expect(conflicts).toEqual([]);
  });

  it("claims a French origin only for generated products from France", () => {
    // The name's « origine France », or a sentence only a variant adds (a template may say « mûries en France »).
    const frenchClaim = /origine France|Fabriqué en France avec des matières premières françaises|Produit en France, au plus près/u;
    const untrue = generated.filter(({ row }) => frenchClaim.test(`${row.name} ${row.description}`) && !isFrenchOrigin(row.origin));
    expect(untrue.map(({ row }) => `${row.name} → ${row.origin}`)).toEqual([]);
    expect(generated.some(({ row }) => row.name.endsWith(", origine France"))).toBe(true);
  });

  it("states in a generated name the count its net quantity holds", () => {
    const wrong = generated.flatMap(({ row, template }) => {
      const templateCount = countInName(template.name)?.count;
      if (!templateCount) return [];
      const { base, packs } = splitVariantName(row.name);
      const claimed = (countInName(base)?.count ?? 0) * packs;
      const held = (templateCount * row.netQuantity) / template.netQuantity;
      return claimed === held ? [] : [`${row.name}: ${row.netQuantity} ${row.netUnit}, ${held} pieces`];
    });
    expect(wrong).toEqual([]);
    expect(generated.some(({ row }) => row.name === "Œufs de caille x9, petit format" && row.netQuantity === 9)).toBe(true);
  });

  it("writes the litre as a capital « L » in every name, hand-written and generated, as net quantities and unit prices do", () => {
    // « 1,5 l » beside « 1,33 €/L » read as two units (ADR 0070, amended); « cl » and « ml » stay lowercase.
    const lowercaseLitre = /\d\s?l(?![\p{L}\d'’])/u;
    const names = [...templates, ...generated].map(({ row }) => row.name);
    expect(names.filter((name) => lowercaseLitre.test(name))).toEqual([]);
    expect(names.some((name) => /\d L\b/u.test(name))).toBe(true);
  });
});
