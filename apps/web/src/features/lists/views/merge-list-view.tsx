"use client";
// MERGE_LIST (spec §2): « Réunir des listes », how many, the new list's name and what becomes of the others; Annuler
// closes, Valider merges and goes to the new list. A refusal is a toast with the web-service's message (spec §8), and
// the dialog stays open with its fields.
import { useActionState } from "react";
import { Button } from "../../../ui/button/button.tsx";
import type { ModalPayloads } from "../../../ui/modal/modal-views.ts";
import { ModalActions, ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import accountStyles from "../../account/account.module.css";
import { IDLE, type FormState } from "../../account/form-state.ts";
import { useRedirectingAction } from "../../account/use-redirecting-action.ts";
import { mergeListsAction } from "../actions.ts";
import { MergeFields } from "../merge-fields.tsx";

export default function MergeListView({ ids, onClose }: ModalPayloads["MERGE_LIST"] & { onClose: () => void }) {
  const run = useRedirectingAction();
  const [state, action, pending] = useActionState(async (prev: FormState, form: FormData) => {
    for (const id of ids) form.append("ids", id);
    return (await run(mergeListsAction, prev, form)) ?? prev;
  }, IDLE);
  return (
    <>
      <ModalTitle>Réunir des listes</ModalTitle>
      <p>Êtes-vous certain de réunir ces {ids.length} listes&#8239;?</p>
      <form action={action} className={accountStyles.form}>
        <MergeFields state={state} />
        <ModalActions>
          <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
            Annuler
          </Button>
          <Button type="submit" loading={pending}>
            Valider
          </Button>
        </ModalActions>
      </form>
    </>
  );
}
