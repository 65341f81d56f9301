// What the basket page says after "Commander à nouveau" (loadHistorique), from the counts the action put in its
// address (?rachat=N&indispos=M): numbers only, so a crafted link can make the page say nothing else.

const count = (raw: string | string[] | undefined): number | null => {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value !== undefined && /^[0-9]{1,4}$/.test(value) ? Number(value) : null;
};

export function reorderOutcome(rachat: string | string[] | undefined, indispos: string | string[] | undefined): string[] | null {
  const added = count(rachat);
  if (added === null) return null;
  const missing = count(indispos) ?? 0;
  const lines = [added === 1 ? "1 produit de votre commande ajouté à votre panier." : `${added} produits de votre commande ajoutés à votre panier.`];
  if (missing > 0) {
    lines.push(
      missing === 1
        ? "1 produit n'a pas pu être ajouté : il n'est plus vendu ou plus en stock à votre adresse."
        : `${missing} produits n'ont pas pu être ajoutés : ils ne sont plus vendus ou plus en stock à votre adresse.`,
    );
  }
  return lines;
}
