import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { deleteNotepadMessage, linesLabel, notepadMeta, notepadTextHint } from "./notepad-labels.ts";

describe("notepad labels", () => {
  it("says how many lines a notepad has, in French", () => {
    expect(linesLabel(0)).toBe("vide");
    expect(linesLabel(1)).toBe("1 ligne");
    expect(linesLabel(12)).toBe("12 lignes");
  });

  it("adds the day it was last changed, in Paris time", () => {
    expect(notepadMeta({ nb_lignes: 3, modifie: "2026-11-22T23:30:00Z" })).toBe("3 lignes · modifié le 23 novembre 2026");
    expect(notepadMeta({ nb_lignes: 1, modifie: "pas une date" })).toBe("1 ligne");
  });

  it("writes its hint's examples with no-break spaces inside « », so a mark never wraps alone", () => {
    const hint = notepadTextHint(5000);
    expect(hint).toContain("«\u00A02 baguettes\u00A0»");
    expect(hint).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
    expect(hint).toMatch(/5\u202F000\u00A0caractères au plus\.$/);
  });

  it("names the notepad to delete in « » with no-break spaces, as the page without JavaScript does", () => {
    expect(deleteNotepadMessage("Apéro")).toBe("Le bloc-notes «\u00A0Apéro\u00A0» et tout son texte seront supprimés définitivement.");
  });
});
