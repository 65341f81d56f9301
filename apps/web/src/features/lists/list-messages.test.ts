import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { addedToListMessage, createdWithProductMessage, EMPTY_BASKET_FOR_LIST, removedFromListMessage } from "./list-messages.ts";

describe("what the lists' dialogs say", () => {
  it("names the list in « » with no-break spaces, so a guillemet never wraps alone", () => {
    expect(addedToListMessage("Courses")).toBe("Ajouté à votre liste «\u00A0Courses\u00A0».");
    expect(createdWithProductMessage("Apéro")).toBe("Liste «\u00A0Apéro\u00A0» créée avec ce produit.");
    expect(removedFromListMessage("Courses")).toBe("Retiré de votre liste «\u00A0Courses\u00A0».");
  });

  it("leaves no ordinary space before a mark", () => {
    for (const text of [addedToListMessage("A b"), createdWithProductMessage("A b"), removedFromListMessage("A b"), EMPTY_BASKET_FOR_LIST])
      expect(text).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
  });
});
