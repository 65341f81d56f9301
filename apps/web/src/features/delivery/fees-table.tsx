// Delivery fee bands of one perimeter, with its minimum order, free-delivery threshold and express supplement.
import type { TFunction } from "i18next";
import type { PerimeterFees } from "@cabas/contracts";
import { eurosToCents, formatCents } from "../../lib/format/price.ts";
import styles from "./delivery.module.css";

export function FeesTable({
  perimeter,
  t,
  headingLevel = 3,
}: {
  perimeter: PerimeterFees;
  t: TFunction;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const bands = [...perimeter.bands].sort((a, b) => a.min - b.min);
  const headingId = `frais-${perimeter.code.toLowerCase()}`;
  return (
    <section className={styles.fees} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.feesHeading}>
        {t("fees.zone", { name: perimeter.name })}
      </Heading>
      <ul className={styles.facts}>
        <li>{t("fees.minimum", { amount: formatCents(eurosToCents(perimeter.minimum)) })}</li>
        {perimeter.freeDeliveryFrom !== null && (
          <li>{t("fees.free-from", { amount: formatCents(eurosToCents(perimeter.freeDeliveryFrom)) })}</li>
        )}
        {perimeter.express > 0 && (
          <li>{t("fees.express", { amount: formatCents(eurosToCents(perimeter.express)) })}</li>
        )}
      </ul>
      {bands.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t("fees.caption", { name: perimeter.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("fees.basket-from")}</th>
                <th scope="col">{t("fees.fee")}</th>
              </tr>
            </thead>
            <tbody>
              {bands.map((band) => {
                const fee = eurosToCents(band.fee);
                return (
                  <tr key={band.min}>
                    <th scope="row">
                      {formatCents(eurosToCents(band.min))}
                      {band.label && <span className={styles.bandLabel}> — {band.label}</span>}
                    </th>
                    <td>{fee === 0 ? <strong className={styles.free}>{t("fees.free")}</strong> : formatCents(fee)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
