"use server";
// Server Actions of the list forms (they work without JavaScript): each calls the web-service and, when it
// agrees, goes to the page that shows the new state with a flag saying what happened; a refusal comes back to
// the form as its French message.
import { redirect } from "next/navigation";
import { addList, deleteList, loadList, mergeList, replaceAllProductInList, replaceProductInList, shouldClearCredentials, updateList } from "@cabas/contracts";
import { postCall } from "../../lib/api/post.ts";
import { field, type FormState } from "../account/form-state.ts";
import { refusedState } from "../account/refused-state.ts";
import type { BasketActionResult } from "../basket/actions.ts";
import { LISTS_PATH, listPath, SESSION_EXPIRED_PATH } from "../account/paths.ts";
import { addedToListMessage, createdWithProductMessage, removedFromListMessage } from "./list-messages.ts";

const listId = (form: FormData) => field(form, "list_id");
const quantity = (form: FormData) => field(form, "quantity") || "1";

// The calls both kinds of form make: the list pages' (which go to the list) and the favourites dialog's (in place).
const addToList = (form: FormData) => postCall(updateList, { action: "add", list_id: listId(form), article_id: field(form, "article_id"), quantity: quantity(form) });
/** A new list, with a first product unless `article` is null (an empty id is the contract's to refuse). */
const createList = (form: FormData, article: string | null) =>
  postCall(addList, { title: field(form, "title"), ...(article !== null ? { article_id: article, quantity: quantity(form) } : {}) });

export async function createListAction(_prev: FormState, form: FormData): Promise<FormState> {
  const article = field(form, "article_id");
  const result = await createList(form, article || null);
  if (!result.ok) return refusedState(result, form);
  redirect(`${listPath(result.data.liste.list_id)}?${article ? "ajoute" : "cree"}=1`);
}

export async function addToListAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await addToList(form);
  if (!result.ok) return refusedState(result, form);
  // A line that reached its limit says so on the list's page too (without JavaScript).
  redirect(`${listPath(result.data.liste.list_id)}?ajoute=1${result.data.quantite_limitee ? "&limite=1" : ""}`);
}

export async function renameListAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(updateList, { action: "rename", list_id: listId(form), title: field(form, "title") });
  if (!result.ok) return refusedState(result, form);
  redirect(`${listPath(result.data.liste.list_id)}?renommee=1`);
}

export async function setLineQuantityAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(updateList, { action: "set_quantity", list_id: listId(form), ligne_id: field(form, "ligne_id"), quantity: field(form, "quantity") });
  if (!result.ok) return refusedState(result, form);
  redirect(`${listPath(result.data.liste.list_id)}?${field(form, "quantity") === "0" ? "retire" : "modifiee"}=1`);
}

export async function removeLineAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(updateList, { action: "remove", list_id: listId(form), ligne_id: field(form, "ligne_id") });
  if (!result.ok) return refusedState(result, form);
  redirect(`${listPath(result.data.liste.list_id)}?retire=1`);
}

export async function loadListAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(loadList, { list_id: listId(form) });
  if (!result.ok) return refusedState(result, form);
  const { ajoutes, indispos } = result.data;
  // The products left out go in the address too, so the page names them (it works without JavaScript).
  const left = indispos.length > 0 ? `&sans=${indispos.map((p) => p.id_article).join(",")}` : "";
  redirect(`${listPath(Number(listId(form)))}?ajoutes=${ajoutes}&indispos=${indispos.length}${left}`);
}

export async function replaceProductAction(_prev: FormState, form: FormData): Promise<FormState> {
  const ids = { old_article_id: field(form, "old_article_id"), new_article_id: field(form, "new_article_id") };
  const everywhere = field(form, "partout") === "1";
  const result = everywhere ? await postCall(replaceAllProductInList, ids) : await postCall(replaceProductInList, { list_id: listId(form), ...ids });
  if (!result.ok) return refusedState(result, form);
  redirect(`${listPath(Number(listId(form)))}?${everywhere ? "remplace-partout" : "remplace"}=1`);
}

export async function mergeListsAction(_prev: FormState, form: FormData): Promise<FormState> {
  const ids = form.getAll("ids").filter((v): v is string => typeof v === "string");
  const result = await postCall(mergeList, { ids, merge_type: field(form, "merge_type") || "0", list_name: field(form, "list_name") });
  if (!result.ok) return refusedState(result, form);
  const limited = result.data.quantites_limitees.length;
  redirect(`${listPath(result.data.list_id)}?reunies=${ids.length}${limited ? `&limitees=${limited}` : ""}`);
}

export async function deleteListAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(deleteList, { list_id: listId(form) });
  if (!result.ok) return refusedState(result, form);
  redirect(`${LISTS_PATH}?supprimee=1`);
}

// The PRODUIT_FAVORI dialog's forms: the same calls as above, answered in place (the dialog shows the refusal or
// closes with a toast) instead of going to the list's page.

export async function addToListInPlaceAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await addToList(form);
  if (!result.ok) return refusedState(result, form);
  return { status: "success", message: addedToListMessage(result.data.liste.title) };
}

export async function createListInPlaceAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await createList(form, field(form, "article_id"));
  if (!result.ok) return refusedState(result, form);
  return { status: "success", message: createdWithProductMessage(result.data.liste.title) };
}

/** Takes the product out of one list (its quantity there set to 0). */
export async function removeFromListInPlaceAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(updateList, { action: "set_quantity", list_id: listId(form), article_id: field(form, "article_id"), quantity: "0" });
  if (!result.ok) return refusedState(result, form);
  return { status: "success", message: removedFromListMessage(result.data.liste.title) };
}

/**
 * The basket saved as a new list (ADD_LIST_MODAL, or the list page's form without JavaScript): in the dialog
 * (`dialogue`) the answer is its message, the list page goes to the new list.
 */
export async function createListFromBasketAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(addList, { title: field(form, "title"), panier: "1" });
  if (!result.ok) return refusedState(result, form);
  if (field(form, "dialogue") === "1") return { status: "success", message: result.data.message };
  redirect(`${listPath(result.data.liste.list_id)}?cree=1`);
}

/** loadList for the lists' dialogs: the basket it answers with replaces the page's, a refusal becomes a toast. */
export async function loadListInPlaceAction(listId: unknown): Promise<BasketActionResult> {
  // A Server Action's arguments come from the browser: only an id-like value goes on (the contract checks it).
  const result = await postCall(loadList, { list_id: typeof listId === "number" || typeof listId === "string" ? String(listId) : "" });
  if (result.ok) return { ok: true, panier: result.data.panier, message: result.data.message };
  if (shouldClearCredentials(result.status, result.message)) redirect(SESSION_EXPIRED_PATH);
  return { ok: false, status: result.status, message: result.message };
}
