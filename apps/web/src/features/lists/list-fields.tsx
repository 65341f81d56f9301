// Fields of the « add this product to a list » forms, on the list page and in the PRODUIT_FAVORI dialog.
import type { ListSummary } from "@cabas/contracts";
import accountStyles from "../account/account.module.css";
import styles from "./lists.module.css";

/** Which of the customer's lists (list_id), the one chosen before a refusal kept. */
export function ListChoice({ listes, defaultValue }: { listes: readonly Pick<ListSummary, "list_id" | "title">[]; defaultValue?: string | undefined }) {
  return (
    <label className={accountStyles.field}>
      <span className={accountStyles.label}>Liste</span>
      <select name="list_id" className={accountStyles.input} required defaultValue={defaultValue}>
        {listes.map((l) => (
          <option key={l.list_id} value={l.list_id}>
            {l.title}
          </option>
        ))}
      </select>
    </label>
  );
}

/** How many go in the list: 1 unless typed otherwise. */
export function ListQuantityField({ defaultValue }: { defaultValue?: string | undefined }) {
  return (
    <label className={accountStyles.field}>
      <span className={accountStyles.label}>Quantité</span>
      <input type="number" name="quantity" min={1} max={999} defaultValue={defaultValue ?? 1} inputMode="numeric" className={`${accountStyles.input} ${styles.quantity}`} />
    </label>
  );
}
