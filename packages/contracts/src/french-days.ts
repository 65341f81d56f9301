// Paris days and times as French shoppers read them, shared by the web-service's messages and e-mails and the pages
// that show the same instants: the shop's one way of writing a date (« 1er décembre ») and a time (« 14 h 32 »).

const PARIS = "Europe/Paris";
const longDate = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: PARIS });
const dayMonth = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", timeZone: PARIS });
const weekdayDayMonth = new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", timeZone: PARIS });
const clock = new Intl.DateTimeFormat("fr-FR", { hour: "numeric", minute: "2-digit", hourCycle: "h23", timeZone: PARIS });

/** French writes the first of the month as an ordinal: « 1er décembre », « mardi 1er décembre ». */
const firstAsOrdinal = (text: string): string => text.replace(/(^|\s)1 /, "$11er ");

/** « 3 novembre 2026 », « 1er décembre 2026 »: the day in Paris of an instant (23:30 UTC on 30 November is 1 December). */
export const frenchLongDate = (instant: Date): string => firstAsOrdinal(longDate.format(instant));

/** The same from a day as the web-service gives it (2026-11-03): noon UTC falls on that day in Paris all year. */
export const frenchLongDay = (isoDay: string): string => frenchLongDate(new Date(`${isoDay}T12:00:00Z`));

/** « 1er décembre », « 17 décembre »: a day close enough not to need its year. */
export const frenchDayMonth = (instant: Date): string => firstAsOrdinal(dayMonth.format(instant));

/** « 1er décembre », « 5 décembre »: a door of the advent calendar, whose days are all in December. */
export const decemberDay = (day: number): string => `${day === 1 ? "1er" : day} décembre`;

/** « lundi 23 novembre », « mardi 1er décembre ». */
export const frenchWeekday = (instant: Date): string => firstAsOrdinal(weekdayDayMonth.format(instant));

/** « 14 h 32 », « 7 h » (French typography: « h » between hours and minutes, no minutes when zero). */
export function frenchTime(instant: Date): string {
  const parts = Object.fromEntries(clock.formatToParts(instant).map((p) => [p.type, p.value]));
  const hour = Number(parts.hour);
  return parts.minute === "00" ? `${hour} h` : `${hour} h ${parts.minute}`;
}

/** « mardi 1er décembre à 14 h »: a deadline a few days ahead (a cut-off, a claim's or a gift's end). */
export const frenchWeekdayTime = (instant: Date): string => `${frenchWeekday(instant)} à ${frenchTime(instant)}`;
