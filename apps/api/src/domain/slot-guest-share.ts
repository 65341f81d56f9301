// How much of a slot guests may hold (ADR 0143). A guest token costs one loginCP and a hold lasts an hour: a script
// spread over many addresses (each under ADR 0061's limit) could otherwise hold every place of a day. Holds by baskets
// with no account are capped at a share of each slot's places; the rest stays for shoppers signed in, whom a script
// cannot multiply for free (sign-ups are limited per address, reservations ahead to three per account).
// Pure functions: the booking code (calls/slots/slot-booking.ts) applies them under the slot's row lock.

/** Half of a slot's places by default: 10 of an ordinary slot's 20, 2 of an express slot's 5. */
export const GUEST_HOLD_SHARE_PERCENT = 50;

/**
 * How many of a slot's places guests' holds may fill at once: `percent` of its capacity, rounded down (the places
 * left over go to signed-in shoppers), but at least one when the slot has any, so that a guest can always try a slot
 * that is not full. 100 % lifts the share (the capacity alone limits).
 */
export function guestHoldShare(capacity: number, percent: number): number {
  if (capacity <= 0) return 0;
  const share = Math.floor((capacity * Math.min(Math.max(percent, 0), 100)) / 100);
  return Math.min(capacity, Math.max(1, share));
}

/** Whether a guest's basket may take one more place of the slot, given the live holds guests already have there. */
export const guestMayHold = (guestHolds: number, capacity: number, percent: number): boolean => guestHolds < guestHoldShare(capacity, percent);

export const GUEST_SHARE_TAKEN =
  "Les places de ce créneau ouvertes sans compte sont toutes réservées : connectez-vous ou créez votre compte pour le choisir, ou choisissez-en un autre.";
