// Where a shopper goes once a card is saved: the page that opened ADD_CARD. The provider always answers on
// /cartes-bancaires and drops any query, so the dialog leaves that page in a short-lived cookie instead.
import { internalPath } from "../../lib/session/redirect-target.ts";

export const CARD_RETURN_COOKIE = "CARTE_RETOUR";
const CARDS_PAGE = "/mes-cartes-bancaires";

/** The cookie the ADD_CARD dialog sets as its form leaves for the provider (15 minutes: enough to type a card). */
export const cardReturnCookie = (pathname: string): string =>
  `${CARD_RETURN_COOKIE}=${encodeURIComponent(pathname)}; path=/; max-age=900; samesite=lax`;

/** The page to show after addCB, flagged `ajout=1`: the remembered path if it is this site's, else the cards list. */
export function cardSavedTarget(remembered: string | undefined): string {
  let decoded: string | undefined;
  try {
    decoded = remembered === undefined ? undefined : decodeURIComponent(remembered);
  } catch {
    decoded = undefined;
  }
  const path = internalPath(decoded);
  const pathname = path ? new URL(path, "http://x").pathname : CARDS_PAGE;
  // Coming back to the form itself would ask for the card again.
  return `${pathname === "/cartes-bancaires" ? CARDS_PAGE : pathname}?ajout=1`;
}
