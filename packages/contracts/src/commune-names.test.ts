import { describe, expect, it } from "vitest";
import { communeKey, matchCommune } from "./commune-names.ts";

describe("matchCommune", () => {
  it("reads « œ » and « æ » as the two letters a keyboard types (found by the QA of 2026-12-02)", () => {
    expect(matchCommune("Annoeullin", ["Annœullin", "Carnin"])).toBe("Annœullin");
    expect(matchCommune("ANNŒULLIN", ["Annœullin", "Carnin"])).toBe("Annœullin");
    expect(matchCommune("Annoeulin", ["Annœullin", "Carnin"])).toBeNull();
    expect(communeKey("Lætitia")).toBe(communeKey("Laetitia"));
  });

  it("keeps its accents, case, hyphens and « St » folding", () => {
    expect(matchCommune("st louis de montferrand", ["Ambarès-et-Lagrave", "Saint-Louis-de-Montferrand"])).toBe("Saint-Louis-de-Montferrand");
    expect(matchCommune("ambares et lagrave", ["Ambarès-et-Lagrave"])).toBe("Ambarès-et-Lagrave");
    expect(matchCommune("Saint Louis", ["Saint-Louis-de-Montferrand"])).toBeNull();
  });
});
