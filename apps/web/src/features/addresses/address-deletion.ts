// What deleting an address means, said before it is done (the page's confirmation step and its dialog).
import type { AddressView } from "@cabas/contracts";

export const ADDRESS_DELETION_TITLE = "Supprimer cette adresse\u00A0?";

/**
 * The confirmation's text: which address, and what the basket loses when it was one of its addresses — the
 * web-service then unsets them, and the customer would only find out at checkout.
 */
export function addressDeletionMessage(
  address: Pick<AddressView, "id_adresse" | "adresse" | "code_postal" | "ville">,
  basket: { deliveryId: number | null; billingId: number | null },
): string {
  const which = `L'adresse «\u00A0${address.adresse}, ${address.code_postal} ${address.ville}\u00A0» sera supprimée de votre carnet.`;
  const delivery = basket.deliveryId === address.id_adresse;
  const billing = basket.billingId === address.id_adresse;
  if (delivery && billing) return `${which} C'est l'adresse de livraison et de facturation de votre panier\u00A0: il faudra en choisir d'autres.`;
  if (delivery) return `${which} C'est l'adresse de livraison de votre panier\u00A0: il faudra en choisir une autre.`;
  if (billing) return `${which} C'est l'adresse de facturation de votre panier\u00A0: il faudra en choisir une autre.`;
  return which;
}
