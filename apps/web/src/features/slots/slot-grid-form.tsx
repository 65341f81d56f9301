"use client";
// The slot grid: one real <form> whose buttons each submit a slot id, so choosing works before hydration.
// Full and closed slots are disabled buttons that say so; the chosen one is marked.
import { useActionState, useEffect } from "react";
import { useFormStatus } from "react-dom";
import type { SlotDay, SlotView } from "@cabas/contracts";
import { slotPriceLabel } from "./slot-price.ts";
import { DayHeading, DayLinks } from "./day-links.tsx";
import { holdSlotAction, reserveSlotAction, type SlotFormState } from "./actions.ts";
import { routeMessageProps } from "../../ui/focus/route-message.ts";
import { HoldNotice } from "./hold-countdown.tsx";
import styles from "./slots.module.css";

const priceLabel = (slot: SlotView) => slotPriceLabel(slot.prix);

const STATE_LABEL: Record<SlotView["etat"], string> = { disponible: "", complet: "Complet", ferme: "Fermé" };

function SlotButton({ slot, dayLabel, verb }: { slot: SlotView; dayLabel: string; verb: string }) {
  const { pending } = useFormStatus();
  const unavailable = slot.etat !== "disponible";
  const express = slot.express ? ", express" : "";
  const state = unavailable ? `, ${STATE_LABEL[slot.etat].toLowerCase()}` : slot.choisi ? ", choisi" : "";
  return (
    <button
      type="submit"
      name="id_tranche"
      value={slot.id_tranche}
      className={`${styles.slot} ${slot.choisi ? styles.chosen : ""}`}
      disabled={unavailable || pending}
      aria-pressed={slot.choisi}
      aria-label={`${verb} ${dayLabel}, ${slot.libelle}${express}, ${priceLabel(slot).toLowerCase()}${state}`}
    >
      <span className={styles.time}>{slot.libelle}</span>
      {slot.express && <span className={styles.badge}>Express</span>}
      <span className={styles.price}>{priceLabel(slot)}</span>
      {unavailable && <span className={styles.state}>{STATE_LABEL[slot.etat]}</span>}
    </button>
  );
}

export function SlotGridForm({
  days,
  mode,
  redirect,
  notice,
  onDone,
  prefix = "jour",
}: {
  days: SlotDay[];
  mode: "hold" | "reserve";
  /** Prefix of the days' heading ids (the CRENEAUX dialog's differ from the page's behind it). */
  prefix?: string;
  /** Where the page goes back after a success (no JavaScript needed); absent in the dialog. */
  redirect?: string;
  /** The page's word on the last success (from its URL): a refusal since replaces it rather than contradicting it. */
  notice?: string;
  onDone?: (state: SlotFormState) => void;
}) {
  const [state, action] = useActionState(mode === "hold" ? holdSlotAction : reserveSlotAction, { status: "idle" } as SlotFormState);
  useEffect(() => {
    if (state.status === "success") onDone?.(state);
  }, [state, onDone]);
  const verb = mode === "hold" ? "Choisir" : "Réserver";
  return (
    <form action={action}>
      {redirect && <input type="hidden" name="redirect" value={redirect} />}
      <div aria-live="polite">
        {state.status === "idle" && notice && (
          <p role="status" className={styles.hold} {...routeMessageProps}>
            {notice}
          </p>
        )}
        {state.status === "error" && (
          <p role="alert" className={styles.error}>
            {state.message}
          </p>
        )}
        {state.status === "success" && mode === "hold" && <HoldNotice end={state.holdEnd ?? null} ahead={state.holdAhead} />}
        {state.status === "success" && mode === "reserve" && <p className={styles.hold}>{state.message}</p>}
      </div>
      {days.length === 0 && <p>Aucun créneau n&apos;est ouvert pour le moment.</p>}
      <DayLinks days={days} prefix={prefix} />
      <ul className={styles.days}>
        {days.map((day) => (
          <li key={day.date} className={styles.day}>
            <DayHeading day={day} prefix={prefix} />
            <ul className={styles.slots}>
              {day.creneaux.map((slot) => (
                <li key={slot.id_tranche}>
                  <SlotButton slot={slot} dayLabel={day.libelle} verb={verb} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </form>
  );
}

/** The grid for a visitor without a session: each open slot links to its page (where a postal code starts one). */
export function SlotGridLinks({ days }: { days: SlotDay[] }) {
  return (
    <>
      <DayLinks days={days} prefix="jour" />
      <ul className={styles.days}>
        {days.map((day) => (
          <li key={day.date} className={styles.day}>
            <DayHeading day={day} prefix="jour" />
            <ul className={styles.slots}>
              {day.creneaux.map((slot) => (
                <li key={slot.id_tranche}>
                  {slot.etat === "disponible" ? (
                    <a className={styles.slot} href={`/creneau/${slot.id_tranche}`}>
                      <span className={styles.time}>{slot.libelle}</span>
                      {slot.express && <span className={styles.badge}>Express</span>}
                      <span className={styles.price}>{priceLabel(slot)}</span>
                    </a>
                  ) : (
                    <span className={styles.slot} aria-disabled="true">
                      <span className={styles.time}>{slot.libelle}</span>
                      {slot.express && <span className={styles.badge}>Express</span>}
                      <span className={styles.state}>{STATE_LABEL[slot.etat]}</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
