import { describe, expect, it } from "vitest";
import { lineSummary, personStanding } from "./waitlists.ts";

const NBSP = "\u00A0";

describe("personStanding", () => {
  it("gives a waiting person's position, as French writes it", () => {
    expect(personStanding({ etat: "en_attente", position: 1, prevenu_le: null, jusqu_au: null, places_reservees: 0 })).toBe(`En attente, 1re${NBSP}position`);
    expect(personStanding({ etat: "en_attente", position: 3, prevenu_le: null, jusqu_au: null, places_reservees: 0 })).toBe(`En attente, 3e${NBSP}position`);
  });
  it("says when a person was told and until when their place is held, Paris time", () => {
    const text = personStanding({ etat: "prevenu", position: null, prevenu_le: "2026-12-01T10:00:00Z", jusqu_au: "2026-12-02T10:00:00Z", places_reservees: 1 });
    expect(text).toBe(`Place proposée par e-mail le 01/12/2026 à 11${NBSP}h${NBSP}: gardée jusqu'au 02/12/2026 à 11${NBSP}h`);
  });
  it("says when a person told before places were held may still order", () => {
    const text = personStanding({ etat: "prevenu", position: null, prevenu_le: "2026-12-01T10:00:00Z", jusqu_au: "2026-12-02T10:00:00Z", places_reservees: 0 });
    expect(text).toContain("peut commander jusqu'au 02/12/2026");
    expect(text).toContain("(place non gardée)");
  });
});

describe("lineSummary", () => {
  it("counts who waits, who is told, and the places left for anyone", () => {
    const people = [{ etat: "prevenu" }, { etat: "en_attente" }, { etat: "en_attente" }];
    expect(lineSummary({ perimetre: "Paris", stock: 0, personnes: people })).toBe(
      `Zone «${NBSP}Paris${NBSP}»${NBSP}: 2 personnes en attente, 1 prévenue, aucune place libre pour les autres clients.`,
    );
    expect(lineSummary({ perimetre: "Lyon", stock: 1, personnes: [{ etat: "en_attente" }] })).toContain("1 personne en attente, 1 place libre pour tous.");
  });
});
