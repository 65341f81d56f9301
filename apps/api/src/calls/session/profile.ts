// me, updateMe, setOptin and setGroupe: the signed-in customer's own account. Changing the e-mail or the password
// needs the current password and is told to the account's address (ADR 0041).
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { CUSTOMER_ROLE_ID, formatFrenchPhone, me, setGroupe, setOptin, updateMe, type UserEntity } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { AppError } from "../../http/app-error.ts";
import type { Principal } from "../../http/auth.ts";
import { countOrders } from "../orders/order-store.ts";
import { updateCompanyDetails } from "./company-details.ts";
import { hashPassword, weakPasswordReason } from "../../domain/passwords.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { emailChangedConfirmationMail, emailChangedNoticeMail, passwordChangedMail } from "../../mail/account-mails.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import {
  changesEmail,
  credentialChangeRefusal,
  EMAIL_CHANGE_NEEDS_PASSWORD,
  EMAIL_TAKEN,
  maskEmail,
  SAME_PASSWORD,
  WRONG_OLD_PASSWORD,
  WRONG_PASSWORD_FOR_EMAIL,
} from "./credential-change-rules.ts";
import { optinRefusal } from "./optin-rules.ts";
import { proveCurrentPassword } from "./rate-limit.ts";

/** The storefront's contact page, named in the notices of a changed e-mail or password. */
const CONTACT_PATH = "/contacter-cabas";

type UserRow = typeof schema.users.$inferSelect;

function requireUserId(principal: Principal | null): number {
  if (!principal || principal.userId === null) throw new AppError("UNAUTHORIZED", "Connexion requise.");
  return principal.userId;
}

async function loadUser(db: Database, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId)).limit(1);
  if (!user) throw new AppError("UNAUTHORIZED", "Connexion requise.");
  return user;
}

async function orderMenuCounts(db: Database, userId: number): Promise<UserEntity["menu"]> {
  const counts = await countOrders(db, userId);
  return { commandesEnCours: counts.inProgress, commandesClosed: counts.closed };
}

async function toUserEntity(db: Database, user: UserRow, principal: Principal | null): Promise<UserEntity> {
  const optins = await db.select().from(schema.optins).where(eq(schema.optins.userId, user.id));
  let impersonatedBy: UserEntity["impersonatedBy"] = null;
  if (principal?.impersonatorId) {
    const [staff] = await db.select().from(schema.users).where(eq(schema.users.id, principal.impersonatorId)).limit(1);
    if (staff) impersonatedBy = { id: staff.id, name: `${staff.prenom} ${staff.nom}` };
  }
  return {
    id: user.id,
    nom: user.nom,
    prenom: user.prenom,
    email: user.email,
    civilite: user.civilite,
    telephone: user.phone === null ? null : formatFrenchPhone(user.phone),
    role: { id: user.roleId ?? CUSTOMER_ROLE_ID },
    kind: user.kind,
    company: user.kind === "professional" && user.companyName && user.siret ? { name: user.companyName, siret: user.siret, vat: user.vatNumber } : null,
    settings: {
      perimetre: principal?.perimeterId ?? user.perimeterId,
      code_postal: principal?.postalCode ?? user.postalCode,
      groupe: user.siteGroup,
    },
    menu: await orderMenuCounts(db, user.id),
    accessOldVersion: user.accessOldVersion,
    optins: optins.map((o) => ({ type: o.type, abo: o.subscribed })),
    impersonatedBy,
    staff: user.permissions.length > 0,
  };
}

export const meCall = implement(me, async ({ db, principal }) => {
  const user = await loadUser(db, requireUserId(principal));
  return { user: await toUserEntity(db, user, principal) };
});

export const updateMeCall = implement(updateMe, async ({ db, input, principal, request, now, config }) => {
  const userId = requireUserId(principal);
  const user = await loadUser(db, userId);
  const at = now();
  const thisSession = { at, keepSessionId: principal?.sessionId ?? -1 };
  if (input.action === "entreprise") {
    await updateCompanyDetails(db, user, input, at);
    return { message: "Les informations de votre entreprise sont enregistrées.", user: await toUserEntity(db, await loadUser(db, userId), principal) };
  }
  if (input.action === "infos") {
    const phone = accountPhone(input.telephone);
    if (!changesEmail(user.email, input.email)) {
      // Name, title and phone only: staff acting as the customer may correct them, that is their job.
      await db
        .update(schema.users)
        .set({ nom: input.nom, prenom: input.prenom, civilite: input.civilite, ...phone, updatedAt: at })
        .where(eq(schema.users.id, userId));
      return { message: "Vos informations sont enregistrées.", user: await toUserEntity(db, await loadUser(db, userId), principal) };
    }
    refuseCredentialChange(principal, "email");
    if (!input.password) throw new AppError("UNPROCESSABLE", EMAIL_CHANGE_NEEDS_PASSWORD, { fieldErrors: { password: [EMAIL_CHANGE_NEEDS_PASSWORD] } });
    await proveCurrentPassword(db, user, input.password, { field: "password", message: WRONG_PASSWORD_FOR_EMAIL, ip: request.ip, at });
    // Checked once the password is proved: otherwise any open session could ask which addresses have an account.
    if (await emailTaken(db, input.email, userId)) throw emailTakenError();
    try {
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        await tx
          .update(schema.users)
          // The new address has proved nothing yet: games with prizes ask it to be confirmed again (ADR 0048).
          .set({ nom: input.nom, prenom: input.prenom, email: input.email, civilite: input.civilite, ...phone, emailConfirmedAt: null, updatedAt: at })
          .where(eq(schema.users.id, userId));
        await signOutElsewhere(tx, userId, thisSession);
        const contactUrl = `${config.publicUrl}${CONTACT_PATH}`;
        await enqueueJob(
          tx,
          MAIL_JOB,
          emailChangedNoticeMail({ to: user.email, prenom: input.prenom, maskedNewEmail: maskEmail(input.email), changedAt: at, contactUrl }),
          at,
        );
        await enqueueJob(
          tx,
          MAIL_JOB,
          emailChangedConfirmationMail({ to: input.email, prenom: input.prenom, changedAt: at, shopUrl: config.publicUrl, contactUrl }),
          at,
        );
      });
    } catch (error) {
      // Another account took the address between the check and the update: the unique index decides.
      if (isUniqueViolation(error)) throw emailTakenError();
      throw error;
    }
    return {
      message: "Vos informations sont enregistrées. Votre nouvelle adresse e-mail sert désormais à vous connecter ; l'ancienne en est prévenue.",
      user: await toUserEntity(db, await loadUser(db, userId), principal),
    };
  }
  refuseCredentialChange(principal, "oldPassword");
  await proveCurrentPassword(db, user, input.oldPassword, { field: "oldPassword", message: WRONG_OLD_PASSWORD, ip: request.ip, at });
  if (input.newPassword === input.oldPassword) {
    throw new AppError("UNPROCESSABLE", SAME_PASSWORD, { fieldErrors: { newPassword: [SAME_PASSWORD] } });
  }
  const weak = weakPasswordReason(input.newPassword, { email: user.email });
  if (weak) throw new AppError("INVALID_DATA", weak, { fieldErrors: { newPassword: [weak] } });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    await tx.update(schema.users).set({ passwordHash, updatedAt: at }).where(eq(schema.users.id, userId));
    await signOutElsewhere(tx, userId, thisSession);
    await enqueueJob(tx, MAIL_JOB, passwordChangedMail({ to: user.email, prenom: user.prenom, changedAt: at, contactUrl: `${config.publicUrl}${CONTACT_PATH}` }), at);
  });
  return { message: "Votre mot de passe est modifié.", user: await toUserEntity(db, user, principal) };
});

