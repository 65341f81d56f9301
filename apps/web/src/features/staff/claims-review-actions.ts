"use server";
// Customer service's decision on one claim under review (setReclamation, ADR 0095), and more credited on a settled
// one (reviserReclamation, ADR 0098). Works without JavaScript: a
// decision made returns to the screen saying so; a refusal of the web-service is shown on the claim's form.
import { redirect } from "next/navigation";
import { reviserReclamation, setReclamation } from "@cabas/contracts";
import { eurosToCents } from "../../lib/format/price.ts";
import { postCall } from "../../lib/api/post.ts";
import { errorState, field, typedValues, type FormState } from "../account/form-state.ts";
import { SESSION_EXPIRED_PATH } from "../account/paths.ts";
import { claimDonePath, claimRevisedPath, creditStep } from "./claims-review.ts";

/** The claim's form state: a credit to confirm carries the cents its confirming button states (ADR 0116). */
export type ClaimDecisionState = FormState & { confirmCents?: number };

export async function settleClaimAction(_prev: ClaimDecisionState, form: FormData): Promise<ClaimDecisionState> {
  // The confirming button sends the cents it states as `credit_confirme`; « Créditer… » (and Enter) never does.
  const confirmed = form.get("credit_confirme");
  const decision = typeof confirmed === "string" ? "crediter" : field(form, "decision");
  if (decision === "crediter") {
    const step = creditStep(field(form, "montant"), typeof confirmed === "string" ? confirmed : undefined);
    if (step.step === "refused") return { status: "error", message: step.error, errors: { montant: [step.error] }, values: typedValues(form) };
    if (step.step === "confirm") return { status: "idle", confirmCents: step.cents, values: typedValues(form) };
  }
  // A credit sends its amount only, a refusal its reason only, whatever the other field shows.
  const result = await postCall(setReclamation, {
    id: field(form, "id"),
    decision,
    ...(decision === "crediter" ? { montant: field(form, "montant") } : {}),
    ...(decision === "refuser" && field(form, "motif") ? { motif: field(form, "motif") } : {}),
  });
  if (!result.ok) {
    if (result.status === 401) redirect(SESSION_EXPIRED_PATH);
    return errorState(result, form);
  }
  redirect(claimDonePath({ id: Number(field(form, "id")), statut: result.data.statut, creditCents: eurosToCents(result.data.credite), mailed: result.data.client_prevenu }));
}

export async function reviseClaimAction(_prev: ClaimDecisionState, form: FormData): Promise<ClaimDecisionState> {
  // As a decision's credit (ADR 0116): stated first, credited only from the button stating it.
  const confirmed = form.get("credit_confirme");
  const step = creditStep(field(form, "montant"), typeof confirmed === "string" ? confirmed : undefined, "ajouter");
  if (step.step === "refused") return { status: "error", message: step.error, errors: { montant: [step.error] }, values: typedValues(form) };
  if (step.step === "confirm") return { status: "idle", confirmCents: step.cents, values: typedValues(form) };
  const result = await postCall(reviserReclamation, {
    id: field(form, "id"),
    montant: field(form, "montant"),
    note: field(form, "note"),
    revisions_vues: field(form, "revisions_vues"),
  });
  if (!result.ok) {
    if (result.status === 401) redirect(SESSION_EXPIRED_PATH);
    return errorState(result, form);
  }
  redirect(claimRevisedPath({ id: Number(field(form, "id")), orderId: result.data.id_commande, addedCents: eurosToCents(result.data.ajoute) }));
}
