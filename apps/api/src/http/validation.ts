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
  const fields = Object.keys(fieldErrors).filter((k) => k !== "_");
  const message = fields.length
    ? `Certaines informations sont invalides : ${fields.join(", ")}.`
    : "Les informations envoyées sont invalides.";
  return failWith(message, fieldErrors);
}

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
