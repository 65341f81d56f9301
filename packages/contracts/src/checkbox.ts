// A box the shopper must tick (consent, « je comprends… »), read the same way by every call: a form posts its
// `value` ("1" for ours) or "on" when the input has none; JSON clients send true or 1.
import { z } from "zod";

/** What a ticked box may arrive as. Anything else, or nothing (an unticked box is not posted), is not ticked. */
export const TICKED_VALUES: readonly unknown[] = [true, 1, "1", "on", "true"];

export const isTicked = (value: unknown): boolean => TICKED_VALUES.includes(value);

/** A required ticked box: `true` once parsed; missing or unticked, the field's French `message`. */
export const tickedCheckbox = (message: string) =>
  z
    .union([z.boolean(), z.number(), z.string()], { error: message })
    .optional()
    .transform((value) => isTicked(value))
    .refine((ticked) => ticked, { error: message })
    .transform(() => true as const);
