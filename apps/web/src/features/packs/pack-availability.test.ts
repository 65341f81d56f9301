import { beforeAll, describe, expect, it } from "vitest";
import type { TFunction } from "i18next";
import { createI18n } from "../../i18n/create-i18n.ts";
import { PLAIN_SPACE_BEFORE_MARK, typesetFrench } from "@cabas/contracts/french-typography";
import { packShortfallText } from "./pack-availability.ts";

let t: TFunction;
beforeAll(async () => {
  const i18n = await createI18n(async () => (await import("../../i18n/locales/fr/common.json")).default);
  t = i18n.t;
});

describe("what an unavailable pack says", () => {
  it.each<[string, Parameters<typeof packShortfallText>[0], string]>([
    ["nothing for a pack that can be bought", [], ""],
    ["a product out of stock", [{ name: "Beurre doux", reason: "out_of_stock" }], "« Beurre doux » est en rupture de stock"],
    [
      "two products out of stock, in the plural",
      [
        { name: "Beurre doux", reason: "out_of_stock" },
        { name: "Café moulu", reason: "out_of_stock" },
      ],
      "« Beurre doux » et « Café moulu » sont en rupture de stock",
    ],
    ["a product not sold here", [{ name: "Baguette", reason: "not_sold" }], "« Baguette » n'est pas vendu dans votre zone de livraison"],
    ["a recalled product", [{ name: "Camembert", reason: "recalled" }], "« Camembert » fait l'objet d'un rappel de produit"],
    ["too few left", [{ name: "Yaourts", reason: "low_stock" }], "il ne reste pas assez de « Yaourts »"],
    [
      "each reason once, not sold here first",
      [
        { name: "A", reason: "out_of_stock" },
        { name: "B", reason: "not_sold" },
        { name: "C", reason: "out_of_stock" },
        { name: "D", reason: "not_sold" },
        { name: "E", reason: "out_of_stock" },
      ],
      "« B » et « D » ne sont pas vendus dans votre zone de livraison, « A », « C » et « E » sont en rupture de stock",
    ],
  ])("says %s", (_, unavailable, expected) => {
    // Written here with ordinary spaces for reading; shown with no-break ones inside « » (ADR 0070).
    expect(packShortfallText(unavailable, t)).toBe(typesetFrench(expected));
    expect(packShortfallText(unavailable, t)).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
  });
});
