// Deleting one's own account (RGPD art. 17): Cabas's call beyond the specification, which names only the settings
// page. The customer confirms with their password; personal data are erased or anonymised, orders and invoices are
// kept ten years for the accounts (Code de commerce L123-22). Decisions: docs/adr/0039.
import { z } from "zod";
import { defineCall, successShape } from "./call.ts";
import { tickedCheckbox } from "./checkbox.ts";

/** What the storefront shows once the account is gone (also the call's message). */
export const ACCOUNT_DELETED_MESSAGE = "Votre compte a été supprimé.";

export const supprimerCompte = defineCall({
  name: "supprimerCompte",
  method: "POST",
  summary:
    "Supprime le compte du client connecté (extension Cabas, droit à l'effacement) : son mot de passe et sa confirmation sont exigés ; refusé pendant qu'une commande est en cours, pour un compte de l'équipe ou quand l'équipe agit en tant que client. Les données personnelles sont effacées, les commandes et factures gardées dix ans sous une forme anonyme ; la session se termine et un e-mail confirme la suppression.",
  access: "customer",
  input: z.object({
    password: z
      .string({ error: "Saisissez votre mot de passe pour confirmer." })
      .min(1, { error: "Saisissez votre mot de passe pour confirmer." })
      .max(1024, { error: "Le mot de passe est trop long." }),
    confirmation: tickedCheckbox("Cochez la case pour confirmer que la suppression est définitive."),
  }),
  output: successShape({}),
});

export const accountCalls = [supprimerCompte] as const;
