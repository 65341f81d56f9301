// What deleting an address means, said before it is done (the page's confirmation step and its dialog), and what it
// did, said after (the page's notice, from the flags the deletion's redirect carries).
import type { AddressView, CallOutput, mesAdresses } from "@cabas/contracts";
import { defaultUses, deletedAddressMessage, namedAddress, sameAddress, type KnownAddress, type NamedAddress } from "@cabas/contracts";
import { typesetFrench } from "@cabas/contracts/french-typography";

export const ADDRESS_DELETION_TITLE = "Supprimer cette adresse\u00A0?";

/** Where the basket goes if its delivery address is deleted (mesAdresses' `livraison_apres_suppression`, ADR 0117). */
export type BasketAfterDeletion = { address: NamedAddress; otherZone: boolean } | null;

/**
 * What deleting one address would do, as the confirmation says it: the basket's addresses now, where it would be
 * delivered (`after`), where billed (`billingAfter`, when this address bills it) and which address would take over
 * the defaults this one holds (`defaults`, ADR 0122).
 */
export type DeletionContext = {
  deliveryId: number | null;
  billingId: number | null;
  after?: BasketAfterDeletion;
  billingAfter?: KnownAddress | null;
  defaults?: { delivery?: KnownAddress | null; billing?: KnownAddress | null };
};

type AddressBook = Pick<CallOutput<typeof mesAdresses>, "adresses" | "id_adresse_liv" | "id_adresse_fac" | "livraison_apres_suppression" | "apres_suppression">;

/** The confirmation's context for one address of the book, from mesAdresses' answer. */
export function deletionContextOf(address: Pick<AddressView, "id_adresse" | "livraison_defaut" | "facturation_defaut">, book: AddressBook): DeletionContext {
  const find = (id: number | null | undefined) => (id == null ? null : (book.adresses.find((a) => a.id_adresse === id) ?? null));
  const successor = book.livraison_apres_suppression && find(book.livraison_apres_suppression.id_adresse);
  const outcome = book.apres_suppression.find((o) => o.id_adresse === address.id_adresse);
  return {
    deliveryId: book.id_adresse_liv,
    billingId: book.id_adresse_fac,
    after: successor && book.livraison_apres_suppression ? { address: successor, otherZone: book.livraison_apres_suppression.autre_zone } : null,
    billingAfter: find(outcome?.id_adresse_fac),
    defaults: {
      delivery: address.livraison_defaut ? find(outcome?.livraison_defaut) : null,
      billing: address.facturation_defaut ? find(outcome?.facturation_defaut) : null,
    },
  };
}

/**
 * The confirmation's text: which address, and what becomes of the basket when it was one of its addresses — for its
 * delivery address, the address it will go to (another zone's prices and stock may differ) or that one must be added;
 * for its billing address, the address it will be billed at (« livré et facturé » when the same) or that one must be
 * added — and which address will be the default in its place (ADR 0122), beside the basket's when it is the same.
 */
