// The warehouse screen's words (ADR 0094): the slot of an order in Paris time, the weighings a form sends, and the
// message after a move, read back from the address only in the forms the screen itself writes.
import { frenchTime, frenchWeekday } from "@cabas/contracts/client-values";
import { formatCents } from "../../lib/format/price.ts";

export const WAREHOUSE_PATH = "/support/commandes";

/**
 * Where an order stands once moved, as the address of the screen carries it (validee: its phone payment confirmed;
 * remboursee: cancelled, its phone refund made at the terminal; appel_note: a call about its returned debit noted).
 */
export const MOVED_STATES = ["validee", "en_preparation", "en_livraison", "livree", "annulee", "remboursee", "impaye_regle", "retour_verifie", "appel_note"] as const;
export type MovedState = (typeof MOVED_STATES)[number];
/**
 * A move made: `amountCents` is what was taken by phone (validee), the final amount once weighed (en_preparation) or
 * what was refunded at the terminal (remboursee).
 */
export type WarehouseDone = { id: number; statut: MovedState; amountCents: number | null; refundOwed: boolean };
/** The list's filters, kept across a move so staff come back to the orders they were handling. */
export type WarehouseFilters = { etat?: string | undefined; jour?: string | undefined };

/** The fields of a weighing: « poids-12 » holds the grams of product 12. */
export const WEIGHING_FIELD_PREFIX = "poids-";

/** The list's address with its filters (those it knows only). */
export function warehouseListPath(filters: WarehouseFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filters.etat && /^[a-z_]{1,20}$/.test(filters.etat)) params.set("etat", filters.etat);
  if (filters.jour && /^\d{4}-\d{2}-\d{2}$/.test(filters.jour)) params.set("jour", filters.jour);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `${WAREHOUSE_PATH}?${query}` : WAREHOUSE_PATH;
}

/** The address the screen returns to after a move, saying what happened. */
export function warehouseDonePath(done: WarehouseDone, filters: WarehouseFilters): string {
  const extra: Record<string, string> = { fait: done.statut, n: String(done.id) };
  if (done.amountCents !== null) extra.montant = String(done.amountCents);
  // Only that a refund is owed: its amount is read from the web-service in the refunds' section, never from a link.
  if (done.refundOwed) extra.rembourser = "1";
  return warehouseListPath(filters, extra);
}

const DONE_WORDS: Record<MovedState, string> = {
  validee: "payée par téléphone, confirmée",
  en_preparation: "pesée et en préparation",
  en_livraison: "remise au livreur",
  livree: "livrée",
  annulee: "annulée",
  remboursee: "remboursée par téléphone",
  impaye_regle: "réglée par carte après son prélèvement impayé",
  retour_verifie: "dont le prélèvement retourné après remboursement est noté vérifié",
  // Not a move: an adviser's call about its returned debit (ADR 0136), noted on the unpaid list.
  appel_note: "\u00A0: appel au client noté",
};

/** How the message gives a move's amount, for the moves that have one. */
const AMOUNT_WORDS: Partial<Record<MovedState, (amount: string) => string>> = {
  validee: (amount) => `, ${amount} encaissés`,
  en_preparation: (amount) => `, montant final ${amount}`,
  remboursee: (amount) => `, ${amount} rendus sur sa carte`,
  impaye_regle: (amount) => `, ${amount} encaissés`,
};

const cents = (text: string | undefined): number | null => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

/** What the screen says after a move, or null when the address does not carry one it wrote. */
export function warehouseDoneMessage(params: { fait?: string | undefined; n?: string | undefined; montant?: string | undefined; rembourser?: string | undefined }): string | null {
  const state = MOVED_STATES.find((s) => s === params.fait);
  if (!state || !params.n || !/^\d{1,10}$/.test(params.n)) return null;
  const amountCents = cents(params.montant);

  const amount = amountCents === null ? "" : (AMOUNT_WORDS[state]?.(formatCents(amountCents)) ?? "");
  const toRefund =
    params.rembourser === "1" ? " À rembourser sur la carte du client, au terminal de paiement par téléphone\u00A0: voir «\u00A0Remboursements par téléphone à faire\u00A0»." : "";
  // « Commande n° 9 : appel… » takes its own non-breaking space before the colon.
  const words = DONE_WORDS[state].startsWith("\u00A0") ? DONE_WORDS[state] : ` ${DONE_WORDS[state]}`;
  return `Commande n°\u00A0${params.n}${words}${amount}.${toRefund}`;
}

