"use client";
// « Aller au jour »: the slot grid's links to each day's heading, above the days (ADR 0117).
import type { SlotDay } from "@cabas/contracts";
import styles from "./slots.module.css";

/** The id of a day's heading in a grid: `prefix` keeps the page's grid and the dialog's apart. */
const dayId = (prefix: string, date: string) => `${prefix}-${date}`;

/**
 * « Aller au jour » (ADR 0117): fourteen days of slots are some 130 Tab presses; a link per day goes to its heading.
 * Without scripts the link is an ordinary jump to the heading; with them, focus is put on it, so that the next Tab
 * is that day's first slot and a screen reader reads the day (the URL keeps no fragment, which a dialog has no use for).
 */
export function DayLinks({ days, prefix }: { days: SlotDay[]; prefix: string }) {
  if (days.length < 2) return null;
  const labelId = `${prefix}-aller`;
  return (
    <nav className={styles.dayLinks} aria-labelledby={labelId}>
      <p id={labelId}>Aller au jour&nbsp;:</p>
      <ul>
        {days.map((day) => (
          <li key={day.date}>
            <a
              href={`#${dayId(prefix, day.date)}`}
              onClick={(event) => {
                const heading = document.getElementById(dayId(prefix, day.date));
                if (!heading) return;
                event.preventDefault();
                heading.focus();
              }}
            >
              {day.libelle}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function DayHeading({ day, prefix }: { day: SlotDay; prefix: string }) {
  return (
    <h3 id={dayId(prefix, day.date)} tabIndex={-1}>
      {day.libelle}
    </h3>
  );
}
