// A basket that changes or completes a placed order is delivered on that order's slot: the slots page says so at once,
// instead of a grid whose every slot is refused once clicked.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { OrderChangeSlot, slotChoiceOpen } from "./order-change-slot.tsx";

const changing = { creneauUpdatable: false, modif_en_cours: true, complement_en_cours: false, libelle_tranche: "mardi 1er décembre, 18 h – 20 h", totalItems: 2 };

describe("the slots page of a basket changing a placed order", () => {
  it("offers no slot to choose, only for a basket of its own", () => {
    expect(slotChoiceOpen({ creneauUpdatable: true })).toBe(true);
    expect(slotChoiceOpen(changing)).toBe(false);
  });

  it("names the order's slot and leads back to the order, typeset", () => {
    const html = renderToStaticMarkup(<OrderChangeSlot basket={changing} />);
    expect(html).toContain("Vous modifiez une commande déjà passée\u00a0: elle est livrée sur son créneau, mardi 1er décembre, 18\u00a0h\u00a0– 20\u00a0h.");
    expect(html).toContain('href="/checkout/ma-commande"');
    expect(html).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
    const complement = renderToStaticMarkup(<OrderChangeSlot basket={{ ...changing, modif_en_cours: false, complement_en_cours: true, totalItems: 0 }} />);
    expect(complement).toContain("Vous complétez une commande déjà passée\u00a0: les articles ajoutés sont livrés avec elle, sur son créneau, mardi 1er décembre, 18\u00a0h\u00a0– 20\u00a0h.");
    expect(complement).toContain('href="/checkout/mon-panier"');
  });
});
