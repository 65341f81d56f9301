import { describe, expect, it } from "vitest";
import { amountLinesAddUp, billedGoodsLines, loyaltyBaseCents, orderAmountLines, spreadDiscount, spreadWeighingGift } from "./order-amounts.ts";

describe("an order's amount lines", () => {
  it("lists the donation, without VAT, so 69,25 € + 4,90 € + 5,00 € add up to the 79,15 € paid", () => {
    const lines = orderAmountLines({ goodsCents: 6925, feeCents: 490, totals: { total_dons: 500 }, paidCents: 7915 });
    expect(lines.map((l) => [l.label, l.cents])).toEqual([
      ["Marchandises TTC", 6925],
      ["Livraison", 490],
      ["Total des achats TTC", 7415],
      ["Don à la banque alimentaire (sans TVA)", 500],
      ["Total payé", 7915],
    ]);
    expect(amountLinesAddUp(lines)).toBe(true);
  });

  it("shows one total when nothing comes after the purchases: 98,48 € + 4,90 € is a total of 103,38 €, once", () => {
    const lines = orderAmountLines({ goodsCents: 9848, feeCents: 490, totals: {}, paidCents: 10338 });
    expect(lines.map((l) => [l.label, l.cents])).toEqual([
      ["Marchandises TTC", 9848],
      ["Livraison", 490],
      ["Total TTC", 10338],
    ]);
    expect(lines.filter((l) => l.kind === "subtotal")).toEqual([]);
    expect(amountLinesAddUp(lines)).toBe(true);
  });

  it("keeps one total after a discount too, and no purchases' total when the goods line already is it", () => {
    const discounted = orderAmountLines({ goodsCents: 5000, feeCents: 0, totals: { total_remises: 500 }, paidCents: 4500 });
    expect(discounted.map((l) => [l.label, l.cents])).toEqual([
      ["Marchandises TTC", 5000],
      ["Remises", -500],
      ["Livraison", 0],
      ["Total TTC", 4500],
    ]);
    const donatedOnly = orderAmountLines({ goodsCents: 5909, feeCents: 0, totals: { total_dons: 200 }, paidCents: 6109 });
    expect(donatedOnly.map((l) => [l.label, l.cents])).toEqual([
      ["Marchandises TTC", 5909],
      ["Livraison", 0],
      ["Don à la banque alimentaire (sans TVA)", 200],
      ["Total payé", 6109],
    ]);
    expect(amountLinesAddUp(discounted) && amountLinesAddUp(donatedOnly)).toBe(true);
  });

  it("lists what was weighed above the authorisation and offered, so the real weights still add up to what was billed", () => {
    // Weighed 46,21 € of goods + 5,90 € fee; 42,97 € authorised and billed: 9,14 € offered, not loyalty euros spent.
    const lines = orderAmountLines({ goodsCents: 4621, feeCents: 590, totals: { remise_pesee: 914 }, paidCents: 4297 });
    expect(lines.map((l) => [l.kind, l.label, l.cents])).toEqual([
      ["goods", "Marchandises TTC", 4621],
      ["weighing", "Écart de pesée offert", -914],
      ["fee", "Livraison", 590],
      ["total", "Total TTC", 4297],
    ]);
    expect(amountLinesAddUp(lines)).toBe(true);
  });

  it("lists discounts, vouchers, prize pot and the loyalty euros the rest leaves, each as a deduction", () => {
    // 80 € goods − 10 € code + 5,90 € fee = 75,90 €; − 5 € voucher − 2 € pot − 3,40 € loyalty + 2 € donation = 67,50 €.
    const lines = orderAmountLines({
      goodsCents: 8000,
      feeCents: 590,
      totals: { total_remises: 1000, total_ba_panier: 500, total_cagnotte: 200, total_dons: 200 },
      paidCents: 6750,
    });
    expect(Object.fromEntries(lines.map((l) => [l.kind, l.cents]))).toEqual({
      goods: 8000,
      discounts: -1000,
      fee: 590,
      subtotal: 7590,
      donation: 200,
      vouchers: -500,
      cagnotte: -200,
      eurofid: -340,
      total: 6750,
    });
    expect(amountLinesAddUp(lines)).toBe(true);
  });

  it("follows the final weights: the goods and the total move together, the benefits stay", () => {
    const estimated = { goodsCents: 3000, feeCents: 0, totals: { total_ba_panier: 500 }, paidCents: 2500 };
    const weighed = orderAmountLines({ ...estimated, goodsCents: 2880, paidCents: 2380 });
    expect(weighed.map((l) => l.kind)).toEqual(["goods", "fee", "vouchers", "total"]);
    expect(weighed.at(-1)?.label).toBe("Total payé");
    expect(amountLinesAddUp(weighed)).toBe(true);
  });
});

