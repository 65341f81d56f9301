// Customer service settles a claim that went to review above the instant-credit ceilings (ADR 0050, 0052): credits
// it, in full or in part, exactly as an instant credit would (prize pot, loyalty euros taken back in proportion),
// or refuses it with a reason the customer is told. Used by `npm run claims` and the claims screen (ADR 0095).
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import {
  centsToEuros,
  CLAIM_REFUSAL_REASON_LABELS,
  CLAIM_REFUSAL_REASONS,
  CLAIM_STATUS_LABELS,
  frenchLongDate,
  type ClaimReason,
  type ClaimRefusalReason,
  type OrderDetail,
} from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { conflict, notFound, unprocessable } from "../../http/app-error.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { formatEuros } from "../../domain/basket-totals.ts";
import { isErasedEmail } from "../session/account-deletion-rules.ts";
import { childrenBy } from "../personal-data/export-values.ts";
import { CLAIM_PERIOD_DAYS } from "./claim-rules.ts";
import { claimClawback, creditedOnOrder, recordClaimCredit } from "./claim-credit.ts";
import { claimLineText, claimRefusedMail, claimSettledCreditMail } from "./service-mails.ts";

const { orders, orderLines, orderClaims, orderClaimLines, users } = schema;

type ClaimStatus = (typeof orderClaims.$inferSelect)["status"];

export type ClaimDecision =
  { kind: "credit"; amountCents?: number | undefined } | { kind: "refuse"; reason: ClaimRefusalReason };

export const isClaimRefusalReason = (value: string): value is ClaimRefusalReason =>
  (CLAIM_REFUSAL_REASONS as readonly string[]).includes(value);

type ClaimState = {
  id: number;
  status: ClaimStatus;
  creditCents: number;
  settledAt: Date | null;
  settledBy: string | null;
  refusalReason: string | null;
};

/**
 * Why a claim cannot be settled any more, or null while it is under review. Settled claims say by whom and when,
 * so the second of two agents knows the first one's decision stands.
 */
export function alreadySettled(claim: ClaimState): string | null {
  if (claim.status === "under_review") return null;
  const by = claim.settledAt && claim.settledBy ? ` par ${claim.settledBy} le ${frenchLongDate(claim.settledAt)}` : "";
  if (claim.status === "refused") {
    const reason = claim.refusalReason && isClaimRefusalReason(claim.refusalReason) ? ` (${claim.refusalReason})` : "";
    return `La réclamation n° ${claim.id} a déjà été refusée${reason}${by} : rien n'a été changé.`;
  }
  return claim.settledAt
    ? `La réclamation n° ${claim.id} a déjà été créditée de ${formatEuros(claim.creditCents)}${by} : rien n'a été changé.`
    : `La réclamation n° ${claim.id} n'est pas en cours d'examen : elle a été créditée à son envoi (${formatEuros(claim.creditCents)}). Rien n'a été changé.`;
}

/**
 * Why a claim of an erased account (supprimerCompte, ADR 0039) cannot be credited: its prize pot is gone with the
 * account, and no one can spend it or read the e-mail. Accounts erased before deletion waited for claims under review
 * (ADR 0081) may still have one; it is refused (no e-mail) to leave the list, or the refund made by hand.
 */
export const erasedAccountRefusal = (claimId: number, userId: number): string =>
  `La réclamation n° ${claimId} est celle d'un compte supprimé (compte n° ${userId}) : sa cagnotte n'existe plus et personne ne lirait l'e-mail, rien n'a été crédité. Refusez-la (écran des réclamations, ou npm run claims -- refuse ${claimId} <motif>) ; un remboursement dû se fait hors de la boutique.`;

/** Why `amountCents` cannot be credited on a claim asking for `askedCents`, or null: more than 0, never more than asked. */
export function creditAmountRefusal(amountCents: number, askedCents: number): string | null {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return "Le montant à créditer doit être supérieur à 0 €.";
  if (amountCents > askedCents)
    return `Le montant à créditer (${formatEuros(amountCents)}) dépasse le montant demandé (${formatEuros(askedCents)}) : rien n'a été crédité.`;
  return null;
}

export type ClaimLineFacts = { name: string; quantity: number; reason: ClaimReason; askedCents: number };

