// A new e-mail address takes effect once the link mailed to it is opened (ADR 0041, amendment of 2026-11-30):
// updateMe (action infos) asks for it through requestEmailChange; changementEmail sends the link again or cancels;
// confirmChangementEmail applies it. Until then the account keeps its address, for signing in and for mails.
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { changementEmail, confirmChangementEmail, EMAIL_CHANGE_VALID_HOURS } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { generateToken, hashToken } from "../../domain/session-tokens.ts";
import { AppError, unprocessable } from "../../http/app-error.ts";
import { implement, type AppConfig } from "../../http/call-registry.ts";
import type { Principal } from "../../http/auth.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { emailChangeAskedMail, emailChangeLinkMail, emailChangedNoticeMail } from "../../mail/account-mails.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { credentialChangeRefusal, EMAIL_TAKEN, maskEmail } from "./credential-change-rules.ts";
import {
  EMAIL_CHANGE_LINK_UNKNOWN,
  EMAIL_TAKEN_BEFORE_CONFIRMATION,
  emailChangeLinkRefusal,
  emailChangeLinkState,
  type EmailChangeLinkState,
  NO_PENDING_EMAIL_CHANGE,
  pendingEmailOf,
} from "./email-change-rules.ts";
import { enforceRateLimits, type RateRule } from "./rate-limit.ts";
import { signOutElsewhere } from "./session-store.ts";
import { isUniqueViolation } from "../postgres-errors.ts";

const { emailChanges, users } = schema;

/** The storefront's contact page, named in the mails about the account. */
export const CONTACT_PATH = "/contacter-cabas";
/** The storefront's page the link opens (a route handler that calls confirmChangementEmail). */
export const EMAIL_CHANGE_LINK_PATH = "/confirmer-ma-nouvelle-adresse";

/**
 * Links mailed to new addresses, per account and hour, requests and resends together: the password proves the owner,
 * but an owner (or whoever has the password) must not make Cabas mail many strangers.
 */
export const EMAIL_CHANGE_LINKS_PER_HOUR: RateRule = { limit: 5, windowMs: 60 * 60_000 };
export const emailChangeRateKey = (userId: number): string => `email-change:account:${userId}`;

type UserRow = typeof schema.users.$inferSelect;

/** Counts one link mailed to a new address, before the transaction that makes it (a refusal then changes nothing). */
export const countEmailChangeLink = (db: Database, userId: number, at: Date): Promise<void> =>
  enforceRateLimits(db, [{ key: emailChangeRateKey(userId), rule: EMAIL_CHANGE_LINKS_PER_HOUR }], at);

/** The address waiting for its link, as `me` shows it, or null. */
export async function pendingEmailChange(db: Database, userId: number, at: Date): Promise<{ email: string; expireLe: string } | null> {
  const [row] = await db.select().from(emailChanges).where(eq(emailChanges.userId, userId)).limit(1);
  return pendingEmailOf(row ?? null, at);
}

/**
 * Stores the new address with a fresh link (replacing any older request, whose link then dies), mails the link to
 * the new address and tells the account's address. The caller has proved the password, checked the address free and
 * counted the link (countEmailChangeLink).
 */
export async function requestEmailChange(
  tx: Database,
  f: { user: UserRow; prenom: string; newEmail: string; sessionId: number | null; at: Date; config: AppConfig },
): Promise<void> {
  const token = await storeLink(tx, { userId: f.user.id, newEmail: f.newEmail, sessionId: f.sessionId, at: f.at });
  const contactUrl = `${f.config.publicUrl}${CONTACT_PATH}`;
  await enqueueJob(tx, MAIL_JOB, linkMail({ to: f.newEmail, token, config: f.config }), f.at);
  await enqueueJob(
    tx,
    MAIL_JOB,
    emailChangeAskedMail({
      to: f.user.email,
      prenom: f.prenom,
      maskedNewEmail: maskEmail(f.newEmail),
      askedAt: f.at,
      validHours: EMAIL_CHANGE_VALID_HOURS,
      contactUrl,
    }),
    f.at,
  );
}

async function storeLink(tx: Database, f: { userId: number; newEmail: string; sessionId: number | null; at: Date }): Promise<string> {
  const token = generateToken();
  const values = {
    newEmail: f.newEmail,
    tokenHash: hashToken(token),
    requestedBySessionId: f.sessionId,
    expiresAt: new Date(f.at.getTime() + EMAIL_CHANGE_VALID_HOURS * 3_600_000),
    usedAt: null,
    createdAt: f.at,
  };
  await tx.insert(emailChanges).values({ userId: f.userId, ...values }).onConflictDoUpdate({ target: emailChanges.userId, set: values });
  return token;
}

const linkMail = (f: { to: string; token: string; config: AppConfig }) =>
  emailChangeLinkMail({
    to: f.to,
    link: `${f.config.publicUrl}${EMAIL_CHANGE_LINK_PATH}?jeton=${encodeURIComponent(f.token)}`,
    validHours: EMAIL_CHANGE_VALID_HOURS,
    contactUrl: `${f.config.publicUrl}${CONTACT_PATH}`,
  });

