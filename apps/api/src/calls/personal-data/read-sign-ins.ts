// The export's sign-in history: sessions, password-reset and address-confirmation links (a new address's among them),
// advisers' logins as the customer. Their tokens are kept as hashes and are not read here: only dates, and what each
// was for.
import { asc, eq, inArray } from "drizzle-orm";
import type { PersonalDataExport } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { childrenBy, columnsWithout, iso, isoOrNull } from "./export-values.ts";

type SignInPart = Pick<
  PersonalDataExport,
  "connexions" | "reinitialisations_du_mot_de_passe" | "confirmations_de_l_email" | "acces_du_service_client"
>;

export async function readSignInPart(tx: Database, userId: number): Promise<SignInPart> {
  const sessions = await tx
    .select(columnsWithout(schema.sessions, "tokenHash"))
    .from(schema.sessions)
    .where(eq(schema.sessions.userId, userId))
    .orderBy(asc(schema.sessions.createdAt), asc(schema.sessions.id));
  const resets = await tx
    .select(columnsWithout(schema.passwordResets, "tokenHash"))
    .from(schema.passwordResets)
    .where(eq(schema.passwordResets.userId, userId))
    .orderBy(asc(schema.passwordResets.createdAt), asc(schema.passwordResets.id));
  const confirmations = await tx
    .select(columnsWithout(schema.emailConfirmations, "tokenHash"))
    .from(schema.emailConfirmations)
    .where(eq(schema.emailConfirmations.userId, userId))
    .orderBy(asc(schema.emailConfirmations.createdAt), asc(schema.emailConfirmations.id));
  // The link mailed to a new address (ADR 0041, amended): its token hash and the session that asked stay behind.
  const changes = await tx
    .select(columnsWithout(schema.emailChanges, "tokenHash", "requestedBySessionId"))
    .from(schema.emailChanges)
    .where(eq(schema.emailChanges.userId, userId));
  const linksSent = [
    ...confirmations.map((c) => ({ email: c.email, createdAt: c.createdAt, expiresAt: c.expiresAt, usedAt: c.usedAt })),
    ...changes.map((c) => ({ email: c.newEmail, createdAt: c.createdAt, expiresAt: c.expiresAt, usedAt: c.usedAt })),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return {
    connexions: sessions.map((s) => ({
      ouverte_le: iso(s.createdAt),
      derniere_activite_le: iso(s.lastSeenAt),
      expire_le: iso(s.expiresAt),
      fermee_le: isoOrNull(s.revokedAt),
      code_postal: s.postalCode,
      par_un_conseiller: s.impersonatorId !== null,
    })),
    reinitialisations_du_mot_de_passe: resets.map((r) => ({
      demandee_le: iso(r.createdAt),
      expire_le: iso(r.expiresAt),
      utilisee_le: isoOrNull(r.usedAt),
    })),
    confirmations_de_l_email: linksSent.map((c) => ({
      email: c.email,
      envoyee_le: iso(c.createdAt),
      expire_le: iso(c.expiresAt),
      utilisee_le: isoOrNull(c.usedAt),
    })),
    acces_du_service_client: await readAdviserAccess(tx, userId),
  };
}

/**
 * Each login-as on the account, with the write calls made during it: when and what, never which adviser nor from
 * which address (the adviser's own data; CJEU C-579/21 gives the customer the dates and operations, not the names).
 */
async function readAdviserAccess(tx: Database, userId: number): Promise<SignInPart["acces_du_service_client"]> {
  const logins = await tx
    .select(columnsWithout(schema.impersonations, "staffUserId", "ip"))
    .from(schema.impersonations)
    .where(eq(schema.impersonations.customerUserId, userId))
    .orderBy(asc(schema.impersonations.startedAt), asc(schema.impersonations.id));
  const actions = await tx
    .select()
    .from(schema.impersonationActions)
    .where(
      inArray(
        schema.impersonationActions.impersonationId,
        logins.map((l) => l.id),
      ),
    )
    .orderBy(asc(schema.impersonationActions.at), asc(schema.impersonationActions.id));
  const actionsOf = childrenBy(actions, (a) => a.impersonationId);
  return logins.map((login) => ({
    debut: iso(login.startedAt),
    fin: isoOrNull(login.endedAt),
    actions: actionsOf(login.id).map((a) => ({ appel: a.callName, le: iso(a.at), abouti: a.succeeded })),
  }));
}
