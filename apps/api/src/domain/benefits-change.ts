// What an order's benefits pay once it is weighed, and what they give back (ADR 0079, 0084): a weighing lighter than
// what vouchers, prize pot and loyalty euros covered gives the loyalty euros, then the pot, then the part of a voucher
// it no longer needs back to the customer (the voucher's as a remainder voucher). One function, in integer cents, for
// the weighing, the order's amounts and the credit.
import { frenchLongDate } from "@cabas/contracts";
import { euroAmountText } from "./order-labels.ts";

/**
 * The order in which checkout spends the benefits (computeBasketTotals, ADR 0008): each pays what the ones before it
 * left. What a weighing no longer needs is therefore given back in the reverse order: loyalty euros first, then the
 * prize pot, and only then the vouchers, spent first, as remainder vouchers (ADR 0084).
 */
export const BENEFITS_SPENDING_ORDER = ["vouchers", "cagnotte", "eurofid"] as const;
export type BenefitKind = (typeof BENEFITS_SPENDING_ORDER)[number];
export type BenefitsCents = Record<BenefitKind, number>;
/** The balances a weighing can credit back, in the order they come back (before any voucher's remainder). */
export const GIVEN_BACK_ORDER = ["eurofid", "cagnotte"] as const;
export type GivenBack = Record<(typeof GIVEN_BACK_ORDER)[number], number>;

export type BenefitsSplitInput = {
  /**
   * What the benefits may pay: the purchases as weighed (goods at their final weights, less their discounts, plus the
   * delivery fee as placed). Never the food-bank donation, which money always pays (ADR 0008).
   */
  purchasesCents: number;
  /** The food-bank donation: paid by money whatever the benefits cover. */
  donationCents: number;
  /** What each benefit paid when the order was placed (the basket's amounts, already capped by what was due then). */
  spent: BenefitsCents;
};

export type BenefitsSplit = {
  /** What each benefit pays of the weighed purchases, in the spending order. */
  used: BenefitsCents;
  /** What goes back to the customer's balances: what was spent and is no longer used. */
  givenBack: GivenBack;
  /**
   * What the vouchers covered and the weighing no longer needs: given back as remainder vouchers, but for a referred
   * friend's welcome voucher's part (voucherRemaindersDue, ADR 0084).
   */
  vouchersUnusedCents: number;
  /** What money pays: the purchases the benefits do not cover, plus the donation. */
  dueCents: number;
};

const nonNegativeCents = (name: string, cents: number): number => {
  if (!Number.isInteger(cents)) throw new RangeError(`${name} must be a whole number of cents`);
  return Math.max(0, cents);
};

/**
 * Spends the benefits the order was placed with on its weighed purchases, in checkout's order, each capped by what is
 * still due; what the pot and the loyalty euros no longer pay is given back, and what the vouchers no longer pay.
 * Weighed as estimated (or heavier) the split is the one of checkout and nothing comes back.
 */
export function weighedBenefitsSplit(input: BenefitsSplitInput): BenefitsSplit {
  let due = nonNegativeCents("purchasesCents", input.purchasesCents);
  const used = { vouchers: 0, cagnotte: 0, eurofid: 0 };
  for (const kind of BENEFITS_SPENDING_ORDER) {
    used[kind] = Math.min(nonNegativeCents(kind, input.spent[kind]), due);
    due -= used[kind];
  }
  const back = (kind: BenefitKind) => Math.max(0, input.spent[kind]) - used[kind];
  return {
    used,
    givenBack: { eurofid: back("eurofid"), cagnotte: back("cagnotte") },
    vouchersUnusedCents: back("vouchers"),
    dueCents: due + nonNegativeCents("donationCents", input.donationCents),
  };
}

/**
 * What to credit now for a change the split gives back, per balance: never more than the order still holds of it
 * beyond what it uses (`heldCents`: what its ledger rows sum to, net of what was already given back). A weighing done
 * again, or a replayed command, finds the balance already given back and credits nothing.
 */
export function changeToCredit(split: Pick<BenefitsSplit, "used" | "givenBack">, heldCents: GivenBack): GivenBack {
  const credit = (kind: keyof GivenBack) =>
    Math.max(0, Math.min(split.givenBack[kind], heldCents[kind] - split.used[kind]));
  return { eurofid: credit("eurofid"), cagnotte: credit("cagnotte") };
}

