// Turns zod failures into the contract's 400: a French summary plus per-field messages.
import type { z } from "zod";
import { AppError } from "./app-error.ts";

export function parseInput<S extends z.ZodType>(schema: S, given: unknown): z.output<S> {
  const raw = withBracketKeysFolded(given);
  const refused = controlCharacterErrors(raw);
  const result = schema.safeParse(raw);
  if (result.success && !refused) return result.data;
  const fieldErrors: Record<string, string[]> = { ...refused };
  for (const issue of result.success ? [] : result.error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    // A field holding a refused character says only that: its other reasons come from the same stray character.
    if (refused?.[key]) continue;
    (fieldErrors[key] ??= []).push(missingNumberMessage(issue, raw) ?? frenchIssueMessage(issue));
  }
  return failWith(summaryOfFieldErrors(fieldErrors), fieldErrors);
}

/**
 * A form or query string written for PHP names a repeated field `ids[]` (`ids[]=1&ids[]=2`): read as `ids`, as the
 * storefront sends it (`ids=1&ids=2`), both added up when a caller sends both. Without it the list was read as empty
 * and refused with a misleading message (ADR 0141). The input is copied only when such a key is there.
 */
export function withBracketKeysFolded(raw: unknown): unknown {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return raw;
  let folded: Record<string, unknown> | null = null;
  for (const key of Object.keys(raw)) {
    if (key.length < 3 || !key.endsWith("[]")) continue;
    folded ??= { ...(raw as Record<string, unknown>) };
    const name = key.slice(0, -2);
    const values = folded[key];
    delete folded[key];
    const before = folded[name];
    folded[name] = [...asArray(before), ...asArray(values)];
  }
  return folded ?? raw;
}

const asArray = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export const FORBIDDEN_CHARACTER_MESSAGE = "Ce champ contient un caractère non autorisé.";
/**
 * C0 control characters but tab, line feed and carriage return (the line breaks of multi-line texts). Nobody types
 * them, and NUL makes PostgreSQL fail the whole statement (a 500): checked here, on every call's raw input before its
 * schema, so no string field of any contract can let one through (ADR 0065).
 */
// eslint-disable-next-line no-control-regex -- finding these characters is the point
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** Where the raw input (query, form or JSON, at any depth, keys too) holds a forbidden character; null when nowhere. */
export function controlCharacterErrors(raw: unknown): Record<string, string[]> | null {
  let errors: Record<string, string[]> | null = null;
  // A loop, not recursion: a deeply nested JSON body must not overflow the stack (a 500).
  const pending: { value: unknown; path: string[] }[] = [{ value: raw, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === "string") {
      if (FORBIDDEN_CONTROL.test(value)) errors = withRefusal(errors, path);
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (FORBIDDEN_CONTROL.test(key)) errors = withRefusal(errors, path);
        else pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return errors;
}

/**
 * The errors with the field at `path` refused. A function of the module, not one made at each call: every call's input
 * passes here, and under tsx a function made per call also gets its name set (call-registry.ts says the cost).
 */
function withRefusal(errors: Record<string, string[]> | null, path: readonly string[]): Record<string, string[]> {
  const all = errors ?? {};
  all[path.length ? path.join(".") : "_"] = [FORBIDDEN_CHARACTER_MESSAGE];
  return all;
}

const MAX_SUMMARY_SENTENCES = 3;

/**
 * The one-line message a page shows above a form: the shopper's French reasons, never the
 * contract's field keys (pages that show no per-field errors, like the donation, only have this).
 */
export function summaryOfFieldErrors(fieldErrors: Record<string, string[]>): string {
  const reasons = [...new Set(Object.values(fieldErrors).flat().map(asSentence).filter(Boolean))];
  if (!reasons.length) return "Les informations envoyées sont invalides.";
  const shown = reasons.slice(0, MAX_SUMMARY_SENTENCES);
  if (reasons.length > shown.length) shown.push("Corrigez aussi les autres champs signalés.");
  return shown.join(" ");
}

const asSentence = (text: string): string => {
  const trimmed = text.trim();
  return !trimmed || /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

function failWith(message: string, fieldErrors: Record<string, string[]>): never {
  throw new AppError("INVALID_DATA", message, { fieldErrors });
}

/**
 * A number field left out or blank reads « La quantité est obligatoire. », not « … doit être un nombre. »: the
 * contracts' number schemas carry the second sentence for any value that is not a number (ADR 0141 left it so), and
 * it says the wrong thing when nothing was typed. Only that sentence is rewritten; others stay as written.
 */
function missingNumberMessage(issue: z.core.$ZodIssue, raw: unknown): string | null {
  if (issue.code !== "invalid_type") return null;
  const subject = /^(.+) doit être un nombre\.$/.exec(issue.message)?.[1];
  if (!subject) return null;
  // The raw input, before any preprocessing: a path into a text the schema split (« 5,x ») cannot be followed, and
  // then the value was there.
  let value: unknown = raw;
  for (const step of issue.path) {
    if (value === null || typeof value !== "object") return null;
    value = (value as Record<PropertyKey, unknown>)[step];
  }
  const blank = value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  return blank ? `${subject} est obligatoire.` : null;
}

/** Contract schemas carry French messages; zod's English defaults are replaced by a French one. */
function frenchIssueMessage(issue: z.core.$ZodIssue): string {
  const custom = issue.message;
  if (custom && !/^(Invalid|Too|Expected|Unrecognized|Required)/.test(custom)) return custom;
  switch (issue.code) {
    case "invalid_type":
      return "Ce champ est obligatoire ou n'a pas le bon format.";
    case "too_small":
      return "Cette valeur est trop courte ou trop petite.";
    case "too_big":
      return "Cette valeur est trop longue ou trop grande.";
    case "unrecognized_keys":
      return "Ce champ n'est pas attendu.";
    case "invalid_value":
      return "Cette valeur n'est pas acceptée.";
    default:
      return "Cette valeur est invalide.";
  }
}