describe("delivery, weighed discounts and a replaced order in an order's amounts (ADR 0073)", () => {
  it("shows a free delivery at 0 and the express surcharge apart, as the basket does (LIVRAISONOFFERTE on an express slot)", () => {
    const lines = orderAmountLines({ goodsCents: 4500, feeCents: 590, totals: { frais_express: 590 }, paidCents: 5090 });
    expect(lines.map((l) => [l.kind, l.label, l.cents])).toEqual([
      ["goods", "Marchandises TTC", 4500],
      ["fee", "Livraison", 0],
      ["express", "Supplément express", 590],
      ["total", "Total TTC", 5090],
    ]);
    expect(amountLinesAddUp(lines)).toBe(true);
  });

  it("splits a paid delivery from its express surcharge, and names a complement's delivery as its order's", () => {
    const paid = orderAmountLines({ goodsCents: 3000, feeCents: 1080, totals: { frais_express: 590 }, paidCents: 4080 });
    expect(paid.filter((l) => l.kind === "fee" || l.kind === "express").map((l) => [l.label, l.cents])).toEqual([["Livraison", 490], ["Supplément express", 590]]);
    const complement = orderAmountLines({ goodsCents: 1200, feeCents: 0, totals: {}, paidCents: 1200, complement: true });
    expect(complement.map((l) => l.label)).toContain("Livraison (avec votre commande)");
  });

  it("takes the discounts recomputed at weighing over the estimate's, so weighed goods and total add up", () => {
    // 73,76 € weighed, Amex 3,68 € (not the 3,44 € of the 68,84 € estimated), 6,40 € delivery: 76,48 € captured.
    const lines = orderAmountLines({ goodsCents: 7376, feeCents: 640, totals: { total_remises: 344, remises_pesees: 368 }, paidCents: 7648 });
    expect(lines.find((l) => l.kind === "discounts")?.cents).toBe(-368);
    expect(amountLinesAddUp(lines)).toBe(true);
  });

  it("puts the mix-and-match offers' saving on a line of its own, as the basket did, before the other discounts (ADR 0100)", () => {
    // 2,10 € of offers and a 10 € code inside 12,10 € of discounts; weighed, the code's share is recomputed, the offers' kept.
    const placed = orderAmountLines({ goodsCents: 6500, feeCents: 490, totals: { total_remises: 1210, total_panachage: 210 }, paidCents: 5780 });
    expect(placed.slice(0, 3).map((l) => [l.kind, l.label, l.cents])).toEqual([
      ["goods", "Marchandises TTC", 6500],
      ["offers", "Offres panachées", -210],
      ["discounts", "Autres remises", -1000],
    ]);
    expect(amountLinesAddUp(placed)).toBe(true);
    const onlyOffers = orderAmountLines({ goodsCents: 2000, feeCents: 490, totals: { total_remises: 210, total_panachage: 210 }, paidCents: 2280 });
    expect(onlyOffers.map((l) => l.kind)).toEqual(["goods", "offers", "fee", "total"]);
    expect(amountLinesAddUp(onlyOffers)).toBe(true);
    const weighed = orderAmountLines({ goodsCents: 6100, feeCents: 490, totals: { total_remises: 1210, total_panachage: 210, remises_pesees: 1150 }, paidCents: 5440 });
    expect(weighed.filter((l) => l.kind === "offers" || l.kind === "discounts").map((l) => l.cents)).toEqual([-210, -940]);
    expect(amountLinesAddUp(weighed)).toBe(true);
    // Orders without offers keep their one « Remises » line.
    expect(orderAmountLines({ goodsCents: 6500, feeCents: 490, totals: { total_remises: 1000 }, paidCents: 5990 }).find((l) => l.kind === "discounts")?.label).toBe("Remises");
  });

  it("says a replaced order's total was not charged rather than paid", () => {
    const lines = orderAmountLines({ goodsCents: 3624, feeCents: 590, totals: { total_dons: 0 }, paidCents: 4214, charged: false });
    expect(lines.at(-1)).toEqual({ kind: "total", label: "Total non débité", cents: 4214 });
  });
});