export const hasChange = (change: GivenBack): boolean => change.eurofid > 0 || change.cagnotte > 0;

/** A voucher a weighing issued for the part of a voucher it no longer needed (ADR 0084), as the texts name it. */
export type VoucherGivenBack = { code: string; cents: number; expiresAt: Date };
/**
 * Everything a weighing gave back: the balances, then the remainder vouchers; and what it no longer needed of a
 * referred friend's welcome voucher (`welcomeUnusedCents`), which is not given back but is said (ADR 0084, amended).
 */
export type WeighingChange = GivenBack & { vouchers: readonly VoucherGivenBack[]; welcomeUnusedCents: number };

const givesBack = (change: WeighingChange): boolean => hasChange(change) || change.vouchers.length > 0;

/** Whether the weighing has something to tell about the benefits: what it gave back, or a welcome voucher's lost part. */
export const hasWeighingChange = (change: WeighingChange): boolean => givesBack(change) || change.welcomeUnusedCents > 0;

/**
 * The order's totals keys of what its weighing gave back (cents), written beside the basket's totals as the weighing's
 * other facts are (ADR 0073): the order's page, e-mails and invoice say it from them.
 */
export const EUROFID_GIVEN_BACK_KEY = "eurosfid_rendus";
export const CAGNOTTE_GIVEN_BACK_KEY = "cagnotte_rendue";
/** What the weighing gave back as remainder vouchers, together (ADR 0084): what the invoice says, whatever becomes of them. */
export const VOUCHERS_GIVEN_BACK_KEY = "bons_rendus";
/** What the weighing no longer needed of a referred friend's welcome voucher, not given back: the texts say it. */
export const WELCOME_UNUSED_KEY = "bienvenue_non_reporte";

const totalsCents = (totals: Readonly<Record<string, number>>, key: string): number => Math.max(0, Math.round(totals[key] ?? 0));

/** What the order's weighing gave back, as its totals record it (nothing for an order not weighed, or weighed heavier). */
export const givenBackOf = (totals: Readonly<Record<string, number>>): GivenBack => ({
  eurofid: totalsCents(totals, EUROFID_GIVEN_BACK_KEY),
  cagnotte: totalsCents(totals, CAGNOTTE_GIVEN_BACK_KEY),
});

/** What the order's weighing gave back as remainder vouchers, as its totals record it. */
export const vouchersGivenBackOf = (totals: Readonly<Record<string, number>>): number => totalsCents(totals, VOUCHERS_GIVEN_BACK_KEY);

/** What the order's weighing left unused of a welcome voucher, as its totals record it. */
export const welcomeUnusedOf = (totals: Readonly<Record<string, number>>): number => totalsCents(totals, WELCOME_UNUSED_KEY);

/**
 * What each benefit paid when the order was placed, from the amounts it stores: the basket's vouchers and prize pot;
 * its loyalty euros are the rest of checkout's discountCents, which is discounts + vouchers + pot + loyalty euros.
 */
export function spentBenefitsOf(order: {
  discountCents: number;
  totals: Readonly<Record<string, number>>;
}): BenefitsCents {
  const cents = (key: string) => Math.max(0, Math.round(order.totals[key] ?? 0));
  const vouchers = cents("total_ba_panier");
  const cagnotte = cents("total_cagnotte");
  return {
    vouchers,
    cagnotte,
    eurofid: Math.max(0, order.discountCents - cents("total_remises") - vouchers - cagnotte),
  };
}

/** « a », « a et b », « a, b et c ». */
const listed = (parts: readonly (string | null)[]): string => {
  const kept = parts.filter((part): part is string => part !== null);
  return kept.length <= 1 ? (kept[0] ?? "") : `${kept.slice(0, -1).join(", ")} et ${kept.at(-1)}`;
};

const balanceParts = (change: GivenBack, eurofid: string, cagnotte: string): (string | null)[] => [
  change.eurofid > 0 ? `${euroAmountText(change.eurofid)} ${eurofid}` : null,
  change.cagnotte > 0 ? `${euroAmountText(change.cagnotte)} ${cagnotte}` : null,
];

/** « 3,00 € en bon d'achat (code RESTE-10000002-1, valable jusqu'au 29 décembre 2026) »: what the customer types and until when. */
export const voucherGivenBackText = (voucher: VoucherGivenBack): string =>
  `${euroAmountText(voucher.cents)} en bon d'achat (code ${voucher.code}, valable jusqu'au ${frenchLongDate(voucher.expiresAt)})`;

