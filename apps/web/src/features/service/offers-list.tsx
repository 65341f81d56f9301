// The advantage codes valid today with their conditions (getOffres), on the offers pages.
import styles from "../lists/lists.module.css";
import { readOffers } from "./service-data.ts";

export async function OffersList({ title = "Les codes du moment" }: { title?: string }) {
  const offers = await readOffers();
  const offres = offers.ok ? offers.data.offres : [];
  return (
    <section aria-labelledby="codes" className={styles.section}>
      <h2 id="codes">{title}</h2>
      {offres.length === 0 ? (
        <p>Aucun code n&apos;est proposé en ce moment&nbsp;: revenez bientôt.</p>
      ) : (
        <ul className={styles.lists}>
          {offres.map((o) => (
            <li key={o.code} className={styles.listItem}>
              <strong>{o.titre}</strong>
              <span>
                Code <code>{o.code}</code>&nbsp;: {o.avantage}
              </span>
              <span className={styles.meta}>
                {o.conditions}
                {o.fin && ` ${o.fin}.`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
