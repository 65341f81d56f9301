import { describe, expect, it } from "vitest";
import { MAX_NOTEPADS } from "@cabas/contracts";
import { AppError } from "../../http/app-error.ts";
import { assertNotepadTitleFree, assertRoomForNotepad, NOTEPAD_QUOTA_MESSAGE } from "./notepad-quota.ts";

describe("assertRoomForNotepad", () => {
  it("lets a customer create notepads up to the limit", () => {
    expect(() => assertRoomForNotepad(0)).not.toThrow();
    expect(() => assertRoomForNotepad(MAX_NOTEPADS - 1)).not.toThrow();
  });

  it("refuses one more once the limit is reached, saying what to do", () => {
    for (const existing of [MAX_NOTEPADS, MAX_NOTEPADS + 3]) {
      let thrown: unknown;
      try {
        assertRoomForNotepad(existing);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect((thrown as AppError).kind).toBe("CONFLICT");
      expect((thrown as AppError).message).toBe(NOTEPAD_QUOTA_MESSAGE);
    }
    expect(NOTEPAD_QUOTA_MESSAGE).toBe("Vous avez déjà 20 blocs-notes : supprimez-en un pour en créer un autre.");
  });
});

describe("assertNotepadTitleFree", () => {
  const notepads = [
    { id: 1, title: "Apéro du samedi" },
    { id: 2, title: "Semaine" },
  ];

  it("refuses a title the customer already gave, as a shopper reads it (case, accents, spaces aside), naming it as written", () => {
    for (const title of ["Semaine", "SEMAINE", " semaine ", "apero  du Samedi"]) {
      expect(() => assertNotepadTitleFree(notepads, title)).toThrow(AppError);
    }
    expect(() => assertNotepadTitleFree(notepads, "semaine")).toThrow("Vous avez déjà un bloc-notes « Semaine » : choisissez un autre titre.");
  });

  it("lets a new title through, and a notepad keep its own", () => {
    expect(() => assertNotepadTitleFree(notepads, "Fête")).not.toThrow();
    expect(() => assertNotepadTitleFree(notepads, "SEMAINE", 2)).not.toThrow();
  });
});
