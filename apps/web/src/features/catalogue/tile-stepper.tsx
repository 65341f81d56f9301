"use client";
// A tile's add-to-basket: the shelf's, as everyone reads it, or the place a waiting list holds for the shopper (ADR
// 0131): where everyone else reads « Indisponible », the told customer reads until when it is held, as on the product
// page, and has their own button, up to the units held.
import { BasketStepper } from "../basket/basket-stepper.tsx";
import { useBasket } from "../basket/basket-context.tsx";
import { useTileOffer } from "../reservation-waitlist/held-places-context.tsx";
import { heldPlaceNotice } from "../reservation-waitlist/waitlist-view.ts";
import styles from "./product-tile.module.css";

export function TileStepper({
  productId,
  name,
  available,
  recalled,
  stock,
  firstQuantity = 1,
}: {
  productId: number;
  name: string;
  available: boolean;
  recalled: boolean;
  stock: number;
  /** How many the add button puts in the basket (a notepad's « 3 yaourts »), within what the shopper may take. */
  firstQuantity?: number;
}) {
  const offer = useTileOffer(productId, { available, recalled, stock });
  const inBasket = useBasket().quantityOf(productId);
  return (
    <>
      {offer.held && (
        // `data-held`: the tile no longer greys its picture, as for a product on sale.
        <p className={styles.held} data-held="">
          {heldPlaceNotice(offer.held.until, offer.held.units, inBasket)}
        </p>
      )}
      <BasketStepper productId={productId} name={name} available={offer.available} stock={offer.stock} firstQuantity={firstQuantity} />
    </>
  );
}
