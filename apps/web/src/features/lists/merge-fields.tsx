// The merged list's name and what becomes of the lists merged: the fields of the /mes-listes form sent without
// JavaScript, and of the MERGE_LIST dialog (spec §2: its texts, default name and options).
import { LIST_NAME_MAX, MERGED_LIST_DEFAULT_NAME } from "@cabas/contracts/client-values";
import { LIST_NAME_HINT } from "./list-name-hint.ts";
import accountStyles from "../account/account.module.css";
import { Field } from "../account/forms.tsx";
import type { FormState } from "../account/form-state.ts";
import styles from "./lists.module.css";

export function MergeFields({ state }: { state: FormState }) {
  const keep = state.values?.merge_type === "1";
  return (
    <>
      <Field
        name="list_name"
        label="Nom de la nouvelle liste"
        state={state}
        defaultValue={MERGED_LIST_DEFAULT_NAME}
        placeholder="Nom de liste nouvellement créée"
        maxLength={LIST_NAME_MAX}
        required
        hint={LIST_NAME_HINT}
      />
      <fieldset className={styles.choices}>
        <legend className={accountStyles.label}>Les listes initiales</legend>
        <label>
          <input type="radio" name="merge_type" value="0" defaultChecked={!keep} /> Supprimer les listes initiales
        </label>
        <label>
          <input type="radio" name="merge_type" value="1" defaultChecked={keep} /> Conserver les listes initiales
        </label>
      </fieldset>
    </>
  );
}
