"use client";
// LIST_MODAL: one list's products, available or not where the customer is, with the whole list into the basket, a
// way back to the lists and the list's own page (quantities, replacements, renaming).
import Link from "next/link";
import type { ListDetail } from "@cabas/contracts";
import type { ModalPayloads } from "../../../ui/modal/modal-views.ts";
import { useModal } from "../../../ui/modal/modal-context.ts";
import { ModalActions, ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { Button } from "../../../ui/button/button.tsx";
import { listPath } from "../../account/paths.ts";
import { useCall } from "../../catalogue/views/use-call.ts";
import { ViewStatus } from "../../catalogue/views/view-state.tsx";
import { LoadListButton } from "../load-list-button.tsx";
import styles from "../lists.module.css";
import { listSize } from "./lists-view.tsx";
import { typesetFrench } from "@cabas/contracts/french-typography";

export default function ListView({ list_id, onClose }: ModalPayloads["LIST_MODAL"] & { onClose: () => void }) {
  const { openModal } = useModal();
  const state = useCall<{ liste: ListDetail | null }>("mesListes", { list_id });
  const list = state.status === "ready" ? state.data.liste : null;
  return (
    <>
      <ModalTitle>{list?.title ?? "Ma liste"}</ModalTitle>
      <ViewStatus state={state} />
      {list && (
        <>
          <p className={styles.meta}>{listSize(list)}</p>
          <ul className={styles.dialogLines} aria-label="Produits de la liste">
            {list.lignes.map((line) => (
              <li key={line.ligne_id} data-available={line.disponible || undefined}>
                <span>
                  {line.quantity} × {typesetFrench(line.nom)}
                </span>
                {!line.disponible && <span className={styles.warning}>{line.raison ?? "Indisponible"}</span>}
              </li>
            ))}
          </ul>
          <ModalActions>
            <Button type="button" variant="secondary" onClick={() => openModal("LISTS_MODAL")}>
              Toutes mes listes
            </Button>
            {list.nb_articles > 0 && <LoadListButton listId={list.list_id} title={list.title} size="medium" onDone={onClose} />}
          </ModalActions>
          <p>
            <Link href={listPath(list.list_id)} prefetch={false}>
              Ouvrir la liste (quantités, remplacements)
            </Link>
          </p>
        </>
      )}
    </>
  );
}
