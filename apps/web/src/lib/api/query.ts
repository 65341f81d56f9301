// Turns a call's input into a query string, the way the web-service reads GET payloads, and reads its answers.
import { typesetFrench } from "@cabas/contracts/french-typography";

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export const toSearchParams = (input: Record<string, unknown>): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(input)) {
    const value = raw as QueryValue;
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, typeof value === "boolean" ? (value ? "1" : "0") : String(value));
  }
  return params;
};

/** The API's answer to one call, as the storefront sees it. */
export type ApiResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      message: string;
      errors?: Record<string, string[]>;
      /** What a refusal names beside its message (an AppError's details: the order waiting for its payment…). */
      details?: Record<string, unknown>;
    };

/** Status used when the web-service could not be reached at all. */
export const NETWORK_FAILURE = 0;

/**
 * Keys whose strings are the web-service's own sentences, wherever they sit in an answer: messages, a line's reason and
 * the status labels it writes (« Invitation envoyée : en attente de son inscription »).
 */
const SENTENCE_KEYS: ReadonlySet<string> = new Set(["message", "raison", "statut_libelle", "libelle_statut"]);

/**
 * Labels the web-service writes with ordinary spaces and a page shows as they come: a slot's (« samedi 28 novembre,
 * 10 h – 12 h »), when its hold or reservation ends (« 14 h 32 », « mardi 1er décembre à 23 h ») and what an advent
 * calendar's door holds (« Un bon d'achat de 5 € dès 40 € d'achats »). Typeset so « 10 h » never breaks between its
 * number and its « h », nor a slot's en dash starts a line.
 */
const LABEL_KEYS: ReadonlySet<string> = new Set(["libelle_tranche", "fin_reservation_libelle", "lot"]);

/**
 * `libelle` is also the customer's name for an address (it goes back into the address form), so it is typeset only
 * where the web-service wrote it: a slot (`id_tranche`), a day of slots (`creneaux`), a voucher, a prize or an
 * amount line of an order (`code` and `montant`).
 */
const isServiceLabelled = (record: Record<string, unknown>): boolean =>
  "id_tranche" in record || "creneaux" in record || ("code" in record && "montant" in record);

/**
 * A success's data with the web-service's sentences typeset: every `message` (the answer's, and those inside its data:
 * the calendar's, the cinema contest's, a check's refusals), a line's `raison` (« … » est en rupture de stock), the
 * status labels, a condition's `texte` beside its `ret` (« Code BIENVENUE10 appliqué : … »), slot and voucher labels
 * (LABEL_KEYS, and `libelle` where isServiceLabelled says the web-service wrote it). Other strings are the
 * customer's (a notepad's or a review's `texte`, which go back into forms and would be saved typeset) or the
 * catalogue's, left as they are; the pages typeset names where they show them. Objects with nothing to typeset are
 * kept, not copied.
 */
export const typesetServiceTexts = (value: unknown): unknown => {
  if (Array.isArray(value)) {
    const items = value.map(typesetServiceTexts);
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (typeof value !== "object" || value === null) return value;
  const record = value as Record<string, unknown>;
  const isCondition = typeof record.ret === "boolean";
  const labelled = isServiceLabelled(record);
  let copy: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(record)) {
    const next =
      typeof item === "string"
        ? SENTENCE_KEYS.has(key) || LABEL_KEYS.has(key) || (isCondition && key === "texte") || (labelled && key === "libelle")
          ? typesetFrench(item)
          : item
        : typesetServiceTexts(item);
    if (next !== item) (copy ??= { ...record })[key] = next;
  }
  return copy ?? value;
};

/**
 * Reads a response body into an ApiResult without trusting its shape. The web-service's messages (a refusal's, its
 * field errors, a success's and the sentences inside its data) are written with ordinary spaces before « : ; ! ? »:
 * they are typeset here, the one door every answer comes through, so that no toast, notice or form error shown to a
 * shopper breaks a line before its mark (ADR 0070).
 */
export const toApiResult = <T>(status: number, body: unknown): ApiResult<T> => {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (status >= 200 && status < 300 && record.success === true) return { ok: true, data: typesetServiceTexts(body) as T };
  const message = typeof record.message === "string" ? typesetFrench(record.message) : "";
  const errors =
    typeof record.errors === "object" && record.errors !== null ? typesetFieldErrors(record.errors as Record<string, unknown>) : undefined;
  const { success: _success, message: _message, errors: _errors, ...rest } = record;
  const details = Object.keys(rest).length > 0 ? rest : undefined;
  return { ok: false, status: status >= 200 && status < 300 ? 422 : status, message, ...(errors ? { errors } : {}), ...(details ? { details } : {}) };
};

const typesetFieldErrors = (errors: Record<string, unknown>): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [
      field,
      Array.isArray(list) ? list.map((item) => (typeof item === "string" ? typesetFrench(item) : String(item))) : [],
    ]),
  );
