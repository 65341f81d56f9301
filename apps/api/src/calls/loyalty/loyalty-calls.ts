// Loyalty history and referral calls: thin handlers over loyalty-history.ts, referral-store.ts and the pure rules
// (loyalty-rules.ts, referral-rules.ts). Decisions: docs/adr/0028-loyalty-history-and-referral.md.
import { and, eq, isNull } from "drizzle-orm";
import { centsToEuros, mesParrainages, monHistoriqueFidelite, updateMesParrainages } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement, type CallImplementation } from "../../http/call-registry.ts";
import { customerOf } from "../../http/auth.ts";
import { AppError, conflict, notFound } from "../../http/app-error.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { referralInvitationMail } from "../../mail/referral-mails.ts";
import { lastEurofidCredit, ledgerPage, voucherEntries } from "./loyalty-history.ts";
import { ledgerBalances } from "../basket/basket-store.ts";
import { loyaltyExpiryDate } from "./loyalty-expiry.ts";
import { pageCount } from "./loyalty-rules.ts";
import { invitationMailed, invitationRefusal, invitationWithdrawable, REFERRAL_TERMS } from "./referral-rules.ts";
import {
  accountExists,
  invitationsLastDay,
  lockReferrer,
  previousInvitation,
  referralCodeOf,
  referralPage,
  signUpLink,
} from "./referral-store.ts";

const { referrals, users } = schema;


async function accountOf(db: Database, userId: number) {
  const [user] = await db.select({ id: users.id, email: users.email, prenom: users.prenom, nom: users.nom }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`customer ${userId} has no account row`);
  return user;
}

export const monHistoriqueFideliteCall = implement(monHistoriqueFidelite, async ({ db, input, principal, now }) => {
  const { userId } = customerOf(principal);
  const balances = await ledgerBalances(db, userId);
  const lastCredit = balances.eurofid > 0 ? await lastEurofidCredit(db, userId) : null;
  const { movements, total } = await ledgerPage(db, userId, input.type, input.page, input.limit);
  return {
    soldes: { eurosfid: centsToEuros(balances.eurofid), cagnotte: centsToEuros(balances.cagnotte), jokers: balances.joker },
    expiration_eurosfid: lastCredit ? loyaltyExpiryDate(lastCredit).toISOString() : null,
    mouvements: movements,
    total,
    page: input.page,
    pages: pageCount(total, input.limit),
    par_page: input.limit,
    bons_achat: await voucherEntries(db, userId, now()),
  };
});

export const mesParrainagesCall = implement(mesParrainages, async ({ db, principal, now, config }) => {
  const user = await accountOf(db, customerOf(principal).userId);
  return referralPage(db, user, config.publicUrl, now());
});

// Inviting friends speaks in the customer's name (« Camille vous offre 10 € »): only they may (ADR 0048).
export const updateMesParrainagesCall = implement(updateMesParrainages, async ({ db, input, principal, now, config }) => {
  const user = await accountOf(db, customerOf(principal).userId);
  const at = now();
  let message: string;
  if (input.action === "add") {
    const code = await referralCodeOf(db, user, at);
    await db.transaction(async (tx) => {
      await lockReferrer(tx, user.id);
      const previous = await previousInvitation(tx, user.id, input.email);
      const refusal = invitationRefusal({
        email: input.email,
        referrerEmail: user.email,
        previous,
        invitedLastDay: await invitationsLastDay(tx, user.id, at),
        now: at,
      });
      if (refusal) {
        const kind = refusal.kind === "duplicate" ? "CONFLICT" : refusal.kind === "limit" ? "TOO_MANY_REQUESTS" : "UNPROCESSABLE";
        throw new AppError(kind, refusal.message, refusal.field ? { fieldErrors: { [refusal.field]: [refusal.message] } } : {});
      }
      // An expired invitation of the same address is renewed (sent again, counted again).
      if (previous) await tx.update(referrals).set({ invitedAt: at }).where(eq(referrals.id, previous.id));
      else await tx.insert(referrals).values({ referrerId: user.id, email: input.email, invitedAt: at, createdAt: at });
      // Kept and answered like any invitation, but an existing customer is mailed nothing (ADR 0048).
      if (!invitationMailed(await accountExists(tx, input.email))) return;
      await enqueueJob(
        tx,
        MAIL_JOB,
        referralInvitationMail({
          to: input.email,
          referrerName: `${user.prenom} ${user.nom}`.trim(),
          code,
          link: signUpLink(config.publicUrl, code),
          friend: REFERRAL_TERMS.friend,
          validDays: REFERRAL_TERMS.invitationValidDays,
        }),
        at,
      );
    });
    message = `Invitation envoyée à ${input.email}.`;
  } else {
    const [invitation] = await db
      .select()
      .from(referrals)
      .where(and(eq(referrals.id, input.id_parrainage), eq(referrals.referrerId, user.id)));
    if (!invitation) throw notFound("Cette invitation n'existe pas.");
    if (!invitationWithdrawable(invitation)) throw conflict("Cette invitation a déjà servi : votre ami·e a créé son compte, elle ne peut plus être retirée.");
    const removed = await db
      .delete(referrals)
      .where(and(eq(referrals.id, invitation.id), eq(referrals.referrerId, user.id), isNull(referrals.refereeId)))
      .returning({ id: referrals.id });
    // The friend signed up between the read and the delete: the invitation stays.
    if (removed.length === 0) throw conflict("Cette invitation a déjà servi : votre ami·e a créé son compte, elle ne peut plus être retirée.");
    message = `Invitation à ${invitation.email ?? "votre ami·e"} retirée.`;
  }
  return { ...(await referralPage(db, user, config.publicUrl, at)), message };
}, { customerOwnAct: "parrainer ses amis" });

export const loyaltyCallImplementations: readonly CallImplementation[] = [monHistoriqueFideliteCall, mesParrainagesCall, updateMesParrainagesCall];
