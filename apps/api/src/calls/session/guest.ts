// loginCP: a visitor gives a postal code and gets a guest session in the perimeter that delivers it. A basket
// already there follows at once (ADR 0064): re-priced in the new perimeter, its old slot and address let go, the
// products not delivered there reported as `indispos` with substitutes, as setAdresses does.
import { eq } from "drizzle-orm";
import { loginCP } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { unprocessable } from "../../http/app-error.ts";
import { setCustomerCookies, setGuestCookies } from "../../http/session-cookies.ts";
import { findActiveBasket, loadBasketView, lockBasket } from "../basket/basket-store.ts";
import { unavailableProducts } from "../basket/substitutes.ts";
import { assertBasketMayMove, moveBasketToPerimeter } from "../addresses/perimeter-move.ts";
import { loginResponse } from "./login-response.ts";
import { notDeliveredDetails, notDeliveredMessageFor, perimeterForPostalCode } from "./perimeter-lookup.ts";
import { createSession } from "./session-store.ts";

export const MOVED_WITH_UNAVAILABLE = "Certains produits de votre panier ne sont pas disponibles dans votre nouvelle zone de livraison.";
export const MOVED = "Votre panier suit les prix et les stocks de votre nouvelle zone de livraison.";

export const loginCpCall = implement(loginCP, async ({ db, input, principal, token, request, reply, now, config }) => {
  const perimeterId = await perimeterForPostalCode(db, input.cp);
  if (perimeterId === null) throw unprocessable(await notDeliveredMessageFor(db, input.cp), notDeliveredDetails(input.cp));
  const place = { postalCode: input.cp, perimeterId };
  const at = now();

  if (principal?.sessionId !== undefined && token) {
    const sessionId = principal.sessionId;
    const found = await findActiveBasket(db, principal);
    // Refused before anything changes: the session, the account and the basket stay where they were.
    if (found && found.perimeterId !== perimeterId) assertBasketMayMove(found);
    // An existing session (guest or customer) moves to the new postal code; its token stays; its basket follows.
    const moved = await db.transaction(async (tx) => {
      let movedBasketId: number | null = null;
      if (found) {
        const basket = await lockBasket(tx, found.id);
        if (basket.status === "active" && basket.perimeterId !== perimeterId) {
          await moveBasketToPerimeter(tx, basket.id, perimeterId, at);
          movedBasketId = basket.id;
        }
      }
      await tx.update(schema.sessions).set(place).where(eq(schema.sessions.id, sessionId));
      if (principal.kind === "customer" && principal.userId !== null) {
        await tx.update(schema.users).set({ ...place, updatedAt: at }).where(eq(schema.users.id, principal.userId));
      }
      return movedBasketId;
    });
    if (principal.kind === "customer" && principal.userId !== null) {
      setCustomerCookies(request, reply, { token, permissions: principal.permissions, ...place }, config.cookies);
    } else {
      setGuestCookies(request, reply, { token, ...place });
    }
    const answer = { token, permissions: principal.permissions, perimeterId, postalCode: input.cp, redirect: input.redirect };
    if (moved === null) return loginResponse(answer);
    const indispos = await unavailableProducts(db, moved, perimeterId, at);
    const panier = await loadBasketView(db, moved, at);
    return { ...loginResponse({ ...answer, panier, message: indispos.length > 0 ? MOVED_WITH_UNAVAILABLE : MOVED }), indispos };
  }

  const session = await createSession(db, { kind: "guest", ...place }, at);
  setGuestCookies(request, reply, { token: session.token, ...place });
  return loginResponse({ token: session.token, permissions: [], perimeterId, postalCode: input.cp, redirect: input.redirect });
});
