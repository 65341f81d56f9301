import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { complementOfTail, replacedOrderTail } from "./linked-order-text.ts";

describe("the order page's sentences about a replacing or a parent order", () => {
  it("end after the link with a no-break space before « : »", () => {
    expect(replacedOrderTail(false)).toBe("\u00a0: aucun montant n'a été débité pour elle, son autorisation de paiement a été annulée.");
    expect(replacedOrderTail(true)).toBe(".");
    expect(complementOfTail("placed")).toBe("\u00a0: pour modifier ou compléter votre livraison, passez par cette commande.");
    expect(complementOfTail("delivered")).toBe(".");
    for (const text of [replacedOrderTail(false), complementOfTail("placed")]) expect(` commande n° 1${text}`).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
  });
});
