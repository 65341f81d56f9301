// Referral in the database: each customer's code (made once), a code typed at sign-up, the friend's account tied
// to its referrer with a welcome voucher, and the referrer's page (friends, statuses, earnings).
import { randomInt } from "node:crypto";
import { and, desc, eq, gt, gte, isNull, sql } from "drizzle-orm";
import { centsToEuros, referralCodeField, type CallOutput, type mesParrainages } from "@cabas/contracts";
import { alias } from "drizzle-orm/pg-core";
import { schema, type Database } from "@cabas/db";
import { readableChars } from "../../domain/readable-code.ts";
import { AppError, unprocessable } from "../../http/app-error.ts";
import type { Principal } from "../../http/auth.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { isErasedEmail } from "../session/account-deletion-rules.ts";
import { referralWelcomeMail } from "../../mail/referral-mails.ts";
import {
  friendDisplayName,
  invitationWithdrawable,
  REFERRAL_TERMS,
  referralCodeFor,
  referralStatus,
  referralStatusLabel,
} from "./referral-rules.ts";
import { voucherExpiry } from "../../domain/voucher-expiry.ts";

const { referralCodes, referrals, users, vouchers } = schema;
const DAY_MS = 86_400_000;

/** Serialises one customer's referral writes (daily invitations, yearly rewards). */
export async function lockReferrer(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
}

/** The customer's code, made the first time it is asked for and never changed. */
export async function referralCodeOf(db: Database, user: { id: number; prenom: string }, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, user.id));
    if (existing) return existing.code;
    // A code drawn by someone else already (or this customer's code made meanwhile): nothing inserted, read again.
    await db
      .insert(referralCodes)
      .values({ userId: user.id, code: referralCodeFor(user.prenom, (n) => randomInt(n)), createdAt: now })
      .onConflictDoNothing();
  }
  throw new Error(`no referral code could be made for user ${user.id}`);
}

const codeError = (message: string) => new AppError("INVALID_DATA", message, { fieldErrors: { code_parrain: [message] } });

/** The owner of a code typed by a new customer, or a field error in French. */
export async function referrerForCode(db: Database, code: string, principal: Principal | null): Promise<{ id: number; prenom: string; nom: string }> {
  const [owner] = await db
    .select({ id: users.id, prenom: users.prenom, nom: users.nom })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(eq(referralCodes.code, code));
  if (!owner) throw codeError("Ce code parrain n'existe pas : vérifiez-le auprès de votre parrain, ou laissez le champ vide.");
  if (principal?.kind === "customer" && principal.userId === owner.id) throw codeError("C'est votre propre code parrain : il sert à inviter vos amis.");
  return owner;
}

/** A voucher for `userId` under the offer's `terms`, with a code nobody else holds. */
export async function issueReferralVoucher(
  tx: Database,
  userId: number,
  prefix: "FILLEUL" | "PARRAIN",
  terms: { amountCents: number; minBasketCents: number; validDays: number },
  now: Date,
) {
  const code = `${prefix}-${readableChars(8, (n) => randomInt(n))}`;
  const [voucher] = await tx
    .insert(vouchers)
    .values({ userId, code, kind: "parrain", amountCents: terms.amountCents, minBasketCents: terms.minBasketCents, expiresAt: voucherExpiry(now, terms.validDays), createdAt: now })
    .returning();
  return voucher!;
}

/**
 * A new account joins its referrer: the one whose code was typed, else the latest one who invited this address in
 * the last 30 days. The friend gets the welcome voucher and its e-mail. Runs in the sign-up's transaction.
 */
