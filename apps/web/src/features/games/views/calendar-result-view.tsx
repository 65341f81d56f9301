"use client";
// CALENDRIER_NOEL_GAGNANT / CALENDRIER_NOEL_PERDANT: today's door, won or lost, in the texts and colours the
// web-service sends with the result (spec §2: the losing texts; colours from the dialog's data).
import type { CalendarDialog } from "@cabas/contracts";
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import styles from "../games.module.css";

export default function CalendarResultView({ titre, textes, couleur_texte, couleur_fond, lot }: CalendarDialog["payload"]) {
  return (
    <div className={styles.prize} style={{ color: couleur_texte, background: couleur_fond }}>
      <ModalTitle>{titre}</ModalTitle>
      {textes.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {lot?.code && (
        <p>
          Code du bon d&apos;achat : <strong>{lot.code}</strong>
        </p>
      )}
    </div>
  );
}
