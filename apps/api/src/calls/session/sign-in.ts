// register, loginToken and logoutToken.
import { and, eq, isNull, sql } from "drizzle-orm";
import { COOKIE_NAMES, formatFrenchPhone, loginToken, logoutToken, normalizeSiret, register } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement, type CallContext } from "../../http/call-registry.ts";
import { AppError, conflict, unprocessable } from "../../http/app-error.ts";
import { clearCredentialCookies, setCustomerCookies } from "../../http/session-cookies.ts";
import { decoyPasswordHash, hashPassword, verifyPassword, weakPasswordReason } from "../../domain/passwords.ts";
import { hashToken } from "../../domain/session-tokens.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { welcomeMail } from "../../mail/mail-templates.ts";
import { loginResponse } from "./login-response.ts";
import { notDeliveredMessageFor, perimeterForPostalCode } from "./perimeter-lookup.ts";
import { enforceRateLimits, forgiveSignIn, RATE_RULES, signInAttempts } from "./rate-limit.ts";
import { createSession, revokeSessionByToken } from "./session-store.ts";
import { findActiveBasket, loadBasketView, mergeGuestBasket } from "../basket/basket-store.ts";
import { recordReferredSignUp, referrerForCode } from "../loyalty/referral-store.ts";
import { addressBucket } from "../../domain/address-bucket.ts";

export const findUserByEmail = async (db: Database, email: string) =>
  (await db.select().from(schema.users).where(sql`lower(${schema.users.email}) = ${email.toLowerCase()}`).limit(1))[0];

/** Rotation: whatever session the browser had (guest or account) ends when a new one starts. */
async function endPreviousSessions(ctx: Pick<CallContext<never>, "db" | "request" | "now">) {
  for (const name of [COOKIE_NAMES.token, COOKIE_NAMES.guestToken]) {
    const previous = ctx.request.cookies[name];
    if (previous) await revokeSessionByToken(ctx.db, previous, ctx.now());
  }
}

export const registerCall = implement(register, async (ctx) => {
  const { db, input, request, reply, now, config } = ctx;
  await enforceRateLimits(db, [{ key: `register:ip:${addressBucket(request.ip)}`, rule: RATE_RULES.registerPerAddress }], now());
  const weak = weakPasswordReason(input.password, { email: input.email });
  if (weak) throw new AppError("INVALID_DATA", weak, { fieldErrors: { password: [weak] } });
  const perimeterId = await perimeterForPostalCode(db, input.cp);
  if (perimeterId === null) {
    const message = await notDeliveredMessageFor(db, input.cp);
    throw new AppError("INVALID_DATA", message, { fieldErrors: { cp: [message] } });
  }
  if (await findUserByEmail(db, input.email)) {
    throw conflict("Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou réinitialisez votre mot de passe.");
  }
  const referrer = input.code_parrain ? await referrerForCode(db, input.code_parrain, ctx.principal) : null;
  const passwordHash = await hashPassword(input.password);
  const at = now();
  const user = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(schema.users)
      .values({
        email: input.email,
        passwordHash,
        civilite: input.civilite,
        nom: input.nom,
        prenom: input.prenom,
        // One stored form, as addresses and the personal details store it.
        phone: input.telephone ? formatFrenchPhone(input.telephone) : null,
        kind: input.pro ? "professional" : "consumer",
        companyName: input.pro ? (input.raison_sociale ?? null) : null,
        siret: input.pro && input.siret ? normalizeSiret(input.siret) : null,
        vatNumber: input.pro && input.tva ? input.tva.replace(/\s/g, "").toUpperCase() : null,
        postalCode: input.cp,
        perimeterId,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) return null;
    await tx.insert(schema.optins).values({ userId: created.id, type: "newsletter", subscribed: input.optin_newsletter, origin: "inscription", updatedAt: at });
    const welcome = await recordReferredSignUp(tx, created, referrer, at);
    return { ...created, welcome };
  });
  // Two sign-ups with the same address at once: the unique index lets one through.
  if (!user) throw conflict("Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou réinitialisez votre mot de passe.");
  const { session, panier } = await openCustomerSession(ctx, { userId: user.id, postalCode: input.cp, perimeterId }, at);
  await enqueueJob(db, MAIL_JOB, welcomeMail(user.email, user.prenom, config.publicUrl), at);
  setCustomerCookies(request, reply, { token: session.token, permissions: [], postalCode: input.cp, perimeterId }, config.cookies);
  return loginResponse({
    token: session.token,
    permissions: [],
    perimeterId,
    postalCode: input.cp,
    modal: "BIENVENUE",
    redirect: input.redirect,
    panier,
    message: user.welcome
      ? `Bienvenue chez Cabas, ${user.prenom} ! Votre bon de bienvenue de ${user.welcome.voucherCents / 100} € vous attend.`
      : `Bienvenue chez Cabas, ${user.prenom} !`,
  });
});

/** The guest session the browser (ID_VISITEUR) or the caller's bearer token had before signing in. */
async function guestSessionId(ctx: Pick<CallContext<never>, "db" | "request" | "principal" | "now">): Promise<number | null> {
  if (ctx.principal?.kind === "guest" && ctx.principal.sessionId !== undefined) return ctx.principal.sessionId;
  const guestToken = ctx.request.cookies[COOKIE_NAMES.guestToken];
  if (!guestToken) return null;
  const [row] = await ctx.db
    .select({ id: schema.sessions.id, kind: schema.sessions.kind })
    .from(schema.sessions)
    .where(and(eq(schema.sessions.tokenHash, hashToken(guestToken)), isNull(schema.sessions.revokedAt)))
    .limit(1);
  return row?.kind === "guest" ? row.id : null;
}

