// A referral code as typed by a shopper (sign-up form, autocomplete check): spaces ignored, any case.
import { z } from "zod";

/** A customer's code: a short name, a dash and five letters or digits (« CHLOE-7K3MQ »). */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{1,10}-[A-Z0-9]{5}$/;

/** A format hint, not a comparison: the example is nobody's code in particular. */
export const REFERRAL_CODE_FORMAT_ERROR =
  "Ce code parrain n'est pas valide. Un code parrain s'écrit comme CHLOE-7K3MQ : un prénom (10 caractères au plus), un tiret et cinq lettres ou chiffres.";

export const referralCodeField = z
  .string({ error: "Le code parrain doit être du texte." })
  .transform((v) => v.replace(/\s+/g, "").toUpperCase())
  .pipe(
    z
      .string()
      .max(24, { error: "Ce code parrain est trop long." })
      .regex(REFERRAL_CODE_PATTERN, { error: REFERRAL_CODE_FORMAT_ERROR }),
  );

/** Optional in a form: an empty field means no code. */
export const optionalReferralCode = z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), referralCodeField.optional());
