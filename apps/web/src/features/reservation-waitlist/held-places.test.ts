// The tile's rule for a place a waiting list holds for the shopper (ADR 0131): sold out on the shelf, available to the
// told customer up to the units held while the window is open; everyone and everything else reads the shelf.
import { describe, expect, it } from "vitest";
import { heldPlaceEntry, mayBeHeld, nextExpiry, readHeldPlaces, tileOffer, type HeldPlace } from "./held-places.ts";

const NOW = Date.parse("2026-12-02T10:00:00.000Z");
const place: HeldPlace = { productId: 7, units: 1, until: "2026-12-03T09:00:00.000Z" };
const soldOut = { available: false, recalled: false, stock: 0 };

describe("tileOffer", () => {
  it("makes a sold-out tile the told customer's, up to the units held, saying until when", () => {
    expect(tileOffer(soldOut, place, NOW)).toEqual({ available: true, stock: 1, held: { units: 1, until: place.until } });
    expect(tileOffer(soldOut, { ...place, units: 2 }, NOW)).toEqual({ available: true, stock: 2, held: { units: 2, until: place.until } });
  });
  it("counts a closed offer's shelf as empty, and adds the held units to an open one with none left", () => {
    expect(tileOffer({ available: false, recalled: false, stock: 4 }, place, NOW).stock).toBe(1);
    expect(tileOffer({ available: true, recalled: false, stock: 0 }, place, NOW)).toMatchObject({ available: true, stock: 1 });
  });
  it("leaves the shelf's tile to everyone else, and to the told customer once the window ended", () => {
    expect(tileOffer(soldOut, null, NOW)).toEqual({ available: false, stock: 0, held: null });
    expect(tileOffer(soldOut, undefined, NOW)).toEqual({ available: false, stock: 0, held: null });
    expect(tileOffer(soldOut, place, Date.parse(place.until))).toEqual({ available: false, stock: 0, held: null });
    expect(tileOffer(soldOut, { ...place, units: 0 }, NOW).held).toBeNull();
  });
  it("keeps a recalled product unsold whatever is held", () => {
    expect(tileOffer({ available: false, recalled: true, stock: 0 }, place, NOW)).toEqual({ available: false, stock: 0, held: null });
  });
  it("changes nothing on a product on sale: the shelf already sells it to the told customer", () => {
    expect(tileOffer({ available: true, recalled: false, stock: 3 }, place, NOW)).toEqual({ available: true, stock: 3, held: null });
  });
});

describe("mayBeHeld", () => {
  it("asks for the held places for a sold-out tile only, never a recalled one", () => {
    expect(mayBeHeld(soldOut)).toBe(true);
    expect(mayBeHeld({ available: true, recalled: false, stock: 0 })).toBe(true);
    expect(mayBeHeld({ available: true, recalled: false, stock: 2 })).toBe(false);
    expect(mayBeHeld({ available: false, recalled: true, stock: 0 })).toBe(false);
  });
});

describe("readHeldPlaces", () => {
  it("reads mesPlacesGardees's answer, skipping what is not a held place", () => {
    expect(
      readHeldPlaces({
        success: true,
        places: [
          { id_produit: 7, places_reservees: 1, jusqu_au: "2026-12-03T09:00:00.000Z" },
          { id_produit: 8, places_reservees: 0, jusqu_au: "2026-12-03T09:00:00.000Z" },
          { id_produit: "9", places_reservees: 1, jusqu_au: "2026-12-03T09:00:00.000Z" },
          null,
        ],
      }),
    ).toEqual([place]);
  });
  it("holds nothing for a refusal or another shape", () => {
    expect(readHeldPlaces(null)).toEqual([]);
    expect(readHeldPlaces({ message: "Vous devez être connecté." })).toEqual([]);
    expect(readHeldPlaces({ places: "none" })).toEqual([]);
  });
});

describe("heldPlaceEntry", () => {
  it("is the product page's entry of a told customer, so both read a held place by one rule", () => {
    expect(heldPlaceEntry(place)).toEqual({ etat: "prevenu", position: null, jusqu_au: place.until, places_reservees: 1 });
  });
});

describe("nextExpiry", () => {
  const at = (iso: string) => Date.parse(iso);
  it("is the earliest window still to end, whatever the order read", () => {
    expect(nextExpiry(["2026-12-03T09:00:00.000Z", "2026-12-02T17:00:00.000Z", "2026-12-04T09:00:00.000Z"], NOW)).toBe(at("2026-12-02T17:00:00.000Z"));
  });
  it("passes over the windows already ended, so the clock moves on to the next one", () => {
    const untils = ["2026-12-02T17:00:00.000Z", "2026-12-03T09:00:00.000Z"];
    expect(nextExpiry(untils, at("2026-12-02T17:00:00.000Z"))).toBe(at("2026-12-03T09:00:00.000Z"));
    expect(nextExpiry(untils, at("2026-12-03T09:00:00.000Z"))).toBeNull();
  });
  it("waits for nothing without a window to come, or with one it cannot read", () => {
    expect(nextExpiry([], NOW)).toBeNull();
    expect(nextExpiry([null, undefined, "demain"], NOW)).toBeNull();
  });
});
