import { describe, expect, it } from "vitest";
import { countInName, descriptionForQuantity, isFrenchOrigin, nameForQuantity } from "./variant-facts.ts";

describe("isFrenchOrigin", () => {
  it("recognises a French region, France itself and the meat mentions", () => {
    expect(isFrenchOrigin("France")).toBe(true);
    expect(isFrenchOrigin("Normandie, France")).toBe(true);
    expect(isFrenchOrigin("Guadeloupe, France")).toBe(true);
    expect(isFrenchOrigin("Porc né, élevé et abattu en France")).toBe(true);
  });

  it("refuses another country, a mixed origin and an unknown one", () => {
    expect(isFrenchOrigin("Brésil")).toBe(false);
    expect(isFrenchOrigin("Émilie-Romagne, Italie")).toBe(false);
    expect(isFrenchOrigin("Élevé en Écosse, fumé en France")).toBe(false);
    expect(isFrenchOrigin("Pêché en Atlantique Nord-Est")).toBe(false);
    expect(isFrenchOrigin("Union européenne et hors Union européenne")).toBe(false);
    expect(isFrenchOrigin(null)).toBe(false);
  });
});

describe("nameForQuantity", () => {
  it("states the new count of a pack sold by the piece", () => {
    expect(nameForQuantity("Œufs de caille x18", 18, "piece", 0.5)).toBe("Œufs de caille x9");
    expect(nameForQuantity("Couches taille 3 (4-9 kg) x52", 52, "piece", 0.5)).toBe("Couches taille 3 (4-9 kg) x26");
    expect(nameForQuantity("Lessive capsules 3 en 1 x30", 30, "piece", 2)).toBe("Lessive capsules 3 en 1 x60");
  });

  it("states the new count or size of a pack sold by weight or volume", () => {
    expect(nameForQuantity("Yaourts nature x16", 2000, "g", 2)).toBe("Yaourts nature x32");
    expect(nameForQuantity("Eau de source 6 x 1,5 L", 9000, "ml", 3)).toBe("Eau de source 18 x 1,5 L");
    expect(nameForQuantity("Cola 1,5 L", 1500, "ml", 0.5)).toBe("Cola 75 cl");
    // A size written in centilitres that reaches a litre is written in litres, with the capital « L » (ADR 0070).
    expect(nameForQuantity("Huile d'olive 75 cl", 750, "ml", 2)).toBe("Huile d'olive 1,5 L");
    expect(nameForQuantity("Eau plate 1 l", 1000, "ml", 3)).toBe("Eau plate 3 L");
    expect(nameForQuantity("Spaghetti n°5 1 kg", 1000, "g", 0.5)).toBe("Spaghetti n°5 500 g");
    expect(nameForQuantity("Lessive liquide 40 lavages", 2000, "ml", 3)).toBe("Lessive liquide 120 lavages");
    expect(nameForQuantity("Farine de blé T55", 1000, "g", 0.5)).toBe("Farine de blé T55");
  });

  it("has no true name for half a count, a count below two or half a piece", () => {
    expect(nameForQuantity("Thé noir English Breakfast x25", 50, "g", 0.5)).toBeNull();
    expect(nameForQuantity("Crème brûlée x2", 200, "g", 0.5)).toBeNull();
    expect(nameForQuantity("Papier cuisson 8 m", 1, "piece", 0.5)).toBeNull();
    expect(nameForQuantity("Citrons verts", 4, "piece", 0.5)).toBe("Citrons verts");
  });

  it("never takes a size for a count", () => {
    expect(countInName("Sacs poubelle 30 L x20")?.count).toBe(20);
    expect(countInName("Culottes d'apprentissage taille 6 x30")?.count).toBe(30);
    expect(countInName("Spaghetti n°5 1 kg")).toBeNull();
  });
});

describe("descriptionForQuantity", () => {
  it("leaves out the sentences that state the template's quantity", () => {
    expect(descriptionForQuantity("Carottes douces et croquantes. Sachet de 1 kg.", 0.5)).toBe("Carottes douces et croquantes.");
    expect(descriptionForQuantity("La boîte familiale de 12 œufs. Code 1.", 2)).toBe("Code 1.");
    expect(descriptionForQuantity("Saucisses pur porc. 6 x 100 g.", 1)).toBe("Saucisses pur porc. 6 x 100 g.");
  });
});
