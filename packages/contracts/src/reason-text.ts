// A reason staff write for the team (why a claim is revised, why a postal code is closed): required, trimmed, its
// length counted in characters as PostgreSQL's char_length counts them (an emoji is one), so the database's CHECK
// never refuses what the form accepted.
import { z } from "zod";

export const reasonText = (words: { missing: string; short: string; long: string; max: number; min?: number }) => {
  const min = words.min ?? 3;
  return z
    .string({ error: words.missing })
    .trim()
    .superRefine((text, ctx) => {
      const length = [...text].length;
      if (length === 0) ctx.addIssue({ code: "custom", message: words.missing });
      else if (length < min) ctx.addIssue({ code: "custom", message: words.short });
      else if (length > words.max) ctx.addIssue({ code: "custom", message: words.long });
    });
};
