import { describe, expect, it } from "vitest";
import {
  noteCancelDoneMessage,
  noteCancelDoneOf,
  noteCancelDonePath,
  noteCancelledText,
  noteCancelSummary,
  noteDoneMessage,
  noteDoneOf,
  noteDonePath,
  offerDoneMessage,
  offerDoneOf,
  offerDonePath,
  offerPricesText,
  perimeterFigures,
  priceChangeText,
  priceDoneMessage,
  priceDoneOf,
  priceDonePath,
  saleDoneMessage,
  saleDoneOf,
  saleDonePath,
  stockChangeText,
  stockDoneMessage,
  stockDoneOf,
  stockDonePath,
} from "./stock.ts";

const NBSP = "\u00A0";

describe("perimeterFigures", () => {
  it("says the shelf, and the held units, the people waiting and a withdrawn offer only when there are", () => {
    expect(perimeterFigures({ stock: 1, gardees: 0, en_attente: 0, en_vente: true })).toBe(`1${NBSP}unité en rayon.`);
    expect(perimeterFigures({ stock: 0, gardees: 2, en_attente: 1, en_vente: false })).toBe(
      `0${NBSP}unité en rayon. 2${NBSP}unités gardées pour la liste d'attente, hors rayon. 1 personne attend une place. Retiré de la vente dans ce périmètre${NBSP}: le stock ajouté n'y est pas vendu.`,
    );
  });
});

describe("stockChangeText", () => {
  it("names a delivery by its units and a setting as such, with before, after and why", () => {
    expect(stockChangeText({ operation: "livraison", avant: 3, apres: 12, motif: "reception" })).toBe(`Livraison de 9${NBSP}: 3 → 12 (réception d'une livraison)`);
    expect(stockChangeText({ operation: "fixer", avant: 5, apres: 0, motif: "casse" })).toBe(`Stock fixé${NBSP}: 5 → 0 (casse)`);
  });

  it("names an offer taken off sale or put back, with the shelf left as it was", () => {
    expect(stockChangeText({ operation: "retirer", avant: 4, apres: 4, motif: "rappel" })).toBe("Retiré de la vente, 4 en rayon (rappel du produit)");
    expect(stockChangeText({ operation: "remettre", avant: 4, apres: 4, motif: "controle" })).toBe("Remis en vente, 4 en rayon (contrôle fait, vendable)");
  });
});

describe("the message after a change", () => {
  it("reads back the change the screen wrote into the address", () => {
    const path = stockDonePath({ query: "chapon & co", productId: 7, perimeterId: 2, before: 0, after: 3, waiting: 2 });
    expect(path).toBe("/support/stock?q=chapon+%26+co&fait=stock&produit=7&perimetre=2&avant=0&apres=3&attente=2");
    const params = Object.fromEntries(new URL(path, "https://cabas.example").searchParams);
    const done = stockDoneOf(params);
    expect(done).toEqual({ productId: 7, perimeterId: 2, before: 0, after: 3, waiting: 2 });
    expect(stockDoneMessage(done!, { product: "Chapon", perimeter: "Paris" })).toBe(
      `Stock de «${NBSP}Chapon${NBSP}» (Paris)${NBSP}: 0 → 3${NBSP}unités. 2 personnes attendaient une place${NBSP}: les places libérées leur sont proposées par e-mail maintenant, dans leur ordre.`,
    );
    expect(stockDoneMessage({ ...done!, waiting: 0 }, null)).toBe(`Stock${NBSP}: 0 → 3${NBSP}unités.`);
  });

  it("says nothing for an address the screen did not write", () => {
    expect(stockDoneOf({ fait: "stock", produit: "7", perimetre: "2", avant: "0", apres: "trois", attente: "0" })).toBeNull();
    expect(stockDoneOf({ fait: "autre", produit: "7", perimetre: "2", avant: "0", apres: "3", attente: "0" })).toBeNull();
    expect(stockDoneOf({})).toBeNull();
  });
});

