import { describe, expect, it } from "vitest";
import { computeBasketTotals, type TotalsInput } from "./basket-totals.ts";
import {
  cancellationRestText,
  changeGivenBackText,
  changeInvoiceMention,
  changeLedgerReason,
  changeNoteText,
  changeToCredit,
  givenBackOf,
  hasWeighingChange,
  remaindersTakenBackText,
  spentBenefitsOf,
  vouchersGivenBackOf,
  weighedBenefitsSplit,
  welcomeUnusedOf,
  withChangeNote,
} from "./benefits-change.ts";

const spent = (vouchers: number, cagnotte: number, eurofid: number) => ({ vouchers, cagnotte, eurofid });

describe("what an order's benefits pay once weighed", () => {
  it("pays as checkout did when weighed as estimated: nothing comes back, money pays the rest and the donation", () => {
    // 58,56 € of purchases: a 30 € voucher, 15 € of pot, 5 € of loyalty euros, 8,56 € by card, and a 2 € donation.
    const split = weighedBenefitsSplit({ purchasesCents: 5856, donationCents: 200, spent: spent(3000, 1500, 500) });
    expect(split).toEqual({
      used: spent(3000, 1500, 500),
      givenBack: { eurofid: 0, cagnotte: 0 },
      vouchersUnusedCents: 0,
      dueCents: 856 + 200,
    });
  });

  it("gives back the loyalty euros first, then the prize pot, in the reverse of checkout's order", () => {
    // Estimated 50 € paid by a 30 € voucher, 15 € of pot and 5 € of loyalty euros; weighed 46 €, then 40 €, then 32 €.
    expect(
      weighedBenefitsSplit({ purchasesCents: 4600, donationCents: 0, spent: spent(3000, 1500, 500) }),
    ).toMatchObject({
      used: spent(3000, 1500, 100),
      givenBack: { eurofid: 400, cagnotte: 0 },
      dueCents: 0,
    });
    expect(
      weighedBenefitsSplit({ purchasesCents: 4000, donationCents: 0, spent: spent(3000, 1500, 500) }),
    ).toMatchObject({
      used: spent(3000, 1000, 0),
      givenBack: { eurofid: 500, cagnotte: 500 },
      dueCents: 0,
    });
    expect(
      weighedBenefitsSplit({ purchasesCents: 3200, donationCents: 0, spent: spent(3000, 1500, 500) }),
    ).toMatchObject({
      used: spent(3000, 200, 0),
      givenBack: { eurofid: 500, cagnotte: 1300 },
      vouchersUnusedCents: 0,
    });
  });

  it("weighed below what the voucher covered: the pot and loyalty euros come back whole, then the voucher's unused part", () => {
    const split = weighedBenefitsSplit({ purchasesCents: 2500, donationCents: 0, spent: spent(3000, 1500, 500) });
    expect(split).toEqual({
      used: spent(2500, 0, 0),
      givenBack: { eurofid: 500, cagnotte: 1500 },
      vouchersUnusedCents: 500,
      dueCents: 0,
    });
  });

  it("in an order paid partly by card: the card's share falls first, the benefits' change comes back only once it is 0", () => {
    // 60 € of purchases: 20 € of pot, 10 € of loyalty euros, 30 € by card.
    const lighter = weighedBenefitsSplit({ purchasesCents: 3200, donationCents: 0, spent: spent(0, 2000, 1000) });
    expect(lighter).toMatchObject({
      used: spent(0, 2000, 1000),
      givenBack: { eurofid: 0, cagnotte: 0 },
      dueCents: 200,
    });
    const muchLighter = weighedBenefitsSplit({ purchasesCents: 2500, donationCents: 0, spent: spent(0, 2000, 1000) });
    expect(muchLighter).toMatchObject({
      used: spent(0, 2000, 500),
      givenBack: { eurofid: 500, cagnotte: 0 },
      dueCents: 0,
    });
  });

  it("never lets the benefits pay the donation: with benefits left over, money still pays the gift to the food bank", () => {
    const split = weighedBenefitsSplit({ purchasesCents: 1000, donationCents: 300, spent: spent(0, 1500, 0) });
    expect(split).toMatchObject({ used: spent(0, 1000, 0), givenBack: { eurofid: 0, cagnotte: 500 }, dueCents: 300 });
  });

  it("spends the benefits as the basket's totals do, for every amount of purchases", () => {
    const basket = (goodsCents: number): TotalsInput => ({
      lines: [{ unitPriceCents: goodsCents, quantity: 1, variableWeight: false, averageWeightGrams: null }],
      perimeter: { minimumOrderCents: 0, freeDeliveryThresholdCents: null, feeBands: [] },
      slot: { feeCents: 590, expressFeeCents: 0 },
      donationCents: 150,
      vouchers: [{ code: "BA", amountCents: 2000, minBasketCents: 0 }],
      cagnotteCents: 1234,
      eurofidCents: 777,
      amex: null,
      joker: false,
      advantageCode: null,
    });
    for (let goods = 1; goods <= 6000; goods += 37) {
      const totals = computeBasketTotals(basket(goods));
      const split = weighedBenefitsSplit({
        purchasesCents: goods + 590,
        donationCents: 150,
        spent: spent(2000, 1234, 777),
      });
      expect([split.used.vouchers, split.used.cagnotte, split.used.eurofid, split.dueCents]).toEqual([
        totals.totals.total_ba_panier,
        totals.cagnotteUsedCents,
        totals.eurofidUsedCents,
        totals.totals.total_euro,
      ]);
    }
  });

  it("refuses amounts that are not whole cents", () => {
    expect(() => weighedBenefitsSplit({ purchasesCents: 10.5, donationCents: 0, spent: spent(0, 0, 0) })).toThrow(
      RangeError,
    );
  });
});

