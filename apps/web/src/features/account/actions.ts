"use server";
// Server Actions of the account forms: each calls the web-service server-side, hands its cookies to the
// browser (postCall) and redirects. They work without JavaScript; with it, useActionState shows the errors.
import { refresh } from "next/cache";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import {
  changementEmail,
  forgotPassword,
  loginCP,
  loginSA,
  loginToken,
  OPTIN_TYPES,
  register,
  setGroupe,
  setOptin,
  shouldClearCredentials,
  supprimerCompte,
  updateMe,
} from "@cabas/contracts";
import { postCall } from "../../lib/api/post.ts";
import type { ApiResult } from "../../lib/api/query.ts";
import { internalPath } from "../../lib/session/redirect-target.ts";
import { keepBasketFlash } from "../basket/basket-flash-cookie.ts";
import { offersZoneAlert, type ZoneAlertOffer } from "../zone-alerts/zone-alert-offer.ts";
import { getCurrentUser } from "./current-user.ts";
import { postalCodeMove, type PostalCodeMove } from "./postal-code-move.ts";
import { errorState, field, SERVICE_UNREACHABLE, typedValues, type FormState } from "./form-state.ts";
import { ACCOUNT_DELETED_PATH, ACCOUNT_HOME_PATH, PENDING_MODAL_COOKIE, SESSION_EXPIRED_PATH } from "./paths.ts";
import { WELCOME_MESSAGE_COOKIE, welcomeNotice } from "./welcome-notice.ts";

/** A call refused because the session is over: its cookies are already cleared, the visitor goes home. */
const endIfExpired = (result: ApiResult<unknown>) => {
  if (!result.ok && shouldClearCredentials(result.status, result.message)) redirect(SESSION_EXPIRED_PATH);
};

/**
 * After a sign-in: the modal the answer names opens on the next page, then the redirect target or home. A sign-up's
 * welcome (which names the referral voucher) goes in that dialog; sent without JavaScript, where no dialog opens, it
 * is the message of the page it lands on (a form posted without scripts carries no Next-Action header).
 */
async function afterSignIn(data: { modal: string | null; redirect: string | null; message?: string }, asked: string): Promise<never> {
  const jar = await cookies();
  if (data.modal && /^[A-Z_]{2,40}$/.test(data.modal)) {
    jar.set(PENDING_MODAL_COOKIE, data.modal, { path: "/", maxAge: 60, sameSite: "lax" });
  }
  const welcome = welcomeNotice(data, (await headers()).has("next-action"));
  if (welcome?.via === "dialog") jar.set(WELCOME_MESSAGE_COOKIE, welcome.message, { path: "/", maxAge: 60, sameSite: "lax" });
  if (welcome?.via === "page") await keepBasketFlash({ type: "success", message: welcome.message });
  redirect(internalPath(data.redirect) ?? internalPath(asked) ?? "/");
}

export async function signInAction(_prev: FormState, form: FormData): Promise<FormState> {
  const asked = field(form, "redirect");
  const result = await postCall(loginToken, {
    email: field(form, "email"),
    password: field(form, "password"),
    redirect: internalPath(asked) ?? undefined,
  });
  if (!result.ok) return errorState(result, form);
  return afterSignIn(result.data, asked);
}

export async function registerAction(_prev: FormState, form: FormData): Promise<FormState> {
  const asked = field(form, "redirect");
  const pro = field(form, "pro") === "1";
  const result = await postCall(register, {
    civilite: field(form, "civilite"),
    nom: field(form, "nom"),
    prenom: field(form, "prenom"),
    email: field(form, "email"),
    password: field(form, "password"),
    cp: field(form, "cp"),
    telephone: field(form, "telephone"),
    code_parrain: field(form, "code_parrain"),
    optin_newsletter: field(form, "optin_newsletter") === "1" ? "1" : "0",
    pro: pro ? "1" : "0",
    ...(pro ? { raison_sociale: field(form, "raison_sociale"), siret: field(form, "siret"), tva: field(form, "tva") } : {}),
    redirect: internalPath(asked) ?? undefined,
  });
  if (!result.ok) return errorState(result, form);
  return afterSignIn(result.data, asked);
}

export async function forgotPasswordAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(forgotPassword, { step: "1", email: field(form, "email") });
  if (!result.ok) return errorState(result, form);
  return { status: "success", message: result.data.message, values: typedValues(form) };
}

export async function resetPasswordAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(forgotPassword, { step: "2", token: field(form, "token"), password: field(form, "password") });
  if (!result.ok) return errorState(result, form);
  return { status: "success", message: result.data.message };
}

/**
 * The postal-code form's answer; a code Cabas does not deliver yet comes with the offer to be told when it does.
 * `next`: where a page running scripts goes once the code is chosen, after reading its basket again.
 */
export type PostalCodeState = FormState & PostalCodeMove & { alert?: ZoneAlertOffer; next?: string };

