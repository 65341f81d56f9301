import { describe, expect, it } from "vitest";
import { donationMessage } from "./donation-message.ts";

describe("donationMessage", () => {
  it("states the amount given, whatever the amount (no « ajoutés », singular or plural)", () => {
    expect(donationMessage(0, 500)).toBe("Votre don est de 5,00 €, merci !");
    expect(donationMessage(0, 1)).toBe("Votre don est de 0,01 €, merci !");
  });

  it("says a new amount replaces the donation already in the basket", () => {
    expect(donationMessage(250, 500)).toBe("Votre don passe à 5,00 €, merci !");
    expect(donationMessage(500, 500)).toBe("Votre don est de 5,00 €, merci !");
  });

  it("says the donation is removed", () => {
    expect(donationMessage(500, 0)).toBe("Votre don est retiré du panier.");
  });
});
