import { describe, expect, it } from "vitest";
import { RETURN_CALL_NOTE_MAX } from "@cabas/contracts";
import { returnCallNoteText, returnCallRefusal } from "./return-call.ts";

// 2 December 2026, 23:30 in Paris (22:30 UTC): Paris's day, not UTC's, is the day of the call.
const lateEvening = new Date("2026-12-02T22:30:00Z");
const earlyMorning = new Date("2026-12-02T23:30:00Z"); // 3 December, 00:30 in Paris

describe("returnCallRefusal", () => {
  it("accepts each outcome with or without a note, and a promise with or without its day", () => {
    for (const outcome of ["joint", "injoignable", "promesse", "refus"] as const) expect(returnCallRefusal({ outcome, promisedOn: null, note: "" }, lateEvening)).toBeNull();
    expect(returnCallRefusal({ outcome: "autre", promisedOn: null, note: "Rappelle lundi" }, lateEvening)).toBeNull();
    expect(returnCallRefusal({ outcome: "promesse", promisedOn: "2026-12-10", note: "Virement" }, lateEvening)).toBeNull();
  });

  it("takes a promise from the day of the call in Paris to 60 days later", () => {
    expect(returnCallRefusal({ outcome: "promesse", promisedOn: "2026-12-02", note: "" }, lateEvening)).toBeNull();
    expect(returnCallRefusal({ outcome: "promesse", promisedOn: "2026-12-01", note: "" }, lateEvening)?.field).toBe("paiement_promis_le");
    // Past midnight in Paris, the 2nd is yesterday.
    expect(returnCallRefusal({ outcome: "promesse", promisedOn: "2026-12-02", note: "" }, earlyMorning)?.message).toMatch(/passée/);
    expect(returnCallRefusal({ outcome: "promesse", promisedOn: "2027-01-31", note: "" }, lateEvening)).toBeNull();
    expect(returnCallRefusal({ outcome: "promesse", promisedOn: "2027-02-01", note: "" }, lateEvening)?.message).toBe("La date de paiement promise est à 60 jours au plus de l'appel.");
  });

  it("refuses a promised day with any other outcome", () => {
    expect(returnCallRefusal({ outcome: "refus", promisedOn: "2026-12-10", note: "" }, lateEvening)).toEqual({
      field: "paiement_promis_le",
      message: "La date de paiement promise se donne avec une promesse de paiement.",
    });
  });

  it("bounds the note, and asks one for « autre »", () => {
    expect(returnCallRefusal({ outcome: "joint", promisedOn: null, note: "é".repeat(RETURN_CALL_NOTE_MAX) }, lateEvening)).toBeNull();
    expect(returnCallRefusal({ outcome: "joint", promisedOn: null, note: "é".repeat(RETURN_CALL_NOTE_MAX + 1) }, lateEvening)?.field).toBe("note");
    expect(returnCallRefusal({ outcome: "autre", promisedOn: null, note: "" }, lateEvening)).toEqual({ field: "note", message: "Précisez en une note ce qui s'est dit." });
  });
});

describe("returnCallNoteText", () => {
  it("trims, makes line breaks and runs of spaces one space, drops control characters", () => {
    expect(returnCallNoteText("  Rappeler\r\n\r\nlundi   matin\t \u0007 ")).toBe("Rappeler lundi matin");
    expect(returnCallNoteText("   ")).toBe("");
    expect(returnCallNoteText("Promet « vendredi »")).toBe("Promet « vendredi »");
  });
});
