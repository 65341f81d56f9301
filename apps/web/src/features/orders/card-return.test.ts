import { describe, expect, it } from "vitest";
import { cardReturnCookie, cardSavedTarget } from "./card-return.ts";

describe("the page shown once a card is saved", () => {
  it("returns to the page that opened the dialog, flagged as added", () => {
    expect(cardSavedTarget(encodeURIComponent("/checkout/paiement"))).toBe("/checkout/paiement?ajout=1");
  });

  it("drops the remembered query: the page tells the news with its own flag", () => {
    expect(cardSavedTarget(encodeURIComponent("/checkout/paiement?erreur=x"))).toBe("/checkout/paiement?ajout=1");
  });

  it("goes to the cards list without a remembered page, or with one of another site or the form itself", () => {
    expect(cardSavedTarget(undefined)).toBe("/mes-cartes-bancaires?ajout=1");
    expect(cardSavedTarget(encodeURIComponent("//evil.example/x"))).toBe("/mes-cartes-bancaires?ajout=1");
    expect(cardSavedTarget("%E0%A4%A")).toBe("/mes-cartes-bancaires?ajout=1");
    expect(cardSavedTarget(encodeURIComponent("/cartes-bancaires"))).toBe("/mes-cartes-bancaires?ajout=1");
  });

  it("remembers the path in a short-lived cookie for the whole site", () => {
    expect(cardReturnCookie("/checkout/paiement")).toBe("CARTE_RETOUR=%2Fcheckout%2Fpaiement; path=/; max-age=900; samesite=lax");
  });
});
