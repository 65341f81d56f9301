// me, updateMe, setOptin and setGroupe: the signed-in customer's own account. Changing the e-mail or the password
// needs the current password and is told to the account's address; a new e-mail waits for its link (ADR 0041).
import { and, eq } from "drizzle-orm";
import { CUSTOMER_ROLE_ID, EMAIL_CHANGE_VALID_HOURS, formatFrenchPhone, me, setGroupe, setOptin, updateMe, type UserEntity } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { AppError } from "../../http/app-error.ts";
import type { Principal } from "../../http/auth.ts";
import { countOrders } from "../orders/order-store.ts";
import { updateCompanyDetails } from "./company-details.ts";
import { hashPassword, weakPasswordReason } from "../../domain/passwords.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { passwordChangedMail } from "../../mail/account-mails.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import {
  changesEmail,
  credentialChangeRefusal,
  EMAIL_CHANGE_NEEDS_PASSWORD,
  SAME_PASSWORD,
  WRONG_OLD_PASSWORD,
  WRONG_PASSWORD_FOR_EMAIL,
} from "./credential-change-rules.ts";
import { addressTaken, CONTACT_PATH, countEmailChangeLink, emailTakenError, pendingEmailChange, requestEmailChange } from "./email-change.ts";
import { optinRefusal, removesPhone, SMS_ENDED_WITH_PHONE } from "./optin-rules.ts";
import { signOutElsewhere } from "./session-store.ts";
import { proveCurrentPassword } from "./rate-limit.ts";

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

async function toUserEntity(db: Database, user: UserRow, principal: Principal | null, at: Date): Promise<UserEntity> {
  // `me` answers every page of a signed-in shopper: its reads do not depend on each other, so they go together.
  const [optins, impersonatedBy, menu, emailEnAttente] = await Promise.all([
    db.select().from(schema.optins).where(eq(schema.optins.userId, user.id)),
    impersonatorOf(db, principal),
    orderMenuCounts(db, user.id),
    pendingEmailChange(db, user.id, at),
  ]);
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
    menu,
    accessOldVersion: user.accessOldVersion,
    optins: optins.map((o) => ({ type: o.type, abo: o.subscribed })),
    impersonatedBy,
    staff: user.permissions.length > 0,
    emailEnAttente,
  };
}

/** The staff member acting as the customer, as `me` names them, or null. */
async function impersonatorOf(db: Database, principal: Principal | null): Promise<UserEntity["impersonatedBy"]> {
  if (!principal?.impersonatorId) return null;
  const [staff] = await db.select().from(schema.users).where(eq(schema.users.id, principal.impersonatorId)).limit(1);
  return staff ? { id: staff.id, name: `${staff.prenom} ${staff.nom}` } : null;
}

export const meCall = implement(me, async ({ db, principal, now }) => {
  const user = await loadUser(db, requireUserId(principal));
  return { user: await toUserEntity(db, user, principal, now()) };
});

