// What deleting an address means, said before it is done (the page's confirmation step and its dialog), and what it
// did, said after (the page's notice, from the flags the deletion's redirect carries).
import type { AddressView } from "@cabas/contracts";
import { deletedAddressMessage, namedAddress, type NamedAddress } from "@cabas/contracts";
import { typesetFrench } from "@cabas/contracts/french-typography";

export const ADDRESS_DELETION_TITLE = "Supprimer cette adresse\u00A0?";

/** Where the basket goes if its delivery address is deleted (mesAdresses' `livraison_apres_suppression`, ADR 0117). */
export type BasketAfterDeletion = { address: NamedAddress; otherZone: boolean } | null;

/**
 * The confirmation's text: which address, and what becomes of the basket when it was one of its addresses — for its
 * delivery address, the address it will go to (another zone's prices and stock may differ) or that one must be added;
 * for its billing address, that another must be chosen.
 */
export function addressDeletionMessage(
  address: Pick<AddressView, "id_adresse" | "adresse" | "code_postal" | "ville">,
  basket: { deliveryId: number | null; billingId: number | null; after?: BasketAfterDeletion },
): string {
  const which = `L'adresse ${namedAddress(address)} sera supprimée de votre carnet.`;
  const delivery = basket.deliveryId === address.id_adresse;
  const billing = basket.billingId === address.id_adresse;
  const after = basket.after ?? null;
  const parts = [which];
  if (delivery && !after) parts.push("C'est l'adresse de livraison de votre panier, et vous n'avez pas d'autre adresse livrée : il faudra en ajouter une pour commander.");
  else if (delivery && after?.otherZone)
    parts.push(
      `C'est l'adresse de livraison de votre panier : il sera livré à ${namedAddress(after.address)}, dans une autre zone de livraison, où les prix et la disponibilité des produits peuvent changer.`,
    );
  else if (delivery && after) parts.push(`C'est l'adresse de livraison de votre panier : il sera livré à ${namedAddress(after.address)}.`);
  if (billing) parts.push(`${delivery ? "C'est aussi son adresse de facturation" : "C'est l'adresse de facturation de votre panier"} : il faudra en choisir une autre.`);
  return typesetFrench(parts.join(" "));
}

/** The deletion's redirect flags: the basket's new delivery address (`livraison`, or « aucune »), another zone, unavailable products. */
export type DeletionFlags = { livraison?: string; autre_zone?: string; indispos?: string };

/** The page's notice after a deletion, in the web-service's words (deletedAddressMessage), from the redirect's flags. */
export function deletionNotice(flags: DeletionFlags, addresses: readonly AddressView[]): string {
  if (flags.livraison === undefined) return "Adresse supprimée.";
  const next = addresses.find((a) => String(a.id_adresse) === flags.livraison) ?? null;
  const unavailable = Number.parseInt(flags.indispos ?? "0", 10);
  return typesetFrench(
    deletedAddressMessage({ wasBasketDelivery: true, next, otherZone: next !== null && flags.autre_zone === "1", unavailable: Number.isNaN(unavailable) ? 0 : unavailable }),
  );
}
