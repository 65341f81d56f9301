// sendMRForm: a claim on a delivered order (a product missing, damaged, out of date or not the one ordered). What
// the customer paid for those units is credited to their prize pot at once, in one transaction with the claim,
// under the order's lock: two claims sent together cannot claim the same unit twice.
import { and, eq, inArray, sql } from "drizzle-orm";
import { centsToEuros, CLAIM_REASON_LABELS, sendMRForm } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { conflict, notFound, unprocessable } from "../../http/app-error.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { requireCustomer } from "../orders/card-calls.ts";
import { formatEuros } from "../../domain/basket-totals.ts";
import { claimableUnits, claimCreditCents, claimRefusal } from "./claim-rules.ts";
import { claimCreditedMail } from "./service-mails.ts";

const { orders, orderLines, orderClaims, orderClaimLines, loyaltyLedger, users } = schema;

export const sendMRFormCall = implement(sendMRForm, async ({ db, input, principal, now }) => {
  const userId = requireCustomer(principal);
  const at = now();
  const outcome = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.id_commande), eq(orders.userId, userId)))
      .for("update");
    if (!order) throw notFound("Cette commande n'existe pas.");
    const refusal = claimRefusal(order, at);
    if (refusal) throw (order.status === "delivered" ? unprocessable : conflict)(refusal);

    const ids = input.lignes.map((l) => l.id_article);
    const lines = await tx.select().from(orderLines).where(and(eq(orderLines.orderId, order.id), inArray(orderLines.productId, ids)));
    const claimed = await tx
      .select({ productId: orderClaimLines.productId, units: sql<number>`sum(${orderClaimLines.quantity})::int` })
      .from(orderClaimLines)
      .innerJoin(orderClaims, eq(orderClaims.id, orderClaimLines.claimId))
      .where(and(eq(orderClaims.orderId, order.id), inArray(orderClaimLines.productId, ids)))
      .groupBy(orderClaimLines.productId);
    const already = new Map(claimed.map((c) => [c.productId, c.units]));

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
      return { line, ...wanted, creditCents: claimCreditCents(line, wanted.quantite) };
    });
    const creditCents = accepted.reduce((sum, a) => sum + a.creditCents, 0);

    const [claim] = await tx
      .insert(orderClaims)
      .values({ orderId: order.id, userId, creditCents, comment: input.commentaire || null, createdAt: at })
      .returning({ id: orderClaims.id });
    await tx.insert(orderClaimLines).values(accepted.map((a) => ({ claimId: claim!.id, productId: a.id_article, quantity: a.quantite, reason: a.motif, creditCents: a.creditCents })));
    if (creditCents > 0) {
      await tx.insert(loyaltyLedger).values({ userId, kind: "cagnotte", amount: creditCents, reason: `Réclamation sur la commande n° ${order.id}`, orderId: order.id, createdAt: at });
    }
    const [user] = await tx.select({ email: users.email, prenom: users.prenom }).from(users).where(eq(users.id, userId));
    if (user) {
      const described = accepted.map((a) => `${a.quantite} × ${a.line.name} (${CLAIM_REASON_LABELS[a.motif].toLowerCase()})`);
      await enqueueJob(tx, MAIL_JOB, claimCreditedMail(user.email, user.prenom, order.id, creditCents, described), at);
    }
    const [balance] = await tx
      .select({ cents: sql<number>`coalesce(sum(${loyaltyLedger.amount}), 0)::int` })
      .from(loyaltyLedger)
      .where(and(eq(loyaltyLedger.userId, userId), eq(loyaltyLedger.kind, "cagnotte")));
    return { claimId: claim!.id, creditCents, balanceCents: balance?.cents ?? 0 };
  });
  return {
    id_reclamation: outcome.claimId,
    credit: centsToEuros(outcome.creditCents),
    solde_cagnotte: centsToEuros(outcome.balanceCents),
    message: `C'est noté : ${formatEuros(outcome.creditCents)} ont été crédités sur votre cagnotte.`,
  };
});