export async function recordReferredSignUp(
  tx: Database,
  friend: { id: number; email: string; prenom: string },
  typed: { id: number } | null,
  now: Date,
): Promise<{ voucherCents: number } | null> {
  const email = friend.email.toLowerCase();
  let referrerId = typed?.id ?? null;
  if (referrerId === null) {
    const [invitation] = await tx
      .select({ referrerId: referrals.referrerId })
      .from(referrals)
      .where(and(eq(referrals.email, email), isNull(referrals.refereeId), gt(referrals.invitedAt, new Date(now.getTime() - REFERRAL_TERMS.invitationValidDays * DAY_MS))))
      .orderBy(desc(referrals.invitedAt), desc(referrals.id))
      .limit(1);
    referrerId = invitation?.referrerId ?? null;
  }
  if (referrerId === null || referrerId === friend.id) return null;
  // The referrer closed their account since the code was checked: no referral to record.
  const [stillThere] = await tx.select({ id: users.id }).from(users).where(eq(users.id, referrerId)).for("share");
  if (!stillThere) return null;
  const voucher = await issueReferralVoucher(tx, friend.id, "FILLEUL", REFERRAL_TERMS.friend, now);
  const joined = { refereeId: friend.id, signedUpAt: now, welcomeVoucherId: voucher.id };
  const [invited] = await tx
    .update(referrals)
    .set(joined)
    .where(and(eq(referrals.referrerId, referrerId), eq(referrals.email, email), isNull(referrals.refereeId)))
    .returning({ id: referrals.id });
  if (!invited) await tx.insert(referrals).values({ referrerId, ...joined, createdAt: now });
  await enqueueJob(tx, MAIL_JOB, referralWelcomeMail({ to: friend.email, prenom: friend.prenom, voucherCode: voucher.code, terms: REFERRAL_TERMS.friend, expiresAt: voucher.expiresAt }), now);
  return { voucherCents: voucher.amountCents };
}

/** Invitations this customer sent in the 24 hours before `now` (a renewed invitation counts again). */
export async function invitationsLastDay(db: Database, referrerId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(referrals)
    .where(and(eq(referrals.referrerId, referrerId), gt(referrals.invitedAt, new Date(now.getTime() - DAY_MS))));
  return row?.n ?? 0;
}

/** Rewards this referrer earned in the 365 days before `now`. */
export async function rewardsLastYear(db: Database, referrerId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(referrals)
    .where(and(eq(referrals.referrerId, referrerId), gte(referrals.rewardedAt, new Date(now.getTime() - 365 * DAY_MS))));
  return row?.n ?? 0;
}

export const signUpLink = (publicUrl: string, code: string): string => `${publicUrl.replace(/\/+$/, "")}/authentification?signin=1&parrain=${encodeURIComponent(code)}`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const termsOut = (t: { amountCents: number; minBasketCents: number; validDays: number }) => ({
  montant: centsToEuros(t.amountCents),
  minimum: centsToEuros(t.minBasketCents),
  validite_jours: t.validDays,
});

/** The column's check allows M., Mme or null; anything else reads as unknown. */
const civilityOf = (value: string | null): "M." | "Mme" | null => (value === "M." || value === "Mme" ? value : null);

type ReferralPage = Omit<CallOutput<typeof mesParrainages>, "success" | "message">;