/**
 * « 1,20 € en euros fidélité, 3,00 € dans votre cagnotte et 2,00 € en bon d'achat (code …) », in the order they come
 * back; "" when nothing does.
 */
export const changeAmountsText = (change: WeighingChange): string =>
  listed([...balanceParts(change, "en euros fidélité", "dans votre cagnotte"), ...change.vouchers.map(voucherGivenBackText)]);

/**
 * « les 5,00 € de votre bon de bienvenue que la commande n'a pas utilisés ne sont pas reportés, … »: a referred friend's
 * welcome voucher is a first-order offer (ADR 0058), so its unused part gives no remainder; the customer reads why.
 */
export const welcomeUnusedText = (cents: number): string =>
  `les ${euroAmountText(cents)} de votre bon de bienvenue que la commande n'a pas utilisés ne sont pas reportés, ce bon valant pour votre première commande seulement`;

/** What came back, then what of a welcome voucher did not: each clause only when it has an amount. */
const changeClauses = (change: WeighingChange, givenBack: (amounts: string) => string): string =>
  [givesBack(change) ? givenBack(changeAmountsText(change)) : null, change.welcomeUnusedCents > 0 ? welcomeUnusedText(change.welcomeUnusedCents) : null]
    .filter((clause): clause is string => clause !== null)
    .join(" ; ");

/** The weighing step's words for the change, after what it bills (its note in the order's history and the command's output). */
export const changeNoteText = (change: WeighingChange): string =>
  changeClauses(change, (amounts) => `ce que la pesée n'a pas utilisé de vos avantages vous est rendu : ${amounts}`);

/** The weighing step's note, with the change after what is billed when some came back. */
export const withChangeNote = (note: string, change: WeighingChange): string =>
  hasWeighingChange(change) ? `${note} ; ${changeNoteText(change)}` : note;

/** The order page's and the e-mails' words, once the change is given back (without the full stop: the mails add it). */
export const changeGivenBackText = (change: WeighingChange): string =>
  `Pesée plus légère que prévu : ${changeClauses(change, (amounts) => `ce que la commande n'a pas utilisé de vos avantages vous a été rendu, ${amounts}`)}`;

/** A weighing undone takes back the remainder vouchers it issued and nobody used yet: its step says which codes. */
export const remaindersTakenBackText = (vouchers: readonly Pick<VoucherGivenBack, "code">[]): string =>
  vouchers.length === 1
    ? `le bon d'achat ${vouchers[0]!.code} rendu par la pesée est repris`
    : `les bons d'achat ${listed(vouchers.map((v) => v.code))} rendus par la pesée sont repris`;

/** The ledger's reason when a weighing undone (its capture refused by the bank) takes its change back. */
export const changeTakenBackReason = (orderId: number): string =>
  `Pesée de la commande n° ${orderId} à refaire : avantages rendus repris`;

/**
 * The invoice's mention, in the third person as the rest of an invoice (a company's too). It names the vouchers' amount
 * only, from the order's totals: an invoice prints the same at every download, whatever becomes of the vouchers.
 */
export const changeInvoiceMention = (change: GivenBack & { voucherCents: number }): string =>
  `Avantages non utilisés après la pesée, rendus au client : ${listed([
    ...balanceParts(change, "d'euros fidélité", "de cagnotte"),
    change.voucherCents > 0 ? `${euroAmountText(change.voucherCents)} en bon d'achat` : null,
  ])}.`;

/**
 * A cancellation after a weighing that gave back part of a voucher (ADR 0084): the rest of that voucher comes back,
 * not the whole of it, which the customer would otherwise hold twice.
 */
export const cancellationRestText = (rest: VoucherGivenBack & { originalCode: string }): string =>
  `le bon d'achat ${rest.originalCode} vous revient pour ce que la pesée ne vous en avait pas déjà rendu : ${voucherGivenBackText(rest)}`;

/** The ledger's reason for a balance given back by a weighing, as the loyalty and pot histories list it. */
export const changeLedgerReason = (orderId: number, kind: keyof GivenBack): string =>
  kind === "eurofid"
    ? `Euros fidélité non utilisés par la commande n° ${orderId} (pesée), rendus`
    : `Cagnotte non utilisée par la commande n° ${orderId} (pesée), rendue`;
