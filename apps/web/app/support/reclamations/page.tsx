// The claims screen (ADR 0095): the claims above the instant-credit ceilings, oldest first, each with what an agent
// weighs (the lines, the order's goods, the customer's other claims of the last 30 days) and its decision: credited in
// full or in part to the customer's prize pot, or refused with the reason they read; below, a settled claim the customer
// contests credited more (ADR 0098). Only staff who settle claims see it.
import type { Metadata } from "next";
import { cookies } from "next/headers";
import {
  CLAIM_REFUSAL_REASONS,
  CLAIM_REFUSAL_REASON_LABELS,
  CLAIM_SETTLEMENT_PERMISSION,
  getReclamationsEnExamen,
} from "@cabas/contracts";
import { PageHeader } from "@/features/content/page-header";
import styles from "@/features/account/account.module.css";
import staffStyles from "@/features/staff/staff-screens.module.css";
import { ClaimFacts } from "@/features/staff/claim-facts";
import { ClaimDecisionForm } from "@/features/staff/claims-review-form";
import { OrderClaimsReview } from "@/features/staff/order-claims-review";
import { CLAIMS_REVIEW_PATH, claimDoneMessage } from "@/features/staff/claims-review";
import { requireStaffPermission } from "@/features/staff/staff-access";
import { staffDateTime } from "@/features/staff/staff-journal";
import { callApi } from "@/lib/api/client";
import { formatEuros } from "@/lib/format/price";
import { firstParam } from "@/lib/session/redirect-target";
import { RouteNotice } from "@/ui/focus/route-notice";

export const metadata: Metadata = { title: "Réclamations à examiner", robots: { index: false } };

// The agent reads the reason as the customer will, after « Votre réclamation est refusée : ».
const REASONS = CLAIM_REFUSAL_REASONS.map((value) => ({ value, label: CLAIM_REFUSAL_REASON_LABELS[value] }));
const STATUS_WORDS = { creditee: "créditée", en_examen: "en examen", refusee: "refusée" } as const;

export default async function ClaimsReviewPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [jar, params] = await Promise.all([cookies(), searchParams]);
  requireStaffPermission(jar, CLAIM_SETTLEMENT_PERMISSION, CLAIMS_REVIEW_PATH);
  const result = await callApi(getReclamationsEnExamen, {}, { perimeter: false });
  const fait = firstParam(params.fait);
  const done = claimDoneMessage({ fait, n: firstParam(params.n), montant: firstParam(params.montant), sans_mail: firstParam(params.sans_mail) });
  // A revision returns to its order's claims, at the bottom of the screen: its message is said there.
  const revised = fait === "revue";
  return (
    <div className={`page ${styles.page} ${styles.wide}`}>
      <PageHeader
        title="Réclamations à examiner"
        lead={"Les réclamations au-delà des plafonds du crédit immédiat, de la plus ancienne à la plus récente. Un crédit va sur la cagnotte du client, en entier ou en partie, et reprend les euros fidélité gagnés sur ce montant ; un refus donne au client son motif. Le client est prévenu par e-mail."}
      />
      {done && !revised && <RouteNotice replaceable>{done}</RouteNotice>}
      {!result.ok ? (
        <p role="alert">La liste ne peut pas être affichée pour le moment. Réessayez dans quelques instants.</p>
      ) : result.data.reclamations.length === 0 ? (
        <p>Aucune réclamation en attente d&apos;examen.</p>
      ) : (
        <>
          <p>
            {result.data.total === 1 ? "1 réclamation attend" : `${result.data.total} réclamations attendent`} une décision
            {result.data.total > result.data.reclamations.length ? `, dont les ${result.data.reclamations.length} plus anciennes ci-dessous.` : "."}
          </p>
          {result.data.reclamations.map((claim) => {
            const credited = claim.autres.filter((other) => other.statut === "creditee").reduce((sum, other) => sum + other.credite, 0);
            return (
              <article key={claim.id} className={staffStyles.login} aria-labelledby={`reclamation-${claim.id}`}>
                <h2 id={`reclamation-${claim.id}`}>
                  Réclamation n°&nbsp;{claim.id}, commande n°&nbsp;{claim.id_commande}
                </h2>
                <p>
                  Envoyée le {staffDateTime(claim.date)}{" "}
                  {claim.client.supprime ? (
                    <strong>
                      par un compte supprimé depuis (compte n°&nbsp;{claim.client.id})&nbsp;: sa cagnotte n&apos;existe plus, la réclamation ne peut qu&apos;être refusée. Un
                      remboursement dû se fait hors de la boutique.
                    </strong>
                  ) : (
                    <>
                      par {claim.client.nom} ({claim.client.email}, compte n°&nbsp;{claim.client.id}).
                    </>
                  )}
                </p>
                <p>
                  <strong>{formatEuros(claim.demande)} demandés</strong> sur {formatEuros(claim.marchandises)} de marchandises livrées.
                </p>
                <ClaimFacts claim={claim} />
                {claim.autres.length === 0 ? (
                  <p>Aucune autre réclamation de ce client sur 30&nbsp;jours.</p>
                ) : (
                  <>
                    <p>
                      {claim.autres.length === 1 ? "1 autre réclamation" : `${claim.autres.length} autres réclamations`} de ce client sur 30&nbsp;jours,{" "}
                      {formatEuros(credited)} crédités&nbsp;:
                    </p>
                    <ul aria-label={`Autres réclamations du client (réclamation n° ${claim.id})`}>
                      {claim.autres.map((other) => (
                        <li key={other.id}>
                          n°&nbsp;{other.id} du {staffDateTime(other.date)}, commande n°&nbsp;{other.id_commande}&nbsp;: {formatEuros(other.demande)} demandés, {STATUS_WORDS[other.statut]}
                          {other.statut === "creditee" ? ` (${formatEuros(other.credite)})` : ""}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                <ClaimDecisionForm id={claim.id} asked={formatEuros(claim.demande)} erased={claim.client.supprime} reasons={REASONS} />
              </article>
            );
          })}
        </>
      )}
      <OrderClaimsReview typed={firstParam(params.commande)} done={revised ? done : null} doneClaim={firstParam(params.n)} />
    </div>
  );
}
