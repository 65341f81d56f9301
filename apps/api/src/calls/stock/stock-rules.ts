// The stock screen's rules (ADR 0126): what a search typed by staff looks for, and what a change makes of the shelf
// or why it is refused. Pure, so the call and its tests share them.
import { STOCK_MAX, type OfferOpenReason, type OfferSaleReason, STOCK_JOURNAL_REASON_LABELS, type StockReason, STOCK_REASON_LABELS } from "@cabas/contracts";
import { formatEuros } from "../../domain/basket-totals.ts";
import type { UnitPrice } from "../../domain/product-card.ts";
import { frenchInteger } from "@cabas/contracts/french-typography";

/** Digits only: an EAN (13 or 8 digits) or a product's number; anything else is part of a name. */
export type StockQuery = { kind: "digits"; ean: string; id: number | null } | { kind: "name"; pattern: string };

const MAX_ID = 2_147_483_647;

/** What the search field's text looks for. A number too long to be a product's is only an EAN. */
export function readStockQuery(typed: string): StockQuery {
  const text = typed.trim();
  if (/^\d+$/.test(text)) {
    const id = text.length <= 10 && Number(text) <= MAX_ID && Number(text) > 0 ? Number(text) : null;
    return { kind: "digits", ean: text, id };
  }
  // A LIKE pattern: the typed %, _ and \ are letters, not wildcards.
  return { kind: "name", pattern: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
}

export type StockChange = { operation: "fixer"; quantity: number; seen: number } | { operation: "livraison"; quantity: number };

export type StockDecision = { ok: true; after: number } | { ok: false; kind: "changed" | "too_many"; message: string };

const unitsText = (n: number): string => (n <= 1 ? `${frenchInteger(n)} unité` : `${frenchInteger(n)} unités`);

/**
 * The shelf after the change, from the stock read under the offer's lock (`current`). Setting it is refused when
 * the stock is no longer the one the staff member read (a colleague or an order changed it meanwhile): their number
 * was counted against a shelf that is gone. A delivery adds to whatever is there, and is refused only beyond the
 * maximum.
 */
export function decideStockChange(change: StockChange, current: number): StockDecision {
  if (change.operation === "fixer") {
    if (change.seen !== current)
      return {
        ok: false,
        kind: "changed",
        message: `Le stock a changé depuis que vous l'avez lu : ${unitsText(current)} maintenant, contre ${unitsText(change.seen)} lues. Rien n'a été changé : vérifiez le rayon et recommencez.`,
      };
    return { ok: true, after: change.quantity };
  }
  const after = current + change.quantity;
  if (after > STOCK_MAX)
    return {
      ok: false,
      kind: "too_many",
      message: `Avec cette livraison, le stock dépasserait ${unitsText(STOCK_MAX)} (il est de ${unitsText(current)}). Rien n'a été changé.`,
    };
  return { ok: true, after };
}

/** The answer's sentence: the product, the perimeter, before → after, why, and the waiting list told. */
export function stockChangedMessage(change: { product: string; perimeter: string; before: number; after: number; reason: StockReason; waiting: number }): string {
  const { product, perimeter, before, after, reason, waiting } = change;
  const head = `Stock de « ${product} » (${perimeter}) : ${frenchInteger(before)} → ${unitsText(after)} (${STOCK_REASON_LABELS[reason].toLowerCase()}).`;
  if (waiting === 0) return head;
  const who = waiting === 1 ? "1 personne attend" : `${frenchInteger(waiting)} personnes attendent`;
  return `${head} ${who} une place : les places libérées leur sont proposées maintenant, dans leur ordre.`;
}

/**
 * Taking an offer off sale (`onSale` false) or putting it back (true), against what it is under the lock: refused
 * when it already is so (a colleague did it, or a second click), so the journal never holds a change that changed
 * nothing.
 */
export function decideSaleChange(onSale: boolean, current: boolean, offer: { product: string; perimeter: string }): { ok: true } | { ok: false; message: string } {
  if (onSale !== current) return { ok: true };
  const where = `« ${offer.product} » (${offer.perimeter})`;
  return {
    ok: false,
    message: onSale ? `${where} est déjà en vente. Rien n'a été changé.` : `${where} est déjà retiré de la vente. Rien n'a été changé.`,
  };
}

/** The answer's sentence: the offer withdrawn or back on sale, why, and the waiting list told. */
export function saleChangedMessage(change: { product: string; perimeter: string; onSale: boolean; reason: OfferSaleReason; stock: number; waiting: number }): string {
  const { product, perimeter, onSale, reason, stock, waiting } = change;
  const why = STOCK_JOURNAL_REASON_LABELS[reason].toLowerCase();
  if (!onSale) return `« ${product} » (${perimeter}) est retiré de la vente (${why}) : les clients ne peuvent plus le commander.`;
  const head = `« ${product} » (${perimeter}) est remis en vente (${why}), avec ${unitsText(stock)} en rayon.`;
  if (waiting === 0) return head;
  const who = waiting === 1 ? "1 personne attend" : `${frenchInteger(waiting)} personnes attendent`;
  return `${head} ${who} une place : les places sont proposées maintenant, dans leur ordre.`;
}

/**
 * Selling a product in a perimeter (ADR 0132), against the offer found there under the insert's guard: refused when
 * there is one, on sale or taken off sale, so an offer's price and stock are never overwritten from this form. A
 * withdrawn one is put back on sale instead, with its own reason.
 */
export function decideOfferOpening(existing: { inStock: boolean } | null, offer: { product: string; perimeter: string }): { ok: true } | { ok: false; message: string } {
  if (existing === null) return { ok: true };
  const where = `« ${offer.product} » est déjà proposé dans le périmètre « ${offer.perimeter} »`;
  return {
    ok: false,
    message: existing.inStock
      ? `${where} : changez son stock sur sa fiche. Rien n'a été changé.`
      : `${where}, retiré de la vente : remettez-le en vente plutôt. Rien n'a été changé.`,
  };
}

const UNIT_WORD: Record<UnitPrice["unit"], string> = { kg: "le kg", l: "le litre", pièce: "la pièce" };

/** The answer's sentence: the product, the perimeter, its price and price per kilo, litre or piece, its shelf, why. */
export function offerOpenedMessage(offer: {
  product: string;
  perimeter: string;
  priceCents: number;
  unitPrice: { cents: number; unit: UnitPrice["unit"] };
  byWeight: boolean;
  stock: number;
  reason: OfferOpenReason;
  waiting: number;
}): string {
  const { product, perimeter, priceCents, unitPrice, byWeight, stock, reason, waiting } = offer;
  const price = byWeight ? `${formatEuros(priceCents)} le kg` : `${formatEuros(priceCents)} (${formatEuros(unitPrice.cents)} ${UNIT_WORD[unitPrice.unit]})`;
  const head = `« ${product} » est en vente dans le périmètre « ${perimeter} » à ${price}, ${unitsText(stock)} en rayon (${STOCK_JOURNAL_REASON_LABELS[reason].toLowerCase()}).`;
  if (waiting === 0) return head;
  const who = waiting === 1 ? "1 personne attend" : `${frenchInteger(waiting)} personnes attendent`;
  return `${head} ${who} une place : les places sont proposées maintenant, dans leur ordre.`;
}
