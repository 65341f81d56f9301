"use server";
// Opening a postal code from the zones screen (ouvrirCodePostal, ADR 0096), and closing one (fermerCodePostal, ADR 0099). Works without JavaScript: the screen comes
// back saying so; a refusal of the web-service is shown on the form.
import { redirect } from "next/navigation";
import { fermerCodePostal, ouvrirCodePostal } from "@cabas/contracts";
import { postCall } from "../../lib/api/post.ts";
import { errorState, field, type FormState } from "../account/form-state.ts";
import { SESSION_EXPIRED_PATH } from "../account/paths.ts";
import { zoneClosedPath, zoneOpenedPath } from "./zones.ts";

export async function openZoneAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(ouvrirCodePostal, { code_postal: field(form, "code_postal"), id_perimetre: field(form, "id_perimetre") });
  if (!result.ok) {
    if (result.status === 401) redirect(SESSION_EXPIRED_PATH);
    return errorState(result, form);
  }
  redirect(zoneOpenedPath({ postalCode: result.data.code_postal, added: result.data.ajoutees > 0, told: result.data.prevenus }));
}

export async function closeZoneAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(fermerCodePostal, { code_postal: field(form, "code_postal"), raison: field(form, "raison"), confirmation: field(form, "confirmation") });
  if (!result.ok) {
    if (result.status === 401) redirect(SESSION_EXPIRED_PATH);
    return errorState(result, form);
  }
  redirect(zoneClosedPath({ postalCode: result.data.code_postal, baskets: result.data.paniers }));
}
