import { describe, expect, it } from "vitest";
import { FIELD_PLACE } from "../../ui/form/field-order.ts";
import { errorState, typedValues } from "./form-state.ts";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
};

describe("form state", () => {
  it("keeps what was typed, never passwords, tokens or Next.js's own fields", () => {
    expect(
      typedValues(form({ email: "lea@exemple.fr", password: "secret-123", newPassword: "x", token: "t", $ACTION_ID_abc: "", cp: "75015" })),
    ).toEqual({ email: "lea@exemple.fr", cp: "75015" });
  });

  it("turns the web-service's answer into per-field French errors", () => {
    const state = errorState(
      { message: "L'adresse e-mail n'est pas valide.", errors: { email: ["L'adresse e-mail n'est pas valide."] } },
      form({ email: "lea@" }),
      "Le service ne répond pas.",
    );
    expect(state).toEqual({
      status: "error",
      message: "L'adresse e-mail n'est pas valide.",
      errors: { email: ["L'adresse e-mail n'est pas valide."] },
      values: { email: "lea@" },
    });
  });

  it("renames fields and falls back to a message when the web-service did not answer", () => {
    const state = errorState({ message: "", errors: { id_client: ["Inconnu."] } }, form({ client: "12" }), "Le service ne répond pas.", {
      id_client: "client",
    });
    expect(state.message).toBe("Le service ne répond pas.");
    expect(state.errors).toEqual({ client: ["Inconnu."] });
  });
});

describe("form state: errors in the form's order", () => {
  it("lists the sign-up's errors as the form shows its fields, not in the web-service's order", () => {
    const posted = new FormData();
    posted.append("redirect", "/");
    posted.append("pro", "0");
    posted.append(FIELD_PLACE, "civilite");
    for (const name of ["prenom", "nom", "email", "password", "cp", "telephone", "code_parrain"]) posted.append(name, "");
    const state = errorState(
      {
        message: "Des champs sont à corriger.",
        errors: { email: ["E"], password: ["P"], civilite: ["C"], nom: ["N"], prenom: ["Pr"], cp: ["CP"] },
      },
      posted,
    );
    expect(Object.keys(state.errors ?? {})).toEqual(["civilite", "prenom", "nom", "email", "password", "cp"]);
    expect(state.values).toEqual({ redirect: "/", pro: "0", prenom: "", nom: "", email: "", cp: "", telephone: "", code_parrain: "" });
  });
});
