// Where reopening an order (updateCommande) leads, and what the basket page then says about the basket that was in
// progress: set aside, a complement taken into the modification, or the modification already under way kept (ADR 0078).
// The address carries a flag, never a text: a crafted link makes the page say only one of these.

type Reopened = { panier_mis_de_cote: boolean; complement_repris: boolean; modification_gardee: boolean };

const FLAGS = [
  ["mis-de-cote", (r: Reopened) => r.panier_mis_de_cote],
  ["complement-repris", (r: Reopened) => r.complement_repris],
  ["modification-en-cours", (r: Reopened) => r.modification_gardee],
] as const;

export type ReopenedFlag = (typeof FLAGS)[number][0];

/** The basket page, with the flag of what became of the basket in progress, if anything did. */
export function reopenedBasketPath(result: Reopened): string {
  const flag = FLAGS.find(([, applies]) => applies(result));
  return flag ? `/checkout/mon-panier?${flag[0]}=1` : "/checkout/mon-panier";
}

/** The basket page's notice for the flag its address carries; null for none. */
export function reopenedNotice(query: Partial<Record<ReopenedFlag, string | string[]>>): string | null {
  if (query["complement-repris"] !== undefined) {
    return "Votre commande est rouverte pour la modifier. Les articles que vous y ajoutiez sont repris dans la modification : ils seront livrés avec elle une fois la modification validée.";
  }
  if (query["modification-en-cours"] !== undefined) {
    return "Vous modifiez déjà cette commande : ajoutez vos articles à la modification, ils seront livrés avec elle une fois validée. Pour un complément à part, abandonnez d'abord la modification.";
  }
  return null;
}
