import { describe, expect, it } from "vitest";
import { bandFeeCents, computeBasketTotals, formatEuros, lineAmountCents, minimumShortfallCents, type TotalsInput, type TotalsLine } from "./basket-totals.ts";

const BANDS = [
  { minBasketCents: 0, feeCents: 790 },
  { minBasketCents: 6000, feeCents: 490 },
  { minBasketCents: 10000, feeCents: 0 },
];

const line = (unitPriceCents: number, quantity: number, extra: Partial<TotalsLine> = {}): TotalsLine => ({
  unitPriceCents,
  quantity,
  variableWeight: false,
  averageWeightGrams: null,
  ...extra,
});

const input = (extra: Partial<TotalsInput> = {}): TotalsInput => ({
  lines: [],
  perimeter: { minimumOrderCents: 3500, freeDeliveryThresholdCents: 10000, feeBands: BANDS },
  slot: null,
  donationCents: 0,
  vouchers: [],
  eurofidCents: 0,
  cagnotteCents: 0,
  amex: null,
  joker: false,
  advantageCode: null,
  ...extra,
});

const code = (extra: Partial<NonNullable<TotalsInput["advantageCode"]>> = {}): NonNullable<TotalsInput["advantageCode"]> => ({
  code: "BIENVENUE10",
  label: "10 € offerts",
  kind: "amount",
  value: 1000,
  minBasketCents: 6000,
  refusal: null,
  ...extra,
});

describe("line amounts", () => {
  it("multiplies a unit price by the quantity", () => {
    expect(lineAmountCents(line(249, 3))).toBe(747);
  });

  it("estimates a variable-weight line as kilo price × average weight × pieces, rounded once", () => {
    // 18,90 €/kg × 0,333 kg × 3 = 18,8811 € → 18,88 €
    expect(lineAmountCents(line(1890, 3, { variableWeight: true, averageWeightGrams: 333 }))).toBe(1888);
    // rounding once on the line, not per piece (per piece would give 6,29 × 3 = 18,87)
    expect(Math.round((1890 * 333) / 1000) * 3).toBe(1887);
  });
});

describe("delivery fee bands", () => {
  it("takes the band with the highest minimum not above the goods", () => {
    expect(bandFeeCents(BANDS, 0)).toBe(790);
    expect(bandFeeCents(BANDS, 5999)).toBe(790);
    expect(bandFeeCents(BANDS, 6000)).toBe(490);
    expect(bandFeeCents(BANDS, 12000)).toBe(0);
    expect(bandFeeCents([...BANDS].reverse(), 6500)).toBe(490);
  });

  it("charges nothing without any band", () => {
    expect(bandFeeCents([], 5000)).toBe(0);
  });
});

describe("minimum order shortfall", () => {
  it("is what the goods lack to reach the minimum, never the minimum itself", () => {
    expect(minimumShortfallCents(589, 3500)).toBe(2911);
    expect(minimumShortfallCents(3500, 3500)).toBe(0);
    expect(minimumShortfallCents(4200, 3500)).toBe(0);
    expect(minimumShortfallCents(589, 0)).toBe(0);
  });
});