/** The lines of several claims, each with its product's name on its own order. */
export function claimLinesOf(db: Database, claimIds: readonly number[]) {
  return db
    .select({
      claimId: orderClaimLines.claimId,
      name: orderLines.name,
      quantity: orderClaimLines.quantity,
      reason: sql<ClaimReason>`${orderClaimLines.reason}`,
      askedCents: orderClaimLines.creditCents,
    })
    .from(orderClaimLines)
    .innerJoin(orderClaims, eq(orderClaims.id, orderClaimLines.claimId))
    .innerJoin(orderLines, and(eq(orderLines.orderId, orderClaims.orderId), eq(orderLines.productId, orderClaimLines.productId)))
    .where(inArray(orderClaimLines.claimId, [...claimIds]))
    .orderBy(asc(orderLines.name));
}

export type RecentClaim = {
  id: number;
  orderId: number;
  createdAt: Date;
  status: ClaimStatus;
  askedCents: number;
  creditCents: number;
};

export type PendingClaim = {
  id: number;
  createdAt: Date;
  /** `erased`: the account was deleted (supprimerCompte) while the claim waited: it cannot be credited. */
  customer: { id: number; name: string; email: string; erased: boolean };
  orderId: number;
  askedCents: number;
  lines: ClaimLineFacts[];
  comment: string | null;
  /** The order's goods as delivered (weighed amounts), what the per-order ceiling is a share of. */
  goodsCents: number;
  /** The customer's other claims of the last CLAIM_PERIOD_DAYS, all orders, oldest first. */
  recentClaims: RecentClaim[];
};

const askedOf = sql<number>`(select coalesce(sum(${orderClaimLines.creditCents}), 0)::int from ${orderClaimLines} where ${orderClaimLines.claimId} = ${orderClaims.id})`;

/**
 * The claims waiting for customer service, oldest first (at most `limit`), with what an agent needs to decide. Four
 * statements whatever the number of claims: the claims, then their lines, their orders' goods and their customers'
 * recent claims, each for all of them at once.
 */
export async function pendingClaims(db: Database, now: Date): Promise<PendingClaim[]> {
  return (await pendingClaimsPage(db, now)).claims;
}

/** The columns a claim is listed with, for the team. */
const listedClaimColumns = {
  id: orderClaims.id,
  createdAt: orderClaims.createdAt,
  orderId: orderClaims.orderId,
  comment: orderClaims.comment,
  askedCents: askedOf,
  userId: users.id,
  prenom: users.prenom,
  nom: users.nom,
  email: users.email,
};

type ListedClaim = { id: number; createdAt: Date; orderId: number; comment: string | null; askedCents: number; userId: number; prenom: string; nom: string; email: string };

/** The oldest `limit` claims waiting (all when no limit), and how many wait in all, read by the same statement. */
export async function pendingClaimsPage(db: Database, now: Date, limit?: number): Promise<{ claims: PendingClaim[]; total: number }> {
  const listed = db
    .select({ ...listedClaimColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(orderClaims)
    .innerJoin(users, eq(users.id, orderClaims.userId))
    .where(eq(orderClaims.status, "under_review"))
    .orderBy(asc(orderClaims.createdAt), asc(orderClaims.id));
  const claims = limit === undefined ? await listed : await listed.limit(limit);
  return { claims: await withClaimFacts(db, now, claims), total: claims[0]?.total ?? 0 };
}

/**
 * What an agent weighs for each of `claims`: its lines, its order's goods and its customer's other recent claims,
 * three statements for all of them at once.
 */
export async function withClaimFacts(db: Database, now: Date, claims: readonly ListedClaim[]): Promise<PendingClaim[]> {
  if (claims.length === 0) return [];
  const claimIds = claims.map((c) => c.id);
  const orderIds = [...new Set(claims.map((c) => c.orderId))];
  const userIds = [...new Set(claims.map((c) => c.userId))];
  const since = new Date(now.getTime() - CLAIM_PERIOD_DAYS * 86_400_000);
  const [lines, goods, recent] = await Promise.all([
    claimLinesOf(db, claimIds),
    db
      .select({
        orderId: orderLines.orderId,
        cents: sql<number>`coalesce(sum(coalesce(${orderLines.finalLineCents}, ${orderLines.lineCents})), 0)::int`,
      })
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds))
      .groupBy(orderLines.orderId),
    db
      .select({
        id: orderClaims.id,
        userId: orderClaims.userId,
        orderId: orderClaims.orderId,
        createdAt: orderClaims.createdAt,
        status: orderClaims.status,
        askedCents: askedOf,
        creditCents: orderClaims.creditCents,
      })
      .from(orderClaims)
      .where(and(inArray(orderClaims.userId, userIds), gte(orderClaims.createdAt, since)))
      .orderBy(asc(orderClaims.createdAt), asc(orderClaims.id)),
  ]);
  const goodsByOrder = new Map(goods.map((g) => [g.orderId, g.cents]));
  const linesOf = childrenBy(lines, (line) => line.claimId);
  const recentOf = childrenBy(recent, (claim) => claim.userId);
  return claims.map((c) => ({
    id: c.id,
    createdAt: c.createdAt,
    customer: { id: c.userId, name: `${c.prenom} ${c.nom}`.trim(), email: c.email, erased: isErasedEmail(c.email) },
    orderId: c.orderId,
    askedCents: c.askedCents,
    lines: linesOf(c.id).map(({ claimId: _claim, ...line }) => line),
    comment: c.comment,
    goodsCents: goodsByOrder.get(c.orderId) ?? 0,
    recentClaims: recentOf(c.userId)
      .filter((r) => r.id !== c.id)
      .map(({ userId: _user, ...r }) => r),
  }));
}

