// The claims screen's second part (ADR 0098): a settled claim reviewed again. The agent types the order the customer
// writes about, reads its claims with their decision and history, and credits more on one refused or credited in part.
import { getReclamationsCommande, type ClaimOfOrder } from "@cabas/contracts";
import { callApi } from "../../lib/api/client.ts";
import { formatEuros } from "../../lib/format/price.ts";
import { ClaimFacts } from "./claim-facts.tsx";
import { ClaimRevisionForm } from "./claims-review-form.tsx";
import { CLAIMS_REVIEW_PATH, ORDER_CLAIMS_ANCHOR, claimStanding, orderNumberOf } from "./claims-review.ts";
import { staffDateTime } from "./staff-journal.ts";
import { StaffSearch } from "./staff-search.tsx";
import staffStyles from "./staff-screens.module.css";

function OrderClaim({ claim }: { claim: ClaimOfOrder }) {
  const headingId = `revoir-reclamation-${claim.id}`;
  return (
    <article className={staffStyles.login} aria-labelledby={headingId}>
      <h3 id={headingId}>Réclamation n°&nbsp;{claim.id}</h3>
      <p>
        Envoyée le {staffDateTime(claim.date)} par {claim.client.supprime ? <>un compte supprimé depuis (compte n°&nbsp;{claim.client.id})</> : <>{claim.client.nom} ({claim.client.email})</>}
        &nbsp;: {formatEuros(claim.demande)} demandés.
      </p>
      <p>
        <strong>{claimStanding(claim)}</strong>
      </p>
      <ClaimFacts claim={claim} />
      {claim.revisions.length > 0 && (
        <ul aria-label={`Révisions de la réclamation n° ${claim.id}`}>
          {claim.revisions.map((revision, index) => (
            <li key={index}>
              Le {staffDateTime(revision.date)}, {revision.par}&nbsp;: {formatEuros(revision.ajoute)} ajoutés après{" "}
              {revision.statut_avant === "refusee" ? "un refus" : `un crédit de ${formatEuros(revision.credite_avant)}`}.{" "}
              <span className={staffStyles.customerText}>«&nbsp;{revision.note}&nbsp;»</span>
            </li>
          ))}
        </ul>
      )}
      {claim.revisable ? (
        <ClaimRevisionForm id={claim.id} left={formatEuros(claim.reste)} revisionsSeen={claim.revisions.length} />
      ) : claim.statut !== "en_examen" && claim.client.supprime ? (
        <p>Compte supprimé&nbsp;: sa cagnotte n&apos;existe plus, rien ne peut être crédité. Un remboursement dû se fait hors de la boutique.</p>
      ) : claim.statut !== "en_examen" ? (
        <p>Rien à ajouter&nbsp;: toute la demande est créditée.</p>
      ) : null}
    </article>
  );
}

/**
 * `done`: what the screen says after a revision of claim `doneClaim`, shown here where the screen comes back to, and
 * only when that claim is one of the order's (a link cannot put it beside another order).
 */
export async function OrderClaimsReview({ typed, done, doneClaim }: { typed: string | undefined; done: string | null; doneClaim: string | undefined }) {
  const { orderId, error } = orderNumberOf(typed);
  const result = orderId === null ? null : await callApi(getReclamationsCommande, { id_commande: orderId }, { perimeter: false });
  // An unknown order is said under the field, as a number that is not one.
  const refusal = error ?? (result && !result.ok && result.status === 404 ? result.message : null);
  return (
    <section aria-labelledby={ORDER_CLAIMS_ANCHOR}>
      <h2 id={ORDER_CLAIMS_ANCHOR}>Revoir une réclamation réglée</h2>
      {done && result?.ok && result.data.reclamations.some((claim) => String(claim.id) === doneClaim) && <p role="status">{done}</p>}
      <p>
        Un client conteste un refus ou un crédit partiel&nbsp;: cherchez sa commande, puis créditez en plus, au plus ce qui reste de sa demande. Le client est
        prévenu par e-mail. La raison de la révision n&apos;est pas dans l&apos;e-mail, mais il la lit s&apos;il télécharge ses données&nbsp;: écrivez-la pour lui
        aussi.
      </p>
      <StaffSearch
        action={`${CLAIMS_REVIEW_PATH}#${ORDER_CLAIMS_ANCHOR}`}
        name="commande"
        id="revoir-commande"
        label="N° de commande"
        formLabel="Commande à revoir"
        submit="Voir ses réclamations"
        typed={typed}
        error={refusal}
      />
      {result && !result.ok && result.status !== 404 && <p role="alert">Les réclamations de cette commande ne peuvent pas être affichées pour le moment. Réessayez dans quelques instants.</p>}
      {result?.ok &&
        (result.data.reclamations.length === 0 ? (
          <p>La commande n°&nbsp;{result.data.id_commande} n&apos;a aucune réclamation.</p>
        ) : (
          <>
            <p>
              {result.data.reclamations.length === 1 ? "1 réclamation" : `${result.data.reclamations.length} réclamations`} sur la commande n°&nbsp;{result.data.id_commande}&nbsp;:
            </p>
            {result.data.reclamations.map((claim) => (
              <OrderClaim key={claim.id} claim={claim} />
            ))}
          </>
        ))}
    </section>
  );
}
