import { describe, expect, it } from "vitest";
import { addressPrefillOf } from "./address-prefill.ts";

const settings = { perimetre: 1, code_postal: "75011", groupe: "new" as const };

describe("addressPrefillOf", () => {
  it("starts a new address with the account's names, postal code and phone", () => {
    expect(addressPrefillOf({ prenom: "Léa", nom: "Martin", telephone: "06 12 34 56 78", settings })).toEqual({
      prenom: "Léa",
      nom: "Martin",
      code_postal: "75011",
      telephone: "06 12 34 56 78",
    });
  });
  it("offers nothing the account does not have", () => {
    expect(addressPrefillOf({ prenom: "", nom: " ", telephone: null, settings: { ...settings, code_postal: null } })).toEqual({});
  });
});
