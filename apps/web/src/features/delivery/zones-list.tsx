// Deliverable zones: perimeters → départements → communes with their postal codes, each linking to its page.
import type { TFunction } from "i18next";
import Link from "next/link";
import type { DeliverableZone } from "@cabas/contracts";
import { communePath } from "./find-commune.ts";
import styles from "./delivery.module.css";

export function ZonesList({ zones, t }: { zones: DeliverableZone[]; t: TFunction }) {
  if (zones.length === 0) return <p>{t("zones.none")}</p>;
  return (
    <div className={styles.zones}>
      {zones.map((zone) => (
        <section key={zone.id} className={styles.zone} aria-labelledby={`zone-${zone.id}`}>
          <h2 id={`zone-${zone.id}`}>{t("zones.perimeter", { name: zone.name })}</h2>
          {zone.departements.map((departement) => (
            <div key={departement.code} className={styles.departement}>
              <h3 id={`departement-${departement.slug}`}>
                {t("zones.departement", { name: departement.name, code: departement.code })}
              </h3>
              <ul className={styles.communes}>
                {departement.communes.map((commune) => (
                  <li key={commune.inseeCode}>
                    <Link href={communePath(departement.slug, commune.slug)} prefetch={false}>
                      {commune.name}
                    </Link>{" "}
                    <span className={styles.postalCodes}>{commune.postalCodes.join(", ")}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