/**
 * One transaction: previous sessions end, the account's session starts and the guest's basket joins the
 * account's (quantities added, capped at stock), so a failed login never leaves a half-merged basket.
 */
async function openCustomerSession(
  ctx: Pick<CallContext<never>, "db" | "request" | "principal" | "now">,
  place: { userId: number; postalCode: string | null; perimeterId: number },
  at: Date,
) {
  const guestId = await guestSessionId(ctx);
  const { session, basketId } = await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    await endPreviousSessions({ ...ctx, db: tx });
    const session = await createSession(tx, { kind: "customer", ...place }, at);
    const basketId =
      guestId !== null
        ? await mergeGuestBasket(tx, guestId, place.userId, at)
        : ((await findActiveBasket(tx, { kind: "customer", userId: place.userId, permissions: [] }))?.id ?? null);
    return { session, basketId };
  });
  const panier = basketId === null ? null : await loadBasketView(ctx.db, basketId, at);
  return { session, panier };
}

const WRONG_CREDENTIALS = "Adresse e-mail ou mot de passe incorrect.";

export const loginTokenCall = implement(loginToken, async (ctx) => {
  const { db, input, request, reply, now, config } = ctx;
  await enforceRateLimits(db, signInAttempts(request.ip, input.email), now());
  const user = await findUserByEmail(db, input.email);
  // Verify against a decoy when the account does not exist, so timing does not reveal which addresses have one.
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !valid) throw unprocessable(WRONG_CREDENTIALS);
  // A customer who signs in often is never locked out of their account by it.
  await forgiveSignIn(db, input.email, request.ip);
  const perimeterId = user.perimeterId ?? (await defaultPerimeterId(db));
  const { session, panier } = await openCustomerSession(ctx, { userId: user.id, postalCode: user.postalCode, perimeterId }, now());
  setCustomerCookies(request, reply, { token: session.token, permissions: user.permissions, postalCode: user.postalCode, perimeterId }, config.cookies);
  return loginResponse({
    token: session.token,
    permissions: user.permissions,
    perimeterId,
    postalCode: user.postalCode,
    redirect: input.redirect,
    panier,
    message: `Bonjour ${user.prenom} !`,
  });
});

async function defaultPerimeterId(db: Database): Promise<number> {
  const [row] = await db
    .select({ id: schema.perimeters.id })
    .from(schema.perimeters)
    .orderBy(sql`${schema.perimeters.isDefault} desc`, schema.perimeters.id)
    .limit(1);
  if (!row) throw new Error("no perimeter configured");
  return row.id;
}

export const logoutTokenCall = implement(logoutToken, async (ctx) => {
  const { db, token, principal, request, reply, now, config } = ctx;
  const staffToken = request.cookies[STAFF_TOKEN_COOKIE];
  if (token) await revokeSessionByToken(db, token, now());
  // Leaving a login-as ends that login-as, and only it: the same staff member may be acting as another customer
  // elsewhere (another tab, browser or app), whose login-as goes on (ADR 0081).
  if (principal?.impersonationId) await endImpersonation(db, principal.impersonationId, now());
  const guest = request.cookies[COOKIE_NAMES.guestToken];
  if (guest && guest !== token) await revokeSessionByToken(db, guest, now());
  clearCredentialCookies(reply, config.cookies);
  // Leaving a login-as session brings the staff member back to their own session.
  if (staffToken && (await restoreStaffSession(db, staffToken, ctx))) return { message: "Vous avez repris votre session." };
  return { message: "Vous êtes déconnecté. À bientôt !" };
});

/**
 * Marks one login-as ended and ends the sessions it opened: a session whose login-as is over can write nothing more
 * under it (the authenticator refuses it too, whatever ended it).
 */
export async function endImpersonation(db: Database, impersonationId: number, at: Date): Promise<void> {
  await db
    .update(schema.impersonations)
    .set({ endedAt: at })
    .where(and(eq(schema.impersonations.id, impersonationId), isNull(schema.impersonations.endedAt)));
  await db
    .update(schema.sessions)
    .set({ revokedAt: at })
    .where(and(eq(schema.sessions.impersonationId, impersonationId), isNull(schema.sessions.revokedAt)));
}

/** The staff member's own token, kept aside (HttpOnly) while they act as a customer. */
export const STAFF_TOKEN_COOKIE = "ID_SA";

async function restoreStaffSession(db: Database, staffToken: string, ctx: Pick<CallContext<never>, "request" | "reply" | "now" | "config">) {
  ctx.reply.clearCookie(STAFF_TOKEN_COOKIE, { path: "/" });
  const [row] = await db
    .select({ session: schema.sessions, user: schema.users })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(and(eq(schema.sessions.tokenHash, hashToken(staffToken)), isNull(schema.sessions.revokedAt)))
    .limit(1);
  if (!row || row.session.expiresAt <= ctx.now()) return false;
  setCustomerCookies(
    ctx.request,
    ctx.reply,
    { token: staffToken, permissions: row.user.permissions, postalCode: row.session.postalCode, perimeterId: row.session.perimeterId ?? (await defaultPerimeterId(db)) },
    ctx.config.cookies,
  );
  return true;
}
