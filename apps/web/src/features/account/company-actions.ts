"use server";
// Server Action of the company form (updateMe, action entreprise, ADR 0042): a professional account corrects its
// company's name, SIRET and VAT number. Works without JavaScript; with it, useActionState shows the errors.
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { shouldClearCredentials, updateMe } from "@cabas/contracts";
import { postCall } from "../../lib/api/post.ts";
import { errorState, field, typedValues, type FormState } from "./form-state.ts";
import { SESSION_EXPIRED_PATH } from "./paths.ts";

export async function updateCompanyAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(updateMe, {
    action: "entreprise",
    raison_sociale: field(form, "raison_sociale"),
    siret: field(form, "siret"),
    tva: field(form, "tva"),
  });
  if (!result.ok && shouldClearCredentials(result.status, result.message)) redirect(SESSION_EXPIRED_PATH);
  if (!result.ok) return errorState(result, form);
  // The account's home shows the company's name: rendered again with the new one.
  refresh();
  const company = result.data.user.company;
  // What was saved, as stored (SIRET digits only, VAT number in capitals), goes back in the fields.
  const values = company ? { raison_sociale: company.name, siret: company.siret, tva: company.vat ?? "" } : typedValues(form);
  return { status: "success", message: result.data.message || "Les informations de votre entreprise sont enregistrées.", values };
}
