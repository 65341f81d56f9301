// How many new slot places one client address may take (holds for a basket and reservations ahead, one counter):
// free visitor tokens cost nothing, so without it a script could hold every place of a day (ADR 0061).
import type { Database } from "@cabas/db";
import { addressBucket } from "../../domain/address-bucket.ts";
import { AppError } from "../../http/app-error.ts";
import { hitRateLimit, type RateRule } from "../session/rate-limit.ts";

/**
 * A shopper takes one to three places an order (a slot, maybe changed once or twice): 30 in 10 minutes is ten
 * households or colleagues behind one address choosing at the same moment, and still caps a script at 30 places
 * taken per 10 minutes (a hold lasting an hour, about 180 held at once) where it had no bound.
 */
export const SLOT_PLACES_PER_ADDRESS: RateRule = { limit: 30, windowMs: 10 * 60_000 };

export const slotPlaceKey = (ip: string): string => `slot-place:${addressBucket(ip)}`;

/** The client address a new place is counted against, and the rule (AppConfig.slotPlacesPerAddress). */
export type SlotPlaceQuota = { ip: string; rule: RateRule };

export const tooManySlotPlacesMessage = (minutes: number): string =>
  `Trop de créneaux ont été réservés depuis votre connexion ces dernières minutes : réessayez dans ${minutes} minute${minutes > 1 ? "s" : ""}.`;

/**
 * Counts one new place for the address, inside the booking's transaction and just before the place is taken: a
 * refusal (429) rolls back the count with the booking, so only places actually taken are counted, and nothing of the
 * basket or the slot changes.
 */
export async function countSlotPlace(tx: Database, quota: SlotPlaceQuota, now: Date): Promise<void> {
  const wait = await hitRateLimit(tx, slotPlaceKey(quota.ip), quota.rule, now);
  if (wait !== null) throw new AppError("TOO_MANY_REQUESTS", tooManySlotPlacesMessage(Math.ceil(wait / 60)));
}