/** The account's phone as the form left it: absent (an older client) keeps it, empty removes it, a number is stored formatted. */
function accountPhone(telephone: string | null | undefined): { phone?: string | null } {
  if (telephone === undefined) return {};
  return { phone: telephone === null ? null : formatFrenchPhone(telephone) };
}

/** Staff acting as the customer never changes what signs in (ADR 0041); `field` is where the form shows why. */
function refuseCredentialChange(principal: Principal | null, field: string): void {
  const refusal = credentialChangeRefusal({ impersonatorId: principal?.impersonatorId });
  if (refusal) throw new AppError("CONFLICT", refusal, { fieldErrors: { [field]: [refusal] } });
}

async function emailTaken(db: Database, email: string, userId: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(sql`lower(${schema.users.email}) = ${email}`, ne(schema.users.id, userId)))
    .limit(1);
  return taken !== undefined;
}

const emailTakenError = () => new AppError("CONFLICT", EMAIL_TAKEN, { fieldErrors: { email: [EMAIL_TAKEN] } });

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === "23505" || e.cause?.code === "23505";
};

/**
 * Once the e-mail or the password changed, the account's other sessions end (whoever held one may be who the
 * change shuts out) and reset links already mailed die; the session that made the change stays.
 */
async function signOutElsewhere(tx: Database, userId: number, f: { at: Date; keepSessionId: number }): Promise<void> {
  await tx
    .update(schema.sessions)
    .set({ revokedAt: f.at })
    .where(and(eq(schema.sessions.userId, userId), ne(schema.sessions.id, f.keepSessionId), isNull(schema.sessions.revokedAt)));
  await tx.delete(schema.passwordResets).where(and(eq(schema.passwordResets.userId, userId), isNull(schema.passwordResets.usedAt)));
}

// Consent to marketing e-mails is the customer's own (RGPD art. 7): staff acting as them may not give or withdraw it.
export const setOptinCall = implement(setOptin, async ({ db, input, principal, now }) => {
  const userId = requireUserId(principal);
  const at = now();
  const user = await loadUser(db, userId);
  const [current] = await db
    .select({ subscribed: schema.optins.subscribed })
    .from(schema.optins)
    .where(and(eq(schema.optins.userId, userId), eq(schema.optins.type, input.type)))
    .limit(1);
  const refusal = optinRefusal({ type: input.type, subscribe: input.abo }, { phone: user.phone, alreadySubscribed: current?.subscribed === true });
  // Keyed by the call's field: the settings form puts it beside its SMS box.
  if (refusal) throw new AppError("UNPROCESSABLE", refusal, { fieldErrors: { abo: [refusal] } });
  await db
    .insert(schema.optins)
    .values({ userId, type: input.type, subscribed: input.abo, origin: input.origine ?? null, suffixPref: input.suffix_pref ?? null, updatedAt: at })
    .onConflictDoUpdate({
      target: [schema.optins.userId, schema.optins.type],
      set: { subscribed: input.abo, origin: input.origine ?? null, suffixPref: input.suffix_pref ?? null, updatedAt: at },
    });
  const optins = await db.select().from(schema.optins).where(eq(schema.optins.userId, userId));
  return {
    message: input.abo ? "Abonnement enregistré." : "Désabonnement enregistré.",
    optins: optins.map((o) => ({ type: o.type, abo: o.subscribed })),
  };
}, { customerOwnAct: "changer ses abonnements aux e-mails" });

export const setGroupeCall = implement(setGroupe, async ({ db, input, principal, now }) => {
  const userId = requireUserId(principal);
  await db.update(schema.users).set({ siteGroup: input.type, updatedAt: now() }).where(eq(schema.users.id, userId));
  return { groupe: input.type };
});
