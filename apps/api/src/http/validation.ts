// Turns zod failures into the contract's 400: a French summary plus per-field messages.
import type { z } from "zod";
import { AppError } from "./app-error.ts";

export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (fieldErrors[key] ??= []).push(frenchIssueMessage(issue));
  }
  return failWith(summaryOfFieldErrors(fieldErrors), fieldErrors);
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
