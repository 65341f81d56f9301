// Address rules: what a delivery needs at the door, and how a typed commune matches the official spelling.
import { matchCommune } from "@cabas/contracts";

export type DeliveryAddress = {
  line1: string;
  postalCode: string;
  city: string;
  phone: string | null;
  nom: string;
  prenom: string;
};

/** What is missing for a driver to deliver here, as French sentences (empty when the address is complete). */
export function deliveryAddressProblems(address: DeliveryAddress): string[] {
  const problems: string[] = [];
  if (!address.nom.trim() || !address.prenom.trim()) problems.push("Indiquez le nom et le prénom du destinataire.");
  if (!address.line1.trim()) problems.push("Indiquez le numéro et la rue.");
  if (!/^[0-9]{5}$/.test(address.postalCode)) problems.push("Le code postal doit compter 5 chiffres.");
  if (!address.city.trim()) problems.push("Indiquez la ville.");
  if (!address.phone?.trim()) problems.push("Indiquez un téléphone pour que le livreur puisse vous joindre.");
  return problems;
}

/** The folding of town names (accents, case, « St »), shared with the address form's live check (ADR 0122). */
export { communeKey, matchCommune } from "@cabas/contracts";

/** « Cette ville ne correspond pas au code postal 75011 : Paris. »: the refusal names the code's communes. */
export const communeMismatchMessage = (postalCode: string, communes: readonly string[]): string =>
  `Cette ville ne correspond pas au code postal ${postalCode} : ${communes.join(", ")}.`;

/**
 * The town stored for an address: the official spelling of one of the postal code's communes (any of them when the
 * code has several), or a refusal when the typed town is none of them — never guessed from the code, since the code
 * may be the slip (ADR 0060). A code Cabas does not deliver has no communes here: the typed town is kept as typed.
 */
export function addressCommune(
  typed: string,
  postalCode: string,
  communes: readonly string[],
): { city: string; refusal?: never } | { city?: never; refusal: string } {
  if (communes.length === 0) return { city: typed };
  const city = matchCommune(typed, communes);
  return city ? { city } : { refusal: communeMismatchMessage(postalCode, communes) };
}

/** French phone numbers stored in one form: "06 12 34 56 78"; shown the same way (one rule, in the contracts). */
export { formatFrenchPhone } from "@cabas/contracts";

/**
 * A new address's default uses. The first address bills, wherever it is (billing addresses may be anywhere); it is
 * the delivery default only when Cabas delivers it — and a delivered address added later takes that place while no
 * delivered address holds it, so that an address out of the zone never stands as where the basket is delivered.
 */
export function newAddressDefaults(f: { existing: number; delivered: boolean; deliveredDefaultExists: boolean }): {
  isDefaultDelivery: boolean;
  isDefaultBilling: boolean;
} {
  return { isDefaultDelivery: f.delivered && !f.deliveredDefaultExists, isDefaultBilling: f.existing === 0 };
}

/** An address of the book as the deletion rule sees it: the perimeters delivering its postal code (none: not delivered). */
export type BookAddress = { id: number; perimeterIds: readonly number[] };

/** Where the basket goes when its delivery address is deleted; `otherZone`: into another perimeter, `perimeterId`. */
export type BasketAddressAfterDeletion = { id: number; perimeterId: number; otherZone: boolean };

/**
 * The basket whose delivery address is deleted goes to another address of the customer's that Cabas delivers
 * (ADR 0117): one of the basket's own perimeter first (its prices, stock and slot stay), else — when the basket may
 * move (not one changing a placed order) — the first delivered one. `book` is in the address book's order (the
 * delivery default first, then the most recently changed), so the customer's usual address wins. Null: none left.
 */
export function basketAddressAfterDeletion(
  deletedId: number,
  book: readonly BookAddress[],
  basket: { perimeterId: number; mayMove: boolean },
): BasketAddressAfterDeletion | null {
  const delivered = book.filter((a) => a.id !== deletedId && a.perimeterIds.length > 0);
  const same = delivered.find((a) => a.perimeterIds.includes(basket.perimeterId));
  if (same) return { id: same.id, perimeterId: basket.perimeterId, otherZone: false };
  const other = basket.mayMove ? delivered[0] : undefined;
  // The perimeter a postal code is moved to is its first one, as setAdresses and loginCP choose it.
  return other ? { id: other.id, perimeterId: Math.min(...other.perimeterIds), otherZone: true } : null;
}

/** An address of the book as the deletion rules see it, with its default uses. */
export type BookEntry = BookAddress & { isDefaultDelivery: boolean; isDefaultBilling: boolean };

/** The basket's addresses as the deletion rules see them. */
export type BasketAddresses = { deliveryId: number | null; billingId: number | null; perimeterId: number; mayMove: boolean };

/**
 * What deleting an address does beside removing it (ADR 0117, ADR 0122). `delivery`: where the basket goes when it
 * was its delivery address (null: none left, or it was not). `deliveryId`, `billingId`: the basket's addresses
 * afterwards. `newDefaultDelivery`, `newDefaultBilling`: the address that takes over a default use the deleted one
 * held (null: it held none, another already has it, or none can).
 */
export type AddressDeletionOutcome = {
  delivery: BasketAddressAfterDeletion | null;
  deliveryId: number | null;
  billingId: number | null;
  newDefaultDelivery: number | null;
  newDefaultBilling: number | null;
};

/**
 * The basket's billing address, when deleted, is replaced by the basket's delivery address (the new one, if it moved)
 * — most customers are billed where they are delivered — else by another address of the book, the billing default
 * first, else the book's first (billing addresses may be anywhere). A default use the deleted address held goes to
 * the basket's address for that use, else to the book's first address that may hold it (a delivery default must be
 * delivered, ADR 0060's `newAddressDefaults`), so the book keeps a default while it has an address to hold it.
 */
export function addressDeletionOutcome(deletedId: number, book: readonly BookEntry[], basket: BasketAddresses | null): AddressDeletionOutcome {
  const deleted = book.find((a) => a.id === deletedId);
  const others = book.filter((a) => a.id !== deletedId);
  const wasDelivery = basket !== null && basket.deliveryId === deletedId;
  const delivery = wasDelivery ? basketAddressAfterDeletion(deletedId, book, basket) : null;
  const deliveryId = wasDelivery ? (delivery?.id ?? null) : (basket?.deliveryId ?? null);
  const wasBilling = basket !== null && basket.billingId === deletedId;
  const anotherBilling = others.find((a) => a.isDefaultBilling)?.id ?? others[0]?.id ?? null;
  const billingId = wasBilling ? (deliveryId ?? anotherBilling) : (basket?.billingId ?? null);

  const delivered = others.filter((a) => a.perimeterIds.length > 0);
  const newDefaultDelivery =
    deleted?.isDefaultDelivery && !delivered.some((a) => a.isDefaultDelivery)
      ? (delivered.find((a) => a.id === deliveryId)?.id ?? delivered[0]?.id ?? null)
      : null;
  const newDefaultBilling =
    deleted?.isDefaultBilling && !others.some((a) => a.isDefaultBilling) ? (others.find((a) => a.id === billingId)?.id ?? others[0]?.id ?? null) : null;
  return { delivery, deliveryId, billingId, newDefaultDelivery, newDefaultBilling };
}
