"use client";
// "Créneau réservé jusqu'à 14 h 32", with the minutes left once scripts run (the server renders the end time); a
// reservation made ahead: "Créneau réservé jusqu'au mardi 1er décembre à 23 h", no countdown (ADR 0060).
import { useEffect, useState } from "react";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { routeMessageProps } from "../../ui/focus/route-message.ts";
import styles from "./slots.module.css";

export function HoldNotice({
  end,
  endIso,
  label,
  ahead = false,
  arrival = false,
}: {
  end: string | null;
  endIso?: string | null;
  label?: string;
  /** A reservation made ahead (type "reservation"): `end` names a day, its cut-off, maybe days away. */
  ahead?: boolean;
  /** The page came back with it after a slot was chosen: focus goes to it (RouteFocus). */
  arrival?: boolean;
}) {
  const [minutesLeft, setMinutesLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!endIso || ahead) return;
    const tick = () => setMinutesLeft(Math.max(0, Math.ceil((new Date(endIso).getTime() - Date.now()) / 60_000)));
    tick();
    const timer = setInterval(tick, 30_000);
    return () => clearInterval(timer);
  }, [endIso, ahead]);
  const marks = arrival ? routeMessageProps : {};
  // Typeset as one sentence: « 14 h 32 », « 12 min » and the colons keep their line on a phone.
  if (!end)
    return (
      <p className={styles.hold} {...marks}>
        {typesetFrench(label ? `Créneau choisi : ${label}.` : "Créneau choisi.")}
      </p>
    );
  return <HoldText end={end} label={label} ahead={ahead} minutesLeft={minutesLeft} marks={marks} />;
}

/**
 * The hold's sentence in its live region. The minutes left are shown but hidden from screen readers: they change every
 * minute, and a status region is read again at each change (found by the QA of 2026-12-01). The end time is read, and
 * the expiry, which changes the sentence itself, is announced.
 */
export function HoldText({
  end,
  label,
  ahead = false,
  minutesLeft,
  marks = {},
}: {
  end: string;
  label?: string;
  ahead?: boolean;
  minutesLeft: number | null;
  marks?: object;
}) {
  const ending = minutesLeft === 0 ? " : la réservation a expiré, choisissez à nouveau." : ".";
  const start = `${label ? `${label}. ` : ""}Créneau réservé ${ahead ? "jusqu'au" : "jusqu'à"} ${end}`;
  return (
    <p className={styles.hold} role="status" {...marks}>
      {minutesLeft !== null && minutesLeft > 0 ? (
        <>
          {typesetFrench(start)}
          <span aria-hidden="true">{typesetFrench(` (encore ${minutesLeft} min)`)}</span>
          {ending}
        </>
      ) : (
        typesetFrench(`${start}${ending}`)
      )}
    </p>
  );
}