/**
 * The weighings a preparation form sends, as the web-service reads them (« 12=540,31=1200 »): every weighing field
 * filled in; one left empty keeps its estimate. What was typed is passed as it is: the form's action refuses first what
 * is not grams in digits (unreadableWeighing), and the web-service anything else it cannot read.
 */
export function weighingsOf(entries: Iterable<[string, FormDataEntryValue]>): string {
  const pairs: string[] = [];
  for (const [name, value] of entries) {
    if (!name.startsWith(WEIGHING_FIELD_PREFIX) || typeof value !== "string") continue;
    const product = name.slice(WEIGHING_FIELD_PREFIX.length);
    const grams = value.trim().replace(/\s/g, "");
    if (grams !== "" && /^\d{1,10}$/.test(product)) pairs.push(`${product}=${grams}`);
  }
  return pairs.join(",");
}

/**
 * Why the weighings typed cannot be sent, or null: a field holds something other than grams in digits (« abc »,
 * « -5 », « 1,2 »). Said in the words of the fields, not in the product=grams text sent to the web-service.
 */
export function unreadableWeighing(entries: Iterable<[string, FormDataEntryValue]>): string | null {
  for (const [name, value] of entries) {
    if (!name.startsWith(WEIGHING_FIELD_PREFIX) || typeof value !== "string") continue;
    const grams = value.trim().replace(/\s/g, "");
    if (grams !== "" && !/^\d{1,7}$/.test(grams)) return `«\u00A0${value.trim().slice(0, 20)}\u00A0» n'est pas un poids\u00A0: tapez les grammes en chiffres, 540 par exemple.`;
  }
  return null;
}

/** « mercredi 25 novembre, 9 h – 10 h », in the shop's one way of writing Paris days and times (french-days.ts). */
export function slotLabel(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  return `${frenchWeekday(start)}, ${frenchTime(start)} – ${frenchTime(new Date(endIso))}`;
}

/**
 * « 1,080 kg » or « 540 g »: a weight as the scale shows it, to the gram. The catalogue's `formatWeight` rounds to
 * 100 g (« 1,1 kg »), which is right for an average weight and wrong for a weighing.
 */
export const gramsLabel = (grams: number): string =>
  grams >= 1000 ? `${new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 3 }).format(grams / 1000)}\u00A0kg` : `${grams}\u00A0g`;

/** The picking list's page (ADR 0094, amendment 4). */
export const PICKING_PATH = "/support/commandes/preparation";

/** The picking list of a Paris day, « 2026-11-26 » (today's when the day is not one). */
export const pickingListPath = (day: string | undefined): string =>
  day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${PICKING_PATH}?jour=${day}` : PICKING_PATH;

/** Today in Paris, as a date field and the web-service write it: « 2026-11-30 ». */
export const parisToday = (now: Date): string => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);

/** What each order takes of a product, « n° 10000003 × 2, n° 10000004 × 1 »: « × 2 » never split at a line's end. */
export const orderShares = (orders: readonly { id_commande: number; quantite: number }[]): string =>
  orders.map((order) => `n°\u00A0${order.id_commande} ×\u00A0${order.quantite}`).join(", ");

/**
 * A long day « mardi 1er décembre 2026 » cut around « er » (what comes before and after), so the printed list raises
 * it as French typesetting writes the first of the month; null for any other day.
 */
export function firstOfMonthParts(day: string): [string, string] | null {
  const m = /^(.*?(?:^|\s)1)er(\s.*)$/.exec(day);
  return m ? [m[1]!, m[2]!] : null;
}
