// loginSA (staff acts as a customer, audited) and getDebug (technical facts for staff).
import { eq } from "drizzle-orm";
import { getDebug, loginSA } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { staffOf } from "../../http/auth.ts";
import { implement } from "../../http/call-registry.ts";
import { AppError, notFound, unprocessable } from "../../http/app-error.ts";
import { setCustomerCookies } from "../../http/session-cookies.ts";
import { pendingJobCount } from "../../jobs/job-queue.ts";
import { isErasedEmail } from "./account-deletion-rules.ts";
import { loginResponse } from "./login-response.ts";
import { createSession } from "./session-store.ts";
import { findUserByEmail, STAFF_TOKEN_COOKIE } from "./sign-in.ts";

export const loginSaCall = implement(loginSA, async ({ db, input, principal, token, request, reply, now, config }) => {
  const staff = staffOf(principal);
  const staffUserId = staff.userId;
  if (!token) throw new AppError("FORBIDDEN", "Accès réservé.");
  const target = await accountNamedByStaff(db, input);
  if (target.permissions.length > 0) throw unprocessable("Impossible d'agir en tant qu'un membre de l'équipe.");
  const at = now();
  const [impersonation] = await db
    .insert(schema.impersonations)
    .values({ staffUserId, customerUserId: target.id, startedAt: at, ip: request.ip })
    .returning({ id: schema.impersonations.id });
  const perimeterId = target.perimeterId ?? staff.perimeterId ?? null;
  const session = await createSession(
    db,
    { kind: "customer", userId: target.id, impersonatorId: staffUserId, impersonationId: impersonation!.id, postalCode: target.postalCode, perimeterId },
    at,
  );
  // Keep the staff member's own session aside so that leaving brings them back to it.
  reply.setCookie(STAFF_TOKEN_COOKIE, token, { path: "/", httpOnly: true, sameSite: "lax", secure: request.protocol === "https", maxAge: 4 * 3600 });
  const resolvedPerimeter = perimeterId ?? 0;
  setCustomerCookies(request, reply, { token: session.token, permissions: [], postalCode: target.postalCode, perimeterId: resolvedPerimeter }, config.cookies);
  return loginResponse({
    token: session.token,
    permissions: [],
    perimeterId: resolvedPerimeter,
    postalCode: target.postalCode,
    redirect: input.redirect ?? "/mon-compte",
    message: `Vous agissez en tant que ${target.prenom} ${target.nom}.`,
  });
});

/**
 * The account staff name by its number or its e-mail address (loginSA, getJournalSA). An erased account
 * (supprimerCompte) is nobody any more: there is no customer to act as, and its login-as rows went with it.
 */
export async function accountNamedByStaff(db: Database, named: { id_client?: number | undefined; email?: string | undefined }, unknown = "Ce client n'existe pas.") {
  const account =
    named.id_client !== undefined
      ? (await db.select().from(schema.users).where(eq(schema.users.id, named.id_client)).limit(1))[0]
      : named.email
        ? await findUserByEmail(db, named.email)
        : undefined;
  if (!account || isErasedEmail(account.email)) throw notFound(unknown);
  return account;
}

const startedAt = Date.now();

export const getDebugCall = implement(getDebug, async ({ db, config }) => ({
  version: config.version,
  node: process.version,
  database: config.databaseKind,
  uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  memoryMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
  pendingJobs: await pendingJobCount(db),
}));
