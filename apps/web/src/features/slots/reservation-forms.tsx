"use client";
// Cancelling a reservation made ahead: a real form per reservation, so it works before hydration.
import { useActionState } from "react";
import type { SlotReservation } from "@cabas/contracts";
import { Button } from "../../ui/button/button.tsx";
import { cancelReservationAction, type SlotFormState } from "./actions.ts";
import styles from "./slots.module.css";

export function CancelReservationForm({ reservation, redirect }: { reservation: SlotReservation; redirect: string }) {
  const [state, action, pending] = useActionState(cancelReservationAction, { status: "idle" } as SlotFormState);
  return (
    <form action={action}>
      <input type="hidden" name="id_reservation" value={reservation.id_reservation} />
      <input type="hidden" name="redirect" value={redirect} />
      <Button type="submit" variant="secondary" size="small" loading={pending} aria-label={`Annuler la réservation du ${reservation.libelle_tranche}`}>
        Annuler
      </Button>
      {state.status === "error" && (
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
      )}
    </form>
  );
}
