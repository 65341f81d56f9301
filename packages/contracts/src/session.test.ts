// The sign-up's and the company correction's checks tell every mistake at once: the company's facts are checked even
// when a personal field failed (ADR 0081).
import { describe, expect, it } from "vitest";
import { registerInput, updateMe } from "./session.ts";

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

const professional = {
  email: "bistrot@example.fr",
  password: "Un cabas plein de légumes",
  civilite: "Mme",
  nom: "Durand",
  prenom: "Chloé",
  cp: "75011",
  pro: "1",
  raison_sociale: "Bistrot du Canal",
  siret: "73282932000074",
  tva: "FR44732829320",
};

describe("registerInput", () => {
  it("tells the company's mistakes with the other fields' ones, in one answer", () => {
    const errors = errorsOf(registerInput.safeParse({ ...professional, civilite: "", nom: "", raison_sociale: "", siret: "12345678901234", tva: "FR00123" }));
    expect(Object.keys(errors).sort()).toEqual(["civilite", "nom", "raison_sociale", "siret", "tva"]);
    expect(errors.raison_sociale).toBe("La raison sociale est obligatoire.");
    expect(errors.siret).toBe("Ce SIRET n'est pas valide : vérifiez les 14 chiffres.");
    expect(errors.tva).toMatch(/TVA/);
  });

  it("says one thing per field: a SIRET too long is not also called invalid", () => {
    const result = registerInput.safeParse({ ...professional, nom: "", siret: "1".repeat(25) });
    expect(result.error?.issues.filter((issue) => issue.path[0] === "siret").map((issue) => issue.message)).toEqual(["Le SIRET est trop long."]);
    expect(errorsOf(result).nom).toBe("Le nom est obligatoire.");
  });

  it("does not check a company for a private customer, nor when it cannot tell", () => {
    expect(registerInput.safeParse({ ...professional, pro: "0", raison_sociale: "", siret: "" }).success).toBe(true);
    expect(Object.keys(errorsOf(registerInput.safeParse({ ...professional, pro: "peut-être", raison_sociale: "" })))).toEqual(["pro"]);
    expect(registerInput.safeParse(professional).success).toBe(true);
  });
});

describe("updateMe entreprise", () => {
  it("tells the name and the SIRET's mistakes at once, whatever else failed", () => {
    const errors = errorsOf(updateMe.input.safeParse({ action: "entreprise", raison_sociale: "x".repeat(130), siret: "12345678901234", tva: "FR00123" }));
    expect(errors).toMatchObject({ raison_sociale: "La raison sociale est trop longue.", siret: "Ce SIRET n'est pas valide : vérifiez les 14 chiffres." });
    expect(errors.tva).toMatch(/TVA/);
  });
});
