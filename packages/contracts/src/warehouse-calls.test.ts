import { describe, expect, it } from "vitest";
import { getListePreparation, parseWeighings, setCommandeEntrepot } from "./warehouse-calls.ts";

describe("parseWeighings", () => {
  it("reads product=grams pairs, spaces allowed, and nothing as no weighing", () => {
    const read = parseWeighings(" 12=540, 31 = 1200 ,");
    expect(read).toEqual({ ok: true, weights: new Map([[12, 540], [31, 1200]]) });
    expect(parseWeighings("")).toEqual({ ok: true, weights: new Map() });
  });

  it("refuses what a scale cannot give and what does not read, never half of it", () => {
    expect(parseWeighings("12=0")).toMatchObject({ ok: false, message: "Le poids pesé doit être entre 1 g et 100 kg." });
    expect(parseWeighings("12=100001")).toMatchObject({ ok: false });
    expect(parseWeighings("12=540,douze=3")).toMatchObject({ ok: false, message: "Pesée illisible « douze=3 » : produit=grammes." });
    expect(parseWeighings("12=5.5")).toMatchObject({ ok: false });
    expect(parseWeighings("12=540,12=550")).toMatchObject({ ok: false, message: "Un produit est pesé deux fois." });
  });
});

describe("setCommandeEntrepot's input", () => {
  const parse = (input: Record<string, unknown>) => setCommandeEntrepot.input.safeParse(input);
  const messages = (input: Record<string, unknown>) => {
    const result = parse(input);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("takes a preparation with its weighings, and the other moves without", () => {
    expect(parse({ id_commande: "10000001", action: "preparer", pesees: "12=540" }).success).toBe(true);
    expect(parse({ id_commande: 10000001, action: "expedier" }).success).toBe(true);
    expect(parse({ id_commande: 10000001, action: "annuler", confirmation: "1" }).success).toBe(true);
  });

  it("reads the amount an adviser took by phone in euros, empty as the order's total, and only with its confirmation", () => {
    const amount = (montant: string) => {
      const result = parse({ id_commande: 1, action: "confirmer_paiement", montant });
      return result.success ? result.data.montant : null;
    };
    expect(amount("50,60")).toBe(5060);
    expect(amount(" 12.5 ")).toBe(1250);
    expect(amount("")).toBeUndefined();
    expect(messages({ id_commande: 1, action: "confirmer_paiement", montant: "12,345" })).toContain("montant: Montant illisible : 50,60 par exemple.");
    expect(messages({ id_commande: 1, action: "confirmer_paiement", montant: "0" })).toContain("montant: Le montant réglé par téléphone doit être positif.");
    expect(messages({ id_commande: 1, action: "livrer", montant: "5" })).toContain("montant: Le montant se donne en confirmant un paiement par téléphone.");
  });

  it("refuses in French: weighings with another move, a cancellation unconfirmed, an unknown action, a bad weighing", () => {
    expect(messages({ id_commande: 1, action: "livrer", pesees: "12=540" })).toContain("pesees: Les pesées se donnent en préparant la commande.");
    expect(messages({ id_commande: 1, action: "annuler" })).toContain("confirmation: Cochez la case pour confirmer l'annulation.");
    expect(messages({ id_commande: 1, action: "perdre" })).toContain("action: Action inconnue : confirmer_paiement, preparer, expedier, livrer, annuler, rembourser, encaisser_impaye ou verifier_retour.");
    // A refund made at the terminal is recorded with its reference, and a reference goes with nothing else.
    expect(messages({ id_commande: 1, action: "rembourser", reference: "  " })).toContain("reference: Indiquez la référence du remboursement donnée par le terminal.");
    expect(messages({ id_commande: 1, action: "rembourser", reference: "T".repeat(81) })).toContain("reference: La référence du terminal fait 80 caractères au plus.");
    expect(messages({ id_commande: 1, action: "livrer", reference: "TPE-1" })).toContain("reference: La référence se donne en notant un remboursement, un impayé réglé ou un retour vérifié.");
    // A returned SEPA debit paid at the terminal likewise (ADR 0129).
    expect(messages({ id_commande: 1, action: "encaisser_impaye" })).toContain("reference: Indiquez la référence du paiement donnée par le terminal.");
    expect(messages({ id_commande: 1, action: "encaisser_impaye", reference: "TPE-2" })).toEqual([]);
    expect(messages({ id_commande: 1, action: "verifier_retour" })).toContain("reference: Indiquez ce que vous avez constaté auprès du prestataire.");
    expect(messages({ id_commande: 1, action: "verifier_retour", reference: "Remboursement annulé par le prestataire" })).toEqual([]);
    expect(messages({ id_commande: 1, action: "preparer", pesees: "12=0" })).toContain("pesees: Le poids pesé doit être entre 1 g et 100 kg.");
  });
});

describe("a delivery day typed on the warehouse screens", () => {
  const messages = (jour: string) => {
    const result = getListePreparation.input.safeParse({ jour });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("says once what is wrong: the format of what is not a date, the calendar for a date that does not exist", () => {
    expect(messages("hier")).toEqual(["La date doit être au format AAAA-MM-JJ."]);
    expect(messages("2026-02-30")).toEqual(["Cette date n'existe pas."]);
    expect(messages("2026-12-01")).toEqual([]);
  });
});
