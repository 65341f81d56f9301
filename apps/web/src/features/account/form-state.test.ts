import { describe, expect, it } from "vitest";
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
