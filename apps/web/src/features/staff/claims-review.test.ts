import { describe, expect, it } from "vitest";
import { claimDoneMessage, claimDonePath } from "./claims-review.ts";

const messageOf = (path: string) => {
  const params = Object.fromEntries(new URL(path, "http://cabas.test").searchParams);
  return claimDoneMessage(params);
};

describe("the claims screen's message after a decision", () => {
  it("says what was decided, from the address it returns to", () => {
    expect(claimDonePath({ id: 12, statut: "creditee", creditCents: 1250, mailed: true })).toBe("/support/reclamations?fait=creditee&n=12&montant=1250");
    expect(messageOf(claimDonePath({ id: 12, statut: "creditee", creditCents: 1250, mailed: true }))).toBe(
      "La réclamation n°\u00A012 est créditée de 12,50\u00A0€ sur la cagnotte du client. Le client est prévenu par e-mail.",
    );
    expect(messageOf(claimDonePath({ id: 7, statut: "refusee", creditCents: 0, mailed: true }))).toBe("La réclamation n°\u00A07 est refusée. Le client est prévenu par e-mail.");
    expect(messageOf(claimDonePath({ id: 7, statut: "refusee", creditCents: 0, mailed: false }))).toBe("La réclamation n°\u00A07 est refusée. Compte supprimé\u00A0: aucun e-mail envoyé.");
  });

  it("says nothing for an address it did not write", () => {
    expect(claimDoneMessage({})).toBeNull();
    expect(claimDoneMessage({ fait: "remboursee", n: "12" })).toBeNull();
    expect(claimDoneMessage({ fait: "refusee", n: "12 ; appelez le 0899" })).toBeNull();
    // A credit without its amount, or with one that is not cents, is not a message the screen wrote.
    expect(claimDoneMessage({ fait: "creditee", n: "12" })).toBeNull();
    expect(claimDoneMessage({ fait: "creditee", n: "12", montant: "12,50 € offerts" })).toBeNull();
  });
});
