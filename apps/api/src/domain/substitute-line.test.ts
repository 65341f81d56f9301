import { describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY } from "@cabas/contracts";
import { noRoomForSubstitute, substitutedMessage, substituteQuantity } from "./substitute-line.ts";

describe("substituteQuantity", () => {
  it("carries the unavailable line's quantity over to a substitute not yet in the basket", () => {
    expect(substituteQuantity(3, 0, 50)).toEqual({ quantity: 3, capped: false });
  });

  it("adds it to what the basket already holds of the substitute", () => {
    expect(substituteQuantity(2, 4, 50)).toEqual({ quantity: 6, capped: false });
  });

  it("stops at the substitute's stock where the basket is delivered", () => {
    expect(substituteQuantity(5, 0, 2)).toEqual({ quantity: 2, capped: true });
    expect(substituteQuantity(5, 1, 4)).toEqual({ quantity: 4, capped: true });
    expect(substituteQuantity(2, 0, 2)).toEqual({ quantity: 2, capped: false });
  });

  it("stops at the limit per line", () => {
    expect(substituteQuantity(10, MAX_LINE_QUANTITY - 3, 5000)).toEqual({ quantity: MAX_LINE_QUANTITY, capped: true });
  });

  it("answers null when not one more can be added: no stock, the stock already in the basket, or the line at its limit", () => {
    expect(substituteQuantity(2, 0, 0)).toBeNull();
    expect(substituteQuantity(2, 0, -1)).toBeNull();
    expect(substituteQuantity(2, 3, 3)).toBeNull();
    // A line already above a stock that fell meanwhile is never lowered here.
    expect(substituteQuantity(2, 5, 3)).toBeNull();
    expect(substituteQuantity(1, MAX_LINE_QUANTITY, 5000)).toBeNull();
  });
});

describe("messages", () => {
  it("says what replaced what and how many are in the basket", () => {
    expect(substitutedMessage("Gouda 200 g", "Edam 200 g", 0, { quantity: 2, capped: false })).toBe("« Gouda 200 g » est remplacé par « Edam 200 g » : 2 dans votre panier.");
    expect(substitutedMessage("Gouda 200 g", "Edam 200 g", 1, { quantity: 3, capped: false })).toBe(
      "« Gouda 200 g » est remplacé par « Edam 200 g » : vous en avez maintenant 3 dans votre panier.",
    );
  });

  it("says why fewer than asked went in", () => {
    expect(substitutedMessage("Gouda", "Edam", 0, { quantity: 1, capped: true })).toBe("« Gouda » est remplacé par « Edam » : 1 dans votre panier (tout le stock disponible à votre adresse).");
    expect(substitutedMessage("Gouda", "Edam", 990, { quantity: MAX_LINE_QUANTITY, capped: true })).toMatch(/le maximum par produit\)\.$/);
  });

  it("explains a refusal for lack of room", () => {
    expect(noRoomForSubstitute("Edam", 3)).toBe("Votre panier contient déjà tout le stock disponible de « Edam » à votre adresse.");
    expect(noRoomForSubstitute("Edam", MAX_LINE_QUANTITY)).toBe(`Votre panier contient déjà ${MAX_LINE_QUANTITY} « Edam », le maximum par produit.`);
  });
});
