import { describe, expect, it } from "vitest";
import { basketRefusalMessage } from "./basket-refusal.ts";

const FALLBACK = "Une erreur est survenue.";

describe("basketRefusalMessage", () => {
  it("says the web-service's own words", () => {
    expect(
      basketRefusalMessage({ status: 409, message: "« Edam » est en rupture de stock à votre adresse." }, FALLBACK),
    ).toBe("« Edam » est en rupture de stock à votre adresse.");
  });

  it("tells a guest asking for a benefit to sign in, not the code word", () => {
    expect(basketRefusalMessage({ status: 403, message: "NOT_AUTHORIZED" }, FALLBACK)).toBe(
      "Connectez-vous pour utiliser vos avantages.",
    );
  });

  it("says the shop's error when nothing came back or nothing was said", () => {
    expect(basketRefusalMessage(null, FALLBACK)).toBe(FALLBACK);
    expect(basketRefusalMessage({ status: 0, message: "" }, FALLBACK)).toBe(FALLBACK);
    expect(basketRefusalMessage({ status: 0, message: "fetch failed" }, FALLBACK)).toBe(FALLBACK);
    expect(basketRefusalMessage({ status: 500, message: "" }, FALLBACK)).toBe(FALLBACK);
  });
});
