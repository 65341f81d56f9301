"use server";
// Server Actions of the referral page (they work without JavaScript): invite a friend by e-mail, withdraw an
// invitation. On success, back to /mes-parrainages with a flag; a refusal comes back to the form in French.
import { redirect } from "next/navigation";
import { updateMesParrainages } from "@cabas/contracts";
import { postCall } from "../../lib/api/post.ts";
import { field, type FormState } from "../account/form-state.ts";
import { refusedState } from "../account/refused-state.ts";
import { REFERRALS_PATH } from "./paths.ts";

export async function inviteFriendAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(updateMesParrainages, { action: "add", email: field(form, "email") });
  if (!result.ok) return refusedState(result, form);
  redirect(`${REFERRALS_PATH}?invite=${encodeURIComponent(field(form, "email").trim().toLowerCase())}`);
}

export async function withdrawInvitationAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(updateMesParrainages, { action: "delete", id_parrainage: field(form, "id_parrainage") });
  if (!result.ok) return refusedState(result, form);
  redirect(`${REFERRALS_PATH}?retiree=1`);
}
