// One challenge: what to do, the reward, until when, and the customer's progress or the button to join.
import Link from "next/link";
import type { ChallengeView } from "@cabas/contracts";
import { formatEuros } from "../../lib/format/price.ts";
import { joinChallengeAction } from "./actions.ts";
import { GameForm } from "./game-form.tsx";
import { challengeTexts, progressText, untilText } from "./game-labels.ts";
import { challengeProductsPath } from "./paths.ts";
import styles from "./games.module.css";

export function ChallengeProgress({ defi }: { defi: ChallengeView }) {
  const p = defi.participation;
  if (!p) return null;
  const label = `Progression du défi « ${defi.titre} »`;
  return (
    <div className={styles.progress}>
      <progress max={100} value={p.pourcentage} aria-label={label}>
        {p.pourcentage} %
      </progress>
      <span>{progressText(defi)}</span>
      {p.recompense_creditee !== null ? (
        <p className={styles.won}>Défi réussi&nbsp;: {formatEuros(p.recompense_creditee)} ajoutés à votre cagnotte.</p>
      ) : (
        p.commandes_en_attente > 0 && (
          <p className={styles.meta}>
            {p.commandes_en_attente > 1 ? `${p.commandes_en_attente} commandes compteront` : "Une commande comptera"} dès sa livraison.
          </p>
        )
      )}
    </div>
  );
}

/**
 * `actingAs`: a staff member acting as the customer, who may not join in their name: no button, the page says why
 * once for every card.
 */
export function ChallengeCard({ defi, signedIn, signInHref, actingAs = false }: { defi: ChallengeView; signedIn: boolean; signInHref: string; actingAs?: boolean }) {
  const texts = challengeTexts(defi);
  return (
    <li className={styles.card} id={`defi-${defi.id_defi}`}>
      <h3>
        {/* eslint-disable-next-line @next/next/no-img-element -- small SVG icons with fixed size, no optimisation needed */}
        <img src={defi.image.url} alt="" width={40} height={40} loading="lazy" />
        {texts.titre}
      </h3>
      <p className={styles.meta}>
        {untilText(defi.fin)} · récompense {formatEuros(defi.recompense)} dans votre cagnotte
      </p>
      <div>
        <p>{texts.description}</p>
        {defi.produits_concernes && <Link href={challengeProductsPath(defi.id_defi)}>Voir les produits qui comptent</Link>}
      </div>
      {defi.participation ? (
        <ChallengeProgress defi={defi} />
      ) : actingAs ? null : signedIn ? (
        <GameForm action={joinChallengeAction} hidden={{ id_defi: defi.id_defi }} submit="Je participe" submitLabel={`Je participe au défi « ${defi.titre} »`} />
      ) : (
        <p>
          <Link href={signInHref}>Connectez-vous pour participer</Link>
        </p>
      )}
    </li>
  );
}
