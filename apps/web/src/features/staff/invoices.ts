// The invoices screen's words (ADR 0133): a rate, a rate change in the journals, a corrected line, and the message
// after a change or an issue, read back from the address only in the forms the screen itself writes, so a link
// cannot make the page say anything else (names come from what the page found, never from the address).
import { VAT_RATES_BP, VAT_RATE_LABELS, type VatChangeNature, type VatRateBp } from "@cabas/contracts/client-values";
import { frenchInteger, typesetFrench } from "@cabas/contracts/french-typography";
import { frenchLongDate, frenchLongDay } from "@cabas/contracts";

export const INVOICES_PATH = "/support/factures";
/** Where staff download an order's rectifying invoice (downloadFactureRectificative). */
export const staffRectifyingInvoicePath = (orderId: number): string => `${INVOICES_PATH}/${orderId}/facture-rectificative`;

const isRate = (bp: number): bp is VatRateBp => (VAT_RATES_BP as readonly number[]).includes(bp);
/** « 5,5 % »; a rate outside the French list (never stored: the database refuses it) as its basis points. */
export const rateText = (bp: number): string => (isRate(bp) ? VAT_RATE_LABELS[bp] : `${bp} pb`);

type JournalVatChange = {
  avant_bp: number;
  apres_bp: number;
  nature: VatChangeNature;
  motif: string;
  /** A change of the law scheduled ahead (ADR 0140): when it takes effect. */
  effet?: string | null;
  /** Cancelled before its date (the product's history). */
  annule?: { date: string } | null;
  /** This entry is a cancellation (a member's journal). */
  annulation?: boolean;
};

/**
 * A change as a journal line: « 5,5 % → 20 %, correction d'une erreur : Décret n° … »; a scheduled one says from when
 * (« … au 1er janvier 2027, changement de la loi programmé : … »), and whether it was cancelled.
 */
export function vatChangeText(change: JournalVatChange): string {
  const rates = `${rateText(change.avant_bp)} → ${rateText(change.apres_bp)}`;
  if (change.effet) {
    const on = frenchLongDate(new Date(change.effet));
    if (change.annulation) return typesetFrench(`Annulation du changement programmé ${rates} au ${on} : ${change.motif}`);
    const cancelled = change.annule ? ` (annulé le ${frenchLongDate(new Date(change.annule.date))})` : "";
    return typesetFrench(`${rates} au ${on}, changement de la loi programmé${cancelled} : ${change.motif}`);
  }
  const what = change.nature === "correction" ? "correction d'une erreur" : "changement de la loi";
  return typesetFrench(`${rates}, ${what} : ${change.motif}`);
}

/** A corrected line: « Couches taille 3 : facturé à 5,5 %, applicable 20 % ». */
export const correctedLineText = (line: { nom: string; taux_facture_bp: number; taux_applicable_bp: number }): string =>
  typesetFrench(`${line.nom} : facturé à ${rateText(line.taux_facture_bp)}, applicable ${rateText(line.taux_applicable_bp)}`);

export type VatDone = { query: string; productId: number; before: number; after: number; nature: VatChangeNature; toRectify: number };

/** The address the screen returns to after a rate change: the same search, and the change. */
export const vatDonePath = ({ query, productId, before, after, nature, toRectify }: VatDone): string =>
  `${INVOICES_PATH}?${new URLSearchParams({ q: query, fait: "taux", produit: String(productId), avant: String(before), apres: String(after), nature, rectifier: String(toRectify) })}`;

const COUNT = /^\d{1,7}$/;

/** The change an address carries, or null when it is not one the screen wrote. */
export function vatDoneOf(params: Record<string, string | undefined>): Omit<VatDone, "query"> | null {
  const { fait, produit, avant, apres, nature, rectifier } = params;
  if (fait !== "taux" || (nature !== "correction" && nature !== "loi") || ![produit, avant, apres, rectifier].every((v) => v !== undefined && COUNT.test(v))) return null;
  const before = Number(avant);
  const after = Number(apres);
  if (!isRate(before) || !isRate(after)) return null;
  return { productId: Number(produit), before, after, nature, toRectify: Number(rectifier) };
}

