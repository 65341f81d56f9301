// A referral code as typed by a shopper (sign-up form, autocomplete check): spaces ignored, any case.
import { z } from "zod";

/** A customer's code: a short name, a dash and five letters or digits (« CHLOE-7K3MQ »). */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{1,10}-[A-Z0-9]{5}$/;

export const referralCodeField = z
  .string({ error: "Le code parrain doit être du texte." })
  .transform((v) => v.replace(/\s+/g, "").toUpperCase())
  .pipe(
    z
      .string()
      .max(24, { error: "Ce code parrain est trop long." })
      .regex(REFERRAL_CODE_PATTERN, { error: "Ce code parrain n'est pas valide : il ressemble à « CHLOE-7K3MQ »." }),
  );

/** Optional in a form: an empty field means no code. */
export const optionalReferralCode = z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), referralCodeField.optional());
