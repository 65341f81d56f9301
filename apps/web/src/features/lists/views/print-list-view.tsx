"use client";
// PRINT_LIST: a list laid out for paper (boxes to tick, quantities, today's indicative prices) and « Imprimer »; only
// the dialog's content is printed (globals.css, [data-print-root]).
import type { ListDetail } from "@cabas/contracts";
import { formatEuros, formatDate } from "../../../lib/format/price.ts";
import { Button } from "../../../ui/button/button.tsx";
import type { ModalPayloads } from "../../../ui/modal/modal-views.ts";
import { ModalActions, ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { useCall } from "../../catalogue/views/use-call.ts";
import { ViewStatus } from "../../catalogue/views/view-state.tsx";
import { ShelfPrice } from "../shelf-price.tsx";
import styles from "../lists.module.css";
import { printListTitle } from "../list-messages.ts";
import { typesetFrench } from "@cabas/contracts/french-typography";

export default function PrintListView({ list_id }: ModalPayloads["PRINT_LIST"]) {
  const state = useCall<{ liste: ListDetail | null }>("mesListes", { list_id });
  const list = state.status === "ready" ? state.data.liste : null;
  return (
    <div data-print-root>
      <ModalTitle>{list ? printListTitle(list.title) : "Imprimer la liste"}</ModalTitle>
      <ViewStatus state={state} />
      {list && (
        <>
          <p className={styles.meta}>
            Imprimée le {formatDate(new Date().toISOString())} · prix indicatifs du jour dans votre zone de livraison
          </p>
          <table className={styles.printTable}>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Acheté</span>
                </th>
                <th scope="col">Qté</th>
                <th scope="col">Produit</th>
                <th scope="col">Prix unitaire</th>
              </tr>
            </thead>
            <tbody>
              {list.lignes.map((line) => (
                <tr key={line.ligne_id}>
                  <td aria-hidden="true">☐</td>
                  <td>{line.quantity}</td>
                  <td>
                    {typesetFrench(line.nom)}
                    {!line.disponible && <span className={styles.meta}> — {line.raison ?? "indisponible"}</span>}
                  </td>
                  <td>{line.produit ? <ShelfPrice product={line.produit} /> : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.nb_articles > 0 && <p>Environ {formatEuros(list.total)} au total.</p>}
          <ModalActions>
            <Button type="button" onClick={() => window.print()}>
              Imprimer
            </Button>
          </ModalActions>
        </>
      )}
    </div>
  );
}
