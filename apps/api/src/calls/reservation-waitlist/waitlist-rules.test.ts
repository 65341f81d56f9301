import { describe, expect, it } from "vitest";
import { availableToCustomer, cardWithHeldUnits, holdIsLive, joinRefusal, joinedMessage, offerEndsAt, ordinalPosition, placesToOffer, positionsInLine, shelfUnitsToTake, waitingPurgeCutoff } from "./waitlist-rules.ts";

describe("joinRefusal", () => {
  it("lets a customer join only a product on reservation whose places are all taken", () => {
    expect(joinRefusal({ name: "Chapon", isReservable: true, available: false })).toBeNull();
    expect(joinRefusal({ name: "Chapon", isReservable: true, available: true })).toContain("Il reste des réservations pour « Chapon »");
    expect(joinRefusal({ name: "Beurre", isReservable: false, available: false })).toContain("ne se vend pas sur réservation");
  });
});

describe("placesToOffer", () => {
  it("tells as many people as places are free on the shelf, less the unheld places already offered", () => {
    // Held places are off the shelf already: three units on it are three people to tell.
    expect(placesToOffer(3, 0)).toBe(3);
    // A person told before places were held still has their unit on the shelf.
    expect(placesToOffer(3, 1)).toBe(2);
    expect(placesToOffer(1, 1)).toBe(0);
    expect(placesToOffer(0, 1)).toBe(0);
  });
});

describe("places held for a told customer (ADR 0120)", () => {
  it("adds the units held for the customer to the shelf, even one marked out of stock", () => {
    expect(availableToCustomer({ stock: 0, inStock: true }, 1)).toBe(1);
    expect(availableToCustomer({ stock: 2, inStock: true }, 1)).toBe(3);
    expect(availableToCustomer({ stock: 2, inStock: false }, 1)).toBe(1);
    expect(availableToCustomer({ stock: 2, inStock: true }, 0)).toBe(2);
  });
  it("holds only while the window is open", () => {
    const ends = new Date("2026-12-02T10:00:00Z");
    expect(holdIsLive({ heldUnits: 1, offerEndsAt: ends }, new Date("2026-12-02T09:59:59Z"))).toBe(true);
    expect(holdIsLive({ heldUnits: 1, offerEndsAt: ends }, ends)).toBe(false);
    expect(holdIsLive({ heldUnits: 0, offerEndsAt: ends }, new Date("2026-12-01T10:00:00Z"))).toBe(false);
    expect(holdIsLive({ heldUnits: 1, offerEndsAt: null }, new Date("2026-12-01T10:00:00Z"))).toBe(false);
  });
  it("takes an order's units from those held first, and gives back what it did not need", () => {
    expect(shelfUnitsToTake(1, 1)).toBe(0);
    expect(shelfUnitsToTake(3, 1)).toBe(2);
    expect(shelfUnitsToTake(0, 1)).toBe(-1);
    expect(shelfUnitsToTake(2, 0)).toBe(2);
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

describe("positionsInLine", () => {
  it("numbers the people still waiting in their order, and gives the told none", () => {
    expect(positionsInLine([{ told: true }, { told: false }, { told: true }, { told: false }])).toEqual([null, 1, null, 2]);
    expect(positionsInLine([])).toEqual([]);
  });
});

describe("cardWithHeldUnits", () => {
  const card = (stock: number, in_stock: number, recalled = false) => ({ id: 7, stock, in_stock, recalled });
  it("makes a sold-out card sellable up to the units held for the customer", () => {
    expect(cardWithHeldUnits(card(0, 0), 1)).toEqual({ id: 7, stock: 1, in_stock: 1, recalled: false });
    expect(cardWithHeldUnits(card(2, 1), 1)).toMatchObject({ stock: 3, in_stock: 1 });
    // An offer closed with units counted on it: only the held ones are the customer's.
    expect(cardWithHeldUnits(card(5, 0), 1)).toMatchObject({ stock: 1, in_stock: 1 });
  });
  it("leaves the card as everyone reads it when nothing is held, and a recalled product unsold", () => {
    expect(cardWithHeldUnits(card(0, 0), 0)).toEqual(card(0, 0));
    expect(cardWithHeldUnits(card(0, 0, true), 1)).toEqual(card(0, 0, true));
  });
});
