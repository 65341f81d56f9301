"use client";
// "Créneau réservé jusqu'à 14 h 32", with the minutes left once scripts run (the server renders the end time).
import { useEffect, useState } from "react";
import { routeMessageProps } from "../../ui/focus/route-message.ts";
import styles from "./slots.module.css";

export function HoldNotice({
  end,
  endIso,
  label,
  arrival = false,
}: {
  end: string | null;
  endIso?: string | null;
  label?: string;
  /** The page came back with it after a slot was chosen: focus goes to it (RouteFocus). */
  arrival?: boolean;
}) {
  const [minutesLeft, setMinutesLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!endIso) return;
    const tick = () => setMinutesLeft(Math.max(0, Math.ceil((new Date(endIso).getTime() - Date.now()) / 60_000)));
    tick();
    const timer = setInterval(tick, 30_000);
    return () => clearInterval(timer);
  }, [endIso]);
  const marks = arrival ? routeMessageProps : {};
  if (!end)
    return (
      <p className={styles.hold} {...marks}>
        {label ? `Créneau choisi : ${label}.` : "Créneau choisi."}
      </p>
    );
  return (
    <p className={styles.hold} role="status" {...marks}>
      {label ? `${label}. ` : ""}Créneau réservé jusqu&apos;à {end}
      {minutesLeft !== null && minutesLeft > 0 ? ` (encore ${minutesLeft} min)` : ""}
      {minutesLeft === 0 ? " : la réservation a expiré, choisissez à nouveau." : "."}
    </p>
  );
}
