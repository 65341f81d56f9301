// « Prévenez-moi quand Cabas livre chez moi »: Cabas's call beyond the specification, which only says a postal code
// outside every perimeter is told so. One request per (e-mail, postal code), with consent for that one e-mail.
// Decisions: docs/adr/0038.
import { z } from "zod";
import { defineCall, successShape } from "./call.ts";
import { tickedCheckbox } from "./checkbox.ts";
import { emailField, postalCodeField } from "./session.ts";
import { ZONE_ALERT_DETAIL, ZONE_CLOSING_REASON_MAX } from "./client-values.ts";
import { numberFromText } from "./decimal-number.ts";
import { reasonText } from "./reason-text.ts";
import { ZONE_OPENING_PERMISSION } from "./session-rules.ts";

export { ZONE_ALERT_DETAIL, ZONE_CLOSING_REASON_MAX };

export const CLOSING_REASON_TOO_SHORT = "Dites pourquoi ce code postal est fermé (3 caractères au moins).";

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

/** The postal codes people wait for, and the perimeters that may deliver them (the zones screen, ADR 0096). */
export const getZonesEnAttente = defineCall({
  name: "getZonesEnAttente",
  method: "GET",
  summary:
    "Codes postaux que des visiteurs attendent, le plus demandé d'abord, avec leurs communes, et les périmètres qui peuvent les livrer (extension Cabas, permission zones.open).",
  access: "staff",
  permission: ZONE_OPENING_PERMISSION,
  input: z.object({}),
  output: successShape({
    attentes: z.array(z.object({ code_postal: z.string(), communes: z.array(z.string()), demandes: z.number(), plus_ancienne: z.string() })),
    perimetres: z.array(z.object({ id: z.number(), nom: z.string(), codes_postaux: z.number() })),
  }),
});

/** Opens a postal code to delivery from a perimeter and tells the people waiting for it, as `npm run zones -- ouvrir`. */
export const ouvrirCodePostal = defineCall({
  name: "ouvrirCodePostal",
  method: "POST",
  summary:
    "Livre un code postal depuis un périmètre : ses communes y sont ajoutées et les personnes qui l'attendaient reçoivent leur e-mail (extension Cabas, permission zones.open).",
  access: "staff",
  permission: ZONE_OPENING_PERMISSION,
  input: z.object({
    code_postal: postalCodeField,
    id_perimetre: numberFromText(
      z
        .number({ error: "Choisissez le périmètre qui livrera ce code postal." })
        .int({ error: "Choisissez le périmètre qui livrera ce code postal." })
        .positive({ error: "Ce périmètre n'existe pas." })
        .max(2_147_483_647, { error: "Ce périmètre n'existe pas." }),
    ),
  }),
  output: successShape({
    code_postal: z.string(),
    perimetre: z.string(),
    communes: z.array(z.string()),
    /** Communes added now: 0 when the code was already delivered by this perimeter. */
    ajoutees: z.number(),
    /** People waiting for it, told by e-mail by the API's worker. */
    prevenus: z.number(),
  }),
});

/**
 * Closes a postal code to delivery again (ADR 0099): refused while orders remain to be delivered there; baskets with
 * an address there can no longer be ordered to it.
 */
export const fermerCodePostal = defineCall({
  name: "fermerCodePostal",
  method: "POST",
  summary:
    "Ne livre plus un code postal : ses communes quittent leur périmètre, les visiteurs de ce code postal ne peuvent plus commander (refusé tant que des commandes restent à y livrer ; extension Cabas, permission zones.open).",
  access: "staff",
  permission: ZONE_OPENING_PERMISSION,
  input: z.object({
    code_postal: postalCodeField,
    raison: reasonText({
      missing: "Dites pourquoi ce code postal est fermé : l'équipe le relira.",
      short: CLOSING_REASON_TOO_SHORT,
      long: `La raison tient en ${ZONE_CLOSING_REASON_MAX} caractères.`,
      max: ZONE_CLOSING_REASON_MAX,
    }),
    /** The ticked box « les clients de ce code postal ne pourront plus commander ». */
    confirmation: tickedCheckbox("Cochez la case pour confirmer : les clients de ce code postal ne pourront plus commander."),
  }),
  output: successShape({
    code_postal: z.string(),
    perimetre: z.string(),
    /** The communes no longer delivered. */
    communes: z.array(z.string()),
    /** Baskets being filled with a delivery address there: they must choose another one. */
    paniers: z.number(),
  }),
});

export const zoneAlertCalls = [alerteOuvertureZone, getZonesEnAttente, ouvrirCodePostal, fermerCodePostal] as const;
