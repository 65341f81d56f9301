// What a list page says after a form brought the shopper back to it (the flag in its address).
import { MAX_LINE_QUANTITY } from "@cabas/contracts/client-values";
import { typesetFrench } from "@cabas/contracts/french-typography";

type Param = (name: string) => string | undefined;

const FLAGS: [string, string][] = [
  ["cree", "Liste créée."],
  ["ajoute", "Produit ajouté à la liste."],
  ["renommee", "Liste renommée."],
  ["modifiee", "Quantité modifiée."],
  ["retire", "Produit retiré de la liste."],
  ["remplace", "Produit remplacé dans cette liste."],
  ["remplace-partout", "Produit remplacé dans toutes vos listes qui le contenaient."],
];

const count = (raw: string | undefined): number | null => (raw !== undefined && /^[0-9]{1,4}$/.test(raw) ? Number(raw) : null);
const products = (n: number) => (n === 1 ? "1 produit" : `${n} produits`);

/** The product ids of a comma-separated list in the address (`sans=12,34`), digits only, at most 50. */
export const idsParam = (raw: string | undefined): number[] =>
  (raw ?? "")
    .split(",")
    .filter((id) => /^[0-9]{1,9}$/.test(id))
    .slice(0, 50)
    .map(Number);

/**
 * The notice for the flags in the address, or null; counts are read as digits only. The products left out of the
 * basket (`sans`) are named when `nameOf` knows them (the list's lines), so the shopper learns which ones.
 */
export function listNotice(param: Param, nameOf: (productId: number) => string | undefined = () => undefined): string | null {
  // Written below with ordinary spaces; shown as it is, so typeset here, once (ADR 0070, 0080).
  const notice = plainNotice(param, nameOf);
  return notice === null ? null : typesetFrench(notice);
}

function plainNotice(param: Param, nameOf: (productId: number) => string | undefined): string | null {
  const added = count(param("ajoutes"));
  if (added !== null) {
    const missing = count(param("indispos")) ?? 0;
    const head = added === 0 ? "Aucun produit ajouté à votre panier" : `${products(added)} ajouté${added > 1 ? "s" : ""} à votre panier`;
    if (missing === 0) return `${head}.`;
    const names = idsParam(param("sans"))
      .map(nameOf)
      .filter((name): name is string => name !== undefined);
    if (names.length === missing) return `${head} ; indisponible${missing > 1 ? "s" : ""} : ${names.map((n) => `« ${n} »`).join(", ")}.`;
    return `${head} ; ${products(missing)} indisponible${missing > 1 ? "s" : ""}.`;
  }
  const merged = count(param("reunies"));
  if (merged !== null) {
    const limited = count(param("limitees")) ?? 0;
    const note = limited > 0 ? ` Quantité limitée à ${MAX_LINE_QUANTITY} pour ${products(limited)}.` : "";
    return `Les ${merged} listes ont été réunies dans cette liste.${note}`;
  }
  if (param("ajoute") !== undefined && param("limite") !== undefined) return `Produit ajouté à la liste : quantité limitée à ${MAX_LINE_QUANTITY}.`;
  return FLAGS.find(([flag]) => param(flag) !== undefined)?.[1] ?? null;
}
