// Turns zod failures into the contract's 400: a French summary plus per-field messages.
import type { z } from "zod";
import { AppError } from "./app-error.ts";

export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const refused = controlCharacterErrors(raw);
  const result = schema.safeParse(raw);
  if (result.success && !refused) return result.data;
  const fieldErrors: Record<string, string[]> = { ...refused };
  for (const issue of result.success ? [] : result.error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    // A field holding a refused character says only that: its other reasons come from the same stray character.
    if (refused?.[key]) continue;
    (fieldErrors[key] ??= []).push(frenchIssueMessage(issue));
  }
  return failWith(summaryOfFieldErrors(fieldErrors), fieldErrors);
}

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
