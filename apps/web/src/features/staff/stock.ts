// The stock screen's words (ADR 0126): a perimeter's figures, a change in the journals, and the message after a
// change, read back from the address only in the forms the screen itself writes, so a link cannot make the page say
// anything else (names come from the product found, never from the address).
import { STOCK_JOURNAL_REASON_LABELS, type StockJournalOperation, type StockJournalReason } from "@cabas/contracts/client-values";
import { frenchInteger, typesetFrench } from "@cabas/contracts/french-typography";
import { frenchDayMonth } from "@cabas/contracts";
import { formatEuros } from "../../lib/format/price.ts";

export const STOCK_PATH = "/support/stock";

export const unitsText = (n: number): string => `${frenchInteger(n)}\u00A0${n <= 1 ? "unité" : "unités"}`;

/** « 3 unités en rayon. 1 gardée pour la liste d'attente, 2 personnes en attente. » */
export function perimeterFigures(offer: { stock: number; gardees: number; en_attente: number; en_vente: boolean }): string {
  const parts = [`${unitsText(offer.stock)} en rayon.`];
  if (offer.gardees > 0) parts.push(`${unitsText(offer.gardees)} ${offer.gardees > 1 ? "gardées" : "gardée"} pour la liste d'attente, hors rayon.`);
  if (offer.en_attente > 0) parts.push(`${offer.en_attente === 1 ? "1 personne attend" : `${frenchInteger(offer.en_attente)} personnes attendent`} une place.`);
  if (!offer.en_vente) parts.push("Retiré de la vente dans ce périmètre : le stock ajouté n'y est pas vendu.");
  return typesetFrench(parts.join(" "));
}

/**
 * One change as a journal line: « Livraison : 3 → 12 (réception d'une livraison) », « Retiré de la vente, 4 en rayon
 * (rappel du produit) », « Mis en vente à 6,40 €, 12 en rayon (nouveau référencement) », a note's delivery
 * « Livraison de 9 : 3 → 12 (bon BL-2026-0412) », and its cancellation « Annulation du bon BL-2026-0412 : 12 → 3 ».
 */
export function stockChangeText(change: {
  operation: StockJournalOperation;
  avant: number;
  apres: number;
  motif: StockJournalReason;
  prix?: number | null;
  bon?: string | null;
}): string {
  const why = change.bon ? `bon ${change.bon}` : STOCK_JOURNAL_REASON_LABELS[change.motif].toLowerCase();
  if (change.operation === "ouvrir") {
    const price = change.prix === null || change.prix === undefined ? "" : ` à ${formatEuros(change.prix)}`;
    return typesetFrench(`Mis en vente${price}, ${frenchInteger(change.apres)} en rayon (${why})`);
  }
  if (change.operation === "annuler_bon")
    return typesetFrench(`Annulation du bon ${change.bon ?? ""} : ${frenchInteger(change.avant)} → ${frenchInteger(change.apres)}`);
  if (change.operation === "retirer" || change.operation === "remettre") {
    const what = change.operation === "retirer" ? "Retiré de la vente" : "Remis en vente";
    return typesetFrench(`${what}, ${frenchInteger(change.apres)} en rayon (${why})`);
  }
  const what = change.operation === "livraison" ? `Livraison de ${frenchInteger(change.apres - change.avant)}` : "Stock fixé";
  return typesetFrench(`${what} : ${frenchInteger(change.avant)} → ${frenchInteger(change.apres)} (${why})`);
}

export type StockDone = { query: string; productId: number; perimeterId: number; before: number; after: number; waiting: number };

/** The address the screen returns to after a change: the same search, and the change's figures. */
export const stockDonePath = ({ query, productId, perimeterId, before, after, waiting }: StockDone): string =>
  `${STOCK_PATH}?${new URLSearchParams({ q: query, fait: "stock", produit: String(productId), perimetre: String(perimeterId), avant: String(before), apres: String(after), attente: String(waiting) })}`;

const COUNT = /^\d{1,7}$/;

/** The change an address carries, or null when it is not one the screen wrote. */
export function stockDoneOf(params: Record<string, string | undefined>): Omit<StockDone, "query"> | null {
  const { fait, produit, perimetre, avant, apres, attente } = params;
  if (fait !== "stock" || ![produit, perimetre, avant, apres, attente].every((v) => v !== undefined && COUNT.test(v))) return null;
  return { productId: Number(produit), perimeterId: Number(perimetre), before: Number(avant), after: Number(apres), waiting: Number(attente) };
}

