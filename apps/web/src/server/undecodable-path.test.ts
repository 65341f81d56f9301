import { describe, expect, it } from "vitest";
import { UNDECODABLE_PATH_TARGET, readableUrl } from "./undecodable-path.ts";

describe("readableUrl", () => {
  it("leaves an address whose path decodes as it is, its query included", () => {
    expect(readableUrl("/recherche?text=%E0")).toBe("/recherche?text=%E0");
    expect(readableUrl("/catalogue/p%C3%A2tes?tri=prix-asc")).toBe("/catalogue/p%C3%A2tes?tri=prix-asc");
    expect(readableUrl("/")).toBe("/");
  });

  it("sends a path that is not valid percent-encoding to the 404 page", () => {
    for (const url of ["/lait%", "/%E0", "/catalogue/%C3", "/marque/%E0?x=1"]) expect(readableUrl(url), url).toBe(UNDECODABLE_PATH_TARGET);
  });
});
