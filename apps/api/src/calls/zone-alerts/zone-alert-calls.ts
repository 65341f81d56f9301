// alerteOuvertureZone: a shopper whose postal code Cabas does not deliver yet asks for one e-mail when it does
// (ADR 0038). Rate-limited per address like the other writes open to anyone.
import { alerteOuvertureZone } from "@cabas/contracts";
import { implement, type CallImplementation } from "../../http/call-registry.ts";
import { AppError } from "../../http/app-error.ts";
import { perimeterForPostalCode } from "../session/perimeter-lookup.ts";
import { enforceRateLimits } from "../session/rate-limit.ts";
import { recordZoneAlert } from "./zone-alert-store.ts";
import { zoneAlertAnswer, zoneAlertOutcome, zoneAlertRefusal } from "./zone-alert-rules.ts";
import { addressBucket } from "../../domain/address-bucket.ts";
import { fermerCodePostalCall, getZonesEnAttenteCall, ouvrirCodePostalCall } from "./zone-opening-calls.ts";

/** Enough for a household trying a few codes and addresses, not for filling the list with strangers' addresses. */
export const ZONE_ALERT_RULE = { limit: 10, windowMs: 60 * 60_000 };

export const alerteOuvertureZoneCall = implement(
  alerteOuvertureZone,
  async ({ db, input, principal, request, now }) => {
    const at = now();
    await enforceRateLimits(db, [{ key: `zone-alert:${addressBucket(request.ip)}`, rule: ZONE_ALERT_RULE }], at);
    const refusal = zoneAlertRefusal(input.cp);
    if (refusal) throw new AppError("UNPROCESSABLE", refusal, { fieldErrors: { cp: [refusal] } });
    const delivered = (await perimeterForPostalCode(db, input.cp)) !== null;
    const recorded =
      !delivered &&
      (await recordZoneAlert(db, {
        email: input.email,
        postalCode: input.cp,
        userId: principal?.kind === "customer" ? principal.userId : null,
        at,
      }));
    return { code_postal: input.cp, ...zoneAlertAnswer(zoneAlertOutcome(delivered, recorded), input.cp) };
  },
);

export const zoneAlertCallImplementations: readonly CallImplementation[] = [alerteOuvertureZoneCall, getZonesEnAttenteCall, ouvrirCodePostalCall, fermerCodePostalCall];