/** What the screen says after a rate change, with the product's name found on the page. */
export function vatDoneMessage(done: Omit<VatDone, "query">, product: string | null): string {
  const subject = product ? `Le taux de « ${product} »` : "Le taux";
  const head = `${subject} passe de ${rateText(done.before)} à ${rateText(done.after)} : les commandes livrées à partir de maintenant sont facturées à ce taux.`;
  const invoices =
    done.nature === "loi"
      ? "Changement de la loi : les factures déjà émises gardent leur taux."
      : done.toRectify === 0
        ? "Aucune facture émise n'est à rectifier."
        : `${done.toRectify === 1 ? "1 commande a" : `${frenchInteger(done.toRectify)} commandes ont`} une facture à rectifier : voir « Factures à rectifier ».`;
  return typesetFrench(`${head} ${invoices}`);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const parisDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" });

/** The days a change of the law may be scheduled for, as the date field's bounds: tomorrow to two years ahead (Paris). */
export function scheduleWindow(now: Date): { minDay: string; maxDay: string } {
  const today = parisDay.format(now);
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return { minDay: tomorrow, maxDay: `${year + 2}${today.slice(4)}` };
}

export type ScheduleDone = { query: string; productId: number; before: number | null; after: number; day: string; cancelled: boolean };

/** The address the screen returns to after a change of the law scheduled ahead, or cancelled (ADR 0140). */
export const scheduleDonePath = ({ query, productId, before, after, day, cancelled }: ScheduleDone): string =>
  `${INVOICES_PATH}?${new URLSearchParams({ q: query, fait: cancelled ? "annule" : "programme", produit: String(productId), ...(before === null ? {} : { avant: String(before) }), apres: String(after), jour: day })}`;

export function scheduleDoneOf(params: Record<string, string | undefined>): Omit<ScheduleDone, "query"> | null {
  const { fait, produit, avant, apres, jour } = params;
  if ((fait !== "programme" && fait !== "annule") || produit === undefined || !COUNT.test(produit) || apres === undefined || !isRate(Number(apres)) || jour === undefined || !DAY.test(jour))
    return null;
  const cancelled = fait === "annule";
  if (!cancelled && (avant === undefined || !isRate(Number(avant)))) return null;
  return { productId: Number(produit), before: cancelled ? null : Number(avant), after: Number(apres), day: jour, cancelled };
}

export function scheduleDoneMessage(done: Omit<ScheduleDone, "query">, product: string | null): string {
  const on = frenchLongDay(done.day);
  if (done.cancelled) return typesetFrench(`Le passage${product ? ` de « ${product} »` : ""} à ${rateText(done.after)} au ${on} est annulé : le taux actuel reste en vigueur.`);
  const subject = product ? `Le taux de « ${product} »` : "Le taux";
  return typesetFrench(
    `${subject} passera de ${rateText(done.before ?? 0)} à ${rateText(done.after)} le ${on} à 0 h : les commandes livrées à partir de ce jour sont facturées à ce taux ; jusque-là, le taux actuel s'applique.`,
  );
}

export type IssueDone = { orderId: number; number: string; already: boolean };

export const issueDonePath = ({ orderId, number, already }: IssueDone): string =>
  `${INVOICES_PATH}?${new URLSearchParams({ fait: already ? "deja-emise" : "emise", commande: String(orderId), numero: number })}`;

const INVOICE_NUMBER = /^F\d{4}-\d{6,}$/;
/** An order's number: eight digits from 10000001 (ADR 0068). */
const ORDER_ID = /^\d{1,10}$/;

export function issueDoneOf(params: Record<string, string | undefined>): IssueDone | null {
  const { fait, commande, numero } = params;
  if ((fait !== "emise" && fait !== "deja-emise") || commande === undefined || !ORDER_ID.test(commande) || numero === undefined || !INVOICE_NUMBER.test(numero)) return null;
  return { orderId: Number(commande), number: numero, already: fait === "deja-emise" };
}

export const issueDoneMessage = (done: IssueDone): string =>
  typesetFrench(
    done.already
      ? `La facture rectificative ${done.number} de la commande n° ${done.orderId} était déjà émise : rien de plus n'a été émis.`
      : `Facture rectificative ${done.number} émise pour la commande n° ${done.orderId} : le client la reçoit par e-mail, et la trouve sur la page de sa commande.`,
  );
