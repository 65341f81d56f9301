import { describe, expect, it } from "vitest";
import { advantageCodeRefusalReason, cappedEurofidCents, isWelcomeDiscount, secondFreeDeliveryRefusal, welcomeOffersClash } from "./basket-benefits.ts";

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

describe("welcomeOffersClash", () => {
  const welcome = { code: "BIENVENUE10", kind: "amount", firstOrderOnly: true } as const;
  const none = { welcomeCode: null, referralVoucher: null };

  it("counts a first-order discount as a welcome offer, not a free delivery nor an ordinary code", () => {
    expect(isWelcomeDiscount(welcome)).toBe(true);
    expect(isWelcomeDiscount({ code: "BIENVENUE5", kind: "percent", firstOrderOnly: true })).toBe(true);
    expect(isWelcomeDiscount({ code: "LIVRAISONOFFERTE", kind: "free_delivery", firstOrderOnly: true })).toBe(false);
    expect(isWelcomeDiscount({ code: "AUTOMNE5", kind: "percent", firstOrderOnly: false })).toBe(false);
  });

  it("refuses the welcome code when a referral voucher is applied, and says how to switch", () => {
    expect(welcomeOffersClash({ code: welcome }, { welcomeCode: null, referralVoucher: "FILLEUL-7K3MQ" })).toBe(
      "Votre bon de parrainage FILLEUL-7K3MQ est déjà appliqué et le code BIENVENUE10 ne se cumule pas avec lui : retirez le bon de parrainage pour utiliser ce code à la place.",
    );
  });

  it("refuses the referral voucher when the welcome code is applied, and says how to switch", () => {
    expect(welcomeOffersClash({ referralVoucher: "FILLEUL-7K3MQ" }, { welcomeCode: "BIENVENUE10", referralVoucher: null })).toBe(
      "Le code BIENVENUE10 est déjà appliqué et ne se cumule pas avec un bon de parrainage : retirez ce code pour utiliser votre bon FILLEUL-7K3MQ à la place.",
    );
  });

  it("lets either come first, and other codes stack with a referral voucher", () => {
    expect(welcomeOffersClash({ code: welcome }, none)).toBeNull();
    expect(welcomeOffersClash({ referralVoucher: "FILLEUL-7K3MQ" }, none)).toBeNull();
    expect(welcomeOffersClash({ code: { code: "LIVRAISONOFFERTE", kind: "free_delivery", firstOrderOnly: false } }, { welcomeCode: null, referralVoucher: "FILLEUL-7K3MQ" })).toBeNull();
  });
});
