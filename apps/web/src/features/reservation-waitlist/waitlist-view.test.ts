import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import {
  asksToJoin,
  heldPlaceNotice,
  heldPlaces,
  heldPlaceUntil,
  ordinalPosition,
  readWaitlistEntry,
  WAITLIST_GUEST_AFTER_LINK,
  WAITLIST_HINT,
  waitlistSignInHref,
  waitlistStatus,
  withoutReturnParam,
} from "./waitlist-view.ts";

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

describe("a place held on the product page (ADR 0123)", () => {
  const told = { etat: "prevenu" as const, position: null, jusqu_au: "2026-12-02T10:00:00.000Z", places_reservees: 1 };
  const before = Date.parse("2026-12-02T09:59:00Z");
  it("is the shopper's to add while their window is open", () => {
    expect(heldPlaces(told, before)).toBe(1);
    expect(heldPlaces({ ...told, places_reservees: 2 }, before)).toBe(2);
  });
  it("is nothing once the window ended, when told before places were held, or when not told", () => {
    expect(heldPlaces(told, Date.parse("2026-12-02T10:00:00Z"))).toBe(0);
    expect(heldPlaces({ ...told, places_reservees: 0 }, before)).toBe(0);
    expect(heldPlaces({ etat: "en_attente", position: 1, jusqu_au: null, places_reservees: 0 }, before)).toBe(0);
    expect(heldPlaces(null, before)).toBe(0);
  });
  it("says until when, typeset, in Paris time", () => {
    const text = heldPlaceNotice(told.jusqu_au, 1);
    expect(plain(text)).toBe("Une réservation vous est gardée jusqu'au mercredi 2 décembre à 11 h : ajoutez-la à votre panier.");
    expect(text).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
    expect(plain(heldPlaceNotice(told.jusqu_au, 2))).toContain("2 réservations vous sont gardées jusqu'au");
  });
  it("says the place is in the basket once added, rather than asking to add it again (QA of 2026-12-02)", () => {
    const text = heldPlaceNotice(told.jusqu_au, 1, 1);
    expect(plain(text)).toBe("Votre réservation est dans votre panier, gardée jusqu'au mercredi 2 décembre à 11 h : commandez d'ici là.");
    expect(text).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
    expect(plain(heldPlaceNotice(told.jusqu_au, 2, 2))).toBe("Vos 2 réservations sont dans votre panier, gardées jusqu'au mercredi 2 décembre à 11 h : commandez d'ici là.");
    // One of two added: the other is still to add.
    expect(plain(heldPlaceNotice(told.jusqu_au, 2, 1))).toContain("ajoutez-les à votre panier");
    const status = plain(waitlistStatus(told, 1));
    expect(status).toContain("Elle est dans votre panier, gardée jusqu'au mercredi 2 décembre à 11 h : commandez d'ici là.");
    expect(status).not.toContain("ajoutez-la");
  });
  it("says the window has ended once the page's clock passes it, rather than asking to add it (ADR 0137)", () => {
    const after = Date.parse(told.jusqu_au);
    const text = waitlistStatus(told, 0, after);
    expect(plain(text)).toBe("Une réservation s'est libérée pour vous : nous vous avons écrit. Elle vous était gardée jusqu'au mercredi 2 décembre à 11 h : ce délai est passé.");
    expect(text).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
    expect(plain(waitlistStatus(told, 1, after))).toContain("ce délai est passé");
    expect(plain(waitlistStatus(told, 0, before))).toContain("Elle vous est gardée jusqu'au");
    // Offered without a held place (told before places were held): its sentence already says « tant qu'elle n'est pas prise ».
    expect(plain(waitlistStatus({ ...told, places_reservees: 0 }, 0, after))).toContain("tant qu'elle n'est pas prise");
  });
});

describe("a list's proposed replacement held for its owner (ADR 0137)", () => {
  it("says until when in the tile's words, without asking to add it to the basket", () => {
    const text = heldPlaceUntil("2026-12-02T10:00:00.000Z", 1);
    expect(plain(text)).toBe("Une réservation vous est gardée jusqu'au mercredi 2 décembre à 11 h.");
    expect(text).toContain("à 11\u00a0h.");
    expect(plain(heldPlaceUntil("2026-12-02T10:00:00.000Z", 2))).toBe("2 réservations vous sont gardées jusqu'au mercredi 2 décembre à 11 h.");
  });
});

describe("a guest's way back to join", () => {
  it("signs in and returns to the product page asking to join", () => {
    expect(waitlistSignInHref("/authentification", "chapon-fermier")).toBe("/authentification?redirect=%2Fchapon-fermier%3Fliste-attente%3Drejoindre");
  });
  it("reads the return parameter, and only its one value", () => {
    expect(asksToJoin("?liste-attente=rejoindre")).toBe(true);
    expect(asksToJoin("?utm=x&liste-attente=rejoindre")).toBe(true);
    expect(asksToJoin("?liste-attente=quitter")).toBe(false);
    expect(asksToJoin("")).toBe(false);
  });
  it("drops it from the address, keeping the rest", () => {
    expect(withoutReturnParam("/chapon", "?liste-attente=rejoindre", "")).toBe("/chapon");
    expect(withoutReturnParam("/chapon", "?utm=x&liste-attente=rejoindre", "#avis")).toBe("/chapon?utm=x#avis");
  });
});
