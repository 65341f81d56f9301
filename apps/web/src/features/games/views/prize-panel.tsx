"use client";
// The body of the games' prize dialogs (CALENDRIER_NOEL_* and CONCOURS_CINE_*): title, texts and the code won, in
// the texts and colours the web-service sends with the result (spec §2: colours from the dialog's data).
import type { CalendarDialog } from "@cabas/contracts";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { PrizeLines, type PrizeCode } from "../prize-lines.tsx";
import styles from "../games.module.css";

type PanelProps = Omit<CalendarDialog["payload"], "lot"> & {
  /** The code won (a voucher's, an e-ticket's), with what it is. */
  code: PrizeCode | null;
};

export function PrizePanel({ titre, textes, couleur_texte, couleur_fond, code }: PanelProps) {
  return (
    <div className={styles.prize} style={{ color: couleur_texte, background: couleur_fond }}>
      <ModalTitle>{typesetFrench(titre)}</ModalTitle>
      <PrizeLines textes={textes} code={code} />
    </div>
  );
}
