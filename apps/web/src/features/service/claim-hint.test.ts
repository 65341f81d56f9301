import { describe, expect, it } from "vitest";
import { claimHint } from "./claim-hint.ts";

describe("claimHint", () => {
  it("promises a claim only on an order still to be delivered", () => {
    expect(claimHint("placed")).toBe("Vous pourrez signaler un produit manquant ou abîmé une fois la commande livrée.");
    expect(claimHint("out_for_delivery")).toBe(
      "Vous pourrez signaler un produit manquant ou abîmé une fois la commande livrée.",
    );
    expect(claimHint("delivered")).toBe(
      "Le délai pour signaler un produit manquant ou abîmé est passé, ou tout a déjà été signalé.",
    );
  });

  it("says nothing of claims on a cancelled or replaced order, which will never be delivered", () => {
    expect(claimHint("cancelled")).toBeNull();
  });
});
