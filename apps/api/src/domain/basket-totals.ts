// Every amount of a basket (spec §3 totals, fl, teasing_fl, alerte) from plain inputs, in integer cents.
// The order of operations and each rounding are decided in docs/adr/0008-basket-totals.md; in short:
//   goods → discounts on goods (code, Amex; never more than the goods) → delivery fee and express surcharge
//   → donations → vouchers, then cagnotte, then loyalty euros (each capped by what is still due, donations
//   excluded: a gift to the food bank is always paid by the shopper) → authorisation margin on the variable part.

export type TotalsLine = {
  /** Current price of one unit, or of one kilo for a variable-weight product (promotion applied). */
  unitPriceCents: number;
  quantity: number;
  variableWeight: boolean;
  /** Average weight of one piece, for the estimate of a variable-weight line. */
  averageWeightGrams: number | null;
  /** A variable-weight line weighed at preparation: the whole line's grams, which replace the estimate (ADR 0073). */
  weighedGrams?: number | null;
  /** Sold by advance reservation (counted in total_reservations). */
  reservation?: boolean;
  /** A classified wine ("Grand Cru"), counted in total_grands_crus. */
  grandCru?: boolean;
  /** The shop's own brand, counted in total_cabas. */
  ownBrand?: boolean;
  /** A catering (buffet) product, counted in total_idbuffet. */
  buffet?: boolean;
};

export type FeeBand = { minBasketCents: number; feeCents: number };

export type AdvantageCodeRule = {
  code: string;
  label: string;
  kind: "amount" | "percent" | "free_delivery";
  /** Cents for amount, basis points for percent, unused for free_delivery. */
  value: number;
  minBasketCents: number;
  /** A condition the caller checked against the database (first order only, already used, expired); null when none fails. */
  refusal: string | null;
};

export type TotalsInput = {
  lines: readonly TotalsLine[];
  perimeter: { minimumOrderCents: number; freeDeliveryThresholdCents: number | null; feeBands: readonly FeeBand[] };
  /** The slot held for the basket, if any: its own fee (added to the band fee) and its express surcharge. */
  slot: { feeCents: number; expressFeeCents: number } | null;
  donationCents: number;
  /** Vouchers put on the basket (already checked as owned, unexpired and unused). */
  /** A referral voucher (`parrain`) is named as such in the alerts; any other is a « bon d'achat ». */
  vouchers: readonly { code: string; amountCents: number; minBasketCents: number; kind?: "ba" | "parrain" }[];
  /** Loyalty euros the shopper asked to use (already capped by their balance). */
  eurofidCents: number;
  /** Prize pot the shopper asked to use (already capped by their balance). */
  cagnotteCents: number;
  /** The Amex partner discount, when the shopper chose it. */
  amex: { rateBp: number; capCents: number } | null;
  /** A free-delivery joker is used. */
  joker: boolean;
  advantageCode: AdvantageCodeRule | null;
  /** What packs bought as packs take off the goods (pack-discount.ts); 0 without packs. */
  packDiscountCents?: number;
  /** What mix-and-match offers take off the goods (mix-match-discount.ts, ADR 0100); 0 without them. */
  mixMatchDiscountCents?: number;
};

export type TotalsCents = {
  total_euro: number;
  total_achat: number;
  total_marchandise: number;
  total_autorisation: number;
  total_idbuffet: number;
  total_dons: number;
  total_grands_crus: number;
  total_cabas: number;
  total_reservations: number;
  frais_express: number;
  total_cagnotte: number;
  total_ba_panier: number;
  total_remises: number;
  total_minimum: number;
};

export type TotalsResult = {
  totals: TotalsCents;
  /** Delivery fee (fl) after free delivery. */
  feeCents: number;
  /** The fee the basket would pay without any free-delivery benefit. */
  regularFeeCents: number;
  /** How much more gives free delivery; 0 when delivery is already free; null without a threshold or goods. */
  teasingCents: number | null;
  alerts: string[];
  minimumReached: boolean;
  freeDelivery: boolean;
  /**
   * Whether the joker chosen is what makes delivery free, so spent at checkout: not when the threshold or a
   * free-delivery code already gives it (ADR 0050), it then stays in the customer's balance.
   */
  jokerUsed: boolean;
  /** Per-line amounts, in the order of the input lines. */
  lineCents: number[];
  /** Amount of each voucher actually used (0 when its minimum is not reached or nothing is due). */
  voucherCents: { code: string; cents: number }[];
  eurofidUsedCents: number;
  cagnotteUsedCents: number;
  codeDiscountCents: number;
  amexDiscountCents: number;
  packDiscountCents: number;
  mixMatchDiscountCents: number;
  codeCondition: { ret: boolean; texte: string } | null;
};