/** The claims of one order, any status, oldest first, as `withClaimFacts` lists them for the team. */
export function listOrderClaims(db: Database, orderId: number) {
  return db
    .select({
      ...listedClaimColumns,
      status: orderClaims.status,
      creditCents: orderClaims.creditCents,
      settledAt: orderClaims.settledAt,
      settledBy: orderClaims.settledBy,
      refusalReason: orderClaims.refusalReason,
    })
    .from(orderClaims)
    .innerJoin(users, eq(users.id, orderClaims.userId))
    .where(eq(orderClaims.orderId, orderId))
    .orderBy(asc(orderClaims.createdAt), asc(orderClaims.id));
}

export type SettlementOutcome = {
  claimId: number;
  orderId: number;
  status: "credited" | "refused";
  askedCents: number;
  creditCents: number;
  loyaltyDeductedCents: number;
  loyaltyUnrecoveredCents: number;
  reason: ClaimRefusalReason | null;
  /** False for an erased account's claim: no e-mail was queued. */
  mailed: boolean;
};

/**
 * Credits or refuses a claim under review, in one transaction. The claim's row is locked first and its status read
 * under the lock: of two agents settling it at once, the second waits, then finds it settled and changes nothing.
 * Then the order's and the customer's rows, in the order sendMRForm takes them: the loyalty euros taken back
 * depend on what the order's other claims credited and on the balance, which a claim sent meanwhile would change.
 */
