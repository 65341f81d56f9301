import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK, typesetFrench } from "@cabas/contracts/french-typography";
import { listNotice } from "./list-notice.ts";

const from = (query: Record<string, string>) => listNotice((name) => query[name]);
/** The expected notices are written with ordinary spaces for reading; the page shows them typeset. */
const said = (text: string) => typesetFrench(text);

describe("listNotice", () => {
  it("says what loading the list into the basket did", () => {
    expect(from({ ajoutes: "3", indispos: "0" })).toBe(said("3 produits ajoutés à votre panier."));
    expect(from({ ajoutes: "1", indispos: "2" })).toBe(said("1 produit ajouté à votre panier ; 2 produits indisponibles."));
    expect(from({ ajoutes: "0", indispos: "1" })).toBe(said("Aucun produit ajouté à votre panier ; 1 produit indisponible."));
  });

  it("names the products left out when the list knows them", () => {
    const names = new Map([
      [12, "Comté 18 mois"],
      [34, "Beurre doux"],
    ]);
    const named = (query: Record<string, string>) => listNotice((name) => query[name], (id) => names.get(id));
    expect(named({ ajoutes: "2", indispos: "1", sans: "12" })).toBe(said("2 produits ajoutés à votre panier ; indisponible : « Comté 18 mois »."));
    expect(named({ ajoutes: "0", indispos: "2", sans: "12,34" })).toBe(said("Aucun produit ajouté à votre panier ; indisponibles : « Comté 18 mois », « Beurre doux »."));
    // A product no longer in the list: the count alone, never a name missing from the sentence.
    expect(named({ ajoutes: "1", indispos: "2", sans: "12,99" })).toBe(said("1 produit ajouté à votre panier ; 2 produits indisponibles."));
    expect(named({ ajoutes: "1", indispos: "1", sans: "<b>12</b>" })).toBe(said("1 produit ajouté à votre panier ; 1 produit indisponible."));
  });

  it("reads counts as digits only", () => {
    expect(from({ ajoutes: "<b>3</b>" })).toBeNull();
    expect(from({ ajoutes: "2", indispos: "-1" })).toBe(said("2 produits ajoutés à votre panier."));
  });

  it("names the other outcomes, and nothing without a flag", () => {
    expect(from({ reunies: "2" })).toBe(said("Les 2 listes ont été réunies dans cette liste."));
    expect(from({ cree: "1" })).toBe(said("Liste créée."));
    expect(from({ "remplace-partout": "1" })).toBe(said("Produit remplacé dans toutes vos listes qui le contenaient."));
    expect(from({})).toBeNull();
  });

  it("says when a line was limited to 999, adding or merging", () => {
    expect(from({ ajoute: "1", limite: "1" })).toBe(said("Produit ajouté à la liste : quantité limitée à 999."));
    expect(from({ ajoute: "1" })).toBe(said("Produit ajouté à la liste."));
    expect(from({ reunies: "2", limitees: "1" })).toBe(said("Les 2 listes ont été réunies dans cette liste. Quantité limitée à 999 pour 1 produit."));
    expect(from({ reunies: "3", limitees: "2" })).toBe(said("Les 3 listes ont été réunies dans cette liste. Quantité limitée à 999 pour 2 produits."));
  });

  it("keeps « ; », « : » and « » » on the line of the word before them (no-break spaces)", () => {
    const names = (id: number) => (id === 12 ? "Comté 18 mois" : undefined);
    const notice = listNotice((name) => ({ ajoutes: "1", indispos: "1", sans: "12" })[name], names);
    expect(notice).toBe("1 produit ajouté à votre panier\u202F; indisponible\u00A0: «\u00A0Comté 18 mois\u00A0».");
    expect(notice).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
    expect(from({ ajoute: "1", limite: "1" })).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
  });
});
