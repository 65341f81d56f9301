// Which list /commande/historique?type=… shows (spec §2). An unknown type is answered by the 404 page: showing the
// orders in progress in its place would say they are what was asked for.

export type HistoryKind = "en_cours" | "terminees";

/** The list a type names; without a type, the orders in progress; null for anything else (a repeated or unknown type). */
export function historyKind(type: string | string[] | undefined): HistoryKind | null {
  if (type === undefined) return "en_cours";
  return type === "en_cours" || type === "terminees" ? type : null;
}
