import { describe, expect, it } from "vitest";
import { addressCommune, addressDeletionOutcome, basketAddressAfterDeletion, deliveryAddressProblems, formatFrenchPhone, matchCommune, newAddressDefaults } from "./address-rules.ts";

describe("delivery address completeness", () => {
  const complete = { line1: "12 rue Oberkampf", postalCode: "75011", city: "Paris", phone: "06 12 34 56 78", nom: "Durand", prenom: "Chloé" };

  it("accepts an address with street, postal code, city, name and phone", () => {
    expect(deliveryAddressProblems(complete)).toEqual([]);
  });

  it("says in French what the driver is missing", () => {
    expect(deliveryAddressProblems({ ...complete, phone: null, line1: " " })).toEqual([
      "Indiquez le numéro et la rue.",
      "Indiquez un téléphone pour que le livreur puisse vous joindre.",
    ]);
  });
});

describe("commune matching", () => {
  it("finds the official spelling whatever the accents, case and abbreviations", () => {
    const communes = ["Saint-Étienne", "Villars"];
    expect(matchCommune("st etienne", communes)).toBe("Saint-Étienne");
    expect(matchCommune("SAINT-ETIENNE", communes)).toBe("Saint-Étienne");
    expect(matchCommune("Lyon", communes)).toBeNull();
  });
});

describe("the town of an address (ADR 0060)", () => {
  it("takes the official spelling of any of the postal code's communes", () => {
    const communes = ["Cailloux-sur-Fontaines", "Fontaines-sur-Saône", "Saint-Romain-au-Mont-d'Or"];
    expect(addressCommune("fontaines sur saone", "69270", communes)).toEqual({ city: "Fontaines-sur-Saône" });
    expect(addressCommune("St Romain au Mont d’Or", "69270", communes)).toEqual({ city: "Saint-Romain-au-Mont-d'Or" });
    expect(addressCommune("PARIS", "75011", ["Paris"])).toEqual({ city: "Paris" });
  });

  it("refuses a town that is not one of them, naming them, even when the code has only one", () => {
    expect(addressCommune("Lyon", "75011", ["Paris"])).toEqual({ refusal: "Cette ville ne correspond pas au code postal 75011 : Paris." });
    expect(addressCommune("Lyon", "69270", ["Cailloux-sur-Fontaines", "Fontaines-sur-Saône"])).toEqual({
      refusal: "Cette ville ne correspond pas au code postal 69270 : Cailloux-sur-Fontaines, Fontaines-sur-Saône.",
    });
  });

  it("keeps the typed town for a postal code Cabas does not know (no list to check it against)", () => {
    expect(addressCommune("Quimper", "29000", [])).toEqual({ city: "Quimper" });
  });
});

describe("phone formatting", () => {
  it("stores every French form as pairs of digits", () => {
    expect(formatFrenchPhone("0612345678")).toBe("06 12 34 56 78");
    expect(formatFrenchPhone("+33 6 12 34 56 78")).toBe("06 12 34 56 78");
    expect(formatFrenchPhone("01.23.45.67.89")).toBe("01 23 45 67 89");
  });
});

describe("a new address's default uses", () => {
  it("makes the first address the default for both uses when Cabas delivers it", () => {
    expect(newAddressDefaults({ existing: 0, delivered: true, deliveredDefaultExists: false })).toEqual({ isDefaultDelivery: true, isDefaultBilling: true });
  });

  it("lets a first address out of the zone bill, never stand as the delivery address", () => {
    expect(newAddressDefaults({ existing: 0, delivered: false, deliveredDefaultExists: false })).toEqual({ isDefaultDelivery: false, isDefaultBilling: true });
  });

  it("gives the delivery default to a later delivered address only while no delivered address has it", () => {
    expect(newAddressDefaults({ existing: 1, delivered: true, deliveredDefaultExists: false })).toEqual({ isDefaultDelivery: true, isDefaultBilling: false });
    expect(newAddressDefaults({ existing: 1, delivered: true, deliveredDefaultExists: true })).toEqual({ isDefaultDelivery: false, isDefaultBilling: false });
    expect(newAddressDefaults({ existing: 2, delivered: false, deliveredDefaultExists: false })).toEqual({ isDefaultDelivery: false, isDefaultBilling: false });
  });
});