describe("the message after an offer taken off sale or put back", () => {
  it("reads back what the screen wrote into the address, and nothing else", () => {
    const path = saleDonePath({ query: "chapon", productId: 7, perimeterId: 2, onSale: true, waiting: 3 });
    expect(path).toBe("/support/stock?q=chapon&fait=remise&produit=7&perimetre=2&attente=3");
    const done = saleDoneOf(Object.fromEntries(new URL(path, "https://cabas.example").searchParams));
    expect(done).toEqual({ productId: 7, perimeterId: 2, onSale: true, waiting: 3 });
    expect(saleDoneMessage(done!, { product: "Chapon", perimeter: "Paris" })).toBe(
      `«${NBSP}Chapon${NBSP}» (Paris) est remis en vente. 3 personnes attendaient une place${NBSP}: les places en rayon leur sont proposées par e-mail maintenant, dans leur ordre.`,
    );
    expect(saleDoneMessage({ ...done!, onSale: false, waiting: 0 }, null)).toBe(`Le produit est retiré de la vente${NBSP}: les clients ne peuvent plus le commander.`);
    expect(saleDoneOf({ fait: "retrait", produit: "7", perimetre: "2", attente: "x" })).toBeNull();
    expect(saleDoneOf({ fait: "stock", produit: "7", perimetre: "2", attente: "0" })).toBeNull();
  });
});

describe("an offer opened and a delivery note imported (ADR 0132)", () => {
  it("writes them in the history: the price opened at, the note's reference", () => {
    expect(stockChangeText({ operation: "ouvrir", avant: 0, apres: 12, motif: "referencement", prix: 6.4 })).toBe(
      `Mis en vente à 6,40${NBSP}€, 12 en rayon (nouveau référencement)`,
    );
    expect(stockChangeText({ operation: "livraison", avant: 3, apres: 12, motif: "reception", bon: "BL-2026-0412" })).toBe(`Livraison de 9${NBSP}: 3 → 12 (bon BL-2026-0412)`);
  });

  it("reads back only the addresses the screen writes", () => {
    const path = offerDonePath({ query: "miel", productId: 4, perimeterId: 2, waiting: 0 });
    const params = Object.fromEntries(new URL(path, "https://cabas.example").searchParams);
    expect(offerDoneOf(params)).toEqual({ productId: 4, perimeterId: 2, waiting: 0 });
    expect(offerDoneOf({ ...params, perimetre: "Paris" })).toBeNull();
    const note = Object.fromEntries(new URL(noteDonePath({ noteId: 7, waiting: 2 }), "https://cabas.example").searchParams);
    expect(noteDoneOf(note)).toEqual({ noteId: 7, waiting: 2 });
    expect(noteDoneOf({ ...note, bon: "BL-1" })).toBeNull();
  });

  it("says the offer opened with its price, per kilo for a product sold by weight", () => {
    expect(offerDoneMessage({ productId: 4, perimeterId: 2, waiting: 0 }, { product: "Miel", perimeter: "Annecy", price: 6.4, byWeight: false, stock: 12 })).toBe(
      `«${NBSP}Miel${NBSP}» est en vente dans le périmètre «${NBSP}Annecy${NBSP}» à 6,40${NBSP}€, 12${NBSP}unités en rayon.`,
    );
    expect(offerDoneMessage({ productId: 4, perimeterId: 2, waiting: 0 }, { product: "Pommes", perimeter: "Annecy", price: 2.9, byWeight: true, stock: 0 })).toContain(
      `à 2,90${NBSP}€ le kg, 0${NBSP}unité en rayon.`,
    );
  });

  it("sums a note up: lines, units, products, and the people told", () => {
    const note = { reference: "BL-1", perimetre: "Paris", lignes: 3, unites: 15, produits: 2 };
    expect(noteDoneMessage({ waiting: 0 }, note)).toBe(
      `Bon «${NBSP}BL-1${NBSP}» importé (Paris)${NBSP}: 3${NBSP}lignes, 15${NBSP}unités ajoutées au stock de 2${NBSP}produits.`,
    );
    expect(noteDoneMessage({ waiting: 1 }, { ...note, lignes: 1, unites: 1, produits: 1 })).toMatch(/1\u00A0ligne, 1\u00A0unité ajoutée au stock de 1\u00A0produit\. 1 personne attendait une place/);
    expect(noteDoneMessage({ waiting: 0 }, null)).toBe("Le bon de livraison est importé.");
  });
});

