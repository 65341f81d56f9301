import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { AppError } from "./app-error.ts";
import { parseInput, summaryOfFieldErrors } from "./validation.ts";

describe("summaryOfFieldErrors", () => {
  it("gives the shopper's reason, never the field key", () => {
    expect(summaryOfFieldErrors({ montant: ["Le don ne peut pas dépasser 500 €."] })).toBe("Le don ne peut pas dépasser 500 €.");
  });

  it("says each distinct reason once, as sentences", () => {
    expect(summaryOfFieldErrors({ siret: ["Le SIRET n'est pas valide"], tva: ["Le numéro de TVA n'est pas valide."], nom: ["Le SIRET n'est pas valide"] })).toBe(
      "Le SIRET n'est pas valide. Le numéro de TVA n'est pas valide.",
    );
  });

  it("keeps a long list short and points at the fields", () => {
    const summary = summaryOfFieldErrors({ a: ["Un."], b: ["Deux."], c: ["Trois."], d: ["Quatre."] });
    expect(summary).toBe("Un. Deux. Trois. Corrigez aussi les autres champs signalés.");
  });

  it("falls back to a general sentence when there is no reason", () => {
    expect(summaryOfFieldErrors({})).toBe("Les informations envoyées sont invalides.");
  });
});

describe("parseInput", () => {
  it("throws INVALID_DATA whose message is the French reason and keeps per-field errors", () => {
    const schema = z.object({ list_name: z.string().min(1, { error: "Le nom de la liste est obligatoire." }) });
    let error: unknown;
    try {
      parseInput(schema, { list_name: "" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe("Le nom de la liste est obligatoire.");
    expect((error as AppError).message).not.toMatch(/list_name/);
  });
});

describe("400 answers through HTTP", () => {
  let t: TestApp;
  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: `/next-react/${url}.php`, payload, headers: { origin: "http://localhost:3000", ...headers } });

  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date("2026-11-22T10:00:00Z") });
  });
  afterAll(async () => {
    await t.close();
  });

  it("tells why a donation is refused instead of naming the field", async () => {
    const token = (await post("loginCP", { cp: "75011" })).json().token as string;
    for (const montant of ["1000", "-5"]) {
      const res = await post("updatePanier", { action: "don", montant }, { authorization: `Bearer ${token}` });
      expect(res.statusCode, montant).toBe(400);
      expect(res.json().message, montant).not.toMatch(/montant|invalides :/);
      expect(res.json().message, montant).toBe(res.json().errors.montant[0]);
    }
  });

  it("summarises a sign-up form with the French reasons", async () => {
    const res = await post("register", { email: "pas-une-adresse", password: "x", civilite: "", nom: "", prenom: "", cp: "1" });
    expect(res.statusCode).toBe(400);
    const { message, errors } = res.json();
    expect(message).not.toMatch(/email|password|civilite|nom,|prenom|cp\b/);
    expect(message.startsWith(errors.email[0])).toBe(true);
  });
});
