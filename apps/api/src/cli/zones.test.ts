import { describe, expect, it } from "vitest";
import { parseArgs, waitingLine } from "./zones.ts";

describe("zones command", () => {
  it("reads the operator's commands", () => {
    expect(parseArgs(["attente"])).toEqual({ command: "attente" });
    expect(parseArgs(["ouvrir", "29200", "--perimetre", "1"])).toEqual({
      command: "ouvrir",
      postalCode: "29200",
      perimeter: "1",
    });
    expect(parseArgs(["ouvrir", "--perimetre=paris", "29200"])).toEqual({
      command: "ouvrir",
      postalCode: "29200",
      perimeter: "paris",
    });
  });

  it("reads a closing with its reason", () => {
    expect(parseArgs(["fermer", "75020", "--raison", "Tournées suspendues."])).toEqual({ command: "fermer", postalCode: "75020", reason: "Tournées suspendues." });
    expect(parseArgs(["fermer", "--raison=Travaux du 20e.", "75020"])).toEqual({ command: "fermer", postalCode: "75020", reason: "Travaux du 20e." });
  });

  it("refuses unknown commands, postal codes and missing perimeters", () => {
    expect(parseArgs([])).toHaveProperty("error");
    expect(parseArgs(["fermer", "29200"])).toEqual({ error: 'Raison manquante : --raison "pourquoi ce code postal est fermé".' });
    expect(parseArgs(["fermer", "2920", "--raison", "Travaux."])).toEqual({ error: "Code postal manquant ou invalide (5 chiffres)." });
    expect(parseArgs(["fermer", "75020", "--raison", "Travaux.", "--vite"])).toHaveProperty("error");
    expect(parseArgs(["fermer", "75020", "75011", "--raison", "Travaux."])).toHaveProperty("error");
    expect(parseArgs(["supprimer", "75020"])).toEqual({ error: "Commande inconnue « supprimer » : attente, ouvrir, fermer." });
    expect(parseArgs(["ouvrir", "2920", "--perimetre", "1"])).toEqual({
      error: "Code postal manquant ou invalide (5 chiffres).",
    });
    expect(parseArgs(["ouvrir", "29200"])).toEqual({ error: "Périmètre manquant : --perimetre <id|code>." });
    expect(parseArgs(["ouvrir", "29200", "--perimetre", "1", "--vite"])).toHaveProperty("error");
    expect(parseArgs(["attente", "29200"])).toHaveProperty("error");
  });

  it("dates the oldest request as the shop does, on its day in Paris", () => {
    // 23:30 UTC on 30 November is already 1 December in Paris.
    expect(waitingLine({ postalCode: "29200", waiting: 3, oldest: new Date("2026-11-30T23:30:00Z") })).toBe(
      "29200 — 3 demandes — la plus ancienne le 1er décembre 2026",
    );
    expect(waitingLine({ postalCode: "22000", waiting: 1, oldest: new Date("2026-11-24T10:00:00Z") })).toBe(
      "22000 — 1 demande — la plus ancienne le 24 novembre 2026",
    );
  });
});
