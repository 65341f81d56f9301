import { describe, expect, it } from "vitest";
import { setReclamation } from "./claim-review-calls.ts";

const parse = (input: Record<string, unknown>) => setReclamation.input.safeParse(input);
const messages = (input: Record<string, unknown>) => {
  const result = parse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("setReclamation's input", () => {
  it("reads the amount credited as euros with a comma or a point, to the cent, without floating point", () => {
    expect(parse({ id: "12", decision: "crediter", montant: "12,50" }).data).toEqual({ id: 12, decision: "crediter", montant: 1250 });
    expect(parse({ id: 12, decision: "crediter", montant: " 0.1 " }).data?.montant).toBe(10);
    expect(parse({ id: 12, decision: "crediter", montant: "19,99" }).data?.montant).toBe(1999);
    // Empty: everything asked.
    expect(parse({ id: 12, decision: "crediter", montant: "" }).data?.montant).toBeUndefined();
    expect(parse({ id: 12, decision: "refuser", motif: "abus" }).data).toEqual({ id: 12, decision: "refuser", motif: "abus" });
  });

  it("refuses, in French, an amount it cannot read, nothing, a reason with a credit and a refusal without one", () => {
    expect(messages({ id: 12, decision: "crediter", montant: "12,505" })).toEqual(["Montant illisible : 50,60 par exemple."]);
    expect(messages({ id: 12, decision: "crediter", montant: "-3" })).toEqual(["Montant illisible : 50,60 par exemple."]);
    expect(messages({ id: 12, decision: "crediter", montant: "0" })).toEqual(["Le montant à créditer doit être supérieur à 0 €."]);
    expect(messages({ id: 12, decision: "crediter", motif: "abus" })).toEqual(["Un crédit ne prend pas de motif."]);
    expect(messages({ id: 12, decision: "refuser" })).toEqual(["Choisissez le motif du refus : le client le lit."]);
    expect(messages({ id: 12, decision: "refuser", motif: "abus", montant: "3" })).toEqual(["Un refus ne crédite rien : laissez le montant vide."]);
  });
});
