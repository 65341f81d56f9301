// The rules of a new e-mail address waiting for its link (ADR 0041, amendment of 2026-11-30): what the link's state
// is, what each dead link says, and what the account shows as waiting.

export const EMAIL_CHANGE_LINK_UNKNOWN =
  "Ce lien de confirmation n'est pas valable : il a peut-être été remplacé par un lien plus récent. Votre adresse e-mail n'a pas changé.";
export const EMAIL_CHANGE_LINK_USED =
  "Ce lien de confirmation a déjà servi : votre nouvelle adresse e-mail est en place, connectez-vous avec elle.";
export const EMAIL_CHANGE_LINK_EXPIRED =
  "Ce lien de confirmation a expiré (il est valable 24 heures). Votre adresse e-mail n'a pas changé : demandez un nouveau lien depuis « Mes informations personnelles ».";
export const EMAIL_TAKEN_BEFORE_CONFIRMATION =
  "Cette adresse e-mail est désormais celle d'un autre compte : votre adresse n'a pas changé.";
export const NO_PENDING_EMAIL_CHANGE = "Aucun changement d'adresse e-mail n'attend de confirmation.";

export type EmailChangeRow = { newEmail: string; expiresAt: Date; usedAt: Date | null };
export type EmailChangeLinkState = "valid" | "unknown" | "used" | "expired";

/** What a link's token found: nothing (never made, or replaced by a newer request), a used, an expired or a valid change. */
export function emailChangeLinkState(row: EmailChangeRow | null, at: Date): EmailChangeLinkState {
  if (!row) return "unknown";
  if (row.usedAt) return "used";
  if (row.expiresAt.getTime() <= at.getTime()) return "expired";
  return "valid";
}

/** Why a link does not change the address, in the shopper's words, or null for a valid one. */
export const emailChangeLinkRefusal = (state: EmailChangeLinkState): string | null =>
  state === "unknown" ? EMAIL_CHANGE_LINK_UNKNOWN : state === "used" ? EMAIL_CHANGE_LINK_USED : state === "expired" ? EMAIL_CHANGE_LINK_EXPIRED : null;

/** The address the account shows as waiting, with until when its link opens it; a used or expired one waits no more. */
export function pendingEmailOf(row: EmailChangeRow | null, at: Date): { email: string; expireLe: string } | null {
  return row && emailChangeLinkState(row, at) === "valid" ? { email: row.newEmail, expireLe: row.expiresAt.toISOString() } : null;
}
