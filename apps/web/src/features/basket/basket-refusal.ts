// What a refused basket change tells the shopper: the web-service's French words, or the shop's own error when none
// came (the network failed). The basket's toast and the dialogs that say it themselves (INDISPO: a toast would sit
// under the modal dialog, out of sight and silenced) use the same words.
import { NOT_AUTHORIZED } from "@cabas/contracts/client-values";
import { NETWORK_FAILURE } from "../../lib/api/query.ts";

/** `null`: no answer at all. */
export function basketRefusalMessage(refusal: { status: number; message: string } | null, fallback: string): string {
  if (!refusal) return fallback;
  // A benefit asked for by a guest: the web-service says NOT_AUTHORIZED, the shopper reads why.
  const message = refusal.message === NOT_AUTHORIZED ? "Connectez-vous pour utiliser vos avantages." : refusal.message;
  return refusal.status === NETWORK_FAILURE || !message ? fallback : message;
}
