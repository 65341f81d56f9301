import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { deleteCardQuestion, savedCardLine, savedCardName } from "./saved-card-text.ts";

const visa = { marque: "visa", derniers_chiffres: "4242", expiration: "12/34" };

describe("saved card text", () => {
  it("names an unnamed card once, by its brand and last four", () => {
    expect(savedCardLine({ ...visa, libelle_carte: "VISA 4242" })).toBe("VISA •••• 4242, expire 12/34");
    expect(savedCardName({ ...visa, libelle_carte: "VISA 4242" })).toBe("VISA •••• 4242");
    expect(savedCardLine({ ...visa, libelle_carte: "" })).toBe("VISA •••• 4242, expire 12/34");
  });
  it("puts the customer's own name first", () => {
    expect(savedCardLine({ ...visa, libelle_carte: "Perso" })).toBe("Perso — VISA •••• 4242, expire 12/34");
    expect(savedCardName({ ...visa, libelle_carte: "Perso" })).toBe("Perso (VISA •••• 4242)");
  });
  it("asks before deleting a card with a narrow no-break space before « ? »", () => {
    expect(deleteCardQuestion({ ...visa, libelle_carte: "Perso" })).toBe("Supprimer la carte Perso (VISA •••• 4242)\u202F?");
    expect(deleteCardQuestion({ ...visa, libelle_carte: "VISA 4242" })).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
  });
});
