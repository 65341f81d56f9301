// Who may play a game with prizes (the cinema contest, the advent calendar), as pure functions: article 2 of their
// rules excludes the organiser's employees, and an account plays once its e-mail address is confirmed, so a pile of
// throwaway accounts is not a pile of chances (ADR 0048).

export const STAFF_PLAYER_REFUSAL =
  "Les salariés de Cabas ne peuvent pas participer aux jeux concours (article 2 du règlement) : un compte de l'équipe ne peut pas jouer.";
export const CONFIRMATION_SENT = "Confirmez votre adresse e-mail pour participer : nous venons de vous envoyer un lien.";
export const CONFIRMATION_ALREADY_SENT =
  "Confirmez votre adresse e-mail pour participer : cliquez sur le lien que nous vous avons envoyé il y a quelques minutes (pensez à regarder dans les courriers indésirables).";

/** A confirmation link opens the game for this long, and is single-use. */
export const CONFIRMATION_VALID_HOURS = 48;
/** One link mailed per account in this many minutes: pressing « Jouer » again does not flood the mailbox. */
export const CONFIRMATION_RESEND_MINUTES = 10;

export type PlayerFacts = {
  /** The account holds staff permissions (its own session, not a login-as: those carry none). */
  isStaff: boolean;
  emailConfirmedAt: Date | null;
  /** When the latest confirmation link still unused was mailed, if any. */
  lastLinkSentAt: Date | null;
};

export type PlayerVerdict =
  | { ok: true }
  | { ok: false; reason: "staff"; message: string }
  | { ok: false; reason: "unconfirmed"; sendLink: boolean; message: string };

/** Whether this account may play now, and when not, why, and whether a new confirmation link is to be mailed. */
export function playerVerdict(facts: PlayerFacts, now: Date): PlayerVerdict {
  if (facts.isStaff) return { ok: false, reason: "staff", message: STAFF_PLAYER_REFUSAL };
  if (facts.emailConfirmedAt) return { ok: true };
  const recent = facts.lastLinkSentAt !== null && now.getTime() - facts.lastLinkSentAt.getTime() < CONFIRMATION_RESEND_MINUTES * 60_000;
  return recent
    ? { ok: false, reason: "unconfirmed", sendLink: false, message: CONFIRMATION_ALREADY_SENT }
    : { ok: false, reason: "unconfirmed", sendLink: true, message: CONFIRMATION_SENT };
}

export type ConfirmationFacts = { email: string; expiresAt: Date; usedAt: Date | null };

export const CONFIRMATION_LINK_DEAD =
  "Ce lien de confirmation n'est plus valable : revenez au jeu et cliquez sur « Jouer », nous vous en enverrons un nouveau.";

/**
 * Why a confirmation link confirms nothing, or null: unknown, used, expired, or mailed to another address than the
 * account's now (the address changed since: the new one has proved nothing).
 */
export function confirmationRefusal(link: ConfirmationFacts | null, accountEmail: string | null, now: Date): string | null {
  if (!link || accountEmail === null || link.usedAt || link.expiresAt <= now) return CONFIRMATION_LINK_DEAD;
  return link.email.toLowerCase() === accountEmail.toLowerCase() ? null : CONFIRMATION_LINK_DEAD;
}
