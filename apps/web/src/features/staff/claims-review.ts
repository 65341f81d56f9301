// The claims screen's words (ADR 0095): the message after a decision, read back from the address only in the forms
// the screen itself writes, so a link cannot make the page say anything else.
import { CLAIM_REFUSAL_REASON_LABELS, typedEuros, type ClaimOfOrder } from "@cabas/contracts";
import { formatCents, formatEuros } from "../../lib/format/price.ts";
import { staffDateTime } from "./staff-journal.ts";

export const CLAIMS_REVIEW_PATH = "/support/reclamations";

/** A decision made: `creditCents` is what went to the prize pot (credited), `mailed` whether the customer was told. */
export type ClaimDone = { id: number; statut: "creditee" | "refusee"; creditCents: number; mailed: boolean };

/** Where a credit stands on the claim's form (ADR 0116): refused as typed, to confirm, or confirmed. */
export type CreditStep = { step: "refused"; error: string } | { step: "confirm"; cents: number } | { step: "credit"; cents: number };

// The amount of a decision (« créditer ») or of a revision adding to a settled claim (« ajouter », ADR 0098).
const CREDIT_AMOUNT = { crediter: typedEuros("Le montant à créditer doit être supérieur à 0 €."), ajouter: typedEuros("Le montant à ajouter doit être supérieur à 0 €.") };

/**
 * A credit cannot be taken back, so it takes two presses (ADR 0116): « Créditer… » reads the amount typed and the form
 * states it on a confirming button, which carries those cents back; only the same amount is credited. An empty field
 * credits nothing (it used to mean « everything asked » or « everything left »), and an amount changed meanwhile is
 * stated again.
 */
export function creditStep(typed: string, confirmedCents: string | undefined, verb: keyof typeof CREDIT_AMOUNT = "crediter"): CreditStep {
  const read = CREDIT_AMOUNT[verb].safeParse(typed);
  if (!read.success) return { step: "refused", error: read.error.issues[0]?.message ?? "Montant illisible : 50,60 par exemple." };
  if (read.data === undefined) return { step: "refused", error: `Tapez le montant à ${verb === "crediter" ? "créditer" : "ajouter"}\u00A0: rien n'est crédité sans montant.` };
  return confirmedCents === String(read.data) ? { step: "credit", cents: read.data } : { step: "confirm", cents: read.data };
}

/** The address the screen returns to after a decision, saying what was decided. */
export function claimDonePath({ id, statut, creditCents, mailed }: ClaimDone): string {
  const params = new URLSearchParams({ fait: statut, n: String(id) });
  if (statut === "creditee") params.set("montant", String(creditCents));
  if (!mailed) params.set("sans_mail", "1");
  return `${CLAIMS_REVIEW_PATH}?${params.toString()}`;
}

/** A settled claim credited more (ADR 0098): `addedCents` this time; the screen shows its order's claims again. */
export type ClaimRevised = { id: number; orderId: number; addedCents: number };

/** The address the screen returns to after a revision, saying what was added, with the order's claims shown. */
export function claimRevisedPath({ id, orderId, addedCents }: ClaimRevised): string {
  const params = new URLSearchParams({ fait: "revue", n: String(id), montant: String(addedCents), commande: String(orderId) });
  return `${CLAIMS_REVIEW_PATH}?${params.toString()}#${ORDER_CLAIMS_ANCHOR}`;
}

/** The section of the screen where a settled claim is reviewed again. */
export const ORDER_CLAIMS_ANCHOR = "revoir";

/** The order number typed to review its claims: digits only, or the French refusal shown under the field. */
export function orderNumberOf(typed: string | undefined): { orderId: number | null; error: string | null } {
  if (typed === undefined) return { orderId: null, error: null };
  const text = typed.trim().replace(/^n°\s*/i, "");
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2_147_483_647)
    return { orderId: null, error: "Tapez le numéro de la commande, en chiffres\u00A0: 1042 par exemple." };
  return { orderId: Number(text), error: null };
}

/** What the screen says after a decision, or null when the address does not carry one it wrote. */
export function claimDoneMessage(params: { fait?: string | undefined; n?: string | undefined; montant?: string | undefined; sans_mail?: string | undefined }): string | null {
  const { fait, n, montant } = params;
  if ((fait !== "creditee" && fait !== "refusee" && fait !== "revue") || !n || !/^\d{1,10}$/.test(n)) return null;
  const told = params.sans_mail === "1" ? " Compte supprimé\u00A0: aucun e-mail envoyé." : " Le client est prévenu par e-mail.";
  if (fait === "refusee") return `La réclamation n°\u00A0${n} est refusée.${told}`;
  if (!montant || !/^\d{1,9}$/.test(montant)) return null;
  if (fait === "revue") return `La réclamation n°\u00A0${n} est créditée de ${formatCents(Number(montant))} de plus sur la cagnotte du client. Le client est prévenu par e-mail.`;
  return `La réclamation n°\u00A0${n} est créditée de ${formatCents(Number(montant))} sur la cagnotte du client.${told}`;
}

/** Where a claim stands, in a sentence. */
export function claimStanding(claim: Pick<ClaimOfOrder, "statut" | "credite" | "demande" | "decision" | "motif_refus">): string {
  const by = claim.decision ? ` le ${staffDateTime(claim.decision.date)} par ${claim.decision.par}` : "";
  if (claim.statut === "en_examen") return "En examen\u00A0: elle attend sa décision parmi les réclamations à examiner.";
  if (claim.statut === "refusee") return `Refusée${by}${claim.motif_refus ? `\u00A0: ${CLAIM_REFUSAL_REASON_LABELS[claim.motif_refus]}` : ""}.`;
  if (!claim.decision) return `Créditée à son envoi\u00A0: ${formatEuros(claim.credite)}.`;
  const part = claim.credite < claim.demande ? ` sur ${formatEuros(claim.demande)} demandés` : " (toute la demande)";
  return `Créditée de ${formatEuros(claim.credite)}${part}${by}.`;
}
