// The order's page opened in a second tab while the customer changes the order in her basket.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChangeInProgress, offersOrderChange } from "./change-in-progress.tsx";

describe("ChangeInProgress", () => {
  it("says a modification is being made and links to the basket it is made in", () => {
    const html = renderToStaticMarkup(<ChangeInProgress change="modification" until={"mardi 1er décembre à 14\u00A0h"} />);
    expect(html).toContain("Une modification de cette commande est en cours dans votre panier\u00A0:");
    expect(html).toContain('<a href="/checkout/mon-panier">Reprendre ma modification</a>');
    expect(html).toContain("Validez-la avant le mardi 1er décembre à 14\u00A0h, ou abandonnez-la depuis le panier pour garder la commande telle quelle.");
  });

  it("says a complement is being filled, and nothing when no change is being made", () => {
    expect(renderToStaticMarkup(<ChangeInProgress change="complement" until="lundi" />)).toContain('<a href="/checkout/mon-panier">Reprendre mon complément</a>');
    expect(renderToStaticMarkup(<ChangeInProgress change={null} until="lundi" />)).toBe("");
  });
});

describe("offersOrderChange", () => {
  it("offers « Modifier ma commande » only while no modification is already being made", () => {
    expect(offersOrderChange({ modifiable: true, changement_en_cours: null })).toBe(true);
    expect(offersOrderChange({ modifiable: true, changement_en_cours: "complement" })).toBe(true);
    expect(offersOrderChange({ modifiable: true, changement_en_cours: "modification" })).toBe(false);
    expect(offersOrderChange({ modifiable: false, changement_en_cours: null })).toBe(false);
  });
});
