// What the basket page says after "Commander à nouveau" (loadHistorique), from what the action put in its address
// (?rachat=N&indispos=M, and the order and the ids of the products left out): numbers only, so a crafted link can make
// the page say nothing else; the names of the products left out are read from the customer's own order.
import { typesetFrench } from "@cabas/contracts/french-typography";
import { unavailableSentence } from "../recipes/recipe-purchase.ts";

const count = (raw: string | string[] | undefined): number | null => {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value !== undefined && /^[0-9]{1,4}$/.test(value) ? Number(value) : null;
};

/** The address the basket page is reached by after a reorder: the counts, and with products left out, which ones. */
export function reorderedBasketPath(orderId: number, added: number, leftOut: readonly number[]): string {
  const path = `/checkout/mon-panier?rachat=${added}&indispos=${leftOut.length}`;
  return leftOut.length > 0 ? `${path}&commande=${orderId}&sans=${leftOut.slice(0, 40).join("-")}` : path;
}

/** The order and product ids a reorder's address names, or null when it names none the page wrote. */
export function leftOutOf(commande: string | string[] | undefined, sans: string | string[] | undefined): { orderId: number; productIds: number[] } | null {
  const order = Array.isArray(commande) ? commande[0] : commande;
  const ids = Array.isArray(sans) ? sans[0] : sans;
  if (!order || !/^[0-9]{1,10}$/.test(order) || !ids || !/^[0-9]{1,10}(-[0-9]{1,10}){0,39}$/.test(ids)) return null;
  return { orderId: Number(order), productIds: ids.split("-").map(Number) };
}

/** `leftOutNames`: the products left out, by name (from the order), when the page could read them. */
export function reorderOutcome(rachat: string | string[] | undefined, indispos: string | string[] | undefined, leftOutNames: readonly string[] = []): string[] | null {
  const added = count(rachat);
  if (added === null) return null;
  const missing = count(indispos) ?? 0;
  // A reorder brings the basket up to the order (ADR 0115): sent again, it adds nothing, and says why.
  if (added === 0 && missing === 0) return ["Les produits de cette commande sont déjà dans votre panier, aux quantités commandées."];
  const lines = [
    added === 0
      ? "Aucun produit de votre commande ajouté à votre panier."
      : added === 1
        ? "1 produit de votre commande ajouté à votre panier."
        : `${added} produits de votre commande ajoutés à votre panier.`,
  ];
  if (missing > 0) {
    const names = unavailableSentence(leftOutNames);
    lines.push(
      (missing === 1
        ? "1 produit n'a pas pu être ajouté : il n'est plus vendu ou plus en stock à votre adresse."
        : `${missing} produits n'ont pas pu être ajoutés : ils ne sont plus vendus ou plus en stock à votre adresse.`) + (names ? ` ${names}` : ""),
    );
  }
  // Shown as they are: the space before « : » is made no-break here, once (ADR 0070, 0080).
  return lines.map(typesetFrench);
}
