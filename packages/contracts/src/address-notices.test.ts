import { describe, expect, it } from "vitest";
import { savedAddressMessage } from "./address-notices.ts";

describe("savedAddressMessage", () => {
  it("says only what was done for a delivered address", () => {
    expect(savedAddressMessage({ created: true, delivered: true, postalCode: "75011" })).toBe("Adresse ajoutée.");
    expect(savedAddressMessage({ created: false, delivered: true, postalCode: "75011" })).toBe("Adresse modifiée.");
  });

  it("says plainly that Cabas does not deliver there, and what the address may still serve for", () => {
    expect(savedAddressMessage({ created: true, delivered: false, postalCode: "29200" })).toBe(
      "Adresse ajoutée. Cabas ne livre pas le 29200 pour le moment\u00A0: cette adresse peut servir d'adresse de facturation, pas de livraison.",
    );
    expect(savedAddressMessage({ created: false, delivered: false, postalCode: "29200" })).toMatch(/^Adresse modifiée\. Cabas ne livre pas le 29200/);
  });
});
