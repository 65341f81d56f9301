import { describe, expect, it } from "vitest";
import { deliveryAmountRows } from "./delivery-amounts.ts";

describe("deliveryAmountRows", () => {
  it("keeps a free delivery at 0 and the express surcharge on its own line (LIVRAISONOFFERTE on an express slot)", () => {
    expect(deliveryAmountRows({ fee: 0, express: 590, complement: false })).toEqual([
      { kind: "fee", label: "Livraison", amount: 0 },
      { kind: "express", label: "Supplément express", amount: 590 },
    ]);
  });

  it("always shows the delivery, without an express line on an ordinary slot", () => {
    expect(deliveryAmountRows({ fee: 7.9, express: 0, complement: false })).toEqual([{ kind: "fee", label: "Livraison", amount: 7.9 }]);
  });

  it("names a complement's delivery as its order's", () => {
    expect(deliveryAmountRows({ fee: 0, express: 0, complement: true }).map((r) => r.label)).toEqual(["Livraison (avec votre commande)"]);
  });
});
