// confirmEmail: the link mailed at the first play of a game with prizes confirms the account's address (single-use,
// like a password reset link, and only for the address it was mailed to), then says where to go back. ADR 0048.
import { and, eq, gt, isNull } from "drizzle-orm";
import { confirmEmail } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { hashToken } from "../../domain/session-tokens.ts";
import { unprocessable } from "../../http/app-error.ts";
import { implement } from "../../http/call-registry.ts";
import { CONFIRMATION_LINK_DEAD, confirmationRefusal } from "../games/player-rules.ts";

const { emailConfirmations, users } = schema;

export const confirmEmailCall = implement(confirmEmail, async ({ db, input, now }) => {
  const at = now();
  const [found] = await db
    .select({ link: emailConfirmations, accountEmail: users.email })
    .from(emailConfirmations)
    .innerJoin(users, eq(users.id, emailConfirmations.userId))
    .where(eq(emailConfirmations.tokenHash, hashToken(input.token)))
    .limit(1);
  const refusal = confirmationRefusal(found?.link ?? null, found?.accountEmail ?? null, at);
  if (refusal || !found) throw unprocessable(refusal ?? CONFIRMATION_LINK_DEAD);
  const confirmed = await db.transaction(async (tx) => {
    // The conditional update makes the link single-use even when it is opened twice at once.
    const claimed = await tx
      .update(emailConfirmations)
      .set({ usedAt: at })
      .where(and(eq(emailConfirmations.id, found.link.id), isNull(emailConfirmations.usedAt), gt(emailConfirmations.expiresAt, at)))
      .returning({ id: emailConfirmations.id });
    if (claimed.length === 0) return false;
    // The address must still be the one mailed: checked again in the update, so a change meanwhile wins.
    const updated = await tx
      .update(users)
      .set({ emailConfirmedAt: at })
      .where(and(eq(users.id, found.link.userId), eq(users.email, found.link.email)))
      .returning({ id: users.id });
    return updated.length > 0;
  });
  if (!confirmed) throw unprocessable(CONFIRMATION_LINK_DEAD);
  return { retour: found.link.returnPath, message: "Votre adresse e-mail est confirmée : vous pouvez jouer." };
});
