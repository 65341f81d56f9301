import { describe, expect, it } from "vitest";
import { claimDoneMessage, claimDonePath, claimRevisedPath, claimStanding, creditStep, orderNumberOf } from "./claims-review.ts";

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

describe("a settled claim reviewed again (ADR 0098)", () => {
  it("comes back to its order's claims saying what was added", () => {
    const path = claimRevisedPath({ id: 12, orderId: 1042, addedCents: 500 });
    expect(path).toBe("/support/reclamations?fait=revue&n=12&montant=500&commande=1042#revoir");
    expect(messageOf(path)).toBe("La réclamation n°\u00A012 est créditée de 5,00\u00A0€ de plus sur la cagnotte du client. Le client est prévenu par e-mail.");
    expect(claimDoneMessage({ fait: "revue", n: "12" })).toBeNull();
  });

  it("reads the order typed as digits, with or without « n° », and refuses anything else in French", () => {
    expect(orderNumberOf(undefined)).toEqual({ orderId: null, error: null });
    expect(orderNumberOf(" 1042 ")).toEqual({ orderId: 1042, error: null });
    expect(orderNumberOf("n° 1042")).toEqual({ orderId: 1042, error: null });
    for (const typed of ["", "abc", "0", "12,5", "99999999999", "1042; drop"])
      expect(orderNumberOf(typed), typed).toEqual({ orderId: null, error: "Tapez le numéro de la commande, en chiffres\u00A0: 1042 par exemple." });
  });

  it("says where a claim stands", () => {
    const base = { demande: 20, credite: 0, decision: null, motif_refus: null };
    expect(claimStanding({ ...base, statut: "en_examen" })).toBe("En examen\u00A0: elle attend sa décision parmi les réclamations à examiner.");
    expect(claimStanding({ ...base, statut: "refusee", motif_refus: "hors_delai", decision: { date: "2026-11-22T10:00:00Z", par: "Inès Roux" } })).toMatch(
      /^Refusée le 22\/11\/2026 à 11\u00A0h par Inès Roux\u00A0: .+\.$/,
    );
    expect(claimStanding({ ...base, statut: "creditee", credite: 20 })).toBe("Créditée à son envoi\u00A0: 20,00\u00A0€.");
    expect(claimStanding({ ...base, statut: "creditee", credite: 5, decision: { date: "2026-11-22T10:00:00Z", par: "Inès Roux" } })).toBe(
      "Créditée de 5,00\u00A0€ sur 20,00\u00A0€ demandés le 22/11/2026 à 11\u00A0h par Inès Roux.",
    );
    expect(claimStanding({ ...base, statut: "creditee", credite: 20, decision: { date: "2026-11-22T10:00:00Z", par: "Inès Roux" } })).toMatch(/^Créditée de 20,00\u00A0€ \(toute la demande\) le /);
  });
});

describe("a credit made deliberately (ADR 0116)", () => {
  it("asks for an amount: an empty field credits nothing", () => {
    expect(creditStep("", undefined)).toEqual({ step: "refused", error: "Tapez le montant à créditer\u00A0: rien n'est crédité sans montant." });
    expect(creditStep("   ", "1250")).toEqual({ step: "refused", error: "Tapez le montant à créditer\u00A0: rien n'est crédité sans montant." });
  });

  it("states the amount read before crediting it, and credits only the amount its confirming button carries back", () => {
    expect(creditStep("12,50", undefined)).toEqual({ step: "confirm", cents: 1250 });
    expect(creditStep("12,50", "1250")).toEqual({ step: "credit", cents: 1250 });
    // The amount changed after its confirmation was shown: it is stated again, not credited.
    expect(creditStep("125", "1250")).toEqual({ step: "confirm", cents: 12500 });
    expect(creditStep("12,50", "tout")).toEqual({ step: "confirm", cents: 1250 });
  });

  it("says so for an amount added to a settled claim (ADR 0098) too", () => {
    expect(creditStep("", undefined, "ajouter")).toEqual({ step: "refused", error: "Tapez le montant à ajouter\u00A0: rien n'est crédité sans montant." });
    expect(creditStep("0", undefined, "ajouter")).toEqual({ step: "refused", error: "Le montant à ajouter doit être supérieur à 0 €." });
    expect(creditStep("2", "200", "ajouter")).toEqual({ step: "credit", cents: 200 });
  });

  it("refuses an unreadable or zero amount in French", () => {
    expect(creditStep("douze", undefined)).toEqual({ step: "refused", error: "Montant illisible : 50,60 par exemple." });
    expect(creditStep("0", "0")).toEqual({ step: "refused", error: "Le montant à créditer doit être supérieur à 0 €." });
  });
});
