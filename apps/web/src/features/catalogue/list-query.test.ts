import { describe, expect, it } from "vitest";
import { listHref, pageWindow, parseListQuery, toApiFilters, withChange, withoutControlCharacters } from "./list-query.ts";

describe("listing query", () => {
  it("reads filters, sort and page from the query string", () => {
    const q = parseListQuery({ bio: "1", promo: "on", nouveautes: "1", marque: "bonne-maman", tri: "prix-desc", page: "3" });
    expect(q).toEqual({ bio: true, promo: true, new: true, brand: "bonne-maman", sort: "prix", order: "desc", page: 3 });
  });

  it("falls back to defaults on unknown or malformed values", () => {
    const q = parseListQuery({ tri: "'; drop table", page: "-4", bio: "peut-être" });
    expect(q).toMatchObject({ bio: false, sort: "pertinence", order: "asc", page: 1, brand: null });
    expect(parseListQuery({ page: "2.5" }).page).toBe(1);
    expect(parseListQuery({ page: ["2", "3"] }).page).toBe(2);
  });

  it("drops control characters from a brand typed into the address, as from the search's words", () => {
    expect(parseListQuery({ marque: "\u0000" }).brand).toBeNull();
    expect(parseListQuery({ marque: "bonne\u0001-maman" }).brand).toBe("bonne-maman");
    expect(withoutControlCharacters("lait\u0000 demi\u007F-écrémé 🥛")).toBe("lait demi-écrémé 🥛");
  });

  it("builds links with only the non-default parameters", () => {
    const q = parseListQuery({});
    expect(listHref("/catalogue/fromages", q)).toBe("/catalogue/fromages");
    expect(listHref("/catalogue/fromages", withChange(q, { bio: true, sort: "prix", order: "desc" }))).toBe(
      "/catalogue/fromages?bio=1&tri=prix-desc",
    );
  });

  it("goes back to page 1 when a filter changes, keeps the filters when the page changes", () => {
    const q = parseListQuery({ promo: "1", page: "4" });
    expect(withChange(q, { bio: true }).page).toBe(1);
    expect(listHref("/x", withChange(q, { page: 5 }))).toBe("/x?promo=1&page=5");
  });

  it("keeps extra parameters such as the search text and a custom brand key", () => {
    const q = parseListQuery({ facette_marque: "president" }, "facette_marque");
    expect(listHref("/recherche", q, { text: "beurre doux" }, "facette_marque")).toBe(
      "/recherche?text=beurre+doux&facette_marque=president",
    );
  });

  it("maps to the API's list parameters", () => {
    expect(toApiFilters(parseListQuery({ bio: "1", tri: "nom-asc" }))).toEqual({
      bio: "1",
      sort: "nom",
      order: "asc",
      page: 1,
      limit: 20,
    });
  });

  it("shows a window of pages with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
  });
});
