import { describe, expect, it } from "vitest";
import { moderationDoneMessage, moderationDonePath } from "./moderation.ts";

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
