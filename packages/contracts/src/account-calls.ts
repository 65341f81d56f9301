// Deleting one's own account (RGPD art. 17): Cabas's call beyond the specification, which names only the settings
// page. The customer confirms with their password; personal data are erased or anonymised, orders and invoices are
// kept ten years for the accounts (Code de commerce L123-22). Decisions: docs/adr/0039.
import { z } from "zod";
import { defineCall, successShape } from "./call.ts";
import { tickedCheckbox } from "./checkbox.ts";

/** The token of a link Cabas mailed to confirm an address (a game's, a new address's), as its page passes it on. */
export const mailedLinkToken = z
  .string({ error: "Le lien de confirmation est incomplet." })
  .min(10, { error: "Le lien de confirmation est incomplet." })
  .max(200, { error: "Le lien de confirmation n'est pas valable." });

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

/**
 * Confirms the account's e-mail address from the link mailed at the first play of a game with prizes (ADR 0048):
 * Cabas's call beyond the specification. The link proves the shopper reads that mailbox; it is single-use.
 */
export const confirmEmail = defineCall({
  name: "confirmEmail",
  method: "POST",
  summary:
    "Confirme l'adresse e-mail d'un compte avec le lien reçu par e-mail (extension Cabas ; lien à usage unique, valable 48 heures) : les jeux avec des lots sont réservés aux adresses confirmées. La réponse dit où revenir (le jeu d'où le lien a été demandé).",
  access: "public",
  input: z.object({ token: mailedLinkToken }),
  output: successShape({ retour: z.string() }),
});

export const accountCalls = [supprimerCompte, confirmEmail] as const;