describe("where the basket goes when its delivery address is deleted (ADR 0117)", () => {
  const paris = { perimeterId: 1, mayMove: true };
  it("prefers an address of the basket's own zone, then the first delivered one of the book", () => {
    const book = [
      { id: 7, perimeterIds: [1] },
      { id: 8, perimeterIds: [2] },
      { id: 9, perimeterIds: [] },
      { id: 10, perimeterIds: [1] },
    ];
    expect(basketAddressAfterDeletion(7, book, paris)).toEqual({ id: 10, perimeterId: 1, otherZone: false });
    expect(basketAddressAfterDeletion(7, book.slice(0, 3), paris)).toEqual({ id: 8, perimeterId: 2, otherZone: true });
    expect(basketAddressAfterDeletion(7, [{ id: 8, perimeterIds: [3, 2] }], paris)).toEqual({ id: 8, perimeterId: 2, otherZone: true });
  });

  it("leaves the basket without a delivery address when no other one is delivered, or it may not change zone", () => {
    expect(basketAddressAfterDeletion(7, [{ id: 7, perimeterIds: [1] }, { id: 9, perimeterIds: [] }], paris)).toBeNull();
    expect(basketAddressAfterDeletion(7, [{ id: 8, perimeterIds: [2] }], { perimeterId: 1, mayMove: false })).toBeNull();
  });
});

describe("what deleting an address does to the basket's billing address and the book's defaults (ADR 0122)", () => {
  const entry = (id: number, perimeterIds: number[], defaults: { d?: boolean; b?: boolean } = {}) => ({
    id,
    perimeterIds,
    isDefaultDelivery: defaults.d ?? false,
    isDefaultBilling: defaults.b ?? false,
  });
  const basket = (deliveryId: number | null, billingId: number | null) => ({ deliveryId, billingId, perimeterId: 1, mayMove: true });

  it("bills the basket at its new delivery address, and passes both defaults to it", () => {
    const book = [entry(7, [1], { d: true, b: true }), entry(8, [2]), entry(10, [1])];
    expect(addressDeletionOutcome(7, book, basket(7, 7))).toEqual({
      delivery: { id: 10, perimeterId: 1, otherZone: false },
      deliveryId: 10,
      billingId: 10,
      newDefaultDelivery: 10,
      newDefaultBilling: 10,
    });
  });

  it("bills at the unchanged delivery address when only the billing address is deleted", () => {
    const book = [entry(7, [1], { d: true }), entry(9, [], { b: true }), entry(10, [1])];
    expect(addressDeletionOutcome(9, book, basket(7, 9))).toEqual({ delivery: null, deliveryId: 7, billingId: 7, newDefaultDelivery: null, newDefaultBilling: 7 });
  });

  it("bills at another address, the billing default first, when no delivery address is left", () => {
    const book = [entry(7, [1], { d: true }), entry(8, [], {}), entry(9, [], { b: true })];
    expect(addressDeletionOutcome(7, book, basket(7, 7))).toMatchObject({ deliveryId: null, billingId: 9, newDefaultDelivery: null, newDefaultBilling: null });
    expect(addressDeletionOutcome(7, [entry(7, [1], { d: true, b: true }), entry(8, [])], basket(7, 7))).toMatchObject({
      deliveryId: null,
      billingId: 8,
      newDefaultBilling: 8,
    });
  });

  it("unsets the billing address when no address is left", () => {
    expect(addressDeletionOutcome(7, [entry(7, [1], { d: true, b: true })], basket(7, 7))).toEqual({
      delivery: null,
      deliveryId: null,
      billingId: null,
      newDefaultDelivery: null,
      newDefaultBilling: null,
    });
  });

  it("gives the delivery default only to a delivered address, the basket's first, and leaves the basket alone when it used another", () => {
    const book = [entry(7, [1], { d: true, b: true }), entry(8, []), entry(9, [2]), entry(10, [1])];
    expect(addressDeletionOutcome(7, book, basket(10, 8))).toEqual({ delivery: null, deliveryId: 10, billingId: 8, newDefaultDelivery: 10, newDefaultBilling: 8 });
    expect(addressDeletionOutcome(7, book, null)).toEqual({ delivery: null, deliveryId: null, billingId: null, newDefaultDelivery: 9, newDefaultBilling: 8 });
  });

  it("passes on no default the deleted address did not hold, or another already holds", () => {
    const book = [entry(7, [1]), entry(8, [1], { d: true, b: true })];
    expect(addressDeletionOutcome(7, book, basket(7, 7))).toMatchObject({ newDefaultDelivery: null, newDefaultBilling: null, billingId: 8 });
  });
});
