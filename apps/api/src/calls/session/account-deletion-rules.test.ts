import { describe, expect, it } from "vitest";
import { verifyPassword } from "../../domain/passwords.ts";
import {
  claimUnderReviewRefusal,
  deletionRefusal,
  ERASED_PASSWORD_HASH,
  erasedEmailFor,
  forfeitEntries,
  IMPERSONATION_REFUSAL,
  isErasedEmail,
  isUnfinishedOrder,
  STAFF_ACCOUNT_REFUSAL,
  unfinishedOrderRefusal,
} from "./account-deletion-rules.ts";

const customer = { impersonatorId: null, permissions: [], unfinishedOrders: [], claimsUnderReview: [] };

describe("deletionRefusal", () => {
  it("lets a customer with only delivered or cancelled orders delete their account", () => {
    expect(deletionRefusal(customer)).toBeNull();
  });

  it("refuses staff acting as the customer: only the customer deletes their account", () => {
    expect(deletionRefusal({ ...customer, impersonatorId: 12 })).toBe(IMPERSONATION_REFUSAL);
  });

  it("refuses a staff account", () => {
    expect(deletionRefusal({ ...customer, permissions: ["customer.impersonate"] })).toBe(STAFF_ACCOUNT_REFUSAL);
  });

  it("names the first unfinished order", () => {
    const refusal = deletionRefusal({
      ...customer,
      unfinishedOrders: [
        { id: 10000004, status: "preparing" },
        { id: 10000007, status: "placed" },
      ],
    });
    expect(refusal).toBe("Votre commande n° 10000004 (en préparation) n'est pas encore livrée : attendez sa livraison, puis supprimez votre compte.");
  });

  it("refuses while a claim is under review, saying why and what to do", () => {
    const refusal = deletionRefusal({ ...customer, claimsUnderReview: [{ id: 12, orderId: 10000034 }, { id: 15, orderId: 10000040 }] });
    expect(refusal).toBe(claimUnderReviewRefusal({ id: 12, orderId: 10000034 }));
    expect(refusal).toBe(
      "Votre réclamation n° 12 sur la commande n° 10000034 est en cours d'examen par notre service client : attendez sa réponse (sous 24 heures ouvrées), puis supprimez votre compte. Le remboursement qu'elle peut vous accorder est crédité sur votre cagnotte, qui serait perdue avec le compte.",
    );
  });

  it("names an unfinished order before a claim under review", () => {
    const refusal = deletionRefusal({ ...customer, unfinishedOrders: [{ id: 10000009, status: "placed" }], claimsUnderReview: [{ id: 3, orderId: 10000001 }] });
    expect(refusal).toBe(unfinishedOrderRefusal({ id: 10000009, status: "placed" }));
  });

  it("checks login-as before anything else", () => {
    expect(deletionRefusal({ impersonatorId: 3, permissions: ["x"], unfinishedOrders: [{ id: 1, status: "placed" }], claimsUnderReview: [{ id: 1, orderId: 1 }] })).toBe(IMPERSONATION_REFUSAL);
  });
});

describe("unfinishedOrderRefusal", () => {
  it("says what the customer can do for each state", () => {
    expect(unfinishedOrderRefusal({ id: 10000001, status: "pending_payment" })).toMatch(/n° 10000001 \(en attente de paiement\) attend encore son paiement : terminez-le ou annulez/);
    expect(unfinishedOrderRefusal({ id: 10000002, status: "placed" })).toMatch(/la modifier ou l'annuler depuis « Mes commandes en cours », ou attendre sa livraison/);
    expect(unfinishedOrderRefusal({ id: 10000003, status: "out_for_delivery" })).toMatch(/\(en cours de livraison\) n'est pas encore livrée : attendez sa livraison/);
  });
});

describe("isUnfinishedOrder", () => {
  it("is every state before delivery or cancellation", () => {
    expect(["pending_payment", "placed", "preparing", "out_for_delivery"].every((s) => isUnfinishedOrder(s as never))).toBe(true);
    expect(isUnfinishedOrder("delivered")).toBe(false);
    expect(isUnfinishedOrder("cancelled")).toBe(false);
  });
});

describe("the erased account", () => {
  it("gets a unique address nobody can receive mail at", () => {
    expect(erasedEmailFor(4000012)).toBe("supprime-4000012@cabas.invalid");
    expect(isErasedEmail("supprime-4000012@cabas.invalid")).toBe(true);
    expect(isErasedEmail("supprime@cabas.example")).toBe(false);
  });

  it("keeps a password hash no password matches", async () => {
    expect(await verifyPassword(ERASED_PASSWORD_HASH, "")).toBe(false);
    expect(await verifyPassword(ERASED_PASSWORD_HASH, "!compte-supprime")).toBe(false);
  });
});

describe("forfeitEntries", () => {
  it("brings every positive balance to zero and ignores empty or negative ones", () => {
    expect(forfeitEntries({ eurofid: 1240, cagnotte: 0, joker: 1 })).toEqual([
      { kind: "eurofid", amount: -1240, reason: "Compte supprimé" },
      { kind: "joker", amount: -1, reason: "Compte supprimé" },
    ]);
    expect(forfeitEntries({ eurofid: -5, cagnotte: 0, joker: 0 })).toEqual([]);
  });
});
