// The FAQ says what the password reset does: the link's lifetime is the constant the web-service uses (ADR 0081).
import { describe, expect, it } from "vitest";
import { FAQ } from "@cabas/db/seed";
import { RESET_VALID_MINUTES } from "./password-reset.ts";

const answer = (question: RegExp): string => {
  const entry = FAQ.flatMap((topic) => topic.entries).find(([q]) => question.test(q));
  if (!entry) throw new Error(`no FAQ question matches ${question}`);
  return entry[1];
};

describe("the FAQ's account answers", () => {
  it("gives the reset link's true lifetime", () => {
    const text = answer(/oublié mon mot de passe/);
    expect(text).toContain(`valable ${RESET_VALID_MINUTES} minutes`);
    expect(text).not.toMatch(/une heure|\d+ heures?/);
  });

  it("sends to « Mes adresses » to change an address", () => {
    expect(answer(/modifier mon adresse de livraison/)).toContain("(/mes-adresses)");
    expect(answer(/modifier mon adresse de livraison/)).not.toContain("Informations personnelles");
  });
});