/** What the screen says after a change, with the names of the product and perimeter found on the page. */
export function stockDoneMessage(done: Omit<StockDone, "query">, names: { product: string; perimeter: string } | null): string {
  const subject = names ? `Stock de « ${names.product} » (${names.perimeter})` : "Stock";
  const head = `${subject} : ${frenchInteger(done.before)} → ${unitsText(done.after)}.`;
  const told =
    done.waiting === 0
      ? ""
      : ` ${done.waiting === 1 ? "1 personne attendait" : `${frenchInteger(done.waiting)} personnes attendaient`} une place : les places libérées leur sont proposées par e-mail maintenant, dans leur ordre.`;
  return typesetFrench(head + told);
}

export type SaleDone = { query: string; productId: number; perimeterId: number; onSale: boolean; waiting: number };

/** The address the screen returns to after an offer was taken off sale or put back: the same search, and what was done. */
export const saleDonePath = ({ query, productId, perimeterId, onSale, waiting }: SaleDone): string =>
  `${STOCK_PATH}?${new URLSearchParams({ q: query, fait: onSale ? "remise" : "retrait", produit: String(productId), perimetre: String(perimeterId), attente: String(waiting) })}`;

/** The sale change an address carries, or null when it is not one the screen wrote. */
export function saleDoneOf(params: Record<string, string | undefined>): Omit<SaleDone, "query"> | null {
  const { fait, produit, perimetre, attente } = params;
  if ((fait !== "retrait" && fait !== "remise") || ![produit, perimetre, attente].every((v) => v !== undefined && COUNT.test(v))) return null;
  return { productId: Number(produit), perimeterId: Number(perimetre), onSale: fait === "remise", waiting: Number(attente) };
}

/** What the screen says after an offer was taken off sale or put back, with the names found on the page. */
export function saleDoneMessage(done: Omit<SaleDone, "query">, names: { product: string; perimeter: string } | null): string {
  const subject = names ? `« ${names.product} » (${names.perimeter})` : "Le produit";
  if (!done.onSale) return typesetFrench(`${subject} est retiré de la vente : les clients ne peuvent plus le commander.`);
  const told =
    done.waiting === 0
      ? ""
      : ` ${done.waiting === 1 ? "1 personne attendait" : `${frenchInteger(done.waiting)} personnes attendaient`} une place : les places en rayon leur sont proposées par e-mail maintenant, dans leur ordre.`;
  return typesetFrench(`${subject} est remis en vente.${told}`);
}

export type OfferDone = { query: string; productId: number; perimeterId: number; waiting: number };

/** The address the screen returns to after a product was put on sale in a new perimeter (ADR 0132). */
export const offerDonePath = ({ query, productId, perimeterId, waiting }: OfferDone): string =>
  `${STOCK_PATH}?${new URLSearchParams({ q: query, fait: "ouverture", produit: String(productId), perimetre: String(perimeterId), attente: String(waiting) })}`;

/** The opening an address carries, or null when it is not one the screen wrote. */
export function offerDoneOf(params: Record<string, string | undefined>): Omit<OfferDone, "query"> | null {
  const { fait, produit, perimetre, attente } = params;
  if (fait !== "ouverture" || ![produit, perimetre, attente].every((v) => v !== undefined && COUNT.test(v))) return null;
  return { productId: Number(produit), perimeterId: Number(perimetre), waiting: Number(attente) };
}

/** What the screen says after an opening, with the names, price and shelf read on the page (null: not found there). */
export function offerDoneMessage(
  done: Omit<OfferDone, "query">,
  offer: { product: string; perimeter: string; price: number; byWeight: boolean; stock: number } | null,
): string {
  if (!offer) return "Le produit est mis en vente dans ce périmètre.";
  const price = `${formatEuros(offer.price)}${offer.byWeight ? " le kg" : ""}`;
  const told =
    done.waiting === 0
      ? ""
      : ` ${done.waiting === 1 ? "1 personne attendait" : `${frenchInteger(done.waiting)} personnes attendaient`} une place : les places en rayon leur sont proposées par e-mail maintenant, dans leur ordre.`;
  return typesetFrench(`« ${offer.product} » est en vente dans le périmètre « ${offer.perimeter} » à ${price}, ${unitsText(offer.stock)} en rayon.${told}`);
}