describe("computeBasketTotals", () => {
  it("gives all zeros, no fee and no teaser for an empty basket", () => {
    const r = computeBasketTotals(input());
    expect(r.totals).toMatchObject({ total_euro: 0, total_marchandise: 0, total_autorisation: 0, frais_express: 0, total_minimum: 3500 });
    expect(r.feeCents).toBe(0);
    expect(r.teasingCents).toBeNull();
    expect(r.alerts).toEqual([]);
  });

  it("adds the band fee and says how much is missing for the minimum and for free delivery", () => {
    const r = computeBasketTotals(input({ lines: [line(1000, 2)] }));
    expect(r.totals.total_marchandise).toBe(2000);
    expect(r.feeCents).toBe(790);
    expect(r.totals.total_euro).toBe(2790);
    expect(r.minimumReached).toBe(false);
    expect(r.alerts[0]).toBe("Minimum de commande : 35,00 €. Plus que 15,00 € pour commander.");
    expect(r.teasingCents).toBe(8000);
  });

  it("delivers free from the threshold and reports a zero teaser", () => {
    const r = computeBasketTotals(input({ lines: [line(5000, 2)] }));
    expect(r.freeDelivery).toBe(true);
    expect(r.feeCents).toBe(0);
    expect(r.teasingCents).toBe(0);
    expect(r.totals.total_euro).toBe(10000);
    expect(r.alerts).toEqual([]);
  });

  it("adds the held slot's fee to the band fee and its express surcharge apart", () => {
    const r = computeBasketTotals(input({ lines: [line(7000, 1)], slot: { feeCents: 200, expressFeeCents: 500 } }));
    expect(r.feeCents).toBe(690);
    expect(r.totals.frais_express).toBe(500);
    expect(r.totals.total_euro).toBe(7000 + 690 + 500);
  });

  it("waives the delivery fee with a joker but keeps the express surcharge", () => {
    const r = computeBasketTotals(input({ lines: [line(4000, 1)], joker: true, slot: { feeCents: 100, expressFeeCents: 500 } }));
    expect(r.feeCents).toBe(0);
    expect(r.regularFeeCents).toBe(890);
    expect(r.totals.frais_express).toBe(500);
    expect(r.totals.total_euro).toBe(4500);
    expect(r.teasingCents).toBe(0);
    expect(r.jokerUsed).toBe(true);
  });

  it("does not spend the joker when delivery is free anyway (threshold reached, or a free-delivery code)", () => {
    expect(computeBasketTotals(input({ lines: [line(10_000, 1)], joker: true })).jokerUsed).toBe(false);
    const free = code({ code: "LIVRAISONOFFERTE", label: "livraison offerte", kind: "free_delivery", value: 0, minBasketCents: 4000 });
    const both = computeBasketTotals(input({ lines: [line(4000, 1)], joker: true, advantageCode: free }));
    expect([both.feeCents, both.jokerUsed]).toEqual([0, false]);
    // Below the code's minimum, the joker is what gives free delivery: spent.
    expect(computeBasketTotals(input({ lines: [line(3900, 1)], joker: true, advantageCode: free })).jokerUsed).toBe(true);
    expect(computeBasketTotals(input({ lines: [], joker: true })).jokerUsed).toBe(false);
  });

  it("computes total_autorisation as the total plus 15 % of the variable part, rounded up", () => {
    // variable line: 18,90 €/kg × 0,333 kg × 3 = 18,88 €; 15 % = 2,832 → 2,84
    const r = computeBasketTotals(
      input({ lines: [line(1890, 3, { variableWeight: true, averageWeightGrams: 333 }), line(3000, 1)] }),
    );
    expect(r.totals.total_marchandise).toBe(4888);
    expect(r.totals.total_euro).toBe(4888 + 790);
    expect(r.totals.total_autorisation).toBe(4888 + 790 + 284);
  });

  it("has no authorisation margin without variable-weight lines", () => {
    const r = computeBasketTotals(input({ lines: [line(4000, 1)] }));
    expect(r.totals.total_autorisation).toBe(r.totals.total_euro);
  });

  it("applies an amount code once its minimum is reached", () => {
    const r = computeBasketTotals(input({ lines: [line(6500, 1)], advantageCode: code() }));
    expect(r.codeCondition).toEqual({ ret: true, texte: "Code BIENVENUE10 appliqué : 10 € offerts." });
    expect(r.totals.total_remises).toBe(1000);
    expect(r.totals.total_achat).toBe(5500);
    // the fee band looks at goods before discounts: 65 € → 4,90 €
    expect(r.feeCents).toBe(490);
    expect(r.totals.total_euro).toBe(5500 + 490);
  });

  it("explains an unmet code condition and applies nothing", () => {
    const r = computeBasketTotals(input({ lines: [line(4750, 1)], advantageCode: code() }));
    expect(r.codeCondition).toEqual({
      ret: false,
      texte: "Plus que 12,50 € d'achats pour profiter du code BIENVENUE10 (10 € offerts, dès 60,00 €).",
    });
    expect(r.totals.total_remises).toBe(0);
  });

  it("returns the caller's refusal (first order only) as the unmet condition", () => {
    const r = computeBasketTotals(
      input({ lines: [line(9000, 1)], advantageCode: code({ refusal: "Ce code est réservé à la première commande." }) }),
    );
    expect(r.codeCondition).toEqual({ ret: false, texte: "Ce code est réservé à la première commande." });
    expect(r.totals.total_remises).toBe(0);
  });

  it("rounds a percent code down to the cent", () => {
    // 10 % of 45,55 € = 4,555 € → 4,55 €
    const r = computeBasketTotals(input({ lines: [line(4555, 1)], advantageCode: code({ kind: "percent", value: 1000, minBasketCents: 0 }) }));
    expect(r.totals.total_remises).toBe(455);
  });

  it("gives free delivery with a free-delivery code from its minimum", () => {
    const free = code({ code: "LIVRAISONOFFERTE", label: "livraison offerte", kind: "free_delivery", value: 0, minBasketCents: 4000 });
    expect(computeBasketTotals(input({ lines: [line(3900, 1)], advantageCode: free })).feeCents).toBe(790);
    const met = computeBasketTotals(input({ lines: [line(4000, 1)], advantageCode: free }));
    expect(met.feeCents).toBe(0);
    expect(met.totals.total_remises).toBe(0);
    expect(met.totals.total_euro).toBe(4000);
  });

  it("never discounts more than the goods", () => {
    const r = computeBasketTotals(
      input({ lines: [line(500, 1)], advantageCode: code({ value: 5000, minBasketCents: 0 }), amex: { rateBp: 500, capCents: 1000 } }),
    );
    expect(r.totals.total_remises).toBe(500);
    expect(r.totals.total_achat).toBe(0);
    expect(r.amexDiscountCents).toBe(0);
    expect(r.totals.total_euro).toBe(790);
  });

  it("applies the Amex discount after the code, rounded down and capped", () => {
    const r = computeBasketTotals(
      input({ lines: [line(6999, 1)], advantageCode: code(), amex: { rateBp: 500, capCents: 1000 } }),
    );
    // (69,99 − 10) × 5 % = 2,9995 → 2,99
    expect(r.amexDiscountCents).toBe(299);
    expect(r.totals.total_remises).toBe(1299);
    const capped = computeBasketTotals(input({ lines: [line(50000, 1)], amex: { rateBp: 500, capCents: 1000 } }));
    expect(capped.amexDiscountCents).toBe(1000);
  });

  it("uses vouchers, then the cagnotte, then loyalty euros, each capped by what is due", () => {
    const r = computeBasketTotals(
      input({
        lines: [line(4000, 1)],
        vouchers: [{ code: "BA-1", amountCents: 3000, minBasketCents: 2000 }],
        cagnotteCents: 1000,
        eurofidCents: 2000,
      }),
    );
    // due: 40 + 7,90 = 47,90; voucher 30 → 17,90; cagnotte 10 → 7,90; eurofid capped at 7,90
    expect(r.totals.total_ba_panier).toBe(3000);
    expect(r.totals.total_cagnotte).toBe(1000);
    expect(r.eurofidUsedCents).toBe(790);
    expect(r.totals.total_euro).toBe(0);
  });

  it("keeps a voucher whose minimum is not reached unused, with an alert", () => {
    const r = computeBasketTotals(input({ lines: [line(4000, 1)], vouchers: [{ code: "BA-2", amountCents: 500, minBasketCents: 5000 }] }));
    expect(r.voucherCents).toEqual([{ code: "BA-2", cents: 0 }]);
    expect(r.totals.total_ba_panier).toBe(0);
    expect(r.alerts).toContain("Le bon d'achat BA-2 demande 50,00 € d'achats : il sera utilisé quand ce montant sera atteint.");
  });

  it("names a referral voucher whose minimum is not reached as one", () => {
    const r = computeBasketTotals(input({ lines: [line(4000, 1)], vouchers: [{ code: "PARRAIN-1", amountCents: 1000, minBasketCents: 5000, kind: "parrain" }] }));
    expect(r.alerts).toContain("Le bon de parrainage PARRAIN-1 demande 50,00 € d'achats : il sera utilisé quand ce montant sera atteint.");
  });

  it("never lets benefits pay the donation: it stays due", () => {
    const r = computeBasketTotals(input({ lines: [line(10000, 1)], donationCents: 500, eurofidCents: 20000 }));
    expect(r.totals.total_dons).toBe(500);
    expect(r.eurofidUsedCents).toBe(10000);
    expect(r.totals.total_euro).toBe(500);
  });

  it("ignores negative benefit amounts", () => {
    const r = computeBasketTotals(input({ lines: [line(4000, 1)], eurofidCents: -500, cagnotteCents: -1, donationCents: -100 }));
    expect(r.totals.total_euro).toBe(4790);
    expect(r.totals.total_dons).toBe(0);
  });

  it("sums the reservation, grand cru, own-brand and buffet parts of the goods", () => {
    const r = computeBasketTotals(
      input({
        lines: [
          line(3000, 1, { reservation: true, grandCru: true }),
          line(250, 4, { ownBrand: true }),
          line(1200, 1, { buffet: true }),
          line(500, 1),
        ],
      }),
    );
    expect(r.totals).toMatchObject({ total_reservations: 3000, total_grands_crus: 3000, total_cabas: 1000, total_idbuffet: 1200, total_marchandise: 5700 });
  });

  it("charges nothing and teases nothing when the perimeter has no threshold and no bands", () => {
    const r = computeBasketTotals(input({ lines: [line(4000, 1)], perimeter: { minimumOrderCents: 0, freeDeliveryThresholdCents: null, feeBands: [] } }));
    expect(r.feeCents).toBe(0);
    expect(r.teasingCents).toBeNull();
    expect(r.minimumReached).toBe(true);
  });

  it("formats euros the French way with an ordinary space", () => {
    expect(formatEuros(123456)).toBe("1 234,56 €");
  });
});

