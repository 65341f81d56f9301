// Where « Télécharger mes données » posts, and where a refused download sends the shopper back (ADR 0082).
import type { PageErrorCode } from "@cabas/contracts";
import { loginUrlFor } from "../../lib/session/redirect-target.ts";

export const SETTINGS_PATH = "/parametres";
/** The section's id, so a refusal comes back to it rather than to the top of the page. */
export const PERSONAL_DATA_SECTION = "telecharger-mes-donnees";
export const PERSONAL_DATA_DOWNLOAD_PATH = `${SETTINGS_PATH}/${PERSONAL_DATA_SECTION}`;

/**
 * The web-service's refusal as the page to go back to: signed out (401), sign in and come back; too many exports
 * (429) or an adviser acting as the customer (422), the settings saying so; anything else, « indisponible ».
 */
export function personalDataRefusalPath(status: number): string {
  if (status === 401 || status === 403) return loginUrlFor(SETTINGS_PATH);
  const code: PageErrorCode = status === 429 ? "donnees_limite" : status === 422 ? "donnees_conseiller" : "indisponible";
  return `${SETTINGS_PATH}?erreur=${code}#${PERSONAL_DATA_SECTION}`;
}
