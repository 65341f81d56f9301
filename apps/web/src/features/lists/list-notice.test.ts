import { describe, expect, it } from "vitest";
import { listNotice } from "./list-notice.ts";

const from = (query: Record<string, string>) => listNotice((name) => query[name]);

describe("listNotice", () => {
  it("says what loading the list into the basket did", () => {
    expect(from({ ajoutes: "3", indispos: "0" })).toBe("3 produits ajoutés à votre panier.");
    expect(from({ ajoutes: "1", indispos: "2" })).toBe("1 produit ajouté à votre panier ; 2 produits indisponibles.");
    expect(from({ ajoutes: "0", indispos: "1" })).toBe("Aucun produit ajouté à votre panier ; 1 produit indisponible.");
  });

  it("names the products left out when the list knows them", () => {
    const names = new Map([
      [12, "Comté 18 mois"],
      [34, "Beurre doux"],
    ]);
    const named = (query: Record<string, string>) => listNotice((name) => query[name], (id) => names.get(id));
    expect(named({ ajoutes: "2", indispos: "1", sans: "12" })).toBe("2 produits ajoutés à votre panier ; indisponible : « Comté 18 mois ».");
    expect(named({ ajoutes: "0", indispos: "2", sans: "12,34" })).toBe("Aucun produit ajouté à votre panier ; indisponibles : « Comté 18 mois », « Beurre doux ».");
    // A product no longer in the list: the count alone, never a name missing from the sentence.
    expect(named({ ajoutes: "1", indispos: "2", sans: "12,99" })).toBe("1 produit ajouté à votre panier ; 2 produits indisponibles.");
    expect(named({ ajoutes: "1", indispos: "1", sans: "<b>12</b>" })).toBe("1 produit ajouté à votre panier ; 1 produit indisponible.");
  });

  it("reads counts as digits only", () => {
    expect(from({ ajoutes: "<b>3</b>" })).toBeNull();
    expect(from({ ajoutes: "2", indispos: "-1" })).toBe("2 produits ajoutés à votre panier.");
  });

  it("names the other outcomes, and nothing without a flag", () => {
    expect(from({ reunies: "2" })).toBe("Les 2 listes ont été réunies dans cette liste.");
    expect(from({ cree: "1" })).toBe("Liste créée.");
    expect(from({ "remplace-partout": "1" })).toBe("Produit remplacé dans toutes vos listes qui le contenaient.");
    expect(from({})).toBeNull();
  });

  it("says when a line was limited to 999, adding or merging", () => {
    expect(from({ ajoute: "1", limite: "1" })).toBe("Produit ajouté à la liste : quantité limitée à 999.");
    expect(from({ ajoute: "1" })).toBe("Produit ajouté à la liste.");
    expect(from({ reunies: "2", limitees: "1" })).toBe("Les 2 listes ont été réunies dans cette liste. Quantité limitée à 999 pour 1 produit.");
    expect(from({ reunies: "3", limitees: "2" })).toBe("Les 3 listes ont été réunies dans cette liste. Quantité limitée à 999 pour 2 produits.");
  });
});
