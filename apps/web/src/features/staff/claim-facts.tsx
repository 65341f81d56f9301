// What a claim asks, as the claims screen shows it for a decision (ADR 0095) and for a revision (ADR 0098): the lines
// with their problem and amount, and the customer's comment.
import { CLAIM_REASON_LABELS, type ClaimUnderReview } from "@cabas/contracts";
import { formatEuros } from "../../lib/format/price.ts";
import staffStyles from "./staff-screens.module.css";

export function ClaimFacts({ claim }: { claim: Pick<ClaimUnderReview, "id" | "lignes" | "commentaire"> }) {
  return (
    <>
      {/* Three columns, the quantity with its product, so that the table fits a 320 px screen. */}
      <table className={staffStyles.actions}>
        <caption className="visually-hidden">Produits de la réclamation n°&nbsp;{claim.id}</caption>
        <thead>
          <tr>
            <th scope="col">Produit</th>
            <th scope="col">Problème</th>
            <th scope="col">Montant</th>
          </tr>
        </thead>
        <tbody>
          {claim.lignes.map((line, index) => (
            <tr key={`${index}-${line.nom}`}>
              <td>
                {line.quantite}&nbsp;× {line.nom}
              </td>
              <td>{CLAIM_REASON_LABELS[line.motif]}</td>
              <td>{formatEuros(line.montant)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {claim.commentaire && <p className={staffStyles.customerText}>Commentaire du client&nbsp;: «&nbsp;{claim.commentaire}&nbsp;»</p>}
    </>
  );
}
