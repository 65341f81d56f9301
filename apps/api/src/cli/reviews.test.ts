import { describe, expect, it } from "vitest";
import { parseArgs } from "./reviews.ts";

describe("reviews command", () => {
  it("reads the moderators' commands", () => {
    expect(parseArgs(["pending"])).toEqual({ command: "pending" });
    expect(parseArgs(["publish", "12"])).toEqual({ command: "moderate", target: "review", decision: "publish", id: 12 });
    expect(parseArgs(["reject", "12", "publicite"])).toEqual({ command: "moderate", target: "review", decision: "reject", id: 12, reason: "publicite" });
    expect(parseArgs(["publish-comment", "3"])).toEqual({ command: "moderate", target: "comment", decision: "publish", id: 3 });
    expect(parseArgs(["reject-comment", "3", "injurieux"])).toMatchObject({ target: "comment", decision: "reject", reason: "injurieux" });
  });

  it("refuses unknown commands, ids and motifs", () => {
    expect(parseArgs([])).toHaveProperty("error");
    expect(parseArgs(["delete", "1"])).toHaveProperty("error");
    expect(parseArgs(["publish", "x"])).toEqual({ error: "Numéro d'avis manquant ou invalide." });
    expect(parseArgs(["reject", "4"])).toHaveProperty("error");
    expect(parseArgs(["reject", "4", "pas_aime"])).toHaveProperty("error");
    expect(parseArgs(["publish", "4", "hors_sujet"])).toHaveProperty("error");
  });
});
