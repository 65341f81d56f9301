import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import {
  addedToListMessage,
  createdWithProductMessage,
  deleteListQuestion,
  EMPTY_BASKET_FOR_LIST,
  loadListQuestion,
  printListTitle,
  removedFromListMessage,
} from "./list-messages.ts";

describe("what the lists' dialogs say", () => {
  it("names the list in « » with no-break spaces, so a guillemet never wraps alone", () => {
    expect(addedToListMessage("Courses")).toBe("Ajouté à votre liste «\u00A0Courses\u00A0».");
    expect(createdWithProductMessage("Apéro")).toBe("Liste «\u00A0Apéro\u00A0» créée avec ce produit.");
    expect(removedFromListMessage("Courses")).toBe("Retiré de votre liste «\u00A0Courses\u00A0».");
  });

  it("leaves no ordinary space before a mark", () => {
    for (const text of [addedToListMessage("A b"), createdWithProductMessage("A b"), removedFromListMessage("A b"), EMPTY_BASKET_FOR_LIST, loadListQuestion(2, "A b")])
      expect(text).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
  });

  it("asks before putting a list in the basket, the question mark with its word", () => {
    expect(loadListQuestion(1, "Courses")).toBe(
      "Ajouter le produit de «\u00A0Courses\u00A0» à votre panier\u202F? Les quantités de la liste s'ajoutent à celles déjà au panier\u202F; un produit indisponible n'est pas ajouté.",
    );
    expect(loadListQuestion(3, "Courses")).toMatch(/^Ajouter les 3 produits de /);
  });

  it("asks before deleting a list and titles its printed page as the page without JavaScript does", () => {
    expect(deleteListQuestion("Courses")).toBe("Supprimer la liste «\u00A0Courses\u00A0»\u202F? Ses produits ne sont pas retirés de votre panier.");
    expect(printListTitle("Courses")).toBe("Liste «\u00A0Courses\u00A0»");
  });
});
