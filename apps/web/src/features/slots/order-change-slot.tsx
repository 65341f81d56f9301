// The slots page of a basket that changes or completes a placed order: that basket is delivered on the order's slot
// (the web-service refuses any other), so the page names that slot and leads back to the order instead of a grid
// whose every slot would be refused once clicked.
import Link from "next/link";
import type { Basket } from "@cabas/contracts";
import { typesetFrench } from "@cabas/contracts/french-typography";

type ChangeFacts = Pick<Basket, "creneauUpdatable" | "modif_en_cours" | "complement_en_cours" | "libelle_tranche" | "totalItems">;

/** A basket of its own chooses its slot; one that changes an order keeps the order's. */
export const slotChoiceOpen = (basket: Pick<Basket, "creneauUpdatable">): boolean => basket.creneauUpdatable;

export function OrderChangeSlot({ basket }: { basket: ChangeFacts }) {
  const slot = basket.libelle_tranche ?? "celui de la commande";
  const text = basket.modif_en_cours
    ? `Vous modifiez une commande déjà passée : elle est livrée sur son créneau, ${slot}.`
    : `Vous complétez une commande déjà passée : les articles ajoutés sont livrés avec elle, sur son créneau, ${slot}.`;
  return (
    <div role="status">
      <p>{typesetFrench(text)}</p>
      <p>
        {basket.totalItems > 0 ? <Link href="/checkout/ma-commande">Continuer ma commande</Link> : <Link href="/checkout/mon-panier">Retour au panier</Link>}
      </p>
    </div>
  );
}