describe("what a weighing credits back", () => {
  const split = weighedBenefitsSplit({ purchasesCents: 3200, donationCents: 0, spent: spent(3000, 1500, 500) });

  it("credits what the order still holds beyond what it uses", () => {
    expect(changeToCredit(split, { eurofid: 500, cagnotte: 1500 })).toEqual({ eurofid: 500, cagnotte: 1300 });
  });

  it("credits nothing a second time: the order's ledger already holds only what it uses", () => {
    expect(changeToCredit(split, { eurofid: 0, cagnotte: 200 })).toEqual({ eurofid: 0, cagnotte: 0 });
  });

  it("never credits more than the ledger shows spent (an order written by hand)", () => {
    expect(changeToCredit(split, { eurofid: 200, cagnotte: 0 })).toEqual({ eurofid: 200, cagnotte: 0 });
  });
});

describe("an order's benefits as it stores them", () => {
  it("reads the loyalty euros as the rest of checkout's deductions", () => {
    const order = {
      discountCents: 344 + 3000 + 1500 + 500,
      totals: { total_remises: 344, total_ba_panier: 3000, total_cagnotte: 1500 },
    };
    expect(spentBenefitsOf(order)).toEqual(spent(3000, 1500, 500));
    expect(givenBackOf({ eurosfid_rendus: 500, cagnotte_rendue: 1300 })).toEqual({ eurofid: 500, cagnotte: 1300 });
    expect(givenBackOf({})).toEqual({ eurofid: 0, cagnotte: 0 });
    expect(welcomeUnusedOf({ bienvenue_non_reporte: 600 })).toBe(600);
    expect(welcomeUnusedOf({})).toBe(0);
  });
});

describe("what the customer reads of the change", () => {
  it("names each balance credited, loyalty euros first, in French with the euro amounts", () => {
    expect(changeNoteText({ eurofid: 500, cagnotte: 1300, vouchers: [], welcomeUnusedCents: 0 })).toBe(
      "ce que la pesée n'a pas utilisé de vos avantages vous est rendu : 5,00\u00a0€ en euros fidélité et 13,00\u00a0€ dans votre cagnotte",
    );
    expect(changeGivenBackText({ eurofid: 0, cagnotte: 610, vouchers: [], welcomeUnusedCents: 0 })).toBe(
      "Pesée plus légère que prévu : ce que la commande n'a pas utilisé de vos avantages vous a été rendu, 6,10\u00a0€ dans votre cagnotte",
    );
    expect(changeInvoiceMention({ eurofid: 120, cagnotte: 0, voucherCents: 0 })).toBe(
      "Avantages non utilisés après la pesée, rendus au client : 1,20\u00a0€ d'euros fidélité.",
    );
    expect(changeLedgerReason(10000012, "cagnotte")).toBe(
      "Cagnotte non utilisée par la commande n° 10000012 (pesée), rendue",
    );
    expect(changeLedgerReason(10000012, "eurofid")).toBe(
      "Euros fidélité non utilisés par la commande n° 10000012 (pesée), rendus",
    );
  });
});

