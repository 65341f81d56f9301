// The customer's finished challenges: what each asked, how far they went and what it earned.
import type { Metadata } from "next";
import Link from "next/link";
import { AccountPage } from "@/features/account/account-parts";
import accountStyles from "@/features/account/account.module.css";
import { readChallengeHistory } from "@/features/games/game-data";
import { challengeTexts, progressText, resultText } from "@/features/games/game-labels";
import { CHALLENGE_HISTORY_PATH, CHALLENGES_PATH } from "@/features/games/paths";
import styles from "@/features/games/games.module.css";
import { formatDate, formatEuros } from "@/lib/format/price";

export const metadata: Metadata = { title: "Mes défis terminés", robots: { index: false } };

export default function Page() {
  return (
    <AccountPage path={CHALLENGE_HISTORY_PATH} title="Mes défis terminés" wide>
      {async () => {
        const result = await readChallengeHistory();
        if (!result.ok) {
          return (
            <p role="alert" className={accountStyles.formError}>
              {result.message || "Vos défis ne peuvent pas être affichés pour le moment."}
            </p>
          );
        }
        const { defis, total_gagne } = result.data;
        return (
          <>
            <p>
              Avec les défis, vous avez gagné <strong>{formatEuros(total_gagne)}</strong> dans votre cagnotte.
            </p>
            {defis.length === 0 ? (
              <p>
                Aucun défi terminé pour le moment. <Link href={CHALLENGES_PATH}>Voir les défis du moment</Link>
              </p>
            ) : (
              <ul className={styles.cards}>
                {defis.map((defi) => (
                  <li key={defi.id_defi} className={styles.card}>
                    <h2>
                      {/* eslint-disable-next-line @next/next/no-img-element -- small SVG icons with fixed size, no optimisation needed */}
                      <img src={defi.image.url} alt="" width={40} height={40} loading="lazy" />
                      {challengeTexts(defi).titre}
                    </h2>
                    <p className={styles.meta}>
                      Du {formatDate(defi.participation.inscrit_le)} au {formatDate(defi.fin)}
                    </p>
                    <p>
                      {challengeTexts(defi).description} — {progressText(defi)}
                    </p>
                    <p className={defi.resultat === "gagne" ? styles.won : undefined}>{resultText(defi.resultat, defi.participation.recompense_creditee)}</p>
                  </li>
                ))}
              </ul>
            )}
            <p>
              <Link href={CHALLENGES_PATH}>Voir les défis du moment</Link>
            </p>
          </>
        );
      }}
    </AccountPage>
  );
}
