import { describe, expect, it } from "vitest";
import { complementHandedBackText, complementLeftText, complementRefusedText, takesComplements } from "./complement-hand-back.ts";

describe("a complement and the order it rides with (ADR 0083)", () => {
  it("joins an order placed or awaiting its phone payment, never one the warehouse started or that is closed", () => {
    expect(takesComplements("placed")).toBe(true);
    expect(takesComplements("pending_payment")).toBe(true);
    for (const status of ["preparing", "out_for_delivery", "delivered", "cancelled"] as const) expect(takesComplements(status)).toBe(false);
  });

  it("tells the customer where the items went, naming the order and what became of it", () => {
    expect(complementHandedBackText(4012, "preparing")).toBe(
      "La commande n° 4012 est en préparation : les articles que vous y ajoutiez ne peuvent plus être livrés avec elle. Ils restent dans votre panier, pour une nouvelle commande.",
    );
    expect(complementHandedBackText(4012, "cancelled")).toMatch(/^La commande n° 4012 est annulée : /);
    expect(complementRefusedText(4012, "preparing")).toMatch(/Ils restent dans votre panier, pour une nouvelle commande\. Le complément est annulé et votre paiement libéré\.$/);
    expect(complementLeftText(4012)).toBe(
      "Votre panier ne complète plus la commande n° 4012 : les articles ajoutés y restent, pour une nouvelle commande. Vérifiez-le, puis validez à nouveau.",
    );
  });
});
