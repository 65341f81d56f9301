// A settled claim reviewed again (ADR 0098): the customer contests a refusal, or a part credit, as the decision's
// e-mail invites them to, and customer service credits more, at most what is left of what was asked. Credits only:
// taking back a credit is not a revision (the prize pot may already be spent).
import { asc, eq, inArray } from "drizzle-orm";
import { REVISION_NOTE_TOO_SHORT, frenchLongDate, type ClaimRefusalReason } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { conflict, notFound, unprocessable } from "../../http/app-error.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { formatEuros } from "../../domain/basket-totals.ts";
import { isErasedEmail } from "../session/account-deletion-rules.ts";
import { childrenBy } from "../personal-data/export-values.ts";
import { claimClawback, creditedOnOrder, recordClaimCredit } from "./claim-credit.ts";
import { claimLinesOf, isClaimRefusalReason, listOrderClaims, withClaimFacts, type PendingClaim } from "./claim-settlement.ts";
import { claimLineText, claimRevisedCreditMail } from "./service-mails.ts";

const { orders, orderClaims, orderClaimRevisions, users } = schema;

type ClaimStatus = (typeof orderClaims.$inferSelect)["status"];

export type ClaimRevisionFacts = {
  revisedAt: Date;
  revisedBy: string;
  previousStatus: "credited" | "refused";
  previousCreditCents: number;
  addedCents: number;
  note: string;
};

/**
 * Why nothing more can be credited on a claim, or null. `seenRevisions` is how many revisions the agent's screen
 * showed: one made meanwhile (another agent, the same form sent twice) stops this one, which would credit twice.
 */
export function revisionRefusal(
  claim: { id: number; status: ClaimStatus; creditCents: number },
  f: { askedCents: number; revisions: readonly ClaimRevisionFacts[]; seenRevisions: number; erased: boolean },
): string | null {
  if (claim.status === "under_review")
    return `La réclamation n° ${claim.id} est encore en examen : décidez-la dans la liste des réclamations à examiner.`;
  const latest = f.revisions.at(-1);
  if (f.revisions.length !== f.seenRevisions)
    return latest
      ? `La réclamation n° ${claim.id} a été revue entre-temps par ${latest.revisedBy} le ${frenchLongDate(latest.revisedAt)} (${formatEuros(latest.addedCents)} ajoutés) : rien n'a été changé. Rechargez la page pour voir où elle en est.`
      : `La réclamation n° ${claim.id} a changé entre-temps : rien n'a été changé. Rechargez la page pour voir où elle en est.`;
  if (claim.creditCents >= f.askedCents)
    return `La réclamation n° ${claim.id} est déjà créditée en entier (${formatEuros(claim.creditCents)}) : il n'y a rien à ajouter.`;
  if (f.erased)
    return `La réclamation n° ${claim.id} est celle d'un compte supprimé : sa cagnotte n'existe plus, rien n'a été crédité. Un remboursement dû se fait hors de la boutique.`;
  return null;
}

/** Why `addedCents` cannot be added to a claim with `leftCents` still not credited, or null. */
export function addedAmountRefusal(addedCents: number, leftCents: number, askedCents: number): string | null {
  if (!Number.isInteger(addedCents) || addedCents <= 0) return "Le montant à ajouter doit être supérieur à 0 €.";
  if (addedCents > leftCents)
    return `Le montant à ajouter (${formatEuros(addedCents)}) dépasse ce qui reste de la demande (${formatEuros(leftCents)} sur ${formatEuros(askedCents)} demandés) : rien n'a été crédité.`;
  return null;
}

/** The revisions of several claims, oldest first. */
function revisionsOf(db: Database, claimIds: readonly number[]) {
  return db
    .select({
      claimId: orderClaimRevisions.claimId,
      revisedAt: orderClaimRevisions.revisedAt,
      revisedBy: orderClaimRevisions.revisedBy,
      previousStatus: orderClaimRevisions.previousStatus,
      previousCreditCents: orderClaimRevisions.previousCreditCents,
      addedCents: orderClaimRevisions.addedCents,
      note: orderClaimRevisions.note,
    })
    .from(orderClaimRevisions)
    .where(inArray(orderClaimRevisions.claimId, [...claimIds]))
    .orderBy(asc(orderClaimRevisions.revisedAt), asc(orderClaimRevisions.id));
}

export type OrderClaimForTeam = PendingClaim & {
  status: ClaimStatus;
  creditCents: number;
  /** The decision standing: null while under review, or for a claim credited at once when it was sent. */
  decision: { at: Date; by: string } | null;
  refusalReason: ClaimRefusalReason | null;
  revisions: ClaimRevisionFacts[];
  leftCents: number;
  revisable: boolean;
};

