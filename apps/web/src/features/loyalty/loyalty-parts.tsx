// Server pieces of the loyalty pages: the balances, a page of movements, the pager and the vouchers.
import Link from "next/link";
import type { LoyaltyMovement, VoucherEntry } from "@cabas/contracts";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { formatDate, formatEuros } from "../../lib/format/price.ts";
import { formatMovementAmount, formatMovementBalance, MOVEMENT_KIND_LABELS, VOUCHER_STATUS_LABELS } from "./loyalty-format.ts";
import styles from "./loyalty.module.css";

export function Balances({
  soldes,
  expiration,
  only,
}: {
  soldes: { eurosfid: number; cagnotte: number; jokers: number };
  /** When the loyalty euros expire (12 months after their last credit). */
  expiration?: string | null;
  only?: "cagnotte";
}) {
  return (
    <dl className={styles.balances} aria-label="Vos soldes">
      {only !== "cagnotte" && (
        <div className={styles.balance}>
          <dt>Euros fidélité</dt>
          <dd>{formatEuros(soldes.eurosfid)}</dd>
          {expiration && <dd className={styles.balanceNote}>Valables jusqu'au {formatDate(expiration)}, et 12 mois de plus à chaque commande livrée</dd>}
        </div>
      )}
      <div className={styles.balance}>
        <dt>Cagnotte</dt>
        <dd>{formatEuros(soldes.cagnotte)}</dd>
      </div>
      {only !== "cagnotte" && (
        <div className={styles.balance}>
          <dt>Jokers livraison</dt>
          <dd>{soldes.jokers}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The movements as a table; on a phone each row stacks (styles: .table at narrow widths) so nothing scrolls sideways.
 * The explicit roles keep the table read as one where a browser drops it for rows laid out as blocks.
 */
export function Movements({ mouvements, caption, withKind }: { mouvements: LoyaltyMovement[]; caption: string; withKind: boolean }) {
  return (
    <table className={styles.table} role="table">
      <caption>{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            Date
          </th>
          {withKind && (
            <th scope="col" role="columnheader">
              Avantage
            </th>
          )}
          <th scope="col" role="columnheader">
            Opération
          </th>
          <th scope="col" role="columnheader" className={styles.number}>
            Montant
          </th>
          <th scope="col" role="columnheader" className={styles.number}>
            Solde
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {mouvements.map((m) => (
          <tr key={m.id} role="row">
            <td role="cell" className={styles.date}>
              {formatDate(m.date)}
            </td>
            {withKind && (
              <td role="cell" className={styles.kind}>
                {MOVEMENT_KIND_LABELS[m.type]}
              </td>
            )}
            <td role="cell" className={styles.operation}>
              {/* The web-service's or customer service's sentence, written with ordinary spaces: typeset where shown. */}
              {typesetFrench(m.libelle)}
              {m.id_commande !== null && !m.libelle.includes(String(m.id_commande)) && <> (commande n° {m.id_commande})</>}
            </td>
            <td role="cell" data-label="Montant" className={`${styles.number} ${styles.amount} ${m.montant > 0 ? styles.credit : ""}`}>
              {formatMovementAmount(m)}
            </td>
            <td role="cell" data-label="Solde" className={`${styles.number} ${styles.after}`}>
              {formatMovementBalance(m)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Previous and next pages as plain links (`?page=N`), so paging works without JavaScript. */
export function Pager({ path, page, pages }: { path: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  const href = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
  return (
    <nav className={styles.pager} aria-label="Pages de l'historique">
      {page > 1 && <Link href={href(page - 1)}>Plus récents</Link>}
      <span>
        Page {Math.min(page, pages)} sur {pages}
      </span>
      {page < pages && <Link href={href(page + 1)}>Plus anciens</Link>}
    </nav>
  );
}

export function Vouchers({ bons, label }: { bons: VoucherEntry[]; label: string }) {
  return (
    <ul className={styles.items} aria-label={label}>
      {bons.map((b) => (
        <li key={b.code} className={styles.item}>
          <span className={styles.itemTitle}>
            {b.libelle} de {formatEuros(b.montant)}
          </span>
          <span className={styles.badge}>{VOUCHER_STATUS_LABELS[b.statut]}</span>
          <span className={styles.meta}>
            {b.minimum > 0 ? `Dès ${formatEuros(b.minimum)} d'achats` : "Sans minimum d'achats"} · code {b.code} ·{" "}
            {b.statut === "utilise"
              ? `utilisé le ${formatDate(b.utilise_le ?? b.expire_le)}${b.id_commande !== null ? ` (commande n° ${b.id_commande})` : ""}`
              : b.statut === "expire"
                ? `expiré le ${formatDate(b.expire_le)}`
                : `valable jusqu'au ${formatDate(b.expire_le)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
