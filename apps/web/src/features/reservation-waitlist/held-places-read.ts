// The server's read of the places waiting lists hold for the shopper (ADR 0131), for a page rendered for them alone
// and shown without scripts: a browser that never ran the scripts (no JS cookie, ADR 0032) cannot read them itself, so
// its told customer would read the product sold out on every tile and on the product page.
import "server-only";
import { mesPlacesGardees } from "@cabas/contracts";
import { callApi } from "../../lib/api/client.ts";
import type { HeldPlacesRead } from "./held-places-context.tsx";
import { readHeldPlaces } from "./held-places.ts";

/**
 * The places held for a signed-in shopper whose browser has not run the scripts; undefined otherwise (a guest holds
 * nothing; a browser with scripts reads them itself, once per page and only when a tile may be held). A shared page is
 * rendered without the shopper's tokens (ADR 0032), as a guest's: nothing is read for it.
 */
export async function heldPlacesForRender(signedIn: boolean, scriptsRun: boolean): Promise<HeldPlacesRead | undefined> {
  if (!signedIn || scriptsRun) return undefined;
  const result = await callApi(mesPlacesGardees, {});
  return { places: result.ok ? readHeldPlaces(result.data) : [], at: Date.now() };
}
