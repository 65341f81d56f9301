// « Votre créneau du … n'était réservé que jusqu'à … : il a été libéré. » A hold that ran out while the shopper was
// away, told where a slot is shown (basket page, recap, /creneau, CRENEAUX) until another is chosen (ADR 0117).
// Plain markup: it renders on the server and works without JavaScript; its link goes to /creneau, and opens the
// CRENEAUX dialog instead once scripts run (ADR 0122).
import type { RanOutSlot } from "@cabas/contracts";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { ViewLink } from "../../ui/modal/view-link.tsx";
import styles from "./slots.module.css";

export function RanOutNotice({ slot, link = false }: { slot: RanOutSlot; /** Offers the slot page (where no grid is shown). */ link?: boolean }) {
  return (
    <p className={styles.ranOut} data-testid="creneau-expire">
      {typesetFrench(slot.message)}
      {link && (
        <>
          {" "}
          <ViewLink href="/creneau" target={{ view: "CRENEAUX" }}>
            Choisir un créneau
          </ViewLink>
        </>
      )}
    </p>
  );
}
