// The rules of « Prévenez-moi quand Cabas livre chez moi » (ADR 0038): which postal codes may be asked for, what the
// shopper is told, and how long a request is kept.
import type { ZONE_ALERT_STATES, ZoneAlertOutcome } from "@cabas/contracts";
import { postalCodeExists } from "../../domain/postal-code.ts";
import { NO_SUCH_POSTAL_CODE } from "../session/perimeter-lookup.ts";

/** A request waits this long for its zone to open, then goes (RGPD data minimisation). */
export const WAITING_RETENTION_YEARS = 3;
/** Once its one e-mail is queued, a request is kept this long (a shopper asking whether it was sent), then goes. */
export const NOTIFIED_RETENTION_DAYS = 30;

type ZoneAlertState = (typeof ZONE_ALERT_STATES)[number];

/** Why a request for this postal code is refused, or null: only a code that exists may wait for its zone. */
export function zoneAlertRefusal(postalCode: string): string | null {
  return postalCodeExists(postalCode) ? null : NO_SUCH_POSTAL_CODE;
}

/** What a request comes to: nothing to wait for when the code is delivered; otherwise recorded once. */
export function zoneAlertOutcome(delivered: boolean, recordedNow: boolean): ZoneAlertOutcome {
  if (delivered) return "deja_livre";
  return recordedNow ? "inscrit" : "deja_inscrit";
}

/**
 * What the shopper reads and the answer's state for each outcome. A request already waiting reads exactly as a new
 * one: the call is open to anyone, and « vous êtes déjà inscrit » would tell them that this address asked for this
 * postal code (ADR 0038).
 */
export function zoneAlertAnswer(outcome: ZoneAlertOutcome, postalCode: string): { etat: ZoneAlertState; message: string } {
  switch (outcome) {
    case "deja_livre":
      return {
        etat: "deja_livre",
        message: `Bonne nouvelle : Cabas livre déjà le ${postalCode}. Indiquez-le comme votre code postal pour voir les produits et les créneaux.`,
      };
    case "inscrit":
    case "deja_inscrit":
      return {
        etat: "inscrit",
        message: `C'est noté : nous vous écrirons une seule fois, quand Cabas livrera le ${postalCode}. Pour retirer votre demande, écrivez-nous depuis la page « Contacter Cabas ».`,
      };
  }
}

/** Requests created before this instant and still waiting are deleted. */
export function waitingPurgeCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - WAITING_RETENTION_YEARS);
  return cutoff;
}

/** Requests notified before this instant are deleted. */
export const notifiedPurgeCutoff = (now: Date): Date => new Date(now.getTime() - NOTIFIED_RETENTION_DAYS * 86_400_000);
