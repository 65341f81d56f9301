"use client";
// CRENEAUX dialog: the basket's slot grid by day (price, express, full) and the hold's end once a slot is chosen.
import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import type { HeldSlotView, RanOutSlot, SlotDay } from "@cabas/contracts";
import { fetchCall } from "../../../lib/api/browser.ts";
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { Spinner } from "../../../ui/spinner/spinner.tsx";
import { HoldNotice } from "../hold-countdown.tsx";
import { RanOutNotice } from "../ran-out-notice.tsx";
import { SlotGridForm } from "../slot-grid-form.tsx";
import { useBasket } from "../../basket/basket-context.tsx";
import styles from "../slots.module.css";

type Grid = { jours: SlotDay[]; creneau: HeldSlotView | null; creneau_expire: RanOutSlot | null; perimetre: string };

export default function CreneauxView() {
  const [grid, setGrid] = useState<Grid | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Bumped after a hold, so the grid and the hold's end are read again.
  const [version, setVersion] = useState(0);
  const router = useRouter();
  const { refetch } = useBasket();
  // Stable, so the grid's effect runs once per hold. The page behind is rendered again with the slot: the recap and
  // the payment page (their blockers) on the server, the basket page from the basket read again (ADR 0122).
  // After a hold, focus goes to the sentence saying which slot is held until when, once the grid read again shows it:
  // the button pressed is disabled while the hold is sent and the grid is drawn anew, and focus fell to <body>, where
  // a keyboard or screen-reader user lost their place in the dialog and heard nothing (QA of 2026-12-02).
  const holdRef = useRef<HTMLDivElement>(null);
  const focusHold = useRef(false);
  const held = useCallback(() => {
    focusHold.current = true;
    setVersion((v) => v + 1);
    router.refresh();
    refetch();
  }, [router, refetch]);
  useEffect(() => {
    void fetchCall<Grid>("getCreneaux").then((result) => {
      if (result.ok) setGrid(result.data);
      else setError(result.message || "Les créneaux ne peuvent pas être affichés pour le moment.");
    });
  }, [version]);
  useEffect(() => {
    if (!focusHold.current || !grid?.creneau) return;
    focusHold.current = false;
    holdRef.current?.focus();
  }, [grid]);
  return (
    <>
      <ModalTitle>Choisir un créneau de livraison</ModalTitle>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {!grid && !error && <Spinner size={28} />}
      {grid && (
        <>
          {grid.creneau && (
            <div ref={holdRef} tabIndex={-1}>
              <HoldNotice
                end={grid.creneau.fin_reservation_libelle}
                endIso={grid.creneau.fin_reservation}
                label={`Votre créneau\u00A0: ${grid.creneau.libelle_tranche}`}
                ahead={grid.creneau.type === "reservation"}
              />
            </div>
          )}
          {grid.creneau_expire && <RanOutNotice slot={grid.creneau_expire} />}
          <SlotGridForm key={grid.creneau?.id_tranche ?? 0} days={grid.jours} mode="hold" prefix="dialogue-jour" onDone={held} />
        </>
      )}
    </>
  );
}
