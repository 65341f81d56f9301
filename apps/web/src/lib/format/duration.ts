// A recipe's times as a French cook reads them: « 45 min », « 1 h », « 3 h 30 », the number held to its unit.

const NBSP = "\u00A0";

/** Minutes to « 45 min », « 2 h » or « 3 h 30 »; a negative or fractional count is rounded to the minute, never below 0. */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total < 60) return `${total}${NBSP}min`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? `${hours}${NBSP}h` : `${hours}${NBSP}h${NBSP}${String(rest).padStart(2, "0")}`;
}
