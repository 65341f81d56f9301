import { describe, expect, it } from "vitest";
import { latestActivities, type DatedActivity } from "./activity-feed.ts";

const item = (titre: string, iso: string, type: DatedActivity["type"] = "commande"): DatedActivity => ({ type, titre, at: new Date(iso), detail: null, lien: null, montant: null });

describe("latestActivities", () => {
  it("merges the sources, newest first, and keeps the limit", () => {
    const orders = [item("Commande livrée", "2026-12-03T10:00:00Z"), item("Commande validée", "2026-12-01T10:00:00Z")];
    const games = [item("Case du 2 décembre", "2026-12-02T08:00:00Z", "jeu")];
    const benefits = [item("Cagnotte créditée", "2026-12-04T09:00:00Z", "avantage")];
    expect(latestActivities([orders, games, benefits], 3).map((a) => [a.titre, a.date])).toEqual([
      ["Cagnotte créditée", "2026-12-04T09:00:00.000Z"],
      ["Commande livrée", "2026-12-03T10:00:00.000Z"],
      ["Case du 2 décembre", "2026-12-02T08:00:00.000Z"],
    ]);
  });
  it("keeps the sources' order for events of the same instant", () => {
    const at = "2026-12-03T10:00:00Z";
    expect(latestActivities([[item("A", at)], [item("B", at, "avantage")]], 5).map((a) => a.titre)).toEqual(["A", "B"]);
  });
  it("is empty for a new account", () => {
    expect(latestActivities([[], []], 20)).toEqual([]);
  });
});