export async function settleClaim(
  db: Database,
  args: { claimId: number; decision: ClaimDecision; agent: string; now: Date; agentUserId?: number | undefined },
): Promise<SettlementOutcome> {
  const agent = args.agent.trim();
  if (!agent) throw unprocessable("Indiquez qui traite la réclamation (--agent nom).");
  const { decision, now } = args;
  return db.transaction(async (tx) => {
    const [claim] = await tx.select().from(orderClaims).where(eq(orderClaims.id, args.claimId)).for("update");
    if (!claim) throw notFound(`La réclamation n° ${args.claimId} n'existe pas.`);
    const settled = alreadySettled(claim);
    if (settled) throw conflict(settled);
    const [order] = await tx.select().from(orders).where(eq(orders.id, claim.orderId)).for("update");
    const [user] = await tx
      .select({ email: users.email, prenom: users.prenom })
      .from(users)
      .where(eq(users.id, claim.userId))
      .for("update");
    // No e-mail to an erased account's reserved address: it reaches no one (and starts « Bonjour , »).
    const mailTo = user && !isErasedEmail(user.email) ? user : null;
    const lines = (await claimLinesOf(tx, [claim.id])).map(({ claimId: _claim, ...line }) => line);
    const askedCents = lines.reduce((sum, l) => sum + l.askedCents, 0);
    const facts = {
      orderId: claim.orderId,
      askedCents,
      lines: lines.map((l) => claimLineText(l.quantity, l.name, l.reason)),
    };
    const settledBy = { settledAt: now, settledBy: agent, settledByUserId: args.agentUserId ?? null };

    if (decision.kind === "refuse") {
      if (!isClaimRefusalReason(decision.reason))
        throw unprocessable(`Motif de refus attendu : ${CLAIM_REFUSAL_REASONS.join(", ")}.`);
      await tx
        .update(orderClaims)
        .set({ ...settledBy, status: "refused", refusalReason: decision.reason })
        .where(eq(orderClaims.id, claim.id));
      if (mailTo)
        await enqueueJob(
          tx,
          MAIL_JOB,
          claimRefusedMail(mailTo.email, mailTo.prenom, { ...facts, reason: decision.reason }),
          now,
        );
      return {
        claimId: claim.id,
        orderId: claim.orderId,
        status: "refused" as const,
        askedCents,
        creditCents: 0,
        loyaltyDeductedCents: 0,
        loyaltyUnrecoveredCents: 0,
        reason: decision.reason,
        mailed: mailTo !== null,
      };
    }

    if (!mailTo) throw conflict(erasedAccountRefusal(claim.id, claim.userId));
    const creditCents = decision.amountCents ?? askedCents;
    const refusal = creditAmountRefusal(creditCents, askedCents);
    if (refusal) throw unprocessable(refusal);
    if (!order) throw notFound(`La commande n° ${claim.orderId} n'existe pas.`);
    // Under review, this claim has credited nothing yet: the order's credited claims are the others.
    const clawback = await claimClawback(tx, order, claim.userId, await creditedOnOrder(tx, order.id), creditCents);
    await tx
      .update(orderClaims)
      .set({
        ...settledBy,
        status: "credited",
        creditCents,
        loyaltyDeductedCents: clawback.deductCents,
        loyaltyUnrecoveredCents: clawback.unrecoveredCents,
      })
      .where(eq(orderClaims.id, claim.id));
    await recordClaimCredit(tx, {
      userId: claim.userId,
      orderId: order.id,
      creditCents,
      deductCents: clawback.deductCents,
      at: now,
    });
    await enqueueJob(
      tx,
      MAIL_JOB,
      claimSettledCreditMail(mailTo.email, mailTo.prenom, {
        ...facts,
        creditCents,
        loyaltyTakenCents: clawback.deductCents,
      }),
      now,
    );
    return {
      claimId: claim.id,
      orderId: claim.orderId,
      status: "credited" as const,
      askedCents,
      creditCents,
      loyaltyDeductedCents: clawback.deductCents,
      loyaltyUnrecoveredCents: clawback.unrecoveredCents,
      reason: null,
      mailed: true,
    };
  });
}

/**
 * A claim as its customer sees it on the order's page: under review shows what was asked; credited, what went to
 * the prize pot (and what was asked when it is only a part); refused, what was asked and why, in French.
 */
export function customerClaimView(claim: {
  status: ClaimStatus;
  creditCents: number;
  askedCents: number;
  refusalReason: string | null;
}): Pick<OrderDetail["reclamations"][number], "statut" | "libelle_statut" | "montant"> {
  if (claim.status === "under_review")
    return {
      statut: "en_examen",
      libelle_statut: CLAIM_STATUS_LABELS.en_examen,
      montant: centsToEuros(claim.askedCents),
    };
  if (claim.status === "refused") {
    const reason =
      claim.refusalReason && isClaimRefusalReason(claim.refusalReason)
        ? ` (${CLAIM_REFUSAL_REASON_LABELS[claim.refusalReason]})`
        : "";
    return {
      statut: "refusee",
      libelle_statut: `${CLAIM_STATUS_LABELS.refusee}${reason}`,
      montant: centsToEuros(claim.askedCents),
    };
  }
  const part = claim.creditCents < claim.askedCents;
  return {
    statut: "creditee",
    libelle_statut: part
      ? `Créditée en partie sur votre cagnotte (${formatEuros(claim.askedCents)} demandés)`
      : CLAIM_STATUS_LABELS.creditee,
    montant: centsToEuros(claim.creditCents),
  };
}
