import { describe, expect, it } from "vitest";
import { formatMovementAmount, formatMovementBalance, referralBadge } from "./loyalty-format.ts";

// Intl puts a narrow no-break space before the euro sign.
const plain = (s: string) => s.replace(/\s/g, " ");

describe("loyalty amounts", () => {
  it("signs what a movement added or took, in euros or jokers", () => {
    expect(plain(formatMovementAmount({ type: "eurofid", montant: 1.5 }))).toBe("+1,50 €");
    expect(plain(formatMovementAmount({ type: "cagnotte", montant: -10 }))).toBe("−10,00 €");
    expect(formatMovementAmount({ type: "joker", montant: 1 })).toBe("+1 joker");
    expect(formatMovementAmount({ type: "joker", montant: -2 })).toBe("−2 jokers");
  });

  it("writes the balance after it in its unit", () => {
    expect(plain(formatMovementBalance({ type: "eurofid", solde: 12.4 }))).toBe("12,40 €");
    expect(formatMovementBalance({ type: "joker", solde: 0 })).toBe("0 joker");
  });
});

describe("referralBadge", () => {
  it("agrees with the friend's civility", () => {
    expect(referralBadge({ statut: "inscrite", civilite: "Mme" })).toBe("Inscrite");
    expect(referralBadge({ statut: "inscrite", civilite: "M." })).toBe("Inscrit");
    expect(referralBadge({ statut: "inscrite", civilite: null })).toBe("Inscrit(e)");
  });

  it("stays neutral for an invited address, whose civility nobody knows", () => {
    expect(referralBadge({ statut: "invitee", civilite: null })).toBe("Invité(e)");
    expect(referralBadge({ statut: "deja_client", civilite: null })).toBe("Déjà client(e)");
  });

  it("says a deleted friend's account is closed", () => {
    expect(referralBadge({ statut: "compte_ferme", civilite: null })).toBe("Compte fermé");
  });
});
