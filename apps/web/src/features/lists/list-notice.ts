// What a list page says after a form brought the shopper back to it (the flag in its address).

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

/** The notice for the flags in the address, or null; counts are read as digits only. */
export function listNotice(param: Param): string | null {
  const added = count(param("ajoutes"));
  if (added !== null) {
    const missing = count(param("indispos")) ?? 0;
    const head = added === 0 ? "Aucun produit ajouté à votre panier" : `${products(added)} ajouté${added > 1 ? "s" : ""} à votre panier`;
    return missing === 0 ? `${head}.` : `${head} ; ${products(missing)} indisponible${missing > 1 ? "s" : ""} (voir ci-dessous).`;
  }
  const merged = count(param("reunies"));
  if (merged !== null) return `Les ${merged} listes ont été réunies dans cette liste.`;
  return FLAGS.find(([flag]) => param(flag) !== undefined)?.[1] ?? null;
}
