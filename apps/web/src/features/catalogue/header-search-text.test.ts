import { describe, expect, it } from "vitest";
import { searchTextFromHeader, searchTextHeaderFor } from "./header-search-text.ts";

const through = (path: string): string => {
  const url = new URL(path, "https://www.cabas.test");
  return searchTextFromHeader(searchTextHeaderFor(url.pathname, url.searchParams));
};

describe("the header's search field on the results page", () => {
  it("shows the words searched, accents, spaces and « % » kept", () => {
    expect(through("/recherche?text=cr%C3%A8me+fra%C3%AEche")).toBe("crème fraîche");
    expect(through("/recherche?text=chocolat%2070%20%25&page=2")).toBe("chocolat 70 %");
  });

  it("reads them as the page does: trimmed, without control characters, 200 characters at most", () => {
    expect(through("/recherche?text=%20%20lait%00%20")).toBe("lait");
    expect(through(`/recherche?text=${"b".repeat(300)}`)).toHaveLength(200);
  });

  it("is empty elsewhere, and on a search without words", () => {
    expect(through("/catalogue/epicerie?text=lait")).toBe("");
    expect(through("/recherche")).toBe("");
    expect(through("/recherche?text=%20")).toBe("");
  });

  it("shows nothing for a header that does not decode", () => {
    expect(searchTextFromHeader("%E0%A4%A")).toBe("");
  });
});
