// A new e-mail address takes effect once the link mailed to it is opened (ADR 0041, amendment of 2026-11-30):
// Cabas's calls beyond the specification, beside updateMe (action infos), which asks for the change.
import { z } from "zod";
import { mailedLinkToken } from "./account-calls.ts";
import { defineCall, successShape } from "./call.ts";

/** How long the link mailed to the new address opens it, in hours. */
export const EMAIL_CHANGE_VALID_HOURS = 24;

export const changementEmail = defineCall({
  name: "changementEmail",
  method: "POST",
  summary:
    "Le changement d'adresse e-mail en attente de confirmation (extension Cabas) : renvoyer le lien à la nouvelle adresse (un nouveau lien, valable 24 heures, remplace l'ancien) ou annuler le changement. Refusé quand l'équipe agit en tant que client.",
  access: "customer",
  input: z.object({
    action: z.enum(["renvoyer", "annuler"], { error: "Action inconnue : renvoyer ou annuler." }),
  }),
  output: successShape({}),
});

export const confirmChangementEmail = defineCall({
  name: "confirmChangementEmail",
  method: "POST",
  summary:
    "Confirme une nouvelle adresse e-mail avec le lien reçu à cette adresse (extension Cabas ; lien à usage unique, valable 24 heures, connecté ou non) : l'adresse du compte change, ses autres sessions se terminent (sauf celle qui a demandé le changement) et l'ancienne adresse en est prévenue.",
  access: "public",
  input: z.object({ token: mailedLinkToken }),
  output: successShape({ email: z.string() }),
});

export const emailChangeCalls = [changementEmail, confirmChangementEmail] as const;
