import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { orderChangeNotice } from "./order-change-words.ts";

describe("orderChangeNotice", () => {
  it("says the basket changes or completes a placed order, its colon kept by the word before it", () => {
    expect(orderChangeNotice(true)).toBe("Vous modifiez une commande déjà passée\u00a0: validez de nouveau votre panier avant sa date limite.");
    expect(orderChangeNotice(false)).toBe("Vous complétez une commande déjà passée\u00a0: les articles ajoutés seront livrés avec elle, sans frais de livraison.");
    expect(orderChangeNotice(true)).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
  });
  it("names the order's cut-off when the basket carries it", () => {
    const notice = orderChangeNotice(true, "mardi 1er décembre à 10 h");
    expect(notice.replace(/[\u00a0\u202f]/g, " ")).toBe("Vous modifiez une commande déjà passée : validez de nouveau votre panier avant le mardi 1er décembre à 10 h.");
    expect(notice).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
  });
});
