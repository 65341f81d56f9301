// sendMRForm: a claim on a delivered order (a product missing, damaged, out of date or not the one ordered). Within
// the instant-credit ceilings (ADR 0050) what the customer paid for those units is credited to their prize pot at
// once and the loyalty euros earned on them are taken back; above them the claim waits for customer service, whose
// mailbox is told. All in one transaction with the claim, under the order's lock: two claims sent together cannot
// claim the same unit twice.
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { centsToEuros, ORDER_NOT_FOUND, sendMRForm } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { conflict, notFound, unprocessable } from "../../http/app-error.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { requireCustomer } from "../orders/card-calls.ts";
import { formatEuros } from "../../domain/basket-totals.ts";
import {
  CLAIM_PERIOD_DAYS,
  claimableUnits,
  claimCreditCents,
  claimRefusal,
  creditedAtOnce,
  goodsReductionCents,
  paidLineCents,
  shelfLineCents,
} from "./claim-rules.ts";
import { claimClawback, creditedOnOrder, ledgerSum, recordClaimCredit } from "./claim-credit.ts";
import { claimCreditedMail, claimForTeamMail, claimLineText, claimUnderReviewMail } from "./service-mails.ts";

export { claimLoyaltyReason } from "./claim-credit.ts";

const { orders, orderLines, orderClaims, orderClaimLines, users, siteSettings } = schema;

export const sendMRFormCall = implement(sendMRForm, async ({ db, input, principal, now, config }) => {
  const userId = requireCustomer(principal);
  const at = now();
  const outcome = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.id_commande), eq(orders.userId, userId)))
      .for("update");
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const refusal = claimRefusal(order, at);
    if (refusal) throw (order.status === "delivered" ? unprocessable : conflict)(refusal);
    // The customer's balances move below: their row is the lock their other loyalty movements take too.
    const [user] = await tx.select({ email: users.email, prenom: users.prenom, nom: users.nom }).from(users).where(eq(users.id, userId)).for("update");

    const ids = input.lignes.map((l) => l.id_article);
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const claimed = await tx
      .select({ productId: orderClaimLines.productId, units: sql<number>`sum(${orderClaimLines.quantity})::int` })
      .from(orderClaimLines)
      .innerJoin(orderClaims, eq(orderClaims.id, orderClaimLines.claimId))
      .where(and(eq(orderClaims.orderId, order.id), inArray(orderClaimLines.productId, ids)))
      .groupBy(orderClaimLines.productId);
    const already = new Map(claimed.map((c) => [c.productId, c.units]));
    // What each line was paid once the order's reductions are shared over the goods (ADR 0081): that is credited.
    const goodsCents = lines.reduce((sum, l) => sum + shelfLineCents(l), 0);
    const paid = paidLineCents(lines.map(shelfLineCents), goodsReductionCents({ goodsCents, feeCents: order.feeCents, totals: order.totals }));
    const paidOf = new Map(lines.map((l, i) => [l.productId, paid[i]!]));

    const accepted = input.lignes.map((wanted) => {
      const line = lines.find((l) => l.productId === wanted.id_article);
      if (!line) throw unprocessable("Ce produit n'est pas dans cette commande.");
      const left = claimableUnits(line.quantity, already.get(line.productId) ?? 0);
      if (wanted.quantite > left) {
        throw unprocessable(
          left === 0
            ? `« ${line.name} » a déjà été signalé en entier pour cette commande.`
            : `Vous pouvez signaler au plus ${left} « ${line.name} » pour cette commande.`,
        );
      }
      return { line, ...wanted, creditCents: claimCreditCents({ quantity: line.quantity, paidCents: paidOf.get(line.productId) ?? 0 }, wanted.quantite) };
    });
    const claimCents = accepted.reduce((sum, a) => sum + a.creditCents, 0);

    // The ceilings count what claims credited (at once, or after review: ADR 0052); one under review or refused
    // has credited nothing.
    const onOrder = await creditedOnOrder(tx, order.id);
    const [inPeriod] = await tx
      .select({ cents: sql<number>`coalesce(sum(${orderClaims.creditCents}), 0)::int` })
      .from(orderClaims)
      .where(and(eq(orderClaims.userId, userId), eq(orderClaims.status, "credited"), gte(orderClaims.createdAt, new Date(at.getTime() - CLAIM_PERIOD_DAYS * 86_400_000))));
    const atOnce =
      claimCents > 0 && creditedAtOnce({ goodsCents, creditedOnOrderCents: onOrder.cents, creditedInPeriodCents: inPeriod?.cents ?? 0, claimCents });

    const clawback = atOnce ? await claimClawback(tx, order, userId, onOrder, claimCents) : { deductCents: 0, unrecoveredCents: 0 };

    const [claim] = await tx
      .insert(orderClaims)
      .values({
        orderId: order.id,
        userId,
        creditCents: atOnce ? claimCents : 0,
        status: atOnce ? "credited" : "under_review",
        loyaltyDeductedCents: clawback.deductCents,
        loyaltyUnrecoveredCents: clawback.unrecoveredCents,
        comment: input.commentaire || null,
        createdAt: at,
      })
      .returning({ id: orderClaims.id });
    await tx.insert(orderClaimLines).values(accepted.map((a) => ({ claimId: claim!.id, productId: a.id_article, quantity: a.quantite, reason: a.motif, creditCents: a.creditCents })));
    if (atOnce) await recordClaimCredit(tx, { userId, orderId: order.id, creditCents: claimCents, deductCents: clawback.deductCents, at });
    const described = accepted.map((a) => claimLineText(a.quantite, a.line.name, a.motif));
    if (user) {
      if (atOnce) {
        await enqueueJob(tx, MAIL_JOB, claimCreditedMail(user.email, user.prenom, order.id, claimCents, described, clawback.deductCents), at);
      } else {
        const [settings] = await tx.select({ email: siteSettings.contactEmail }).from(siteSettings).limit(1);
        const facts = { claimId: claim!.id, orderId: order.id, name: `${user.prenom} ${user.nom}`.trim(), email: user.email, claimCents, lines: described, comment: input.commentaire || null };
        await enqueueJob(tx, MAIL_JOB, claimForTeamMail(settings?.email ?? "service-client@cabas.example", facts, config.publicUrl), at);
        await enqueueJob(tx, MAIL_JOB, claimUnderReviewMail(user.email, user.prenom, facts), at);
      }
    }
    return { claimId: claim!.id, atOnce, claimCents, balanceCents: await ledgerSum(tx, userId, "cagnotte") };
  });
  return {
    id_reclamation: outcome.claimId,
    statut: outcome.atOnce ? ("creditee" as const) : ("en_examen" as const),
    credit: centsToEuros(outcome.atOnce ? outcome.claimCents : 0),
    solde_cagnotte: centsToEuros(outcome.balanceCents),
    message: outcome.atOnce
      ? `C'est noté : ${formatEuros(outcome.claimCents)} ont été crédités sur votre cagnotte.`
      : `C'est noté : votre réclamation (${formatEuros(outcome.claimCents)}) est en cours d'examen par notre service client, qui vous répond sous 24 heures ouvrées.`,
  };
});
