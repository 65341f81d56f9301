// The slot hold that ran out, as getPanier and getCreneaux name it (apart from slot-calls.ts, which basket.ts cannot import
// without a cycle through session.ts).
import { z } from "zod";

/**
 * The basket's slot whose hold ran out (60 minutes passed, or a reservation made ahead reached its cut-off) with no
 * other slot chosen since: the storefront says so until one is (ADR 0117). Null otherwise.
 */
export const ranOutSlot = z.object({
  id_tranche: z.number(),
  /** "samedi 28 novembre, 10 h – 12 h" */
  libelle_tranche: z.string(),
  /** When the hold ended (ISO). */
  fin_reservation: z.string(),
  /** "14 h 32" the same day (Paris), "lundi 30 novembre à 14 h 32" after. */
  fin_reservation_libelle: z.string(),
  /** « Votre créneau du … n'était réservé que jusqu'à … : il a été libéré. Choisissez un créneau à nouveau. » */
  message: z.string(),
});
export type RanOutSlot = z.infer<typeof ranOutSlot>;