describe("packs bought as packs", () => {
  it("take their discount off the goods before the code, in total_remises, with the fee band read on the goods", () => {
    const r = computeBasketTotals(input({ lines: [line(2000, 3)], packDiscountCents: 600, advantageCode: code({ kind: "percent", value: 1000, minBasketCents: 0 }) }));
    expect(r.packDiscountCents).toBe(600);
    // 10 % of what the pack left: 54.00 € → 5.40 €.
    expect(r.codeDiscountCents).toBe(540);
    expect(r.totals).toMatchObject({ total_marchandise: 6000, total_remises: 1140, total_achat: 4860 });
    expect(r.feeCents).toBe(490);
    expect(r.totals.total_euro).toBe(4860 + 490);
  });

  it("never take more than the goods", () => {
    expect(computeBasketTotals(input({ lines: [line(100, 1)], packDiscountCents: 500 })).totals.total_remises).toBe(100);
  });
});

describe("mix-and-match offers (ADR 0100)", () => {
  it("take their saving off the goods after packs and before the code, in total_remises", () => {
    const r = computeBasketTotals(
      input({ lines: [line(2000, 3)], packDiscountCents: 600, mixMatchDiscountCents: 400, advantageCode: code({ kind: "percent", value: 1000, minBasketCents: 0 }) }),
    );
    expect(r.mixMatchDiscountCents).toBe(400);
    // 10 % of what packs and offers left: 50.00 € → 5.00 €.
    expect(r.codeDiscountCents).toBe(500);
    expect(r.totals).toMatchObject({ total_marchandise: 6000, total_remises: 1500, total_achat: 4500 });
  });

  it("never take more than what packs left of the goods", () => {
    const r = computeBasketTotals(input({ lines: [line(100, 1)], packDiscountCents: 60, mixMatchDiscountCents: 500 }));
    expect(r.mixMatchDiscountCents).toBe(40);
    expect(r.totals.total_remises).toBe(100);
  });
});
