// The seed's VAT rates (ADR 0068) for the products the law puts apart from their shelf, and for their neighbours.
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "./catalogue.ts";
import { generateProducts } from "./generate-products.ts";

const now = new Date("2026-11-25T10:00:00Z");
const catalogue = buildCatalogue(now);
const rateOf = (name: string) => {
  const product = catalogue.products.find((p) => p.row.name === name);
  if (!product) throw new Error(`no product "${name}" in the seed`);
  return product.row.vatRateBp;
};

describe("VAT rates of the seed", () => {
  it("puts nappies, baby wipes, liniment, nappy cream and baby shampoo at 20 %: they are not food", () => {
    for (const name of [
      "Couches taille 3 (4-9 kg) x52",
      "Lingettes bébé à l'eau x64",
      "Lingettes bébé au liniment x3 paquets",
      "Liniment oléo-calcaire",
      "Crème pour le change à l'oxyde de zinc",
      "Shampooing doux bébé",
    ]) {
      expect(rateOf(name), name).toBe(2000);
    }
    // Baby food and formula stay food.
    expect(rateOf("Lait infantile 1er âge en poudre")).toBe(550);
    expect(rateOf("Petits pots carottes dès 4-6 mois x2")).toBe(550);
  });

  it("puts milk chocolate and confectionery at 20 %, « chocolat » (dark) and « bonbons de chocolat » at 5,5 %", () => {
    for (const name of [
      "Chocolat au lait du Pérou",
      "Chocolat au lait aux noisettes entières",
      "Calissons d'Aix",
      "Caramels au beurre salé",
    ])
      expect(rateOf(name), name).toBe(2000);
    for (const name of [
      "Chocolat noir 70 % cacao",
      "Chocolat noir pâtissier 52 %",
      "Chocolat noir 85 % cacao",
      "Chocolat noir 72 % bio équitable",
      "Bonbons oursons guimauve enrobés de chocolat",
    ]) {
      expect(rateOf(name), name).toBe(550);
    }
    // Biscuits, cereals, desserts and spreads with chocolate are food products of their own kind.
    for (const name of [
      "Cookies aux pépites de chocolat",
      "Céréales fourrées au chocolat et noisettes",
      "Mousse au chocolat noir x4",
      "Pâte à tartiner cacao noisettes sans huile de palme",
    ]) {
      expect(rateOf(name), name).toBe(550);
    }
  });

  it("puts the alcohol-free beer at 5,5 % and the beers, wines and cider at 20 %", () => {
    expect(rateOf("Bière sans alcool blonde 6 x 25 cl")).toBe(550);
    for (const name of ["Bière blonde 6 x 25 cl", "Bordeaux AOC rouge 2022", "Cidre brut de Normandie IGP"])
      expect(rateOf(name), name).toBe(2000);
  });

  it("keeps food at 5,5 % and household, hygiene and pet products at 20 %", () => {
    expect(rateOf("Farine de blé T55")).toBe(550);
    expect(rateOf("Gel douche fleur d'oranger")).toBe(2000);
    expect(rateOf("Litière végétale agglomérante")).toBe(2000);
    expect(rateOf("Bougies chauffe-plat x30")).toBe(2000);
  });

  it("gives a generated variant the rate of the product it varies", () => {
    const handWritten = catalogue.products.length;
    const generated = generateProducts(catalogue.products, handWritten + 1, handWritten * 2, now);
    const milk = generated.find((g) => g.row.name.startsWith("Chocolat au lait du Pérou, "));
    expect(milk?.row.vatRateBp).toBe(2000);
    // Generated product k varies hand-written product k - H (its name may state another count: « x3, petit format »).
    generated.forEach((g, index) => {
      expect(g.row.vatRateBp, g.row.name).toBe(catalogue.products[index]?.row.vatRateBp);
    });
  });
});
