// Paris days and times as the storefront shows them. The contracts' frenchTime writes « 14 h 32 » with ordinary
// spaces, as the web-service's answers carry it; a page typesets it so « 14 » and « h » never end up on two lines.
import { frenchDayMonth, frenchTime, frenchWeekdayTime } from "@cabas/contracts/client-values";
import { typesetFrench } from "@cabas/contracts/french-typography";

/** « 1er décembre, 14 h 32 », typeset. */
export const shownDayTime = (instant: Date): string => typesetFrench(`${frenchDayMonth(instant)}, ${frenchTime(instant)}`);

/** « mardi 1er décembre à 23 h », typeset: a deadline a few days ahead. */
export const shownWeekdayTime = (instant: Date): string => typesetFrench(frenchWeekdayTime(instant));
