// getReclamationsEnExamen and setReclamation: the claims screen's calls (ADR 0095), for staff with claims.settle. Thin
// handlers over claim-settlement.ts, which `npm run claims` uses too.
import {
  CLAIMS_REVIEW_PAGE_SIZE,
  centsToEuros,
  getReclamationsCommande,
  getReclamationsEnExamen,
  reviserReclamation,
  setReclamation,
  type ClaimStatus,
  type ClaimUnderReview,
} from "@cabas/contracts";
import { staffOf } from "../../http/auth.ts";
import { implement } from "../../http/call-registry.ts";
import { formatEuros } from "../../domain/basket-totals.ts";
import { staffSignature } from "../session/staff-signature.ts";
import { orderClaimsForTeam, reviseClaim } from "./claim-revision.ts";
import { pendingClaimsPage, settleClaim, type PendingClaim, type RecentClaim } from "./claim-settlement.ts";

const STATUS_ON_THE_WIRE: Record<RecentClaim["status"], ClaimStatus> = { credited: "creditee", under_review: "en_examen", refused: "refusee" };

/** A claim with what an agent weighs, on the wire. */
const claimOnTheWire = (c: PendingClaim): ClaimUnderReview => ({
  id: c.id,
  date: c.createdAt.toISOString(),
  id_commande: c.orderId,
  client: { id: c.customer.id, nom: c.customer.name, email: c.customer.email, supprime: c.customer.erased },
  demande: centsToEuros(c.askedCents),
  lignes: c.lines.map((l) => ({ nom: l.name, quantite: l.quantity, motif: l.reason, montant: centsToEuros(l.askedCents) })),
  commentaire: c.comment,
  marchandises: centsToEuros(c.goodsCents),
  autres: c.recentClaims.map((r) => ({
    id: r.id,
    date: r.createdAt.toISOString(),
    id_commande: r.orderId,
    demande: centsToEuros(r.askedCents),
    statut: STATUS_ON_THE_WIRE[r.status],
    credite: centsToEuros(r.creditCents),
  })),
});

export const getReclamationsEnExamenCall = implement(getReclamationsEnExamen, async ({ db, now }) => {
  const { claims, total } = await pendingClaimsPage(db, now(), CLAIMS_REVIEW_PAGE_SIZE);
  return { reclamations: claims.map(claimOnTheWire), total };
});

export const getReclamationsCommandeCall = implement(getReclamationsCommande, async ({ db, input, now }) => {
  const claims = await orderClaimsForTeam(db, input.id_commande, now());
  return {
    id_commande: input.id_commande,
    reclamations: claims.map((c) => ({
      ...claimOnTheWire(c),
      statut: STATUS_ON_THE_WIRE[c.status],
      credite: centsToEuros(c.creditCents),
      decision: c.decision && { date: c.decision.at.toISOString(), par: c.decision.by },
      motif_refus: c.refusalReason,
      revisions: c.revisions.map((r) => ({
        date: r.revisedAt.toISOString(),
        par: r.revisedBy,
        statut_avant: r.previousStatus === "refused" ? ("refusee" as const) : ("creditee" as const),
        credite_avant: centsToEuros(r.previousCreditCents),
        ajoute: centsToEuros(r.addedCents),
        note: r.note,
      })),
      reste: centsToEuros(c.leftCents),
      revisable: c.revisable,
    })),
  };
});

export const reviserReclamationCall = implement(reviserReclamation, async ({ db, input, principal, now }) => {
  const staff = staffOf(principal);
  const result = await reviseClaim(db, {
    claimId: input.id,
    amountCents: input.montant,
    note: input.note,
    seenRevisions: input.revisions_vues,
    agent: await staffSignature(db, staff),
    agentUserId: staff.userId,
    now: now(),
  });
  const inAll = result.creditCents < result.askedCents ? `, ${formatEuros(result.creditCents)} en tout sur ${formatEuros(result.askedCents)} demandés` : ", toute la demande";
  return {
    message: `La réclamation n° ${result.claimId} est créditée de ${formatEuros(result.addedCents)} de plus sur la cagnotte du client${inAll}. Le client est prévenu par e-mail.`,
    id_commande: result.orderId,
    ajoute: centsToEuros(result.addedCents),
    credite: centsToEuros(result.creditCents),
    demande: centsToEuros(result.askedCents),
    euros_fidelite_repris: centsToEuros(result.loyaltyDeductedCents),
  };
});

export const setReclamationCall = implement(setReclamation, async ({ db, input, principal, now }) => {
  const staff = staffOf(principal);
  const result = await settleClaim(db, {
    claimId: input.id,
    // The contract gives a reason exactly with a refusal.
    decision: input.motif === undefined ? { kind: "credit", amountCents: input.montant } : { kind: "refuse", reason: input.motif },
    // Signed with the staff member's name, as the command signs with the agent's.
    agent: await staffSignature(db, staff),
    agentUserId: staff.userId,
    now: now(),
  });
  const notice = result.mailed ? " Le client est prévenu par e-mail." : " Compte supprimé : aucun e-mail envoyé.";
  const part = result.creditCents < result.askedCents ? ` sur ${formatEuros(result.askedCents)} demandés` : "";
  return {
    message:
      result.status === "refused"
        ? `La réclamation n° ${result.claimId} est refusée.${notice}`
        : `La réclamation n° ${result.claimId} est créditée de ${formatEuros(result.creditCents)}${part} sur la cagnotte du client.${notice}`,
    statut: result.status === "refused" ? ("refusee" as const) : ("creditee" as const),
    demande: centsToEuros(result.askedCents),
    credite: centsToEuros(result.creditCents),
    euros_fidelite_repris: centsToEuros(result.loyaltyDeductedCents),
    client_prevenu: result.mailed,
  };
});