export function addressDeletionMessage(address: Pick<AddressView, "id_adresse" | "adresse" | "code_postal" | "ville">, basket: DeletionContext): string {
  const which = `L'adresse ${namedAddress(address)} sera supprimée de votre carnet.`;
  const delivery = basket.deliveryId === address.id_adresse;
  const billing = basket.billingId === address.id_adresse;
  const after = basket.after ?? null;
  const billingAfter = basket.billingAfter ?? null;
  const defaults = { delivery: basket.defaults?.delivery ?? null, billing: basket.defaults?.billing ?? null };
  const told = { delivery: false, billing: false };
  // « , qui deviendra votre adresse de livraison par défaut »: a default said beside the basket's address it goes to.
  const asDefault = (next: KnownAddress): string => {
    const uses = defaultUses(next, defaults);
    if (!uses) return "";
    if (sameAddress(next, defaults.delivery)) told.delivery = true;
    if (sameAddress(next, defaults.billing)) told.billing = true;
    return `, qui deviendra votre adresse ${uses} par défaut`;
  };
  const parts = [which];
  let billingTold = !billing;
  if (delivery && after) {
    const billedThere = billing && sameAddress(billingAfter, after.address);
    if (billedThere) billingTold = true;
    const where = `C'est l'adresse ${billedThere ? "de livraison et de facturation" : "de livraison"} de votre panier : il sera ${billedThere ? "livré et facturé" : "livré"} à ${namedAddress(after.address)}`;
    const asDefaultToo = asDefault(after.address);
    if (!after.otherZone) parts.push(`${where}${asDefaultToo}.`);
    else {
      // The zone right after the address it qualifies, the default in a sentence of its own (as deletedAddressMessage).
      parts.push(`${where}, dans une autre zone de livraison, où les prix et la disponibilité des produits peuvent changer.`);
      if (asDefaultToo) parts.push(`Elle deviendra votre adresse ${defaultUses(after.address, defaults)} par défaut.`);
    }
  } else if (delivery && billing && !billingAfter) {
    billingTold = true;
    parts.push("C'est l'adresse de livraison et de facturation de votre panier, et vous n'avez pas d'autre adresse : il faudra en ajouter une pour commander.");
  } else if (delivery) parts.push("C'est l'adresse de livraison de votre panier, et vous n'avez pas d'autre adresse où Cabas livre : il faudra en ajouter une pour commander.");
  if (!billingTold) {
    const role = delivery ? "C'est aussi son adresse de facturation" : "C'est l'adresse de facturation de votre panier";
    parts.push(
      billingAfter
        ? `${role} : il sera facturé à ${namedAddress(billingAfter)}${asDefault(billingAfter)}.`
        : `${role}, et vous n'avez pas d'autre adresse : il faudra en ajouter une pour commander.`,
    );
  }
  const untold = { delivery: told.delivery ? null : defaults.delivery, billing: told.billing ? null : defaults.billing };
  if (untold.delivery && sameAddress(untold.delivery, untold.billing))
    parts.push(`Votre adresse de livraison et de facturation par défaut sera désormais ${namedAddress(untold.delivery)}.`);
  else {
    if (untold.delivery) parts.push(`Votre adresse de livraison par défaut sera désormais ${namedAddress(untold.delivery)}.`);
    if (untold.billing) parts.push(`Votre adresse de facturation par défaut sera désormais ${namedAddress(untold.billing)}.`);
  }
  return typesetFrench(parts.join(" "));
}

/**
 * The deletion's redirect flags: the basket's new delivery address (`livraison`, or « aucune »), another zone,
 * unavailable products; its new billing address (`facturation`, or « aucune »), the addresses now default (ADR 0122).
 */
export type DeletionFlags = {
  livraison?: string;
  autre_zone?: string;
  indispos?: string;
  facturation?: string;
  defaut_livraison?: string;
  defaut_facturation?: string;
};

/** The page's notice after a deletion, in the web-service's words (deletedAddressMessage), from the redirect's flags. */
export function deletionNotice(flags: DeletionFlags, addresses: readonly AddressView[]): string {
  const find = (id: string | undefined) => (id === undefined ? null : (addresses.find((a) => String(a.id_adresse) === id) ?? null));
  const next = find(flags.livraison);
  const unavailable = Number.parseInt(flags.indispos ?? "0", 10);
  return typesetFrench(
    deletedAddressMessage({
      wasBasketDelivery: flags.livraison !== undefined,
      next,
      otherZone: next !== null && flags.autre_zone === "1",
      unavailable: Number.isNaN(unavailable) ? 0 : unavailable,
      wasBasketBilling: flags.facturation !== undefined,
      billing: find(flags.facturation),
      defaultDelivery: find(flags.defaut_livraison),
      defaultBilling: find(flags.defaut_facturation),
    }),
  );
}