export const updateMeCall = implement(updateMe, async ({ db, input, principal, request, now, config }) => {
  const userId = requireUserId(principal);
  const user = await loadUser(db, userId);
  const at = now();
  const thisSession = { at, keepSessionIds: principal?.sessionId === undefined ? [] : [principal.sessionId] };
  if (input.action === "entreprise") {
    await updateCompanyDetails(db, user, input, at);
    return { message: "Les informations de votre entreprise sont enregistrées.", user: await toUserEntity(db, await loadUser(db, userId), principal, at) };
  }
  if (input.action === "infos") {
    const phone = accountPhone(input.telephone);
    if (!changesEmail(user.email, input.email)) {
      // Name, title and phone only: staff acting as the customer may correct them, that is their job.
      const smsEnded = await db.transaction((tx) => saveNamesAndPhone(tx as unknown as Database, user, input, phone, at));
      const message = smsEnded ? `Vos informations sont enregistrées. ${SMS_ENDED_WITH_PHONE}` : "Vos informations sont enregistrées.";
      return { message, user: await toUserEntity(db, await loadUser(db, userId), principal, at) };
    }
    refuseCredentialChange(principal, "email");
    if (!input.password) throw new AppError("UNPROCESSABLE", EMAIL_CHANGE_NEEDS_PASSWORD, { fieldErrors: { password: [EMAIL_CHANGE_NEEDS_PASSWORD] } });
    await proveCurrentPassword(db, user, input.password, { field: "password", message: WRONG_PASSWORD_FOR_EMAIL, ip: request.ip, at });
    // Checked once the password is proved: otherwise any open session could ask which addresses have an account.
    // Checked again when the link is opened: the address may have been taken meanwhile.
    if (await addressTaken(db, input.email, userId)) throw emailTakenError();
    await countEmailChangeLink(db, userId, at);
    const smsEnded = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      // Name, title and phone need no link: they are saved now; the address waits for its link (ADR 0041, amended).
      await requestEmailChange(tx, { user, prenom: input.prenom, newEmail: input.email, sessionId: principal?.sessionId ?? null, at, config });
      return saveNamesAndPhone(tx, user, input, phone, at);
    });
    return {
      message:
        `Vos informations sont enregistrées. Pour changer d'adresse e-mail, ouvrez le lien que nous venons d'envoyer à ${input.email} ` +
        `(valable ${EMAIL_CHANGE_VALID_HOURS} heures) : d'ici là, vous vous connectez toujours avec ${user.email}, qui est prévenue de la demande.` +
        (smsEnded ? ` ${SMS_ENDED_WITH_PHONE}` : ""),
      user: await toUserEntity(db, await loadUser(db, userId), principal, at),
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
    // A new password shuts out whoever knew the old one: a new address they may have asked for with it dies too.
    await tx.delete(schema.emailChanges).where(eq(schema.emailChanges.userId, userId));
    await enqueueJob(tx, MAIL_JOB, passwordChangedMail({ to: user.email, prenom: user.prenom, changedAt: at, contactUrl: `${config.publicUrl}${CONTACT_PATH}` }), at);
  });
  return { message: "Votre mot de passe est modifié.", user: await toUserEntity(db, user, principal, at) };
});

/** The account's phone as the form left it: absent (an older client) keeps it, empty removes it, a number is stored formatted. */
function accountPhone(telephone: string | null | undefined): { phone?: string | null } {
  if (telephone === undefined) return {};
  return { phone: telephone === null ? null : formatFrenchPhone(telephone) };
}

/** Staff acting as the customer never changes what signs in (ADR 0041); `field` is where the form shows why. */
/**
 * Saves the name, title and phone, within the caller's transaction. SMS the account received end with its phone
 * (optin-rules.ts): true when they were on and are now off.
 */
async function saveNamesAndPhone(
  tx: Database,
  user: { id: number; phone: string | null },
  names: { nom: string; prenom: string; civilite: string },
  saved: { phone?: string | null },
  at: Date,
): Promise<boolean> {
  await tx
    .update(schema.users)
    .set({ nom: names.nom, prenom: names.prenom, civilite: names.civilite, ...saved, updatedAt: at })
    .where(eq(schema.users.id, user.id));
  if (!removesPhone(user.phone, saved)) return false;
  const ended = await tx
    .update(schema.optins)
    .set({ subscribed: false, updatedAt: at })
    .where(and(eq(schema.optins.userId, user.id), eq(schema.optins.type, "sms"), eq(schema.optins.subscribed, true)))
    .returning({ userId: schema.optins.userId });
  return ended.length > 0;
}

function refuseCredentialChange(principal: Principal | null, field: string): void {
  const refusal = credentialChangeRefusal({ impersonatorId: principal?.impersonatorId });
  if (refusal) throw new AppError("CONFLICT", refusal, { fieldErrors: { [field]: [refusal] } });
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
