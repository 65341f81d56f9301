// What a change of postal code did to the basket (loginCP, ADR 0064): moved to the new perimeter, re-priced there,
// with the products not delivered there (`indispos`) for the warning and the INDISPO view.
import { basketShape, type Basket, type UnavailableProduct } from "@cabas/contracts";

export type PostalCodeMove = { indispos?: UnavailableProduct[]; panier?: Basket };

/** The moved basket and its unavailable products from loginCP's answer; nothing when the basket did not move. */
export function postalCodeMove(data: { panier: unknown; indispos?: UnavailableProduct[] | undefined }): PostalCodeMove {
  const panier = data.panier === null ? null : basketShape.safeParse(data.panier);
  return {
    ...(data.indispos?.length ? { indispos: data.indispos } : {}),
    ...(panier?.success ? { panier: panier.data } : {}),
  };
}