export async function postalCodeAction(_prev: PostalCodeState, form: FormData): Promise<PostalCodeState> {
  // « 75 001 » is taken (the contract drops the spaces): the alert offer names the code as the web-service read it.
  const cp = field(form, "cp").replace(/\s/g, "");
  const result = await postCall(loginCP, { cp });
  if (!result.ok) {
    const state: PostalCodeState = errorState(result, form);
    // A postal code outside every perimeter: the message belongs to the field.
    if (!state.errors?.cp && result.status === 422) state.errors = { ...state.errors, cp: [state.message ?? ""] };
    if (offersZoneAlert(result.details)) {
      const current = await getCurrentUser();
      state.alert = { cp, email: current.status === "signed-in" ? current.user.email : "" };
    }
    return state;
  }
  // From the modal (with JavaScript) the current page re-renders with the new cookies; from the page, go back —
  // unless products of the moved basket are not delivered there: this page says which first (ADR 0064). A page
  // running scripts goes back itself: a redirect here would keep the header's basket of the old zone, since the
  // page it leads to may be shared (ADR 0032) and bring no basket.
  const moved = postalCodeMove(result.data);
  const back = internalPath(field(form, "redirect")) ?? "/";
  if (field(form, "inline") === "1" || moved.indispos) return { status: "success", message: result.data.code_postal ?? "", ...moved };
  if (field(form, "scripted") === "1") return { status: "success", message: result.data.code_postal ?? "", ...moved, next: back };
  redirect(back);
}

export async function updateInfosAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(updateMe, {
    action: "infos",
    civilite: field(form, "civilite"),
    nom: field(form, "nom"),
    prenom: field(form, "prenom"),
    email: field(form, "email"),
    // Always sent: empty removes the number given at sign-up.
    telephone: field(form, "telephone"),
    // Needed by the web-service only when the address changes (ADR 0041).
    password: field(form, "password") || undefined,
  });
  endIfExpired(result);
  if (!result.ok) return errorState(result, form);
  // The header greets by first name from the layout: it is rendered again with the new one.
  refresh();
  return { status: "success", message: result.data.message || "Vos informations sont enregistrées.", values: typedValues(form) };
}

/** « Renvoyer le lien » or « Annuler » of a new e-mail address waiting for its link (changementEmail, ADR 0041 amended). */
export async function emailChangeAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(changementEmail, { action: field(form, "action") });
  endIfExpired(result);
  if (!result.ok) return errorState(result, form);
  // The page shows the waiting address from `me`: rendered again without it once cancelled.
  refresh();
  return { status: "success", message: result.data.message };
}

export async function updatePasswordAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(updateMe, {
    action: "password",
    oldPassword: field(form, "oldPassword"),
    newPassword: field(form, "newPassword"),
  });
  endIfExpired(result);
  if (!result.ok) return errorState(result, form);
  return { status: "success", message: result.data.message || "Votre mot de passe est modifié." };
}

/** SMS first: the one subscription the web-service may refuse (no phone), so that its refusal leaves every other as it was. */
const OPTINS_IN_POSTING_ORDER = [...OPTIN_TYPES].sort((a, b) => Number(b === "sms") - Number(a === "sms"));

export async function optinsAction(_prev: FormState, form: FormData): Promise<FormState> {
  for (const type of OPTINS_IN_POSTING_ORDER) {
    const result = await postCall(setOptin, {
      type,
      abo: field(form, type) === "1" ? "1" : "0",
      origine: "next",
    });
    endIfExpired(result);
    // The call's `abo` is this form's box of that type: the refusal is shown beside it and linked from the summary.
    if (!result.ok) return errorState(result, form, SERVICE_UNREACHABLE, { abo: type });
  }
  return { status: "success", message: "Vos préférences sont enregistrées.", values: typedValues(form) };
}

export async function siteVersionAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(setGroupe, { type: field(form, "type"), origine: "next" });
  endIfExpired(result);
  if (!result.ok) return errorState(result, form);
  return { status: "success", message: result.data.message || "Votre choix est enregistré.", values: typedValues(form) };
}

/** Account deletion (supprimerCompte): the web-service clears the session cookies; the shopper lands on the confirmation. */
export async function deleteAccountAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(supprimerCompte, { password: field(form, "password"), confirmation: field(form, "confirmation") });
  endIfExpired(result);
  if (!result.ok) return errorState(result, form);
  redirect(ACCOUNT_DELETED_PATH);
}

export async function loginAsAction(_prev: FormState, form: FormData): Promise<FormState> {
  const who = field(form, "client").trim();
  if (!who) return { status: "error", message: "Indiquez l'e-mail ou le numéro du client.", errors: { client: ["Indiquez l'e-mail ou le numéro du client."] } };
  const result = await postCall(loginSA, /^\d+$/.test(who) ? { id_client: who } : { email: who });
  if (!result.ok) {
    if (result.status === 401) redirect(SESSION_EXPIRED_PATH);
    return errorState(result, form, SERVICE_UNREACHABLE, { id_client: "client", email: "client" });
  }
  redirect(internalPath(result.data.redirect) ?? ACCOUNT_HOME_PATH);
}
