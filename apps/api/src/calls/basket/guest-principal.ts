// The caller of a basket write, or a guest session started on the spot for a visitor who has none.
import type { CallContract } from "@cabas/contracts";
import type { CallContext } from "../../http/call-registry.ts";
import type { Principal } from "../../http/auth.ts";
import { setGuestCookies } from "../../http/session-cookies.ts";
import { createSession } from "../session/session-store.ts";
import { resolvePerimeter } from "../perimeters/resolve-perimeter.ts";

/**
 * A visitor without any session who adds a product gets a guest session on the spot (in the perimeter of their
 * ID_PERIMETRE cookie, else the default one), so adding to the basket works from the first page, even without
 * JavaScript.
 */
export async function ensurePrincipal(ctx: Pick<CallContext<CallContract>, "principal" | "db" | "request" | "reply" | "now">): Promise<Principal> {
  if (ctx.principal) return ctx.principal;
  const perimeter = await resolvePerimeter(ctx.db, ctx.request, undefined);
  const cp = ctx.request.cookies.CP;
  const postalCode = cp && /^[0-9]{5}$/.test(cp) ? cp : null;
  const session = await createSession(ctx.db, { kind: "guest", postalCode, perimeterId: perimeter.id }, ctx.now());
  setGuestCookies(ctx.request, ctx.reply, { token: session.token, postalCode, perimeterId: perimeter.id });
  return { kind: "guest", userId: null, permissions: [], sessionId: session.id, perimeterId: perimeter.id, postalCode };
}
