"use server";
// Server Action of the waiting list's form on a reservation product's page (ADR 0114): join or leave, the answer's
// message and the shopper's new place, or the web-service's French refusal.
import { quitterListeAttente, rejoindreListeAttente } from "@cabas/contracts";
import { postCall } from "../../lib/api/post.ts";
import { field, type FormState } from "../account/form-state.ts";
import { refusedState } from "../account/refused-state.ts";
import { readWaitlistEntry, type WaitlistEntry } from "./waitlist-view.ts";

export type WaitlistFormState = FormState & { entry?: WaitlistEntry };

export async function waitlistAction(_prev: WaitlistFormState, form: FormData): Promise<WaitlistFormState> {
  const call = field(form, "intention") === "quitter" ? quitterListeAttente : rejoindreListeAttente;
  const result = await postCall(call, { id_produit: field(form, "id_produit") });
  if (!result.ok) return refusedState(result, form);
  return { status: "success", message: result.data.message, entry: readWaitlistEntry(result.data) ?? undefined };
}
