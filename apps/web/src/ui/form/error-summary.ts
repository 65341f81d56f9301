// A refused form's summary (the GOV.UK / DSFR pattern): « 2 erreurs empêchent l'envoi : » and one link per field
// error to the field itself (`#<field id>`), so a keyboard user goes straight to what must be corrected. The links
// are plain fragments: without JavaScript, following one scrolls to the field and starts Tab from there.
// Each entry names its field (« Nom : Ce champ contient… »): two fields refused for the same reason (an emoji typed in
// both) would otherwise read as the same line twice, and a screen reader listing the links hears no difference.
import { typesetFrench } from "@cabas/contracts/french-typography";
import { fieldLabel } from "./field-labels.ts";

/** The id of the field `name` in the form whose ids start with `scope` (React's useId of the form). */
export const fieldId = (scope: string, name: string): string => `${scope}-${name}`;

/** `text`: the entry as shown, « Label : error » (typeset); `label` null when the form's field has no known name. */
export type SummaryItem = { name: string; label: string | null; text: string; href: string | null };

/** « Nom : Ce champ est obligatoire. », or the error alone when the field has no name to give. */
export const summaryEntry = (label: string | null, error: string): string =>
  typesetFrench(label ? `${label} : ${error}` : error);

export type ErrorSummary = {
  /** The refusal's own words, when they say more than the field errors listed below them. */
  message: string | null;
  /** « Une erreur empêche l'envoi : », null when no field error is listed. */
  intro: string | null;
  items: SummaryItem[];
};

/** « 1 erreur empêche l'envoi : », « 3 erreurs empêchent l'envoi : ». */
export const summaryIntro = (count: number): string =>
  typesetFrench(count === 1 ? "Une erreur empêche l'envoi :" : `${count} erreurs empêchent l'envoi :`);

const sentence = (text: string): string => {
  const trimmed = text.trim();
  return !trimmed || /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/** What the web-service adds when it summarised only the first field errors (apps/api validation.ts). */
const MORE_ERRORS = "Corrigez aussi les autres champs signalés.";

/**
 * Whether the refusal's message only repeats its field errors: the web-service's message for a refused form is its
 * first field errors joined, which the list says again, each with its link.
 */
export function messageRepeatsErrors(message: string, errors: readonly string[]): boolean {
  let rest = message.trim();
  for (const error of new Set(errors.map(sentence).filter(Boolean))) rest = rest.split(error).join(" ");
  rest = rest.split(MORE_ERRORS).join(" ").trim();
  return rest === "";
}

/**
 * The summary of a refusal: its message unless the list repeats it, and each field's first error, linked to the field
 * when the form shows it (`linkable`, every field when absent) and its ids are known (`scope`), and named by its label
 * (`labels`, the form's own, over the shop's usual ones of field-labels.ts).
 */
export function errorSummaryOf({
  message,
  errors,
  scope,
  linkable,
  labels,
}: {
  message: string | undefined;
  errors: Record<string, readonly string[]> | undefined;
  scope: string | null;
  linkable?: readonly string[] | undefined;
  labels?: Readonly<Record<string, string>> | undefined;
}): ErrorSummary {
  const items: SummaryItem[] = Object.entries(errors ?? {}).flatMap(([name, list]) => {
    const text = list[0]?.trim();
    if (!text) return [];
    const linked = scope !== null && (linkable === undefined || linkable.includes(name));
    const label = fieldLabel(name, labels);
    return [{ name, label, text: summaryEntry(label, text), href: linked ? `#${fieldId(scope, name)}` : null }];
  });
  const said = message?.trim() || null;
  const repeated = said !== null && items.length > 0 && messageRepeatsErrors(said, Object.values(errors ?? {}).flat());
  return {
    message: repeated ? null : said,
    intro: items.length > 0 ? summaryIntro(items.length) : null,
    items,
  };
}
