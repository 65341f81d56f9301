import { describe, expect, it } from "vitest";
import { parseArgs } from "./zones.ts";

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

  it("refuses unknown commands, postal codes and missing perimeters", () => {
    expect(parseArgs([])).toHaveProperty("error");
    expect(parseArgs(["fermer", "29200"])).toHaveProperty("error");
    expect(parseArgs(["ouvrir", "2920", "--perimetre", "1"])).toEqual({
      error: "Code postal manquant ou invalide (5 chiffres).",
    });
    expect(parseArgs(["ouvrir", "29200"])).toEqual({ error: "Périmètre manquant : --perimetre <id|code>." });
    expect(parseArgs(["ouvrir", "29200", "--perimetre", "1", "--vite"])).toHaveProperty("error");
    expect(parseArgs(["attente", "29200"])).toHaveProperty("error");
  });
});
