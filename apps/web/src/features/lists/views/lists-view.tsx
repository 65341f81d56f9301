"use client";
// LISTS_MODAL: the customer's lists from the basket page, each with its size and what it costs today; a list opens
// in LIST_MODAL or goes into the basket in one click.
import Link from "next/link";
import type { ListSummary } from "@cabas/contracts";
import { formatEuros } from "../../../lib/format/price.ts";
import { useModal } from "../../../ui/modal/modal-context.ts";
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { LISTS_PATH } from "../../account/paths.ts";
import { useCall } from "../../catalogue/views/use-call.ts";
import { ViewStatus } from "../../catalogue/views/view-state.tsx";
import { LoadListButton } from "../load-list-button.tsx";
import styles from "../lists.module.css";

export const listSize = (list: Pick<ListSummary, "nb_articles" | "total">): string =>
  list.nb_articles === 0 ? "Vide" : `${list.nb_articles === 1 ? "1 produit" : `${list.nb_articles} produits`} · environ ${formatEuros(list.total)}`;

export default function ListsView({ onClose }: { onClose: () => void }) {
  const { openModal } = useModal();
  const state = useCall<{ listes: ListSummary[] }>("mesListes", {});
  const listes = state.status === "ready" ? state.data.listes : [];
  return (
    <>
      <ModalTitle>Mes listes</ModalTitle>
      <ViewStatus state={state} />
      {state.status === "ready" &&
        (listes.length === 0 ? (
          <p>
            Vous n&apos;avez pas encore de liste. Enregistrez votre panier en liste, ou ajoutez des produits depuis leur page (le cœur).
          </p>
        ) : (
          <ul className={styles.dialogLists}>
            {listes.map((l) => (
              <li key={l.list_id}>
                <button type="button" className={styles.linkButton} onClick={() => openModal("LIST_MODAL", { list_id: l.list_id })}>
                  {l.title}
                </button>
                <span className={styles.meta}>{listSize(l)}</span>
                {l.nb_articles > 0 && <LoadListButton listId={l.list_id} title={l.title} onDone={onClose} />}
              </li>
            ))}
          </ul>
        ))}
      <p>
        <Link href={LISTS_PATH} prefetch={false}>
          Gérer mes listes
        </Link>
      </p>
    </>
  );
}
