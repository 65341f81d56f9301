// « Prévenez-moi quand Cabas livre chez moi »: Cabas's call beyond the specification, which only says a postal code
// outside every perimeter is told so. One request per (e-mail, postal code), with consent for that one e-mail.
// Decisions: docs/adr/0038.
import { z } from "zod";
import { defineCall, successShape } from "./call.ts";
import { tickedCheckbox } from "./checkbox.ts";
import { emailField, postalCodeField } from "./session.ts";
import { ZONE_ALERT_DETAIL } from "./client-values.ts";

export { ZONE_ALERT_DETAIL };

/** inscrit: recorded now; deja_inscrit: the same request was already waiting; deja_livre: no need, Cabas delivers it. */
export const ZONE_ALERT_OUTCOMES = ["inscrit", "deja_inscrit", "deja_livre"] as const;
export type ZoneAlertOutcome = (typeof ZONE_ALERT_OUTCOMES)[number];
/**
 * What the answer says: a request already waiting is answered as a new one (`inscrit`), so the call does not tell
 * anyone which address asked for which postal code; deja_inscrit stays inside the web-service.
 */
export const ZONE_ALERT_STATES = ["inscrit", "deja_livre"] as const;

export const ZONE_ALERT_CONSENT_REQUIRED =
  "Cochez la case pour accepter de recevoir cet e-mail : sans votre accord, nous ne pouvons pas vous prévenir.";

export const alerteOuvertureZone = defineCall({
  name: "alerteOuvertureZone",
  method: "POST",
  summary:
    "Demande à être prévenu par un seul e-mail quand Cabas livrera un code postal qu'il ne livre pas encore (extension Cabas ; consentement obligatoire, une demande par e-mail et code postal).",
  access: "public",
  input: z.object({
    cp: postalCodeField,
    email: emailField,
    /** The ticked consent box of the form; anything else is a refusal. */
    consentement: tickedCheckbox(ZONE_ALERT_CONSENT_REQUIRED),
  }),
  output: successShape({ code_postal: z.string(), etat: z.enum(ZONE_ALERT_STATES) }),
});

export const zoneAlertCalls = [alerteOuvertureZone] as const;
