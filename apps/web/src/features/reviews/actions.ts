"use server";
// Server Actions of the review forms (they work without JavaScript): a product review goes to the history page,
// where it shows as waiting for moderation; a delivery rating comes back to its page with thanks. A refusal comes
// back to the form as the web-service's French message, with what was typed.
import { redirect } from "next/navigation";
import { postNotationLivreur, postSurvey, setMonAvis } from "@cabas/contracts";
import { postCall } from "../../lib/api/post.ts";
import { field, typedValues, type FormState } from "../account/form-state.ts";
import { refusedState } from "../account/refused-state.ts";
import { courierRatingPath, REVIEW_HISTORY_PATH, surveyPath } from "./paths.ts";
import { SURVEY_THANKS } from "./survey-texts.ts";

export async function saveReviewAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(setMonAvis, {
    id_article: field(form, "id_article"),
    note: field(form, "note"),
    titre: field(form, "titre"),
    texte: field(form, "texte"),
  });
  if (!result.ok) return refusedState(result, form);
  redirect(`${REVIEW_HISTORY_PATH}?${field(form, "modification") === "1" ? "modifie" : "envoye"}=${result.data.avis.id}`);
}

export async function rateDeliveryAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(postNotationLivreur, {
    id_commande: field(form, "id_commande"),
    note: field(form, "note"),
    ponctualite: field(form, "ponctualite"),
    amabilite: field(form, "amabilite"),
    commentaire: field(form, "commentaire"),
    publier: field(form, "publier") === "1" ? "1" : "0",
  });
  if (!result.ok) return refusedState(result, form);
  redirect(`${courierRatingPath(result.data.notation.id_commande)}&merci=${result.data.notation.statut_commentaire === "en_attente" ? "commentaire" : "1"}`);
}

/** A survey's answers: one field per question beside `code`; the web-service checks them against the survey. */
export async function answerSurveyAction(_prev: FormState, form: FormData): Promise<FormState> {
  const { dialogue, ...answers } = typedValues(form);
  const result = await postCall(postSurvey, answers);
  if (!result.ok) return refusedState(result, form);
  // In the NOUVEAU_SITE_SONDAGE dialog the thanks are a toast; the page thanks on its own address.
  if (dialogue === "1") return { status: "success", message: SURVEY_THANKS };
  redirect(`${surveyPath(result.data.code)}&merci=1`);
}
