import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { ordinalPosition, readWaitlistEntry, WAITLIST_GUEST_AFTER_LINK, WAITLIST_HINT, waitlistStatus } from "./waitlist-view.ts";

const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, " ") ?? null;

describe("waitlistStatus", () => {
  it("says the waiting shopper's position, typeset", () => {
    const text = waitlistStatus({ etat: "en_attente", position: 2, jusqu_au: null, places_reservees: 0 });
    expect(plain(text)).toBe("Vous êtes sur la liste d'attente, en 2e position : nous vous écrirons quand une réservation se libère.");
    expect(text).toContain("\u00a0:");
    expect(plain(waitlistStatus({ etat: "en_attente", position: 1, jusqu_au: null, places_reservees: 0 }))).toContain("en 1re position");
  });
  it("says until when a freed place is offered, in Paris time", () => {
    expect(plain(waitlistStatus({ etat: "prevenu", position: null, jusqu_au: "2026-12-02T10:00:00.000Z", places_reservees: 0 }))).toContain(
      "jusqu'au mercredi 2 décembre à 11 h",
    );
  });
  it("says a place held for the shopper is theirs until then (ADR 0120)", () => {
    const text = plain(waitlistStatus({ etat: "prevenu", position: null, jusqu_au: "2026-12-02T10:00:00.000Z", places_reservees: 1 }));
    expect(text).toContain("Elle vous est gardée jusqu'au mercredi 2 décembre à 11 h : ajoutez-la à votre panier");
    expect(text).not.toContain("tant qu'elle n'est pas prise");
  });
  it("says nothing to a shopper who is not on the list", () => {
    expect(waitlistStatus({ etat: "absent", position: null, jusqu_au: null, places_reservees: 0 })).toBeNull();
  });
});

describe("readWaitlistEntry", () => {
  it("reads an answer and refuses anything else", () => {
    expect(readWaitlistEntry({ etat: "en_attente", position: 3, jusqu_au: null, message: "" })).toEqual({ etat: "en_attente", position: 3, jusqu_au: null, places_reservees: 0 });
    expect(readWaitlistEntry({ etat: "inconnu" })).toBeNull();
    expect(readWaitlistEntry(null)).toBeNull();
    expect(ordinalPosition(4)).toBe("4e");
  });
});

describe("the box's own texts", () => {
  it("are typeset: no plain space before « : »", () => {
    for (const text of [WAITLIST_HINT, WAITLIST_GUEST_AFTER_LINK]) expect(text).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
  });
});
