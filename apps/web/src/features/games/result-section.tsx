// A game's result in its page, for a shopper without scripts: the texts, code and colours of the prize dialog that
// shows it otherwise (CALENDRIER_NOEL_* / CONCOURS_CINE_*), in a status region: the page's route message, focused on
// arrival.
import { typesetFrench } from "@cabas/contracts/french-typography";
import { routeMessageProps } from "../../ui/focus/route-message.ts";
import { PrizeLines, type PrizeCode } from "./prize-lines.tsx";
import styles from "./games.module.css";

type ResultProps = { view: string; titre: string; textes: readonly string[]; couleur_texte: string; couleur_fond: string; code?: PrizeCode | null };

export function ResultSection({ view, titre, textes, couleur_texte, couleur_fond, code = null }: ResultProps) {
  return (
    <section
      id="resultat"
      role="status"
      aria-labelledby="resultat-titre"
      className={styles.result}
      data-view={view}
      style={{ color: couleur_texte, background: couleur_fond }}
      {...routeMessageProps}
    >
      <h2 id="resultat-titre">{typesetFrench(titre)}</h2>
      <PrizeLines textes={textes} code={code} />
    </section>
  );
}
