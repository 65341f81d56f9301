import { describe, expect, it } from "vitest";
import { reservedToSentence } from "./staff-only.ts";

describe("the sentence a staff screen shows an account without its permission", () => {
  it("contracts « à » with the article of the team it names, as French does", () => {
    expect(reservedToSentence("le service client")).toBe("Cette page est réservée au service client.");
    expect(reservedToSentence("les responsables de l'équipe")).toBe("Cette page est réservée aux responsables de l'équipe.");
  });

  it("keeps « à » before an elided or a feminine article", () => {
    expect(reservedToSentence("l'équipe de l'entrepôt")).toBe("Cette page est réservée à l'équipe de l'entrepôt.");
    expect(reservedToSentence("la direction")).toBe("Cette page est réservée à la direction.");
  });

  it("leaves a word that only starts like an article alone", () => {
    expect(reservedToSentence("lecteurs du journal")).toBe("Cette page est réservée à lecteurs du journal.");
  });
});
