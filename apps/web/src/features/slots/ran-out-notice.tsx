// « Votre créneau du … n'était réservé que jusqu'à … : il a été libéré. » A hold that ran out while the shopper was
// away, told where a slot is shown (basket page, recap, /creneau, CRENEAUX) until another is chosen (ADR 0117).
// Plain markup: it renders on the server and works without JavaScript.
import Link from "next/link";
import type { RanOutSlot } from "@cabas/contracts";
import { typesetFrench } from "@cabas/contracts/french-typography";
import styles from "./slots.module.css";

export function RanOutNotice({ slot, link = false }: { slot: RanOutSlot; /** Offers the slot page (where no grid is shown). */ link?: boolean }) {
  return (
    <p className={styles.ranOut} data-testid="creneau-expire">
      {typesetFrench(slot.message)}
      {link && (
        <>
          {" "}
          <Link href="/creneau">Choisir un créneau</Link>
        </>
      )}
    </p>
  );
}