/** Staff acting as the customer touch neither the address nor its pending change (ADR 0041). */
function refuseStaff(principal: Principal | null): void {
  const refusal = credentialChangeRefusal({ impersonatorId: principal?.impersonatorId });
  if (refusal) throw new AppError("CONFLICT", refusal);
}

export const changementEmailCall = implement(changementEmail, async ({ db, input, principal, now, config }) => {
  if (!principal || principal.userId === null) throw new AppError("UNAUTHORIZED", "Connexion requise.");
  refuseStaff(principal);
  const userId = principal.userId;
  const at = now();
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const [row] = await db.select().from(emailChanges).where(eq(emailChanges.userId, userId)).limit(1);
  const pending = pendingEmailOf(row ?? null, at);
  if (!user || !row || !pending) throw unprocessable(NO_PENDING_EMAIL_CHANGE);
  if (input.action === "annuler") {
    await db.delete(emailChanges).where(eq(emailChanges.id, row.id));
    return { message: `Le changement d'adresse e-mail est annulé : votre adresse reste ${user.email}.` };
  }
  await countEmailChangeLink(db, userId, at);
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    // A new token (the old one is only kept hashed): the link mailed before dies, the day starts again.
    const token = await storeLink(tx, { userId, newEmail: row.newEmail, sessionId: row.requestedBySessionId, at });
    await enqueueJob(tx, MAIL_JOB, linkMail({ to: row.newEmail, token, config }), at);
  });
  return { message: `Un nouveau lien de confirmation est envoyé à ${row.newEmail}, valable ${EMAIL_CHANGE_VALID_HOURS} heures.` };
});

export const confirmChangementEmailCall = implement(confirmChangementEmail, async ({ db, input, principal, now, config }) => {
  const at = now();
  const [found] = await db
    .select({ change: emailChanges, user: users })
    .from(emailChanges)
    .innerJoin(users, eq(users.id, emailChanges.userId))
    .where(eq(emailChanges.tokenHash, hashToken(input.token)))
    .limit(1);
  const state = emailChangeLinkState(found?.change ?? null, at);
  const refusal = emailChangeLinkRefusal(state);
  // `lien` names the case, so the storefront's page says it in its own words without reading the message.
  if (refusal || !found) throw unprocessable(refusal ?? EMAIL_CHANGE_LINK_UNKNOWN, { lien: LINK_CODES[state] });
  const { change, user } = found;
  if (await addressTaken(db, change.newEmail, user.id)) {
    // It cannot succeed any more: the account stops showing it as waiting.
    await db.delete(emailChanges).where(eq(emailChanges.id, change.id));
    throw takenError();
  }
  // The session that asked stays, and the one opening the link if it is the account's own (not staff acting as it).
  const keepSessionIds = [change.requestedBySessionId, principal?.userId === user.id && !principal.impersonatorId ? principal.sessionId : null].filter(
    (id): id is number => typeof id === "number",
  );
  let applied = false;
  try {
    applied = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      // The conditional update makes the link single-use even when it is opened twice at once.
      const claimed = await tx
        .update(emailChanges)
        .set({ usedAt: at })
        .where(and(eq(emailChanges.id, change.id), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, at)))
        .returning({ id: emailChanges.id });
      if (claimed.length === 0) return false;
      // The link reached the new mailbox: the address is confirmed too (games with prizes need it, ADR 0048).
      await tx.update(users).set({ email: change.newEmail, emailConfirmedAt: at, updatedAt: at }).where(eq(users.id, user.id));
      await signOutElsewhere(tx, user.id, { at, keepSessionIds });
      await enqueueJob(
        tx,
        MAIL_JOB,
        emailChangedNoticeMail({
          to: user.email,
          prenom: user.prenom,
          maskedNewEmail: maskEmail(change.newEmail),
          changedAt: at,
          contactUrl: `${config.publicUrl}${CONTACT_PATH}`,
        }),
        at,
      );
      return true;
    });
  } catch (error) {
    // Another account took the address between the check and the update: the unique index decides.
    if (isUniqueViolation(error)) throw takenError();
    throw error;
  }
  if (!applied) throw unprocessable(emailChangeLinkRefusal("used") ?? EMAIL_CHANGE_LINK_UNKNOWN, { lien: LINK_CODES.used });
  return {
    message: "Votre nouvelle adresse e-mail est confirmée : c'est désormais avec elle que vous vous connectez.",
    email: change.newEmail,
  };
});

/** Has another account this address (compared without case, as the unique index does)? */
export async function addressTaken(db: Database, email: string, userId: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  return taken !== undefined;
}

/** The link's case as the answer's `details.lien` names it, for the storefront's page (email-change-outcome.ts). */
const LINK_CODES: Record<EmailChangeLinkState, string> = { valid: "valable", unknown: "inconnu", used: "utilise", expired: "expire" };

const takenError = () =>
  new AppError("CONFLICT", EMAIL_TAKEN_BEFORE_CONFIRMATION, { fieldErrors: { email: [EMAIL_TAKEN_BEFORE_CONFIRMATION] }, details: { lien: "prise" } });
export const emailTakenError = () => new AppError("CONFLICT", EMAIL_TAKEN, { fieldErrors: { email: [EMAIL_TAKEN] } });
