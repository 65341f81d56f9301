// The fields an invoice prints refuse what it cannot print, and a VAT number is told what is wrong with it (ADR 0065).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "@cabas/db";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
const client = callClient(() => t);
let signUps = 0;
const post = (call: string, payload: Record<string, unknown>, token?: string) => {
  signUps += 1;
  // Each sign-up from its own address: sign-ups are rate-limited per address.
  return t.app.inject({
    method: "POST",
    url: `/next-react/${call}.php`,
    remoteAddress: `10.3.0.${signUps}`,
    payload,
    headers: { origin: "http://localhost:3000", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const person = {
  password: "Un cabas plein de légumes",
  civilite: "M.",
  nom: "Wąsowski",
  prenom: "Łukasz",
  cp: "75011",
};
const company = {
  pro: "1",
  raison_sociale: "Traiteur Dvořák & Fils",
  siret: "732 829 320 00074",
  tva: "FR44 732 829 320",
};
const EMOJI_REFUSAL =
  "Ce champ contient un caractère que nos factures ne peuvent pas imprimer (🍓) : écrivez-le en lettres latines, sans émoji ni symbole.";

describe("fields printed on invoices", () => {
  it("accepts Polish, Czech and French names and keeps them as typed", async () => {
    const res = await post("register", { ...person, ...company, email: "lukasz@example.fr" });
    expect(res.statusCode, res.body).toBe(200);
    const [user] = await t.database.db.select().from(schema.users).where(eq(schema.users.email, "lukasz@example.fr"));
    expect(user).toMatchObject({ nom: "Wąsowski", prenom: "Łukasz", companyName: "Traiteur Dvořák & Fils" });
  });

  it("refuses an emoji in a name or the company name at sign-up, with the field's message", async () => {
    const res = await post("register", {
      ...person,
      ...company,
      email: "fraise@example.fr",
      raison_sociale: "Traiteur & Fils 🍓",
      prenom: "Zoé 🍓",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ raison_sociale: [EMOJI_REFUSAL], prenom: [EMOJI_REFUSAL] });
  });

  it("refuses an emoji in « Mon entreprise » and in an address line, and changes nothing", async () => {
    const token = (await post("register", { ...person, ...company, email: "fils@example.fr" })).json().token as string;
    const entreprise = await post(
      "updateMe",
      { action: "entreprise", raison_sociale: "Traiteur & Fils 🍓", siret: company.siret, tva: company.tva },
      token,
    );
    expect(entreprise.statusCode).toBe(400);
    expect(entreprise.json().errors).toEqual({ raison_sociale: [EMOJI_REFUSAL] });
    const address = {
      nom: "Wąsowski",
      prenom: "Łukasz",
      adresse: "18 rue de la Roquette 🍓",
      code_postal: "75011",
      ville: "Paris",
      telephone: "06 12 34 56 78",
    };
    const refused = await post("updateAdresse", address, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ adresse: [EMOJI_REFUSAL] });
    const [user] = await t.database.db.select().from(schema.users).where(eq(schema.users.email, "fils@example.fr"));
    expect(user?.companyName).toBe("Traiteur Dvořák & Fils");
    expect((await client.get("mesAdresses", token)).json().adresses).toHaveLength(0);
  });
});

describe("VAT number messages", () => {
  const tvaError = async (tva: string) =>
    (await post("register", { ...person, ...company, email: `tva${signUps}@example.fr`, tva })).json().errors?.tva;

  it("tells a badly written number how a French one is written", async () => {
    expect(await tvaError("n'importe quoi")).toEqual([
      "Le numéro de TVA s'écrit FR suivi de 2 chiffres de clé et des 9 chiffres du SIREN, par exemple FR44 732 829 320.",
    ]);
  });

  it("gives the right key when only the key is wrong", async () => {
    expect(await tvaError("FR00732829320")).toEqual([
      "La clé de ce numéro de TVA (les 2 chiffres après FR) est fausse : pour le SIREN 732 829 320, le numéro est FR44 732 829 320.",
    ]);
  });

  it("says when the number is another company's than the SIRET's", async () => {
    expect(await tvaError("FR83404833048")).toEqual([
      "Ce numéro de TVA n'est pas celui de votre SIRET : ses 9 derniers chiffres doivent être votre SIREN, 732 829 320.",
    ]);
  });

  it("refuses another member state's number, saying Cabas invoices French companies", async () => {
    expect((await tvaError("BE0123456789"))?.[0]).toMatch(
      /^Cabas livre en France et facture les entreprises françaises/,
    );
  });
});
