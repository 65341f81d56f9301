import { describe, expect, it } from "vitest";
import { FIELD_PLACE, inFieldOrder, postedFieldOrder } from "./field-order.ts";

const posted = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("postedFieldOrder", () => {
  it("reads the fields in the form's order, a group with nothing chosen at its place mark", () => {
    const form = posted([
      ["redirect", "/"],
      [FIELD_PLACE, "civilite"],
      ["prenom", ""],
      ["nom", ""],
      ["email", ""],
      ["password", ""],
      ["cp", ""],
    ]);
    expect(postedFieldOrder(form)).toEqual(["redirect", "civilite", "prenom", "nom", "email", "password", "cp"]);
  });

  it("names a field once, where it first appears (a checked radio after its group's mark)", () => {
    const form = posted([
      [FIELD_PLACE, "civilite"],
      ["civilite", "Mme"],
      ["ids", "1"],
      ["ids", "2"],
    ]);
    expect(postedFieldOrder(form)).toEqual(["civilite", "ids"]);
  });
});

describe("inFieldOrder", () => {
  it("lists the web-service's errors in the order of the form's fields", () => {
    const errors = { email: ["E"], password: ["P"], civilite: ["C"], nom: ["N"], prenom: ["Pr"], cp: ["CP"] };
    const order = ["redirect", "civilite", "prenom", "nom", "email", "password", "cp"];
    expect(Object.keys(inFieldOrder(errors, order))).toEqual(["civilite", "prenom", "nom", "email", "password", "cp"]);
  });

  it("puts errors about fields the form did not post last, in the web-service's order", () => {
    const errors = { id_adresse: ["I"], ville: ["V"], autre: ["A"], nom: ["N"] };
    expect(Object.keys(inFieldOrder(errors, ["nom", "ville"]))).toEqual(["nom", "ville", "id_adresse", "autre"]);
  });
});
