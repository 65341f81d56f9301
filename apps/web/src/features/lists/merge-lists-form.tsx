"use client";
// « Réunir des listes » on /mes-listes. Without JavaScript one form says which lists, the new name and what becomes
// of the others, and is sent as is. With it, the shopper ticks the lists and the MERGE_LIST dialog asks the rest.
import { useActionState, useState } from "react";
import type { ListSummary } from "@cabas/contracts";
import { Button } from "../../ui/button/button.tsx";
import { useScripted } from "../../ui/use-scripted.ts";
import { useModal } from "../../ui/modal/modal-context.ts";
import accountStyles from "../account/account.module.css";
import { FormMessage } from "../account/forms.tsx";
import { IDLE, type FormState } from "../account/form-state.ts";
import { mergeListsAction } from "./actions.ts";
import { MergeFields } from "./merge-fields.tsx";
import styles from "./lists.module.css";
import { Form } from "../../ui/form/form.tsx";

export function MergeListsForm({ listes }: { listes: readonly Pick<ListSummary, "list_id" | "title">[] }) {
  const [state, formAction, pending] = useActionState(mergeListsAction, IDLE);
  const { openModal } = useModal();
  // False in the server's HTML and while hydrating, true once the scripts run: only then can the dialog ask.
  const scripted = useScripted();
  const [tooFew, setTooFew] = useState(false);
  const shown: FormState = tooFew ? { status: "error", message: "Choisissez au moins deux listes à réunir." } : state;
  return (
    <Form
      action={formAction}
      className={accountStyles.form}
      onSubmit={(event) => {
        if (!scripted) return;
        event.preventDefault();
        const ids = new FormData(event.currentTarget).getAll("ids").filter((v): v is string => typeof v === "string");
        setTooFew(ids.length < 2);
        if (ids.length >= 2) openModal("MERGE_LIST", { ids });
      }}
    >
      <fieldset className={styles.choices}>
        <legend className={accountStyles.label}>Listes à réunir (deux au moins)</legend>
        {listes.map((l) => (
          <label key={l.list_id}>
            <input type="checkbox" name="ids" value={l.list_id} /> {l.title}
          </label>
        ))}
      </fieldset>
      {!scripted && <MergeFields state={state} />}
      <span>
        <Button type="submit" loading={pending}>
          {scripted ? "Réunir les listes choisies…" : "Valider"}
        </Button>
      </span>
      <FormMessage state={shown} />
    </Form>
  );
}
