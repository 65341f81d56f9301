import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FavouritesProvider, useFavourites } from "./favourites-context.tsx";

function Heart({ id }: { id: number }) {
  const { status, isFavourite } = useFavourites();
  return `${status}:${isFavourite(id)}`;
}

describe("useFavourites", () => {
  it("throws a developer error in French outside its provider (spec §8)", () => {
    expect(() => renderToString(createElement(Heart, { id: 1 }))).toThrow(
      "useFavourites doit être utilisé dans un FavouritesProvider : les données des favoris n'existent qu'à l'intérieur.",
    );
  });

  it("knows a guest has no favourites, and waits for the read when the shopper may have an account", () => {
    expect(renderToString(createElement(FavouritesProvider, { account: false, children: createElement(Heart, { id: 1 }) }))).toBe("guest:false");
    expect(renderToString(createElement(FavouritesProvider, { account: true, children: createElement(Heart, { id: 1 }) }))).toBe("unknown:false");
  });
});