/** The claims of one order, any status, with what the team weighs and what is left to credit; 404 for no such order. */
export async function orderClaimsForTeam(db: Database, orderId: number, now: Date): Promise<OrderClaimForTeam[]> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound(`La commande n° ${orderId} n'existe pas.`);
  const claims = await listOrderClaims(db, orderId);
  if (claims.length === 0) return [];
  const [facts, revisions] = await Promise.all([
    withClaimFacts(db, now, claims),
    revisionsOf(
      db,
      claims.map((c) => c.id),
    ),
  ]);
  const revisionsOfClaim = childrenBy(revisions, (r) => r.claimId);
  return claims.map((claim, index) => {
    const fact = facts[index]!;
    const history = revisionsOfClaim(claim.id).map(({ claimId: _claim, ...r }) => r);
    const leftCents = Math.max(0, claim.askedCents - claim.creditCents);
    return {
      ...fact,
      status: claim.status,
      creditCents: claim.creditCents,
      decision: claim.settledAt && claim.settledBy ? { at: claim.settledAt, by: claim.settledBy } : null,
      refusalReason: claim.refusalReason && isClaimRefusalReason(claim.refusalReason) ? claim.refusalReason : null,
      revisions: history,
      leftCents,
      revisable:
        revisionRefusal(claim, { askedCents: claim.askedCents, revisions: history, seenRevisions: history.length, erased: fact.customer.erased }) === null,
    };
  });
}

export type RevisionOutcome = {
  claimId: number;
  orderId: number;
  askedCents: number;
  addedCents: number;
  /** What the claim has credited in all, after this revision. */
  creditCents: number;
  loyaltyDeductedCents: number;
};

/**
 * Credits more on a settled claim, in one transaction, with the locks `settleClaim` takes in the same order (the
 * claim, its order, its customer): of two agents at once, the second waits, then finds the first one's revision and
 * changes nothing. The loyalty euros earned on the added amount are taken back as for any credit (ADR 0050).
 */
export async function reviseClaim(
  db: Database,
  args: { claimId: number; amountCents?: number | undefined; note: string; seenRevisions: number; agent: string; agentUserId: number; now: Date },
): Promise<RevisionOutcome> {
  const note = args.note.trim();
  if ([...note].length < 3) throw unprocessable(REVISION_NOTE_TOO_SHORT);
  const { now } = args;
  return db.transaction(async (tx) => {
    const [claim] = await tx.select().from(orderClaims).where(eq(orderClaims.id, args.claimId)).for("update");
    if (!claim) throw notFound(`La réclamation n° ${args.claimId} n'existe pas.`);
    const [order] = await tx.select().from(orders).where(eq(orders.id, claim.orderId)).for("update");
    const [user] = await tx.select({ email: users.email, prenom: users.prenom }).from(users).where(eq(users.id, claim.userId)).for("update");
    const lines = await claimLinesOf(tx, [claim.id]);
    const askedCents = lines.reduce((sum, l) => sum + l.askedCents, 0);
    const history = await revisionsOf(tx, [claim.id]);
    const refusal = revisionRefusal(claim, { askedCents, revisions: history, seenRevisions: args.seenRevisions, erased: !user || isErasedEmail(user.email) });
    if (refusal) throw conflict(refusal);
    if (!order || !user) throw notFound(`La commande n° ${claim.orderId} n'existe pas.`);
    const leftCents = askedCents - claim.creditCents;
    const addedCents = args.amountCents ?? leftCents;
    const amountRefusal = addedAmountRefusal(addedCents, leftCents, askedCents);
    if (amountRefusal) throw unprocessable(amountRefusal);

    // A claim credited in part counts among the order's credited claims already: the clawback adds to what it took.
    const clawback = await claimClawback(tx, order, claim.userId, await creditedOnOrder(tx, order.id), addedCents);
    const creditCents = claim.creditCents + addedCents;
    await tx.insert(orderClaimRevisions).values({
      claimId: claim.id,
      revisedAt: now,
      revisedBy: args.agent,
      revisedByUserId: args.agentUserId,
      previousStatus: claim.status === "refused" ? "refused" : "credited",
      previousCreditCents: claim.creditCents,
      previousRefusalReason: claim.refusalReason,
      // The decision this one replaces on the claim's row: its author and date stay here.
      previousSettledAt: claim.settledAt,
      previousSettledBy: claim.settledBy,
      previousSettledByUserId: claim.settledByUserId,
      addedCents,
      loyaltyDeductedCents: clawback.deductCents,
      loyaltyUnrecoveredCents: clawback.unrecoveredCents,
      note,
    });
    await tx
      .update(orderClaims)
      .set({
        status: "credited",
        creditCents,
        refusalReason: null,
        loyaltyDeductedCents: claim.loyaltyDeductedCents + clawback.deductCents,
        loyaltyUnrecoveredCents: claim.loyaltyUnrecoveredCents + clawback.unrecoveredCents,
        // The decision standing is now this one.
        settledAt: now,
        settledBy: args.agent,
        settledByUserId: args.agentUserId,
      })
      .where(eq(orderClaims.id, claim.id));
    await recordClaimCredit(tx, { userId: claim.userId, orderId: order.id, creditCents: addedCents, deductCents: clawback.deductCents, at: now });
    await enqueueJob(
      tx,
      MAIL_JOB,
      claimRevisedCreditMail(user.email, user.prenom, {
        orderId: order.id,
        askedCents,
        lines: lines.map((l) => claimLineText(l.quantity, l.name, l.reason)),
        addedCents,
        creditCents,
        loyaltyTakenCents: clawback.deductCents,
      }),
      now,
    );
    return { claimId: claim.id, orderId: order.id, askedCents, addedCents, creditCents, loyaltyDeductedCents: clawback.deductCents };
  });
}
