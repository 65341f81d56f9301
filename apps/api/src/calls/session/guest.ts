// loginCP: a visitor gives a postal code and gets a guest session in the perimeter that delivers it.
import { eq } from "drizzle-orm";
import { loginCP } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { unprocessable } from "../../http/app-error.ts";
import { setCustomerCookies, setGuestCookies } from "../../http/session-cookies.ts";
import { loginResponse } from "./login-response.ts";
import { notDeliveredDetails, notDeliveredMessage, perimeterForPostalCode } from "./perimeter-lookup.ts";
import { createSession } from "./session-store.ts";

export const loginCpCall = implement(loginCP, async ({ db, input, principal, token, request, reply, now, config }) => {
  const perimeterId = await perimeterForPostalCode(db, input.cp);
  if (perimeterId === null) throw unprocessable(notDeliveredMessage(input.cp), notDeliveredDetails(input.cp));
  const place = { postalCode: input.cp, perimeterId };

  if (principal?.sessionId !== undefined && token) {
    // An existing session (guest or customer) moves to the new postal code; its token stays.
    await db.update(schema.sessions).set(place).where(eq(schema.sessions.id, principal.sessionId));
    if (principal.kind === "customer" && principal.userId !== null) {
      await db.update(schema.users).set({ ...place, updatedAt: now() }).where(eq(schema.users.id, principal.userId));
      setCustomerCookies(request, reply, { token, permissions: principal.permissions, ...place }, config.cookies);
    } else {
      setGuestCookies(request, reply, { token, ...place });
    }
    return loginResponse({ token, permissions: principal.permissions, perimeterId, postalCode: input.cp, redirect: input.redirect });
  }

  const session = await createSession(db, { kind: "guest", ...place }, now());
  setGuestCookies(request, reply, { token: session.token, ...place });
  return loginResponse({ token: session.token, permissions: [], perimeterId, postalCode: input.cp, redirect: input.redirect });
});