describe("a delivery note cancelled (ADR 0139)", () => {
  it("reads back only the address the screen writes", () => {
    const done = Object.fromEntries(new URL(noteCancelDonePath(7), "https://cabas.example").searchParams);
    expect(noteCancelDoneOf(done)).toEqual({ noteId: 7 });
    expect(noteCancelDoneOf({ ...done, bon: "BL-1" })).toBeNull();
    expect(noteCancelDoneOf({ ...done, fait: "bon" })).toBeNull();
  });

  it("says the units taken back, typeset, and the reference free again", () => {
    expect(noteCancelDoneMessage({ reference: "BL-7", perimetre: "Lille", unites: 15, produits: 2 })).toBe(
      `Bon «${NBSP}BL-7${NBSP}» annulé (Lille)${NBSP}: 15${NBSP}unités retirées du stock de 2${NBSP}produits. Sa référence peut être importée à nouveau.`,
    );
    expect(noteCancelDoneMessage(null)).toBe(`Le bon de livraison est annulé${NBSP}: ses unités sont retirées du stock.`);
    expect(noteCancelSummary({ unites: 1, produits: 1, motif: "Mauvais entrepôt" })).toBe(`1${NBSP}unité retirée du stock de 1${NBSP}produit. Motif${NBSP}: Mauvais entrepôt`);
    expect(noteCancelledText({ par: { prenom: "Inès", nom: "Roux" }, motif: "Doublon" }, "02/12/2026 15:04")).toBe(
      `Annulé le 02/12/2026 15:04 par Inès Roux. Motif${NBSP}: Doublon`,
    );
  });

  it("shows the units taken back in the product's history", () => {
    expect(stockChangeText({ operation: "annuler_bon", avant: 15, apres: 3, motif: "annulation", bon: "BL-7" })).toBe(`Annulation du bon BL-7${NBSP}: 15 → 3`);
  });
});

describe("an offer's prices (ADR 0138)", () => {
  const promotion = { prix: 2.99, debut: "2026-12-10T09:00:00.000Z", fin: "2026-12-20T23:00:00.000Z", reference: 3.2 };
  const plain = (text: string) => text.replace(/[\u00A0\u202F]/g, " ");

  it("shows the price, and a promotion with its Paris days and reference price", () => {
    expect(plain(offerPricesText({ prix: 3.59, promotion: null }, true))).toBe("Prix : 3,59 € le kilo. Pas de promotion.");
    expect(plain(offerPricesText({ prix: 3.59, promotion }, false))).toBe(
      "Prix : 3,59 €. En promotion à 2,99 € du 10 décembre au 20 décembre ; prix de référence (le plus bas des 30 jours avant) : 3,20 €.",
    );
  });

  it("writes each change as a history line", () => {
    const base = { prix_avant: 3.59, prix_apres: 3.59, promotion_avant: null, promotion_apres: null };
    expect(plain(priceChangeText({ ...base, operation: "prix", prix_avant: 3.2 }))).toBe("Prix : 3,20 € → 3,59 €");
    expect(plain(priceChangeText({ ...base, operation: "promotion", promotion_apres: promotion }))).toBe(
      "Promotion à 2,99 € au lieu de 3,59 € du 10 décembre au 20 décembre (référence 3,20 €)",
    );
    expect(plain(priceChangeText({ ...base, operation: "arret", promotion_avant: promotion }))).toBe("Promotion arrêtée (2,99 €), de nouveau 3,59 €");
  });

  it("reads back only the addresses it writes, and says the change from the offer found", () => {
    const path = priceDonePath({ query: "miel", productId: 12, perimeterId: 3, operation: "arret" });
    const params = Object.fromEntries(new URL(path, "https://cabas.example").searchParams);
    expect(priceDoneOf(params)).toEqual({ productId: 12, perimeterId: 3, operation: "arret" });
    expect(priceDoneOf({ ...params, fait: "solde" })).toBeNull();
    expect(priceDoneOf({ ...params, produit: "x" })).toBeNull();
    const offer = { product: "Miel", perimeter: "Paris", prix: 3.59, promotion, byWeight: false };
    expect(plain(priceDoneMessage({ productId: 12, perimeterId: 3, operation: "promotion" }, offer))).toMatch(/^Promotion enregistrée pour « Miel » \(Paris\)\. Prix : 3,59 €\. En promotion/);
    expect(priceDoneMessage({ productId: 12, perimeterId: 3, operation: "prix" }, null)).toBe("Le prix est changé.");
  });
});
