// The benefits page's own words, as a shopper on a phone reads them: no number parted from its unit at a line's end.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { BenefitsView } from "./benefits-view.tsx";

vi.mock("./basket-form.tsx", () => ({ BasketForm: ({ children }: { children: ReactNode }) => <form>{children}</form> }));
vi.mock("./basket-totals.tsx", () => ({ BasketTotals: () => null }));
const used = vi.hoisted(() => ({ eurosfid: 0, cagnotte: 0 }));
vi.mock("./basket-context.tsx", () => ({
  useBasket: () => ({
    basket: {
      settings: { solde_eurofid: 2.04, solde_cagnotte: 5, jokers: 1 },
      totals: { total_cagnotte: used.cagnotte },
      avantages: {
        eurosfid: used.eurosfid,
        bha: [],
        codeAvantage: { hasCodeAvantage: false, condition: null },
        joker: { actif: false, usable: true },
        amex: { actif: false, usable: false },
      },
    },
  }),
}));

describe("BenefitsView", () => {
  it("keeps « 5 % » and « 10 € » of the American Express discount together", () => {
    const html = renderToStaticMarkup(<BenefitsView signedIn />);
    expect(html).toContain("Remise American Express (5\u00a0%, 10\u00a0€ au plus)");
    expect(html).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
  });

  it("offers « Ne plus les utiliser » only while the basket uses loyalty euros or the prize pot", () => {
    Object.assign(used, { eurosfid: 0, cagnotte: 0 });
    expect(renderToStaticMarkup(<BenefitsView signedIn />)).not.toContain("Ne plus les utiliser");
    Object.assign(used, { eurosfid: 1.5, cagnotte: 0 });
    expect(renderToStaticMarkup(<BenefitsView signedIn />)).toContain("Ne plus les utiliser");
    Object.assign(used, { eurosfid: 0, cagnotte: 2 });
    expect(renderToStaticMarkup(<BenefitsView signedIn />)).toContain("Ne plus les utiliser");
    Object.assign(used, { eurosfid: 0, cagnotte: 0 });
  });
});