/** The address the screen returns to after a delivery note was imported (ADR 0132): the note, read back from the list. */
export const noteDonePath = ({ noteId, waiting }: { noteId: number; waiting: number }): string =>
  `${STOCK_PATH}?${new URLSearchParams({ fait: "bon", bon: String(noteId), attente: String(waiting) })}`;

export function noteDoneOf(params: Record<string, string | undefined>): { noteId: number; waiting: number } | null {
  const { fait, bon, attente } = params;
  if (fait !== "bon" || ![bon, attente].every((v) => v !== undefined && COUNT.test(v))) return null;
  return { noteId: Number(bon), waiting: Number(attente) };
}

const counted = (n: number, word: string): string => `${frenchInteger(n)}\u00A0${n <= 1 ? word : `${word}s`}`;

/** A note's summary: « Bon « BL-2026-0412 » importé (Paris) : 3 lignes, 15 unités ajoutées au stock de 2 produits. » */
export function noteSummary(note: { reference: string; perimetre: string; lignes: number; unites: number; produits: number }): string {
  const added = note.unites <= 1 ? "ajoutée" : "ajoutées";
  return typesetFrench(
    `Bon « ${note.reference} » importé (${note.perimetre}) : ${counted(note.lignes, "ligne")}, ${counted(note.unites, "unité")} ${added} au stock de ${counted(note.produits, "produit")}.`,
  );
}

/** What the screen says after an import: the note's summary, and the people waiting told. */
export function noteDoneMessage(done: { waiting: number }, note: { reference: string; perimetre: string; lignes: number; unites: number; produits: number } | null): string {
  const head = note ? noteSummary(note) : "Le bon de livraison est importé.";
  const told =
    done.waiting === 0
      ? ""
      : ` ${done.waiting === 1 ? "1 personne attendait" : `${frenchInteger(done.waiting)} personnes attendaient`} une place : les places ajoutées leur sont proposées par e-mail maintenant, dans leur ordre.`;
  return typesetFrench(head + told);
}

/** The address the screen returns to after a note was cancelled (ADR 0139): the note, read back from the list. */
export const noteCancelDonePath = (noteId: number): string => `${STOCK_PATH}?${new URLSearchParams({ fait: "annulation", bon: String(noteId) })}`;

export function noteCancelDoneOf(params: Record<string, string | undefined>): { noteId: number } | null {
  const { fait, bon } = params;
  if (fait !== "annulation" || bon === undefined || !COUNT.test(bon)) return null;
  return { noteId: Number(bon) };
}

/** « 15 unités retirées du stock de 2 produits. Motif : … » */
export function noteCancelSummary(note: { unites: number; produits: number; motif: string }): string {
  const taken = note.unites <= 1 ? "retirée" : "retirées";
  return typesetFrench(`${counted(note.unites, "unité")} ${taken} du stock de ${counted(note.produits, "produit")}. Motif : ${note.motif}`);
}

/** What the screen says after a cancellation, with the note read back from the list (null: not listed any more). */
export function noteCancelDoneMessage(note: { reference: string; perimetre: string; unites: number; produits: number } | null): string {
  if (!note) return typesetFrench("Le bon de livraison est annulé : ses unités sont retirées du stock.");
  const taken = note.unites <= 1 ? "retirée" : "retirées";
  return typesetFrench(
    `Bon « ${note.reference} » annulé (${note.perimetre}) : ${counted(note.unites, "unité")} ${taken} du stock de ${counted(note.produits, "produit")}. Sa référence peut être importée à nouveau.`,
  );
}

/** How a cancelled note reads in the list: « Annulé le 02/12/2026 15:04 par Inès Roux. Motif : … » */
export function noteCancelledText(cancel: { par: { prenom: string; nom: string } | null; motif: string }, when: string): string {
  const by = cancel.par ? ` par ${cancel.par.prenom} ${cancel.par.nom}` : "";
  return typesetFrench(`Annulé le ${when}${by}. Motif : ${cancel.motif}`);
}

type Promotion = { prix: number; debut: string | null; fin: string | null; reference?: number };