/** Everything /mes-parrainages shows: the code and link, the offer, each friend's state, the vouchers earned. */
export async function referralPage(db: Database, user: { id: number; prenom: string }, publicUrl: string, now: Date): Promise<ReferralPage> {
  const code = await referralCodeOf(db, user, now);
  const friend = alias(users, "friend");
  const rows = await db
    .select({
      r: referrals,
      friendPrenom: friend.prenom,
      friendNom: friend.nom,
      friendEmail: friend.email,
      friendCivilite: friend.civilite,
      // Only an account created since the invitation: an older one would tell the referrer who is a customer (ADR 0048).
      invitedHasAccount: sql<boolean>`exists (select 1 from ${users} where lower(${users.email}) = ${referrals.email} and ${users.createdAt} > coalesce(${referrals.invitedAt}, ${referrals.createdAt}))`,
      voucherCode: vouchers.code,
      voucherCents: vouchers.amountCents,
    })
    .from(referrals)
    .leftJoin(friend, eq(friend.id, referrals.refereeId))
    .leftJoin(vouchers, eq(vouchers.id, referrals.rewardVoucherId))
    .where(eq(referrals.referrerId, user.id))
    .orderBy(desc(sql`coalesce(${referrals.signedUpAt}, ${referrals.invitedAt})`), desc(referrals.id));
  const filleuls = rows.map(({ r, friendPrenom, friendNom, friendEmail, friendCivilite, invitedHasAccount, voucherCode, voucherCents }) => {
    const refereeErased = friendEmail !== null && isErasedEmail(friendEmail);
    const statut = referralStatus({ ...r, invitedHasAccount: Boolean(invitedHasAccount), refereeErased }, now);
    return {
      id_parrainage: r.id,
      email: r.invitedAt ? r.email : null,
      // An erased account has no name left (« Client Cabas » would read as someone else).
      nom: friendPrenom !== null && friendNom !== null && !refereeErased ? friendDisplayName(friendPrenom, friendNom) : null,
      civilite: civilityOf(friendCivilite),
      statut,
      statut_libelle: referralStatusLabel(statut, r.rewardRefusal),
      invite_le: iso(r.invitedAt),
      inscrit_le: iso(r.signedUpAt),
      recompense_le: iso(r.rewardedAt),
      bon: voucherCode !== null && voucherCents !== null ? { code: voucherCode, montant: centsToEuros(voucherCents) } : null,
      peut_retirer: invitationWithdrawable(r),
    };
  });
  const earned = rows.filter((row) => row.r.rewardedAt !== null);
  const sent = await invitationsLastDay(db, user.id, now);
  return {
    code,
    lien: signUpLink(publicUrl, code),
    offre: {
      filleul: termsOut(REFERRAL_TERMS.friend),
      parrain: termsOut(REFERRAL_TERMS.referrer),
      invitations_par_jour: REFERRAL_TERMS.invitationsPerDay,
      invitation_validite_jours: REFERRAL_TERMS.invitationValidDays,
      recompenses_par_an: REFERRAL_TERMS.rewardsPerYear,
    },
    filleuls,
    gains: { recompenses: earned.length, total: centsToEuros(earned.reduce((sum, row) => sum + (row.voucherCents ?? 0), 0)) },
    invitations_restantes: Math.max(0, REFERRAL_TERMS.invitationsPerDay - sent),
  };
}

/** This customer's invitation of `email`, if any (locked: the caller may renew it). */
export async function previousInvitation(tx: Database, referrerId: number, email: string) {
  const [row] = await tx
    .select()
    .from(referrals)
    .where(and(eq(referrals.referrerId, referrerId), eq(referrals.email, email)))
    .for("update");
  return row ?? null;
}

export async function accountExists(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row !== undefined;
}

/** Checks of typed codes per address: enough for a form, too few to try codes at random. */
export const REFERRAL_CHECKS_RULE = { limit: 30, windowMs: 15 * 60_000 };

/** The autocomplete call's answer to a typed code: who offers what, or a French refusal (422, shown as a warning). */
export async function referralCodeCheck(db: Database, typed: string | undefined, principal: Principal | null): Promise<string> {
  const parsed = referralCodeField.safeParse(typed ?? "");
  if (!typed?.trim()) throw unprocessable("Indiquez le code parrain.");
  if (!parsed.success) throw unprocessable(parsed.error.issues[0]?.message ?? "Ce code parrain n'est pas valide.");
  let owner: { prenom: string; nom: string };
  try {
    owner = await referrerForCode(db, parsed.data, principal);
  } catch (error) {
    if (error instanceof AppError) throw unprocessable(error.message);
    throw error;
  }
  const friend = REFERRAL_TERMS.friend;
  return `Code valide : ${friendDisplayName(owner.prenom, owner.nom)} vous offre ${centsToEuros(friend.amountCents)} € dès ${centsToEuros(friend.minBasketCents)} € d'achats.`;
}
