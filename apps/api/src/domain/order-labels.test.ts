import { describe, expect, it } from "vitest";
import { captureRefusedNote, euroAmountText, followingComplementText, orderEventLabel, orderPlacedNote, orderStepTitle, paymentMethodLabel, weighingNote } from "./order-labels.ts";

describe("an order's tracking steps in French", () => {
  it("writes a new order's note in French, which reads as it was written", () => {
    expect(orderPlacedNote("card")).toBe("Commande passée (carte bancaire)");
    expect(orderEventLabel({ statut: "pending_payment", note: orderPlacedNote("sepa") })).toBe("Commande passée (prélèvement SEPA)");
  });

  it("names the payment method instead of its code in notes written by older code", () => {
    expect(orderEventLabel({ statut: "pending_payment", note: "Commande passée (card)" })).toBe("Commande passée (carte bancaire)");
    expect(orderEventLabel({ statut: "pending_payment", note: "Commande passée (sepa)" })).toBe("Commande passée (prélèvement SEPA)");
    expect(orderEventLabel({ statut: "pending_payment", note: "Commande passée (phone)" })).toBe("Commande passée (paiement par téléphone)");
  });

  it("writes amounts with a decimal comma, old dotted notes included", () => {
    expect(orderEventLabel({ statut: "preparing", note: "Pesée terminée : 79.15 €" })).toBe("Pesée terminée : 79,15\u00a0€");
    expect(orderEventLabel({ statut: "preparing", note: `Pesée terminée : ${euroAmountText(123456)}` })).toBe("Pesée terminée : 1\u00a0234,56\u00a0€");
  });

  it("no longer says « encaissés » at a weighing older code recorded before the capture, nor a provider's English", () => {
    expect(orderEventLabel({ statut: "preparing", note: "Pesée terminée, 79.15 € encaissés" })).toBe("Pesée terminée : 79,15\u00a0€");
    expect(orderEventLabel({ statut: "preparing", note: "Pesée terminée, 50,60\u00a0€ encaissés" })).toBe("Pesée terminée : 50,60\u00a0€");
    expect(orderEventLabel({ statut: "placed", note: "Encaissement refusé par la banque (sandbox: attente-10000019 is not authorised) : préparation à refaire" })).toBe(
      "Encaissement refusé par la banque : votre commande sera pesée et encaissée à nouveau",
    );
    expect(orderEventLabel({ statut: "cancelled", note: "Autorisation de paiement à libérer à la main (sandbox: x is not authorised)" })).toBe(
      "Autorisation de paiement à libérer par notre service client",
    );
    expect(orderEventLabel({ statut: "placed", note: captureRefusedNote("la banque n'a pas répondu") })).toBe(
      "Encaissement refusé par la banque (la banque n'a pas répondu) : votre commande sera pesée et encaissée à nouveau",
    );
  });

  it("says what was weighed, billed, offered or refunded to the prize pot", () => {
    expect(weighingNote({ weighedCents: 5060, billedCents: 5060, ceiling: "authorisation", refundedToPotCents: 0 })).toBe("Pesée terminée : 50,60\u00a0€");
    // The benefits cover the weighed order (ADR 0072): nothing to pay is said as such, not « 0,00 € ».
    expect(weighingNote({ weighedCents: -120, billedCents: 0, ceiling: "authorisation", refundedToPotCents: 0 })).toBe(
      "Pesée terminée : rien à payer, vos avantages règlent toute la commande",
    );
    expect(orderPlacedNote("benefits")).toBe("Commande passée, réglée par vos avantages : rien n'est débité");
    expect(weighingNote({ weighedCents: 4621, billedCents: 4297, ceiling: "authorisation", refundedToPotCents: 0 })).toBe(
      "Pesée terminée : 46,21\u00a0€ pesés, 42,97\u00a0€ facturés (le montant autorisé) : la différence de 3,24\u00a0€ vous est offerte",
    );
    expect(weighingNote({ weighedCents: 5060, billedCents: 5060, ceiling: "phone", refundedToPotCents: 0 })).toBe("Pesée terminée : 50,60\u00a0€, réglés par téléphone");
    expect(weighingNote({ weighedCents: 4810, billedCents: 4810, ceiling: "phone", refundedToPotCents: 250 })).toBe(
      "Pesée terminée : 48,10\u00a0€ ; les 2,50\u00a0€ réglés en trop par téléphone sont remboursés dans votre cagnotte",
    );
    expect(weighingNote({ weighedCents: 5180, billedCents: 5060, ceiling: "phone", refundedToPotCents: 0 })).toBe(
      "Pesée terminée : 51,80\u00a0€ pesés, 50,60\u00a0€ facturés (le montant réglé par téléphone) : la différence de 1,20\u00a0€ vous est offerte",
    );
  });

  it("words a step recorded without a note from its status, never its code", () => {
    expect(orderEventLabel({ statut: "out_for_delivery", note: null })).toBe("En cours de livraison");
    expect(orderEventLabel({ statut: "delivered", note: null })).toBe("Livrée");
    expect(orderEventLabel({ statut: "cancelled", note: "" })).toBe("Annulée");
    expect(orderEventLabel({ statut: "preparing", note: null })).toBe("En préparation");
    expect(orderEventLabel({ statut: "placed", note: "Paiement autorisé" })).toBe("Paiement autorisé");
  });

  it("names methods, leaving an unknown code as it is", () => {
    expect(paymentMethodLabel("card")).toBe("carte bancaire");
    expect(paymentMethodLabel("cheque")).toBe("cheque");
  });
});

describe("a complement basket that followed its order's modification (ADR 0078)", () => {
  it("names both orders and the deadline, and that the items ride without a delivery fee", () => {
    expect(followingComplementText(10000001, 10000002, "mardi 24 novembre à 9 h")).toBe(
      "Les articles que vous ajoutiez à la commande n° 10000001 sont toujours dans votre panier : validez-le jusqu'au mardi 24 novembre à 9 h pour qu'ils soient livrés avec la commande n° 10000002, sans frais de livraison.",
    );
  });
});

describe("orderStepTitle", () => {
  it("names an order's step as the activity page lists it; a replaced order is replaced, not cancelled", () => {
    expect(orderStepTitle(10000004, "delivered", null)).toBe("Commande n° 10000004 livrée");
    expect(orderStepTitle(10000004, "cancelled", "Annulée par le service client")).toBe("Commande n° 10000004 annulée");
    expect(orderStepTitle(10000004, "cancelled", "Remplacée par la commande n° 10000008 (modification)")).toBe(
      "Commande n° 10000004 remplacée par sa modification, la commande n° 10000008",
    );
    expect(orderStepTitle(10000004, "weird", null)).toBe("Commande n° 10000004 weird");
  });
});
