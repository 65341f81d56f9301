"use server";
// Server Action of « Me prévenir » (alerteOuvertureZone): works without JavaScript; with it, useActionState shows
// the answer or the refusal beside the fields.
import { alerteOuvertureZone } from "@cabas/contracts";
import { postCall } from "../../lib/api/post.ts";
import { field, typedValues, type FormState } from "../account/form-state.ts";
import { refusedState } from "../account/refused-state.ts";

/**
 * The offer's answer. `delivered`: the code turned out delivered (its zone opened while the form was on screen), so
 * the form offers to choose it as the postal code instead of the « not delivered yet » it followed.
 */
export type ZoneAlertState = FormState & { delivered?: boolean };

export async function zoneAlertAction(_prev: ZoneAlertState, form: FormData): Promise<ZoneAlertState> {
  const result = await postCall(alerteOuvertureZone, {
    cp: field(form, "cp"),
    email: field(form, "email"),
    consentement: field(form, "consentement") === "1" ? "1" : "0",
  });
  if (!result.ok) return refusedState(result, form);
  return {
    status: "success",
    message: result.data.message,
    values: typedValues(form),
    delivered: result.data.etat === "deja_livre",
  };
}
