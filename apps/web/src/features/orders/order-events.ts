// One line of an order's tracking (« Suivi »): when, then what happened. The notes are written by the web-service and
// the warehouse with plain spaces (« Pesée terminée : 64,60 € »), and frenchTime writes « 3 h 54 » with plain ones:
// the whole line is typeset here, where the shopper reads it.
import { frenchWeekdayTime } from "@cabas/contracts";
import { typesetFrench } from "@cabas/contracts/french-typography";

export function orderEventLine(e: { date: string; libelle: string }): string {
  return typesetFrench(`${frenchWeekdayTime(new Date(e.date))} — ${e.libelle}`);
}
