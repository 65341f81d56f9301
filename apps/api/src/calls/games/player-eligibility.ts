// Before a play of a game with prizes: the account's facts read, the verdict of player-rules.ts applied, and for an
// unconfirmed address a single-use confirmation link mailed (made like the password reset's: a random token of which
// only the SHA-256 is kept). ADR 0048.
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { generateToken, hashToken } from "../../domain/session-tokens.ts";
import { AppError } from "../../http/app-error.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { emailConfirmationMail } from "../../mail/game-mails.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { CINEMA_PAGE_PATH } from "./cinema-store.ts";
import { CONFIRMATION_VALID_HOURS, playerVerdict } from "./player-rules.ts";

const { emailConfirmations, users } = schema;

/** The page the confirmation link lands on; it confirms, then sends the shopper to the game's page. */
export const CONFIRMATION_PAGE_PATH = "/confirmer-mon-adresse";

export const confirmationLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, "")}${CONFIRMATION_PAGE_PATH}?jeton=${encodeURIComponent(token)}`;

export type Game = { name: string; path: string };

/** The games with prizes, as the confirmation e-mail names them and where its link brings the shopper back. */
export const PRIZE_GAMES = {
  cinema: { name: "notre jeu concours cinéma", path: CINEMA_PAGE_PATH },
  calendar: { name: "notre calendrier de l'Avent", path: "/calendrier-de-l-avent" },
} as const satisfies Record<string, Game>;

/**
 * Refuses the play, in French, unless the account may play: a staff account never; an unconfirmed one is mailed a
 * link (one per 10 minutes) and told so. Nothing of the game is touched before this passes.
 */
export async function requireEligiblePlayer(db: Database, userId: number, game: Game, f: { now: Date; publicUrl: string }): Promise<void> {
  const [user] = await db
    .select({ email: users.email, prenom: users.prenom, permissions: users.permissions, emailConfirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`customer ${userId} has no account row`);
  const [lastLink] = user.emailConfirmedAt
    ? []
    : await db
        .select({ createdAt: emailConfirmations.createdAt })
        .from(emailConfirmations)
        .where(and(eq(emailConfirmations.userId, userId), isNull(emailConfirmations.usedAt), gt(emailConfirmations.expiresAt, f.now)))
        .orderBy(desc(emailConfirmations.createdAt))
        .limit(1);
  const verdict = playerVerdict({ isStaff: user.permissions.length > 0, emailConfirmedAt: user.emailConfirmedAt, lastLinkSentAt: lastLink?.createdAt ?? null }, f.now);
  if (verdict.ok) return;
  if (verdict.reason === "unconfirmed" && verdict.sendLink) {
    const token = generateToken();
    await db.transaction(async (tx) => {
      await tx.insert(emailConfirmations).values({
        userId,
        email: user.email,
        tokenHash: hashToken(token),
        returnPath: game.path,
        expiresAt: new Date(f.now.getTime() + CONFIRMATION_VALID_HOURS * 3_600_000),
        createdAt: f.now,
      });
      const mail = emailConfirmationMail({ to: user.email, prenom: user.prenom, gameName: game.name, link: confirmationLink(f.publicUrl, token), validHours: CONFIRMATION_VALID_HOURS });
      await enqueueJob(tx, MAIL_JOB, mail, f.now);
    });
  }
  throw new AppError("UNPROCESSABLE", verdict.message);
}
