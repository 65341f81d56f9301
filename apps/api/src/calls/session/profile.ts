// me, updateMe, setOptin and setGroupe: the signed-in customer's own account.
import { and, eq, ne, sql } from "drizzle-orm";
import { CUSTOMER_ROLE_ID, me, setGroupe, setOptin, updateMe, type UserEntity } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { AppError, conflict, unprocessable } from "../../http/app-error.ts";
import type { Principal } from "../../http/auth.ts";
import { countOrders } from "../orders/order-store.ts";
import { hashPassword, verifyPassword, weakPasswordReason } from "../../domain/passwords.ts";

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
  };
}

export const meCall = implement(me, async ({ db, principal }) => {
  const user = await loadUser(db, requireUserId(principal));
  return { user: await toUserEntity(db, user, principal) };
});

export const updateMeCall = implement(updateMe, async ({ db, input, principal, now }) => {
  const userId = requireUserId(principal);
  const user = await loadUser(db, userId);
  const at = now();
  if (input.action === "infos") {
    const [taken] = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(and(sql`lower(${schema.users.email}) = ${input.email}`, ne(schema.users.id, userId)))
      .limit(1);
    if (taken) throw conflict("Cette adresse e-mail est déjà utilisée par un autre compte.");
    await db
      .update(schema.users)
      .set({ nom: input.nom, prenom: input.prenom, email: input.email, civilite: input.civilite, updatedAt: at })
      .where(eq(schema.users.id, userId));
    return { message: "Vos informations sont enregistrées.", user: await toUserEntity(db, await loadUser(db, userId), principal) };
  }
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw unprocessable("L'ancien mot de passe est incorrect.");
  const weak = weakPasswordReason(input.newPassword, { email: user.email });
  if (weak) throw new AppError("INVALID_DATA", weak, { fieldErrors: { newPassword: [weak] } });
  await db.update(schema.users).set({ passwordHash: await hashPassword(input.newPassword), updatedAt: at }).where(eq(schema.users.id, userId));
  // Other devices signed in with the old password are signed out; this one stays.
  await db
    .update(schema.sessions)
    .set({ revokedAt: at })
    .where(and(eq(schema.sessions.userId, userId), ne(schema.sessions.id, principal?.sessionId ?? -1), sql`${schema.sessions.revokedAt} is null`));
  return { message: "Votre mot de passe est modifié.", user: await toUserEntity(db, user, principal) };
});

export const setOptinCall = implement(setOptin, async ({ db, input, principal, now }) => {
  const userId = requireUserId(principal);
  const at = now();
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
});

export const setGroupeCall = implement(setGroupe, async ({ db, input, principal, now }) => {
  const userId = requireUserId(principal);
  await db.update(schema.users).set({ siteGroup: input.type, updatedAt: now() }).where(eq(schema.users.id, userId));
  return { groupe: input.type };
});
