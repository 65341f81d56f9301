import { describe, expect, it } from "vitest";
import { moderationDoneMessage, moderationDonePath, moderationWaitingText } from "./moderation.ts";

describe("the moderation screen's message after a decision", () => {
  it("says what the screen decided, from the address it returns to", () => {
    expect(moderationDonePath({ cible: "avis", id: 12, statut: "publie" })).toBe("/support/avis?fait=publie&cible=avis&n=12");
    expect(moderationDoneMessage("publie", "avis", "12")).toBe("L'avis n°\u00A012 est publié.");
    expect(moderationDoneMessage("refuse", "commentaire", "3")).toBe("Le commentaire n°\u00A03 est refusé\u00A0: son auteur voit le motif.");
  });

  it("says nothing for an address it did not write", () => {
    expect(moderationDoneMessage(undefined, undefined, undefined)).toBeNull();
    expect(moderationDoneMessage("supprime", "avis", "12")).toBeNull();
    expect(moderationDoneMessage("publie", "produit", "12")).toBeNull();
    expect(moderationDoneMessage("publie", "avis", "12 ; appelez le 0899")).toBeNull();
  });
});

describe("what waits for a decision", () => {
  it("names a delivery comment as such, never as a review", () => {
    expect(moderationWaitingText({ avis: 0, commentaires: 1, shown: 1 })).toBe("1 commentaire de livraison attend une décision.");
    expect(moderationWaitingText({ avis: 1, commentaires: 0, shown: 1 })).toBe("1 avis attend une décision.");
    expect(moderationWaitingText({ avis: 0, commentaires: 3, shown: 3 })).toBe("3 commentaires de livraison attendent une décision.");
  });

  it("counts each kind when both wait, and says when only the oldest are listed", () => {
    expect(moderationWaitingText({ avis: 2, commentaires: 1, shown: 3 })).toBe("2 avis et 1 commentaire de livraison attendent une décision.");
    expect(moderationWaitingText({ avis: 40, commentaires: 20, shown: 50 })).toBe(
      "40 avis et 20 commentaires de livraison attendent une décision, dont les 50 plus anciens ci-dessous.",
    );
  });
});
