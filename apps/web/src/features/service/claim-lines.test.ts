import { describe, expect, it } from "vitest";
import { claimLinesFrom } from "./claim-lines.ts";

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of fields) data.append(k, v);
  return data;
};

describe("claimLinesFrom", () => {
  it("keeps the products with a quantity, each with its reason", () => {
    expect(
      claimLinesFrom(
        form([
          ["id_commande", "12"],
          ["quantite_5", "2"],
          ["motif_5", "abime"],
          ["quantite_7", ""],
          ["motif_7", "manquant"],
          ["quantite_9", "0"],
          ["quantite_11", " 1 "],
          ["motif_11", "manquant"],
        ]),
      ),
    ).toEqual([
      { id_article: 5, quantite: 2, motif: "abime" },
      { id_article: 11, quantite: 1, motif: "manquant" },
    ]);
  });

  it("passes on what cannot be read, for the web-service to refuse in French", () => {
    const [line] = claimLinesFrom(form([["quantite_5", "1,5"]]));
    expect(line!.quantite).toBeNaN();
    expect(line!.motif).toBe("");
    expect(claimLinesFrom(form([["quantite_abc", "1"]]))).toEqual([]);
  });
});
