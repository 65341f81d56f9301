import { describe, expect, it } from "vitest";
import { addedAmountRefusal, revisionRefusal, type ClaimRevisionFacts } from "./claim-revision.ts";

const revision: ClaimRevisionFacts = { revisedAt: new Date("2026-11-22T10:00:00Z"), revisedBy: "Inès Roux", previousStatus: "refused", previousCreditCents: 0, addedCents: 500, note: "Photo reçue." };
const facts = { askedCents: 2000, revisions: [] as ClaimRevisionFacts[], seenRevisions: 0, erased: false };

describe("revisionRefusal (ADR 0098)", () => {
  it("lets a refused or part-credited claim be credited more, and nothing else", () => {
    expect(revisionRefusal({ id: 7, status: "refused", creditCents: 0 }, facts)).toBeNull();
    expect(revisionRefusal({ id: 7, status: "credited", creditCents: 500 }, facts)).toBeNull();
    expect(revisionRefusal({ id: 7, status: "under_review", creditCents: 0 }, facts)).toBe(
      "La réclamation n° 7 est encore en examen : décidez-la dans la liste des réclamations à examiner.",
    );
    expect(revisionRefusal({ id: 7, status: "credited", creditCents: 2000 }, facts)).toMatch(/^La réclamation n° 7 est déjà créditée en entier \(20,00 €\) : il n'y a rien à ajouter\.$/);
    expect(revisionRefusal({ id: 7, status: "refused", creditCents: 0 }, { ...facts, erased: true })).toMatch(/^La réclamation n° 7 est celle d'un compte supprimé : /);
  });

  it("stops a revision made on a screen older than the claim's latest revision, saying whose", () => {
    expect(revisionRefusal({ id: 7, status: "credited", creditCents: 500 }, { ...facts, revisions: [revision], seenRevisions: 0 })).toBe(
      "La réclamation n° 7 a été revue entre-temps par Inès Roux le 22 novembre 2026 (5,00 € ajoutés) : rien n'a été changé. Rechargez la page pour voir où elle en est.",
    );
    expect(revisionRefusal({ id: 7, status: "credited", creditCents: 500 }, { ...facts, revisions: [revision], seenRevisions: 1 })).toBeNull();
  });

  it("adds more than 0 and at most what is left of what was asked", () => {
    expect(addedAmountRefusal(1500, 1500, 2000)).toBeNull();
    expect(addedAmountRefusal(0, 1500, 2000)).toBe("Le montant à ajouter doit être supérieur à 0 €.");
    expect(addedAmountRefusal(1501, 1500, 2000)).toBe("Le montant à ajouter (15,01 €) dépasse ce qui reste de la demande (15,00 € sur 20,00 € demandés) : rien n'a été crédité.");
  });
});
