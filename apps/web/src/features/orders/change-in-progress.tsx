// The order's page while its customer changes it in her basket (updateCommande): opened in another tab, it says a
// modification (or a complement) is under way and leads to the basket where it is made, rather than offering to start
// one again.
import Link from "next/link";

type Change = "modification" | "complement" | null;

/** « Modifier ma commande » and « Ajouter des articles »: while the order may change and no modification is under way. */
export const offersOrderChange = (order: { modifiable: boolean; changement_en_cours: Change }): boolean =>
  order.modifiable && order.changement_en_cours !== "modification";

/** `until`: the order's cut-off, as the page writes it. */
export function ChangeInProgress({ change, until }: { change: Change; until: string }) {
  if (change === null) return null;
  const modification = change === "modification";
  return (
    <p role="status">
      {modification ? "Une modification de cette commande est en cours dans votre panier\u00A0: " : "Des articles à ajouter à cette commande attendent dans votre panier\u00A0: "}
      <Link href="/checkout/mon-panier">{modification ? "Reprendre ma modification" : "Reprendre mon complément"}</Link>.{" "}
      {modification
        ? `Validez-la avant le ${until}, ou abandonnez-la depuis le panier pour garder la commande telle quelle.`
        : `Validez-les avant le ${until} pour qu'ils soient livrés avec elle.`}
    </p>
  );
}
