"use server";
// The moderator's decision on one review or delivery comment (setModeration, ADR 0092). Works without JavaScript:
// a decision made returns to the screen saying so; a refusal of the web-service is shown on the item's form.
import { redirect } from "next/navigation";
import { setModeration } from "@cabas/contracts";
import { postCall } from "../../lib/api/post.ts";
import { errorState, field, type FormState } from "../account/form-state.ts";
import { SESSION_EXPIRED_PATH } from "../account/paths.ts";
import { moderationDonePath } from "./moderation.ts";

export async function moderateAction(_prev: FormState, form: FormData): Promise<FormState> {
  const decision = field(form, "decision");
  const motif = field(form, "motif");
  // A publication sends no reason, whatever the reason list shows.
  const result = await postCall(setModeration, {
    cible: field(form, "cible"),
    id: field(form, "id"),
    decision,
    ...(decision === "refuser" && motif ? { motif } : {}),
  });
  if (!result.ok) {
    if (result.status === 401) redirect(SESSION_EXPIRED_PATH);
    return errorState(result, form);
  }
  const cible = field(form, "cible") === "commentaire" ? "commentaire" : "avis";
  redirect(moderationDonePath({ cible, id: Number(field(form, "id")), statut: result.data.statut === "publie" ? "publie" : "refuse" }));
}
