// The account's recent activity (getActivites): orders, benefits, challenges, games and gifts, newest first.
import Link from "next/link";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { formatEuros } from "../../lib/format/price.ts";
import { shownDayTime } from "../../lib/format/shown-times.ts";
import { readActivity } from "./game-data.ts";
import styles from "./games.module.css";


export async function RecentActivity({ limit = 8 }: { limit?: number }) {
  const result = await readActivity(limit);
  if (!result.ok || result.data.activites.length === 0) return null;
  return (
    <section aria-labelledby="activite-recente" className={styles.section}>
      <h2 id="activite-recente">Activité récente</h2>
      <ol className={styles.activity}>
        {result.data.activites.map((a, i) => (
          <li key={`${a.date}-${i}`}>
            <span className={styles.meta}>
              <time dateTime={a.date}>{shownDayTime(new Date(a.date))}</time>
            </span>
            <span>
              {/* The web-service's title (« Avis sur « … » : 4/5 »), written with ordinary spaces: typeset where shown. */}
              {a.lien ? <Link href={a.lien}>{typesetFrench(a.titre)}</Link> : typesetFrench(a.titre)}
              {a.montant !== null && <> ({a.montant > 0 ? "+" : ""}{formatEuros(a.montant)})</>}
            </span>
            {a.detail && <span className={styles.meta}>{typesetFrench(a.detail)}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
