import { describe, expect, it } from "vitest";
import { messageForPerimeter, offerAmount } from "./site-message-text.ts";

const OFFER = "Livraison offerte dès {seuil_livraison_offerte} d'achat ({zone})";

describe("messageForPerimeter", () => {
  it("says each area's own threshold and name", () => {
    expect(messageForPerimeter(OFFER, { name: "Paris & petite couronne", freeDeliveryThresholdCents: 10000 })).toBe(
      "Livraison offerte dès 100 € d'achat (Paris & petite couronne)",
    );
    expect(messageForPerimeter(OFFER, { name: "Bordeaux Métropole", freeDeliveryThresholdCents: 9000 })).toBe(
      "Livraison offerte dès 90 € d'achat (Bordeaux Métropole)",
    );
  });

  it("drops the offer in an area without free delivery, and leaves other messages alone", () => {
    expect(messageForPerimeter(OFFER, { name: "Lille Métropole", freeDeliveryThresholdCents: null })).toBeNull();
    expect(messageForPerimeter("Réveillon : chapons et foies gras", { name: "Lille", freeDeliveryThresholdCents: null })).toBe(
      "Réveillon : chapons et foies gras",
    );
  });
});

describe("offerAmount", () => {
  it("writes whole euros without cents, others with two digits, thousands grouped", () => {
    expect(offerAmount(10000)).toBe("100 €");
    expect(offerAmount(8990)).toBe("89,90 €");
    expect(offerAmount(5)).toBe("0,05 €");
    expect(offerAmount(150000)).toBe("1 500 €");
  });
});
