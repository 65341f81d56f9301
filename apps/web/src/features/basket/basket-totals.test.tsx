// The web-service writes its basket alerts with plain spaces (« Minimum de commande : 35,00 € »): the totals block
// prints them typeset, or « € » and « : » wrap alone onto the next line on a phone.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Basket } from "@cabas/contracts";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { BasketTotals } from "./basket-totals.tsx";

const basket = {
  totals: { total_euro: 30.51, total_achat: 23.61, total_marchandise: 23.61, total_autorisation: 30.8, total_minimum: 35 },
  teasing_fl: 66.39,
  complement_en_cours: false,
  poids_variable: false,
  fl: 6.9,
  alerte: ["Minimum de commande : 35,00 €. Plus que 11,39 € pour commander."],
  avantages: { joker: { actif: false }, amex: { actif: false }, bha: [], codeAvantage: { hasCodeAvantage: false } },
} as unknown as Basket;

describe("BasketTotals", () => {
  it("typesets the web-service's alerts", () => {
    const html = renderToStaticMarkup(<BasketTotals basket={basket} />);
    expect(html).toContain("Minimum de commande\u00a0: 35,00\u00a0€. Plus que 11,39\u00a0€ pour commander.");
    expect(html).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
  });
});