/** Authorisation margin on the variable-weight part (PRODUCT.md: +15 %). */
export const VARIABLE_WEIGHT_MARGIN_BP = 1500;

const euroFormat = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
/** "12,50 €" with an ordinary space, so the text reads the same in every font and test. */
export const formatEuros = (cents: number): string => euroFormat.format(cents / 100).replace(/\u202f|\u00a0/g, " ");

/**
 * Amount of one line: a variable-weight line is kilo price × average weight × pieces, rounded once to the cent; once
 * weighed, kilo price × the grams weighed, rounded the same way.
 */
export function lineAmountCents(line: TotalsLine): number {
  if (line.variableWeight && line.weighedGrams != null) return Math.round((line.unitPriceCents * line.weighedGrams) / 1000);
  if (line.variableWeight && line.averageWeightGrams) {
    return Math.round((line.unitPriceCents * line.averageWeightGrams * line.quantity) / 1000);
  }
  return line.unitPriceCents * line.quantity;
}

/**
 * What the goods still lack to reach the minimum order (0 once reached). The goods before discounts count, as for
 * the fee bands: how the shopper pays does not move the minimum. The basket's alert and the checkout say the same.
 */
export function minimumShortfallCents(goodsCents: number, minimumCents: number): number {
  return Math.max(0, minimumCents - goodsCents);
}

/** The band with the highest minimum not above the goods amount; no band means no fee. */
export function bandFeeCents(bands: readonly FeeBand[], goodsCents: number): number {
  let chosen: FeeBand | null = null;
  for (const band of bands) {
    if (band.minBasketCents <= goodsCents && (chosen === null || band.minBasketCents > chosen.minBasketCents)) chosen = band;
  }
  return chosen?.feeCents ?? 0;
}

/** Percent of an amount in basis points, rounded down: a discount never gives a cent more than its rate. */
const percentDown = (cents: number, bp: number) => Math.floor((cents * bp) / 10_000);
/** Percent rounded up: the authorisation margin never falls a cent short. */
const percentUp = (cents: number, bp: number) => Math.ceil((cents * bp) / 10_000);

/** `baseCents` is what a percentage applies to: the goods after packs and mix-and-match offers (no unit discounted twice by offers and a code). */
function codeOutcome(rule: AdvantageCodeRule, goodsCents: number, baseCents = goodsCents): { met: boolean; discountCents: number; condition: { ret: boolean; texte: string } } {
  if (rule.refusal) return { met: false, discountCents: 0, condition: { ret: false, texte: rule.refusal } };
  if (goodsCents < rule.minBasketCents) {
    const missing = rule.minBasketCents - goodsCents;
    return {
      met: false,
      discountCents: 0,
      condition: {
        ret: false,
        texte: `Plus que ${formatEuros(missing)} d'achats pour profiter du code ${rule.code} (${rule.label}, dès ${formatEuros(rule.minBasketCents)}).`,
      },
    };
  }
  const discountCents =
    rule.kind === "amount" ? rule.value : rule.kind === "percent" ? percentDown(baseCents, rule.value) : 0;
  return { met: true, discountCents, condition: { ret: true, texte: `Code ${rule.code} appliqué : ${rule.label}.` } };
}

