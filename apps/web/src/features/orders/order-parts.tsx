// Small server pieces shared by the order pages: the refusal banner, an order's summary row, its articles table.
import Link from "next/link";
import type { OrderSummary } from "@cabas/contracts";
import { formatDate, formatEuros } from "../../lib/format/price.ts";
import { routeMessageProps } from "../../ui/focus/route-message.ts";
import { ViewLink } from "../../ui/modal/view-link.tsx";
import styles from "./orders.module.css";
import { invoicePath } from "./invoice-missing.ts";
import { typesetFrench } from "@cabas/contracts/french-typography";

const day = formatDate;

/** A refusal, often what a form came back with (paying, the payment provider's card or code): focused on arrival. */
export function ErrorBanner({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.error} {...routeMessageProps}>
      {message}
    </p>
  );
}

export function OrderList({ orders, empty }: { orders: OrderSummary[]; empty: string }) {
  if (orders.length === 0) return <p>{empty}</p>;
  return (
    <ul className={styles.list}>
      {orders.map((o) => (
        <li key={o.id_commande} className={styles.row}>
          <Link href={`/commande/${o.id_commande}`}>Commande n° {o.id_commande}</Link>
          <span>{o.libelle_tranche}</span>
          <span>{o.libelle_statut}</span>
          <span>{formatEuros(o.montant_final ?? o.total)}</span>
          <span className={styles.muted}>passée le {day(o.date_commande)}</span>
          {o.facture && (
            <ViewLink href={invoicePath(o.id_commande)} target={{ view: "COMMANDE_DOWNLOAD", payload: { id_commande: o.id_commande } }}>
              Facture
            </ViewLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/** `unitPrice`: the price per kilo or litre shown under the name (measure-price.ts; French law, ADR 0059). */
export type ArticleRow = { key: number; name: string; quantity: number; amount: number; unitPrice?: string };

/** Articles, quantities and amounts: an order's lines or a basket's before payment. */
export function ArticlesTable({ caption, rows }: { caption: string; rows: ArticleRow[] }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Article</th>
          <th scope="col">Quantité</th>
          <th scope="col" className={styles.amount}>
            Montant
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>
              {/* Typeset as the basket shows it: « 1,5 L », « 172 g pesés » keep their line. */}
              {typesetFrench(row.name)}
              {row.unitPrice && (
                <>
                  <br />
                  <small className={styles.muted}>{row.unitPrice}</small>
                </>
              )}
            </td>
            <td>{row.quantity}</td>
            <td className={styles.amount}>{formatEuros(row.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
