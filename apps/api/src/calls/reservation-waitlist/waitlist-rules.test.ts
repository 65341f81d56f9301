import { describe, expect, it } from "vitest";
import { joinRefusal, joinedMessage, offerEndsAt, ordinalPosition, placesToOffer, waitingPurgeCutoff } from "./waitlist-rules.ts";

describe("joinRefusal", () => {
  it("lets a customer join only a product on reservation whose places are all taken", () => {
    expect(joinRefusal({ name: "Chapon", isReservable: true, available: false })).toBeNull();
    expect(joinRefusal({ name: "Chapon", isReservable: true, available: true })).toContain("Il reste des réservations pour « Chapon »");
    expect(joinRefusal({ name: "Beurre", isReservable: false, available: false })).toContain("ne se vend pas sur réservation");
  });
});

describe("placesToOffer", () => {
  it("tells as many people as places are free, less the places already offered", () => {
    expect(placesToOffer(3, 0)).toBe(3);
    expect(placesToOffer(3, 1)).toBe(2);
    expect(placesToOffer(1, 1)).toBe(0);
    // Someone outside the line took the place offered: nobody more is told.
    expect(placesToOffer(0, 1)).toBe(0);
  });
});

describe("positions and windows", () => {
  it("says the position as French does", () => {
    expect(ordinalPosition(1)).toBe("1re");
    expect(ordinalPosition(2)).toBe("2e");
    expect(joinedMessage("Chapon", 3)).toContain("en 3e position sur la liste d'attente de « Chapon »");
  });
  it("gives a told person 24 hours and keeps a waiting entry 90 days", () => {
    const now = new Date("2026-12-01T10:00:00Z");
    expect(offerEndsAt(now).toISOString()).toBe("2026-12-02T10:00:00.000Z");
    expect(waitingPurgeCutoff(now).toISOString()).toBe("2026-09-02T10:00:00.000Z");
  });
});