describe("what the customer reads of a voucher given back (ADR 0084)", () => {
  const remainder = { code: "RESTE-10000012-1", cents: 350, expiresAt: new Date("2027-05-31T22:30:00Z") };

  it("names the remainder voucher last, after the balances, with its code and its last day in Paris", () => {
    expect(changeGivenBackText({ eurofid: 500, cagnotte: 1300, vouchers: [remainder], welcomeUnusedCents: 0 })).toBe(
      "Pesée plus légère que prévu : ce que la commande n'a pas utilisé de vos avantages vous a été rendu, " +
        "5,00\u00a0€ en euros fidélité, 13,00\u00a0€ dans votre cagnotte et 3,50\u00a0€ en bon d'achat (code RESTE-10000012-1, valable jusqu'au 1er juin 2027)",
    );
    expect(withChangeNote("Pesée terminée : rien à payer", { eurofid: 0, cagnotte: 0, vouchers: [remainder], welcomeUnusedCents: 0 })).toBe(
      "Pesée terminée : rien à payer ; ce que la pesée n'a pas utilisé de vos avantages vous est rendu : 3,50\u00a0€ en bon d'achat (code RESTE-10000012-1, valable jusqu'au 1er juin 2027)",
    );
    expect(withChangeNote("Pesée terminée : 12,00 €", { eurofid: 0, cagnotte: 0, vouchers: [], welcomeUnusedCents: 0 })).toBe("Pesée terminée : 12,00 €");
  });

  it("says what a referred friend's welcome voucher left unused is not carried over, alone or after what came back", () => {
    const welcomeOnly = { eurofid: 0, cagnotte: 0, vouchers: [], welcomeUnusedCents: 600 };
    expect(hasWeighingChange(welcomeOnly)).toBe(true);
    expect(changeGivenBackText(welcomeOnly)).toBe(
      "Pesée plus légère que prévu : les 6,00\u00a0€ de votre bon de bienvenue que la commande n'a pas utilisés ne sont pas reportés, " +
        "ce bon valant pour votre première commande seulement",
    );
    expect(withChangeNote("Pesée terminée : rien à payer", { eurofid: 500, cagnotte: 1000, vouchers: [], welcomeUnusedCents: 250 })).toBe(
      "Pesée terminée : rien à payer ; ce que la pesée n'a pas utilisé de vos avantages vous est rendu : 5,00\u00a0€ en euros fidélité et " +
        "10,00\u00a0€ dans votre cagnotte ; les 2,50\u00a0€ de votre bon de bienvenue que la commande n'a pas utilisés ne sont pas reportés, " +
        "ce bon valant pour votre première commande seulement",
    );
    expect(hasWeighingChange({ eurofid: 0, cagnotte: 0, vouchers: [], welcomeUnusedCents: 0 })).toBe(false);
  });

  it("says on the invoice the vouchers' amount only, as the order's totals keep it", () => {
    expect(changeInvoiceMention({ eurofid: 500, cagnotte: 0, voucherCents: 350 })).toBe(
      "Avantages non utilisés après la pesée, rendus au client : 5,00\u00a0€ d'euros fidélité et 3,50\u00a0€ en bon d'achat.",
    );
    expect(vouchersGivenBackOf({ bons_rendus: 350 })).toBe(350);
    expect(vouchersGivenBackOf({})).toBe(0);
  });

  it("says what a cancellation gives back of a voucher partly given back, and what an undone weighing takes back", () => {
    expect(cancellationRestText({ ...remainder, code: "RESTE-10000012-2", cents: 1650, originalCode: "BA-NOEL" })).toBe(
      "le bon d'achat BA-NOEL vous revient pour ce que la pesée ne vous en avait pas déjà rendu : 16,50\u00a0€ en bon d'achat (code RESTE-10000012-2, valable jusqu'au 1er juin 2027)",
    );
    expect(remaindersTakenBackText([remainder])).toBe("le bon d'achat RESTE-10000012-1 rendu par la pesée est repris");
    expect(remaindersTakenBackText([remainder, { code: "RESTE-10000012-2" }])).toBe(
      "les bons d'achat RESTE-10000012-1 et RESTE-10000012-2 rendus par la pesée sont repris",
    );
  });
});
