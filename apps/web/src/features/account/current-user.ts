// The signed-in customer as the server sees it (the `me` call), and the guard of account pages (spec §2).
import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { me, type UserEntity } from "@cabas/contracts";
import { callApi } from "../../lib/api/client.ts";
import { loginUrlFor } from "../../lib/session/redirect-target.ts";
import { currentUserFrom, isActingAs, type CurrentUser } from "./current-user-status.ts";
import { SESSION_EXPIRED_PATH } from "./paths.ts";

export type { CurrentUser };

/** Logged in = a token cookie and a session the web-service still knows. One `me` per request. */
export const getCurrentUser = cache(async (): Promise<CurrentUser> => {
  const jar = await cookies();
  if (!jar.get("ID")?.value) return { status: "guest" };
  return currentUserFrom(await callApi(me, {}, { perimeter: false }));
});

/** Whether a staff member acts as this customer (login-as): from the same `me` as the rest of the page. */
export const isStaffActingAs = async (): Promise<boolean> => isActingAs(await getCurrentUser());

/**
 * Guard of a page that needs an account: a guest goes to sign-in (and comes back to `path` + `search`),
 * an expired session is cleared by the session-expired route, which sends the visitor home.
 */
export async function requireUser(path: string, search = ""): Promise<{ user: UserEntity } | { technical: true }> {
  const current = await getCurrentUser();
  switch (current.status) {
    case "signed-in":
      return { user: current.user };
    case "guest":
      return redirect(loginUrlFor(path, search));
    case "expired":
      return redirect(SESSION_EXPIRED_PATH);
    case "technical":
      return { technical: true };
  }
}
