// forgotPassword: step 1 e-mails a single-use link valid 30 minutes (the answer never says whether the
// address has an account); step 2 sets the new password, kills the account's other links and any new address waiting
// for its own, and signs every session out.
import { and, eq, gt, isNull } from "drizzle-orm";
import { forgotPassword } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { AppError, unprocessable } from "../../http/app-error.ts";
import { generateToken, hashToken } from "../../domain/session-tokens.ts";
import { hashPassword, weakPasswordReason } from "../../domain/passwords.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { passwordResetMail } from "../../mail/mail-templates.ts";
import { enforceRateLimits, RATE_RULES } from "./rate-limit.ts";
import { isErasedEmail } from "./account-deletion-rules.ts";
import { revokeUserSessions } from "./session-store.ts";
import { findUserByEmail } from "./sign-in.ts";
import { addressBucket } from "../../domain/address-bucket.ts";

export const RESET_VALID_MINUTES = 30;
const STEP1_ANSWER =
  "Si un compte existe pour cette adresse, vous allez recevoir un e-mail avec un lien pour choisir un nouveau mot de passe.";
const EXPIRED = "Ce lien de réinitialisation n'est plus valable. Demandez-en un nouveau.";

export const forgotPasswordCall = implement(forgotPassword, async ({ db, input, request, now, config }) => {
  const at = now();
  if ("email" in input) {
    await enforceRateLimits(
      db,
      [
        { key: `reset:ip:${addressBucket(request.ip)}`, rule: RATE_RULES.resetPerAddress },
        { key: `reset:account:${input.email}`, rule: RATE_RULES.resetPerAccount },
      ],
      at,
    );
    const user = await findUserByEmail(db, input.email);
    // An erased account's placeholder address reaches nobody: no reset link is made for it.
    if (user && !isErasedEmail(user.email)) {
      const token = generateToken();
      await db.insert(schema.passwordResets).values({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(at.getTime() + RESET_VALID_MINUTES * 60_000),
        createdAt: at,
      });
      const link = `${config.publicUrl}/authentification?forgot_password=1&reset=${encodeURIComponent(token)}`;
      await enqueueJob(db, MAIL_JOB, passwordResetMail(user.email, user.prenom, link, RESET_VALID_MINUTES), at);
    }
    return { message: STEP1_ANSWER };
  }

  await enforceRateLimits(db, [{ key: `reset:ip:${addressBucket(request.ip)}`, rule: RATE_RULES.resetPerAddress }], at);
  const [reset] = await db
    .select({ reset: schema.passwordResets, user: schema.users })
    .from(schema.passwordResets)
    .innerJoin(schema.users, eq(schema.users.id, schema.passwordResets.userId))
    .where(eq(schema.passwordResets.tokenHash, hashToken(input.token)))
    .limit(1);
  if (!reset || reset.reset.usedAt || reset.reset.expiresAt <= at) throw unprocessable(EXPIRED);
  const weak = weakPasswordReason(input.password, { email: reset.user.email });
  if (weak) throw new AppError("INVALID_DATA", weak, { fieldErrors: { password: [weak] } });
  const passwordHash = await hashPassword(input.password);
  const used = await db.transaction(async (tx) => {
    // The conditional update makes the link single-use even when two requests race.
    const claimed = await tx
      .update(schema.passwordResets)
      .set({ usedAt: at })
      .where(and(eq(schema.passwordResets.id, reset.reset.id), isNull(schema.passwordResets.usedAt), gt(schema.passwordResets.expiresAt, at)))
      .returning({ id: schema.passwordResets.id });
    if (claimed.length === 0) return false;
    // The other links already mailed die with it: an older one must not set a password over the one just chosen.
    await tx
      .delete(schema.passwordResets)
      .where(and(eq(schema.passwordResets.userId, reset.user.id), isNull(schema.passwordResets.usedAt)));
    // A new password shuts out whoever knew the old one, as a change from the account does (ADR 0041): a new address
    // they asked for with it dies too, or its link, in their own mailbox, would still take the account.
    await tx.delete(schema.emailChanges).where(eq(schema.emailChanges.userId, reset.user.id));
    // The link reached the account's mailbox: that confirms the address too, if it was not yet (ADR 0048).
    await tx
      .update(schema.users)
      .set({ passwordHash, emailConfirmedAt: reset.user.emailConfirmedAt ?? at, updatedAt: at })
      .where(eq(schema.users.id, reset.user.id));
    return true;
  });
  if (!used) throw unprocessable(EXPIRED);
  await revokeUserSessions(db, reset.user.id, at);
  return { message: "Votre mot de passe est modifié. Vous pouvez vous connecter." };
});
