// The American Express partner discount is given for paying with an Amex card (PRODUCT.md), so the card that pays
// decides it, not the card saved on the account (ADR 0056). Only a saved card's brand is known when the order is
// placed: a card typed on the provider's hosted form is known after, and SEPA or the phone are no card at all.
import { PAGE_ERRORS } from "@cabas/contracts";

/** A card brand as providers spell American Express (the same test as the saved cards' in the basket). */
export const isAmexBrand = (brand: string | null | undefined): boolean => {
  const name = brand?.trim().toLowerCase();
  return name === "amex" || name === "american express";
};

/**
 * Why the order cannot be placed with this means of payment (null when it can): the discount is on the basket and
 * the means of payment is not a known American Express card. `cardBrand`: the saved card's brand, null otherwise.
 */
export function amexPaymentRefusal(discountActive: boolean, cardBrand: string | null): string | null {
  return discountActive && !isAmexBrand(cardBrand) ? PAGE_ERRORS.amex : null;
}
