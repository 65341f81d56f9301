import { describe, expect, it } from "vitest";
import { ordersToDeliverRefusal } from "./zone-closing.ts";

describe("ordersToDeliverRefusal (ADR 0099)", () => {
  it("says how many deliveries remain and the last one's day, in the singular and the plural", () => {
    const day = new Date("2026-12-01T16:00:00Z");
    expect(ordersToDeliverRefusal("75020", 1, day)).toBe(
      "1 commande reste à livrer au 75020, le mardi 1er décembre : fermez-le après sa livraison, ou annulez-la sur l'écran de l'entrepôt. Rien n'a été fermé.",
    );
    expect(ordersToDeliverRefusal("75020", 3, day)).toBe(
      "3 commandes restent à livrer au 75020, la dernière le mardi 1er décembre : fermez-le après leur livraison, ou annulez-les sur l'écran de l'entrepôt. Rien n'a été fermé.",
    );
    expect(ordersToDeliverRefusal("75020", 2, null)).toMatch(/^2 commandes restent à livrer au 75020 : /);
  });
});
