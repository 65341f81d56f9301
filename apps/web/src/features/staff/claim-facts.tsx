// What a claim asks, as the claims screen shows it for a decision (ADR 0095) and for a revision (ADR 0098): the lines
// with their problem and amount, and the customer's comment.
import { CLAIM_REASON_LABELS, type ClaimUnderReview } from "@cabas/contracts";
import { formatEuros } from "../../lib/format/price.ts";
import staffStyles from "./staff-screens.module.css";
import { StaffTable } from "./staff-table.tsx";

export function ClaimFacts({ claim }: { claim: Pick<ClaimUnderReview, "id" | "lignes" | "commentaire"> }) {
  return (
    <>
      {/* Three columns, the quantity with its product, so that the table fits a 320 px screen. */}
      <StaffTable
        caption={<>Produits de la réclamation n°&nbsp;{claim.id}</>}
        captionClassName="visually-hidden"
        columns={["Produit", "Problème", "Montant"]}
        rows={claim.lignes.map((line, index) => ({
          key: `${index}-${line.nom}`,
          cells: [<>{line.quantite}&nbsp;× {line.nom}</>, CLAIM_REASON_LABELS[line.motif], formatEuros(line.montant)],
        }))}
      />
      {claim.commentaire && <p className={staffStyles.customerText}>Commentaire du client&nbsp;: «&nbsp;{claim.commentaire}&nbsp;»</p>}
    </>
  );
}
