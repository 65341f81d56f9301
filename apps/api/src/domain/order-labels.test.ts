import { describe, expect, it } from "vitest";
import { euroAmountText, orderEventLabel, orderPlacedNote, paymentMethodLabel } from "./order-labels.ts";

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
    expect(orderEventLabel({ statut: "preparing", note: "Pesée terminée, 79.15 € encaissés" })).toBe("Pesée terminée, 79,15\u00a0€ encaissés");
    expect(orderEventLabel({ statut: "preparing", note: `Pesée terminée, ${euroAmountText(123456)} encaissés` })).toBe("Pesée terminée, 1\u00a0234,56\u00a0€ encaissés");
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
