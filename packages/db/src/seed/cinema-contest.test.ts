import { describe, expect, it } from "vitest";
import { buildCinemaContest } from "./cinema-contest.ts";

describe("buildCinemaContest", () => {
  it("opens at 0 h in Paris a week before the seed date and ends at 0 h after its 30th day", () => {
    const contest = buildCinemaContest(new Date("2026-11-10T08:00:00Z"));
    expect(contest.startsAt).toEqual(new Date("2026-11-02T23:00:00Z"));
    expect(contest.endsAt).toEqual(new Date("2026-12-10T23:00:00Z"));
  });
  it("follows the clocks' change between its first and last day", () => {
    const contest = buildCinemaContest(new Date("2026-10-20T08:00:00Z"));
    expect(contest.startsAt).toEqual(new Date("2026-10-12T22:00:00Z"));
    expect(contest.endsAt).toEqual(new Date("2026-11-19T23:00:00Z"));
  });
  it("writes rules that say what French law asks of a promotional game", () => {
    const { rules, stock, oddsBp, won } = buildCinemaContest(new Date("2026-11-10T08:00:00Z"));
    expect({ stock, oddsBp, won }).toEqual({ stock: 300, oddsBp: 1000, won: undefined });
    for (const text of [
      "organise du 3 novembre 2026 à 0 h au 10 décembre 2026 à 23 h 59 (heure de Paris) un jeu gratuit sans obligation d'achat",
      "personne physique majeure résidant en France métropolitaine",
      "une seule fois par jour et par compte",
      "300 lots de « 2 places de cinéma », d'une valeur unitaire de 24 € TTC, soit 7 200 € TTC au total",
      "une chance sur 10",
      "il reçoit aussi un e-mail avec son code e-billet",
      "politique de données personnelles",
      "consultable gratuitement",
    ])
      expect(rules.replace(/\s/g, " ")).toContain(text);
  });
  it("writes the first of the month as French does, « 1er »", () => {
    // Seeded on 8 November: from 1 November to 8 December.
    const { rules } = buildCinemaContest(new Date("2026-11-08T08:00:00Z"));
    expect(rules).toContain("organise du 1er novembre 2026 à 0 h au 8 décembre 2026 à 23 h 59");
  });
});
