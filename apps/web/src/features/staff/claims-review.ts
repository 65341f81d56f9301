// The claims screen's words (ADR 0095): the message after a decision, read back from the address only in the forms
// the screen itself writes, so a link cannot make the page say anything else.
import { formatCents } from "../../lib/format/price.ts";

export const CLAIMS_REVIEW_PATH = "/support/reclamations";

/** A decision made: `creditCents` is what went to the prize pot (credited), `mailed` whether the customer was told. */
export type ClaimDone = { id: number; statut: "creditee" | "refusee"; creditCents: number; mailed: boolean };

/** The address the screen returns to after a decision, saying what was decided. */
export function claimDonePath({ id, statut, creditCents, mailed }: ClaimDone): string {
  const params = new URLSearchParams({ fait: statut, n: String(id) });
  if (statut === "creditee") params.set("montant", String(creditCents));
  if (!mailed) params.set("sans_mail", "1");
  return `${CLAIMS_REVIEW_PATH}?${params.toString()}`;
}

/** What the screen says after a decision, or null when the address does not carry one it wrote. */
export function claimDoneMessage(params: { fait?: string | undefined; n?: string | undefined; montant?: string | undefined; sans_mail?: string | undefined }): string | null {
  const { fait, n, montant } = params;
  if ((fait !== "creditee" && fait !== "refusee") || !n || !/^\d{1,10}$/.test(n)) return null;
  const told = params.sans_mail === "1" ? " Compte supprimé\u00A0: aucun e-mail envoyé." : " Le client est prévenu par e-mail.";
  if (fait === "refusee") return `La réclamation n°\u00A0${n} est refusée.${told}`;
  if (!montant || !/^\d{1,9}$/.test(montant)) return null;
  return `La réclamation n°\u00A0${n} est créditée de ${formatCents(Number(montant))} sur la cagnotte du client.${told}`;
}
