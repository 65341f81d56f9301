import { describe, expect, it } from "vitest";
import { claimHint, claimSectionTitle } from "./claim-hint.ts";

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

describe("claimSectionTitle", () => {
  it("offers to report a problem on an order that is or will be delivered, questions only on a cancelled one", () => {
    expect(claimSectionTitle("delivered", 0)).toBe("Signaler un problème");
    expect(claimSectionTitle("placed", 0)).toBe("Signaler un problème");
    expect(claimSectionTitle("cancelled", 0)).toBe("Une question sur cette commande\u202f?");
    expect(claimSectionTitle("cancelled", 1)).toBe("Signaler un problème");
  });
});
