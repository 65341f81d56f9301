import { describe, expect, it } from "vitest";
import { favouriteIds, heldAfterRemoval, readFavourites } from "./favourites.ts";

describe("favouriteIds", () => {
  it("is the read ids when this page changed nothing", () => {
    expect([...favouriteIds([3, 7], new Map())]).toEqual([3, 7]);
  });

  it("adds a product put in a list and drops one taken out of every list, whatever the read said", () => {
    const shown = favouriteIds([3, 7], new Map([[9, true], [3, false]]));
    expect([...shown].sort((a, b) => a - b)).toEqual([7, 9]);
  });
});

describe("readFavourites", () => {
  it("keeps the integer ids of en_liste", () => {
    expect(readFavourites({ success: true, en_liste: [1, 2.5, "3", 4] })).toEqual([1, 4]);
  });

  it("reads nothing from an answer without the list", () => {
    expect(readFavourites({ success: true })).toEqual([]);
    expect(readFavourites(null)).toEqual([]);
  });
});

describe("heldAfterRemoval", () => {
  it("stays a favourite while another list holds it", () => {
    expect(heldAfterRemoval([{ list_id: 1 }, { list_id: 2 }], 1)).toBe(true);
    expect(heldAfterRemoval([{ list_id: 1 }], 1)).toBe(false);
  });
});
