// A game's result in its page, for a shopper without scripts: the texts and colours of the prize dialog that shows it
// otherwise (CALENDRIER_NOEL_* / CONCOURS_CINE_*), in a status region.
import type { ReactNode } from "react";
import styles from "./games.module.css";

export function ResultSection({ view, titre, textes, couleur_texte, couleur_fond, children }: { view: string; titre: string; textes: readonly string[]; couleur_texte: string; couleur_fond: string; children?: ReactNode }) {
  return (
    <section id="resultat" role="status" aria-labelledby="resultat-titre" className={styles.result} data-view={view} style={{ color: couleur_texte, background: couleur_fond }}>
      <h2 id="resultat-titre">{titre}</h2>
      {textes.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {children}
    </section>
  );
}
