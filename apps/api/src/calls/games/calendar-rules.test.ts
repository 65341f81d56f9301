import { describe, expect, it } from "vitest";
import { calendarDialog, calendarPhase, doorState, formatEuros, playRefusal } from "./calendar-rules.ts";

describe("calendarPhase", () => {
  it("opens from 1 to 24 December of its year only", () => {
    expect(calendarPhase({ year: 2026, month: 11, day: 30 }, 2026)).toBe("avant");
    expect(calendarPhase({ year: 2026, month: 12, day: 1 }, 2026)).toBe("ouvert");
    expect(calendarPhase({ year: 2026, month: 12, day: 24 }, 2026)).toBe("ouvert");
    expect(calendarPhase({ year: 2026, month: 12, day: 25 }, 2026)).toBe("termine");
    expect(calendarPhase({ year: 2027, month: 1, day: 2 }, 2026)).toBe("termine");
    expect(calendarPhase({ year: 2025, month: 12, day: 2 }, 2026)).toBe("avant");
  });
});

describe("doorState", () => {
  const today = { year: 2026, month: 12, day: 10 };
  it("shows today's door open, earlier ones passed, later ones to come", () => {
    expect(doorState(10, "ouvert", today, null)).toBe("ouverte");
    expect(doorState(9, "ouvert", today, null)).toBe("passee");
    expect(doorState(11, "ouvert", today, null)).toBe("a_venir");
  });
  it("shows a played door won or lost", () => {
    expect(doorState(10, "ouvert", today, { won: false })).toBe("perdue");
    expect(doorState(3, "ouvert", today, { won: true })).toBe("gagnee");
  });
  it("keeps every door shut before December and passed after the 24th", () => {
    expect(doorState(1, "avant", { year: 2026, month: 11, day: 24 }, null)).toBe("a_venir");
    expect(doorState(24, "termine", { year: 2026, month: 12, day: 26 }, null)).toBe("passee");
  });
});

describe("playRefusal", () => {
  const today = { year: 2026, month: 12, day: 10 };
  it("refuses outside 1–24 December and any door but today's", () => {
    expect(playRefusal("avant", today, undefined)).toMatch(/^Le jeu est fermé/);
    expect(playRefusal("termine", today, undefined)).toMatch(/^Le jeu est fermé/);
    expect(playRefusal("ouvert", today, 11)).toBe("Patience ! Cette case s'ouvrira le 11 décembre.");
    expect(playRefusal("ouvert", today, 9)).toMatch(/seule celle du 10 décembre/);
    expect(playRefusal("ouvert", today, 10)).toBeNull();
    expect(playRefusal("ouvert", today, undefined)).toBeNull();
  });
});

describe("calendarDialog", () => {
  const colours = { text: "#FFFFFF", background: "#B3261E" };
  it("names the losing view with the specification's texts", () => {
    expect(calendarDialog(null, 3, colours)).toEqual({
      view: "CALENDRIER_NOEL_PERDANT",
      payload: {
        titre: "Ce n'est pas pour cette fois…",
        textes: ["mais le jeu concours continue jusqu'au 24 décembre !", "Vous pouvez retenter votre chance demain"],
        couleur_texte: "#FFFFFF",
        couleur_fond: "#B3261E",
        lot: null,
      },
    });
  });
  it("promises no tomorrow on the 24th", () => {
    expect(calendarDialog(null, 24, colours).payload.textes.join(" ")).not.toMatch(/demain/);
  });
  it("names the winning view with the prize", () => {
    const lot = { libelle: "5 € dans votre cagnotte", type: "cagnotte" as const, montant: 5, code: null, montant_minimum: null, valable_jusqu_au: null };
    const dialog = calendarDialog(lot, 6, colours);
    expect(dialog.view).toBe("CALENDRIER_NOEL_GAGNANT");
    expect(dialog.payload.textes[0]).toBe(`${formatEuros(5)} viennent d'être ajoutés à votre cagnotte.`);
    const voucher = calendarDialog({ ...lot, type: "bon_achat", montant: 10, code: "NOEL-2026-08-1", montant_minimum: 60, valable_jusqu_au: "2027-01-07T08:00:00.000Z" }, 8, colours);
    expect(voucher.payload.textes[0]).toBe(`Votre bon d'achat NOEL-2026-08-1 de ${formatEuros(10)} est valable dès ${formatEuros(60)} d'achats, jusqu'au 7 janvier 2027.`);
  });
  it("writes whole euros without cents", () => {
    expect(formatEuros(5)).toMatch(/^5\s€$/);
    expect(formatEuros(2.5)).toMatch(/^2,50\s€$/);
  });
});
