import { describe, expect, it } from "vitest";
import { advantageCodeRefusalReason, cappedEurofidCents, secondFreeDeliveryRefusal } from "./basket-benefits.ts";

const now = new Date("2026-11-22T10:00:00Z");
const terms = { code: "BIENVENUE10", startsAt: null, endsAt: null, firstOrderOnly: false, usesPerCustomer: 1 };
const fresh = { placedOrders: 0, uses: 0 };

describe("advantageCodeRefusalReason", () => {
  it("accepts a code without dates for a customer who never used it", () => {
    expect(advantageCodeRefusalReason(terms, fresh, now)).toBeNull();
  });

  it("refuses a code before its start and from its end", () => {
    expect(advantageCodeRefusalReason({ ...terms, startsAt: new Date("2026-11-23T00:00:00Z") }, fresh, now)).toBe(
      "Le code BIENVENUE10 n'est pas encore valable.",
    );
    expect(advantageCodeRefusalReason({ ...terms, endsAt: now }, fresh, now)).toBe("Le code BIENVENUE10 a expiré.");
    expect(advantageCodeRefusalReason({ ...terms, endsAt: new Date(now.getTime() + 1) }, fresh, now)).toBeNull();
  });

  it("keeps a first-order code for customers without a placed order", () => {
    const first = { ...terms, firstOrderOnly: true };
    expect(advantageCodeRefusalReason(first, fresh, now)).toBeNull();
    expect(advantageCodeRefusalReason(first, { placedOrders: 1, uses: 0 }, now)).toBe(
      "Le code BIENVENUE10 est réservé à la première commande.",
    );
  });

  it("refuses a code used as many times as allowed", () => {
    expect(advantageCodeRefusalReason(terms, { placedOrders: 3, uses: 1 }, now)).toBe("Vous avez déjà utilisé le code BIENVENUE10.");
    expect(advantageCodeRefusalReason({ ...terms, usesPerCustomer: 2 }, { placedOrders: 3, uses: 1 }, now)).toBeNull();
  });
});

it("caps loyalty euros by the balance and never goes below zero", () => {
  expect(cappedEurofidCents(1500, 1000)).toBe(1000);
  expect(cappedEurofidCents(500, 1000)).toBe(500);
  expect(cappedEurofidCents(500, -20)).toBe(0);
});

describe("secondFreeDeliveryRefusal", () => {
  it("refuses a joker when a free-delivery code already gives the delivery", () => {
    expect(secondFreeDeliveryRefusal({ joker: true }, { jokerActive: false, freeDeliveryCode: "LIVRAISONOFFERTE" })).toBe(
      "La livraison est déjà offerte par le code LIVRAISONOFFERTE : gardez votre joker livraison pour une prochaine commande.",
    );
  });
  it("refuses a free-delivery code when a joker already gives the delivery", () => {
    expect(secondFreeDeliveryRefusal({ code: "LIVRAISONOFFERTE" }, { jokerActive: true, freeDeliveryCode: null })).toMatch(/déjà offerte par votre joker livraison : retirez-le pour utiliser le code LIVRAISONOFFERTE/);
  });
  it("accepts the first free-delivery benefit", () => {
    expect(secondFreeDeliveryRefusal({ joker: true }, { jokerActive: false, freeDeliveryCode: null })).toBeNull();
    expect(secondFreeDeliveryRefusal({ code: "LIVRAISONOFFERTE" }, { jokerActive: false, freeDeliveryCode: null })).toBeNull();
  });
});
