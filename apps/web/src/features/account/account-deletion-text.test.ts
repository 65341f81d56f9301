import { describe, expect, it } from "vitest";
import { forfeitSentence } from "./account-deletion-text.ts";

// Intl writes a narrow no-break space before €: compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("forfeitSentence", () => {
  it("names every amount the customer will lose", () => {
    const text = forfeitSentence({ soldes: { eurosfid: 12.4, cagnotte: 5, jokers: 1 }, bons: [{ montant: 5 }, { montant: 10 }] });
    expect(plain(text)).toBe(
      "Vos 12,40 € en euros fidélité, les 5,00 € de votre cagnotte, votre joker livraison offerte et vos 2 bons d'achat (15,00 €) seront perdus.",
    );
  });

  it("speaks of one thing in the singular", () => {
    expect(plain(forfeitSentence({ soldes: { eurosfid: 0, cagnotte: 0, jokers: 0 }, bons: [{ montant: 5 }] }))).toBe("Votre bon d'achat de 5,00 € sera perdu.");
    expect(plain(forfeitSentence({ soldes: { eurosfid: 0, cagnotte: 5, jokers: 0 }, bons: [] }))).toBe("Les 5,00 € de votre cagnotte seront perdus.");
  });

  it("says it in general when there is nothing to lose or the balances are unknown", () => {
    const general = "Vos euros fidélité, votre cagnotte, vos jokers et vos bons d'achat seront perdus.";
    expect(forfeitSentence({ soldes: { eurosfid: 0, cagnotte: 0, jokers: 0 }, bons: [] })).toBe(general);
    expect(forfeitSentence(null)).toBe(general);
  });
});
