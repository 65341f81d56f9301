import { describe, expect, it } from "vitest";
import { findBannedContent } from "./banned-content.ts";

describe("banned content", () => {
  it("lets honest reviews through, negative ones included", () => {
    for (const text of [
      "Très bon camembert, bien coulant. Je recommande !",
      "Décevant : les tomates étaient fades et farineuses, je n'en reprendrai pas.",
      "Produit unique, prix 2,99 € pour 500 g, livré à 7h30.",
      "Le goût est con-vaincant ; emballage un peu fragile.",
    ]) {
      expect(findBannedContent(text), text).toBeNull();
    }
  });

  it("refuses coarse words and slurs, whatever their case, accents, repeated letters or disguise", () => {
    for (const text of ["Quel CONNARD ce livreur", "c'est de la merde", "Produit merdique !", "encülé", "c0nnnnard", "Ta gueule", "fils de p*te et fils de pute"]) {
      expect(findBannedContent(text)?.kind, text).toBe("insult");
    }
  });

  it("refuses e-mail addresses and phone numbers", () => {
    expect(findBannedContent("Écrivez-moi à chloe.durand@example.fr")?.kind).toBe("contact");
    expect(findBannedContent("Appelez le 06 12 34 56 78 pour en parler")?.kind).toBe("contact");
    expect(findBannedContent("ou le +33 6 12 34 56 78")?.kind).toBe("contact");
  });

  it("refuses links", () => {
    expect(findBannedContent("Moins cher sur https://ailleurs.example")?.kind).toBe("link");
    expect(findBannedContent("voir www.ailleurs")?.kind).toBe("link");
    expect(findBannedContent("Allez sur promo-fromage.fr")?.kind).toBe("link");
  });
});
