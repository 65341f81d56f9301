// A refused form's summary (the GOV.UK / DSFR pattern): « 2 erreurs empêchent l'envoi : » and one link per field
// error to the field itself (`#<field id>`), so a keyboard user goes straight to what must be corrected. The links
// are plain fragments: without JavaScript, following one scrolls to the field and starts Tab from there.
import { typesetFrench } from "@cabas/contracts/french-typography";

/** The id of the field `name` in the form whose ids start with `scope` (React's useId of the form). */
export const fieldId = (scope: string, name: string): string => `${scope}-${name}`;

export type SummaryItem = { name: string; text: string; href: string | null };

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
 * when the form shows it (`linkable`, every field when absent) and its ids are known (`scope`).
 */
export function errorSummaryOf({
  message,
  errors,
  scope,
  linkable,
}: {
  message: string | undefined;
  errors: Record<string, readonly string[]> | undefined;
  scope: string | null;
  linkable?: readonly string[] | undefined;
}): ErrorSummary {
  const items: SummaryItem[] = Object.entries(errors ?? {}).flatMap(([name, list]) => {
    const text = list[0]?.trim();
    if (!text) return [];
    const linked = scope !== null && (linkable === undefined || linkable.includes(name));
    return [{ name, text, href: linked ? `#${fieldId(scope, name)}` : null }];
  });
  const said = message?.trim() || null;
  const repeated = said !== null && items.length > 0 && messageRepeatsErrors(said, Object.values(errors ?? {}).flat());
  return {
    message: repeated ? null : said,
    intro: items.length > 0 ? summaryIntro(items.length) : null,
    items,
  };
}