describe("the amount loyalty euros are earned on", () => {
  it("leaves out the delivery fee and the donation", () => {
    expect(loyaltyBaseCents({ paidCents: 7915, feeCents: 490, donationCents: 500 })).toBe(6925);
  });

  it("is what was paid with money: benefits already took their share of the total, never below zero", () => {
    expect(loyaltyBaseCents({ paidCents: 6750, feeCents: 590, donationCents: 200 })).toBe(5960);
    expect(loyaltyBaseCents({ paidCents: 200, feeCents: 490, donationCents: 0 })).toBe(0);
  });
});

describe("a discount spread over VAT lines", () => {
  it("lowers each line in proportion and still takes off exactly the discount", () => {
    const spread = spreadDiscount(
      [
        { amountCents: 6000, rateBp: 550 },
        { amountCents: 2000, rateBp: 2000 },
        { amountCents: 1, rateBp: 550 },
      ],
      1001,
    );
    expect(spread.map((l) => l.amountCents)).toEqual([5249, 1750, 1]);
    expect(spread.reduce((s, l) => s + l.amountCents, 0)).toBe(8001 - 1001);
  });

  it("changes nothing without a discount, and never goes below zero", () => {
    expect(spreadDiscount([{ amountCents: 500 }], 0)).toEqual([{ amountCents: 500 }]);
    expect(spreadDiscount([{ amountCents: 500 }], 900)).toEqual([{ amountCents: 0 }]);
  });
});

describe("an order its benefits paid entirely (ADR 0072)", () => {
  // Gigot estimated 44,26 € + 9,40 € of delivery, all paid by a 60 € voucher (53,66 € of it used).
  const covered = { total_ba_panier: 5366 };

  it("pays 0 as estimated, the voucher's line being what it paid", () => {
    const lines = orderAmountLines({ goodsCents: 4426, feeCents: 940, totals: covered, paidCents: 0 });
    expect(lines.map((l) => [l.label, l.cents])).toEqual([
      ["Marchandises TTC", 4426],
      ["Livraison", 940],
      ["Total des achats TTC", 5366],
      ["Bons d'achat", -5366],
      ["Total payé", 0],
    ]);
    expect(amountLinesAddUp(lines)).toBe(true);
  });

  it("still adds up weighed lighter: the benefits paid what the purchases cost, vouchers first, and no change", () => {
    const lines = orderAmountLines({ goodsCents: 4000, feeCents: 940, totals: { total_ba_panier: 3000, total_cagnotte: 2366 }, paidCents: 0 });
    expect(lines.map((l) => [l.label, l.cents])).toEqual([
      ["Marchandises TTC", 4000],
      ["Livraison", 940],
      ["Total des achats TTC", 4940],
      ["Bons d'achat", -3000],
      ["Cagnotte", -1940],
      ["Total payé", 0],
    ]);
    expect(amountLinesAddUp(lines)).toBe(true);
  });

  it("bills weighed heavier what the benefits leave", () => {
    const lines = orderAmountLines({ goodsCents: 4726, feeCents: 940, totals: covered, paidCents: 300 });
    expect(lines.at(-2)).toMatchObject({ label: "Bons d'achat", cents: -5366 });
    expect(lines.at(-1)).toMatchObject({ label: "Total payé", cents: 300 });
    expect(amountLinesAddUp(lines)).toBe(true);
  });
});