export function computeBasketTotals(input: TotalsInput): TotalsResult {
  const lineCents = input.lines.map(lineAmountCents);
  const sumWhere = (pick: (line: TotalsLine) => boolean | undefined) =>
    input.lines.reduce((sum, line, i) => (pick(line) ? sum + (lineCents[i] ?? 0) : sum), 0);
  const goods = sumWhere(() => true);
  const variablePart = sumWhere((line) => line.variableWeight);
  const hasGoods = input.lines.some((line) => line.quantity > 0);
  const alerts: string[] = [];

  // Discounts on goods: packs first (their price is the shelf's), then mix-and-match offers (on other units), then the
  // code, then Amex on what remains; together never more than the goods.
  const packDiscount = Math.min(Math.max(0, input.packDiscountCents ?? 0), goods);
  const mixMatchDiscount = Math.min(Math.max(0, input.mixMatchDiscountCents ?? 0), goods - packDiscount);
  const offersDiscount = packDiscount + mixMatchDiscount;
  const code = input.advantageCode ? codeOutcome(input.advantageCode, goods, goods - offersDiscount) : null;
  const codeDiscount = Math.min(code?.discountCents ?? 0, goods - offersDiscount);
  const amexBase = goods - offersDiscount - codeDiscount;
  const amexDiscount = input.amex ? Math.min(percentDown(amexBase, input.amex.rateBp), input.amex.capCents, amexBase) : 0;
  const discounts = offersDiscount + codeDiscount + amexDiscount;
  const goodsAfterDiscounts = goods - discounts;

  // Fee bands and the free-delivery threshold look at the goods amount before benefits: the shopper sees the
  // same fee whichever way they pay.
  const regularFee = hasGoods ? bandFeeCents(input.perimeter.feeBands, goods) + (input.slot?.feeCents ?? 0) : 0;
  const threshold = input.perimeter.freeDeliveryThresholdCents;
  const thresholdReached = threshold !== null && goods >= threshold;
  const freeByCode = code?.met === true && input.advantageCode?.kind === "free_delivery";
  const freeDelivery = hasGoods && (thresholdReached || input.joker || freeByCode);
  const jokerUsed = hasGoods && input.joker && !thresholdReached && !freeByCode;
  const fee = freeDelivery ? 0 : regularFee;
  // The express surcharge is a service of its own: free delivery does not waive it.
  const express = hasGoods ? (input.slot?.expressFeeCents ?? 0) : 0;
  const donations = Math.max(0, input.donationCents);

  // Means of payment other than money, each capped by what is still due (donations excluded).
  let due = goodsAfterDiscounts + fee + express;
  const voucherCents = input.vouchers.map((voucher) => {
    if (goods < voucher.minBasketCents) {
      alerts.push(
        `${voucher.kind === "parrain" ? "Le bon de parrainage" : "Le bon d'achat"} ${voucher.code} demande ${formatEuros(voucher.minBasketCents)} d'achats : il sera utilisé quand ce montant sera atteint.`,
      );
      return { code: voucher.code, cents: 0 };
    }
    const cents = Math.min(voucher.amountCents, due);
    due -= cents;
    return { code: voucher.code, cents };
  });
  const vouchersUsed = voucherCents.reduce((sum, v) => sum + v.cents, 0);
  const cagnotteUsed = Math.min(Math.max(0, input.cagnotteCents), due);
  due -= cagnotteUsed;
  const eurofidUsed = Math.min(Math.max(0, input.eurofidCents), due);
  due -= eurofidUsed;

  const totalEuro = due + donations;
  const minimum = input.perimeter.minimumOrderCents;
  const shortfall = minimumShortfallCents(goods, minimum);
  const minimumReached = shortfall === 0;
  if (hasGoods && !minimumReached) {
    alerts.unshift(`Minimum de commande : ${formatEuros(minimum)}. Plus que ${formatEuros(shortfall)} pour commander.`);
  }

  let teasingCents: number | null = null;
  if (hasGoods && threshold !== null) teasingCents = freeDelivery ? 0 : threshold - goods;

  return {
    totals: {
      total_euro: totalEuro,
      total_achat: goodsAfterDiscounts,
      total_marchandise: goods,
      total_autorisation: totalEuro + percentUp(variablePart, VARIABLE_WEIGHT_MARGIN_BP),
      total_idbuffet: sumWhere((line) => line.buffet),
      total_dons: donations,
      total_grands_crus: sumWhere((line) => line.grandCru),
      total_cabas: sumWhere((line) => line.ownBrand),
      total_reservations: sumWhere((line) => line.reservation),
      frais_express: express,
      total_cagnotte: cagnotteUsed,
      total_ba_panier: vouchersUsed,
      total_remises: discounts,
      total_minimum: minimum,
    },
    feeCents: fee,
    regularFeeCents: regularFee,
    teasingCents,
    alerts,
    minimumReached,
    freeDelivery,
    jokerUsed,
    lineCents,
    voucherCents,
    eurofidUsedCents: eurofidUsed,
    cagnotteUsedCents: cagnotteUsed,
    codeDiscountCents: codeDiscount,
    amexDiscountCents: amexDiscount,
    packDiscountCents: packDiscount,
    mixMatchDiscountCents: mixMatchDiscount,
    codeCondition: code?.condition ?? null,
  };
}
