"use server";
// Server Action of « Me prévenir » (alerteOuvertureZone): works without JavaScript; with it, useActionState shows
// the answer or the refusal beside the fields.
import { alerteOuvertureZone } from "@cabas/contracts";
import { postCall } from "../../lib/api/post.ts";
import { field, typedValues, type FormState } from "../account/form-state.ts";
import { refusedState } from "../account/refused-state.ts";

export async function zoneAlertAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(alerteOuvertureZone, {
    cp: field(form, "cp"),
    email: field(form, "email"),
    consentement: field(form, "consentement") === "1" ? "1" : "0",
  });
  if (!result.ok) return refusedState(result, form);
  return { status: "success", message: result.data.message, values: typedValues(form) };
}
