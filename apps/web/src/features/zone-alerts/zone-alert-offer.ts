// Whether a refusal of a postal code offers « Me prévenir »: the web-service says so beside its message (ADR 0038).
import { ZONE_ALERT_DETAIL } from "@cabas/contracts/client-values";

/** The offer to be told when Cabas delivers a postal code: the code, and the e-mail to suggest (the customer's). */
export type ZoneAlertOffer = { cp: string; email: string };

export const offersZoneAlert = (details: Record<string, unknown> | undefined): boolean =>
  details?.[ZONE_ALERT_DETAIL] === true;