describe("a weighing's excess offered, taken off the lines it comes from", () => {
  const wine = { amountCents: 4257, perKg: false, estimateCents: 4257 };
  it("follows the weighed lines' excess over their estimate, not the other lines", () => {
    const brie = { amountCents: 2362, perKg: true, estimateCents: 2000 };
    const pears = { amountCents: 520, perKg: true, estimateCents: 400 };
    // 362 and 120 cents over the estimates: 300 offered shared 225 / 75 (the rounding's cent to the larger excess).
    expect(spreadWeighingGift([wine, brie, pears], 300).map((l) => l.amountCents)).toEqual([4257, 2362 - 226, 520 - 74]);
  });

  it("falls back on the weighed lines by amount, then on every line, and never goes below zero", () => {
    const weighedNoEstimate = { amountCents: 1000, perKg: true, estimateCents: null };
    expect(spreadWeighingGift([wine, weighedNoEstimate], 100).map((l) => l.amountCents)).toEqual([4257, 900]);
    expect(spreadWeighingGift([wine], 100).map((l) => l.amountCents)).toEqual([4157]);
    expect(spreadWeighingGift([wine], 0)).toEqual([wine]);
    expect(spreadWeighingGift([{ amountCents: 50, perKg: true, estimateCents: 40 }], 900).map((l) => l.amountCents)).toEqual([0]);
  });
});

describe("the goods as billed, line by line (the invoice's VAT bases, ADR 0125)", () => {
  // A wine of 42,57 € at 20 %; a brie estimated 20,00 €, weighed 23,62 €; a 10 % code on the weighed 66,19 € (6,61 €),
  // then 3,00 € of the weighing offered above the card's ceiling.
  const wine = { amountCents: 4257, perKg: false, estimateCents: 4257 };
  const brie = { amountCents: 2362, perKg: true, estimateCents: 2000 };

  it("shares the discounts by the weighed amounts, then takes the weighing offered off the heavier product", () => {
    // 6,61 € shared 42,57 : 23,62 (4,26 € and 2,35 €), not 42,57 : 20,62 once the brie's excess is offered (4,46 € and
    // 2,15 €); then the 3,00 € off the brie alone.
    const billed = billedGoodsLines([wine, brie], { discountCents: 661, weighingGiftCents: 300 });
    expect(billed.map((l) => l.amountCents)).toEqual([4257 - 426, 2362 - 235 - 300]);
    expect(billed.reduce((sum, l) => sum + l.amountCents, 0)).toBe(4257 + 2362 - 661 - 300);
  });

  it("is the discount spread alone without a weighing offered, and never goes below zero", () => {
    expect(billedGoodsLines([wine, brie], { discountCents: 661, weighingGiftCents: 0 })).toEqual(spreadDiscount([wine, brie], 661));
    expect(billedGoodsLines([wine, brie], { discountCents: 0, weighingGiftCents: 300 })).toEqual(spreadWeighingGift([wine, brie], 300));
    // The brie's whole amount taken by the discount and the weighing together: the weighing stops at what is left.
    const small = { amountCents: 500, perKg: true, estimateCents: 100 };
    const billed = billedGoodsLines([small], { discountCents: 300, weighingGiftCents: 400 });
    expect(billed.map((l) => l.amountCents)).toEqual([0]);
  });
});