/** « du 10 décembre au 20 décembre »: a promotion's Paris days, its end being the midnight after its last day. */
export function promoDays(promotion: Pick<Promotion, "debut" | "fin">): string {
  const from = promotion.debut ? `du ${frenchDayMonth(new Date(promotion.debut))} ` : "";
  const to = promotion.fin ? `${from ? "au" : "jusqu'au"} ${frenchDayMonth(new Date(new Date(promotion.fin).getTime() - 1))}` : "sans date de fin";
  return `${from}${to}`;
}

/**
 * An offer's prices as the screen shows them (ADR 0138): « Prix : 3,59 € (le kilo). En promotion à 2,99 € du 10 décembre
 * au 20 décembre ; prix de référence (le plus bas des 30 jours avant) : 3,20 €. »
 */
export function offerPricesText(offer: { prix: number; promotion: Promotion | null }, byWeight: boolean): string {
  const head = `Prix : ${formatEuros(offer.prix)}${byWeight ? " le kilo" : ""}.`;
  if (!offer.promotion) return typesetFrench(`${head} Pas de promotion.`);
  const { prix, reference } = offer.promotion;
  const ref = reference === undefined ? "" : ` ; prix de référence (le plus bas des 30 jours avant) : ${formatEuros(reference)}`;
  return typesetFrench(`${head} En promotion à ${formatEuros(prix)} ${promoDays(offer.promotion)}${ref}.`);
}

/** One price change as a history line: « Prix : 3,20 € → 3,49 € », « Promotion à 2,99 € du … au … (référence 3,20 €) », « Promotion arrêtée (2,99 €) ». */
export function priceChangeText(change: { operation: "prix" | "promotion" | "arret"; prix_avant: number; prix_apres: number; promotion_avant: Promotion | null; promotion_apres: Promotion | null }): string {
  if (change.operation === "prix") return typesetFrench(`Prix : ${formatEuros(change.prix_avant)} → ${formatEuros(change.prix_apres)}`);
  if (change.operation === "arret")
    return typesetFrench(`Promotion arrêtée${change.promotion_avant ? ` (${formatEuros(change.promotion_avant.prix)})` : ""}, de nouveau ${formatEuros(change.prix_apres)}`);
  const promo = change.promotion_apres;
  if (!promo) return "Promotion";
  const ref = promo.reference === undefined ? "" : ` (référence ${formatEuros(promo.reference)})`;
  return typesetFrench(`Promotion à ${formatEuros(promo.prix)} au lieu de ${formatEuros(change.prix_apres)} ${promoDays(promo)}${ref}`);
}

export type PriceDone = { query: string; productId: number; perimeterId: number; operation: "prix" | "promotion" | "arret" };

const PRICE_DONE = { prix: "prix", promotion: "promotion", arret: "promotion-arretee" } as const;

/** The address the screen returns to after a price change: the same search, and what was changed. */
export const priceDonePath = ({ query, productId, perimeterId, operation }: PriceDone): string =>
  `${STOCK_PATH}?${new URLSearchParams({ q: query, fait: PRICE_DONE[operation], produit: String(productId), perimetre: String(perimeterId) })}`;

/** The price change an address carries, or null when it is not one the screen wrote. */
export function priceDoneOf(params: Record<string, string | undefined>): Omit<PriceDone, "query"> | null {
  const { fait, produit, perimetre } = params;
  const operation = (Object.keys(PRICE_DONE) as PriceDone["operation"][]).find((op) => PRICE_DONE[op] === fait);
  if (!operation || ![produit, perimetre].every((v) => v !== undefined && COUNT.test(v))) return null;
  return { productId: Number(produit), perimeterId: Number(perimetre), operation };
}

/** What the screen says after a price change, read back from the offer found on the page (null: not found there). */
export function priceDoneMessage(
  done: Omit<PriceDone, "query">,
  offer: { product: string; perimeter: string; prix: number; promotion: Promotion | null; byWeight: boolean } | null,
): string {
  if (!offer) return done.operation === "prix" ? "Le prix est changé." : done.operation === "promotion" ? "La promotion est enregistrée." : "La promotion est arrêtée.";
  const subject = `« ${offer.product} » (${offer.perimeter})`;
  const prices = offerPricesText(offer, offer.byWeight);
  if (done.operation === "prix") return typesetFrench(`Prix de ${subject} changé. ${prices} Les clients le voient maintenant.`);
  if (done.operation === "promotion") return typesetFrench(`Promotion enregistrée pour ${subject}. ${prices}`);
  return typesetFrench(`Promotion arrêtée pour ${subject}. ${prices}`);
}
