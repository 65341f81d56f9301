import { describe, expect, it } from "vitest";
import { emailChangeOutcome, emailChangeOutcomeText } from "./email-change-outcome.ts";

describe("emailChangeOutcome", () => {
  it("names a confirmation, each dead link and a taken address by the web-service's `lien`", () => {
    expect(emailChangeOutcome({ ok: true, data: {} })).toBe("confirmee");
    for (const code of ["inconnu", "utilise", "expire", "prise"] as const) {
      expect(emailChangeOutcome({ ok: false, status: 422, message: "…", details: { lien: code } })).toBe(code);
    }
  });

  it("says the service is unavailable for any other failure, never that the link is dead", () => {
    expect(emailChangeOutcome({ ok: false, status: 0, message: "" })).toBe("indisponible");
    expect(emailChangeOutcome({ ok: false, status: 500, message: "", details: { lien: "<script>" } })).toBe("indisponible");
  });
});

describe("emailChangeOutcomeText", () => {
  it("gives each code its words, and an unknown or missing code those of an unknown link", () => {
    expect(emailChangeOutcomeText("confirmee")).toMatchObject({ title: "Votre nouvelle adresse e-mail est confirmée", done: true });
    expect(emailChangeOutcomeText("expire").text).toContain("24\u00A0heures");
    // The service did not answer: the link lasts a day from its sending, not a day more from now.
    expect(emailChangeOutcomeText("indisponible").text).toContain("valable 24\u00A0heures après son envoi.");
    expect(emailChangeOutcomeText("n-importe-quoi")).toEqual(emailChangeOutcomeText(undefined));
    expect(emailChangeOutcomeText(undefined).title).toBe("Ce lien de confirmation n\u2019est pas valable");
  });
});
