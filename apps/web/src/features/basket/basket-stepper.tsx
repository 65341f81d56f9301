"use client";
// Add-to-basket button and quantity stepper of a product (tiles, product page, basket lines, reminders).
// Each button is its own basket form carrying the quantity it asks for, so it works without JavaScript.
import { MAX_LINE_QUANTITY } from "@cabas/contracts/client-values";
import { useBasket } from "./basket-context.tsx";
import { BasketForm } from "./basket-form.tsx";
import styles from "./basket.module.css";

export function BasketStepper({
  productId,
  name,
  available,
  stock,
  size = "small",
  firstQuantity = 1,
}: {
  productId: number;
  name: string;
  available: boolean;
  stock: number;
  size?: "small" | "big";
  /** How many the add button puts in the basket (a notepad's « 3 yaourts »), within the stock. */
  firstQuantity?: number;
}) {
  const { quantityOf, pending } = useBasket();
  const quantity = quantityOf(productId);
  const max = Math.min(stock, MAX_LINE_QUANTITY);
  const set = (q: number) => ({ action: "set_quantity", id: String(productId), quantity: String(q) });

  if (quantity === 0) {
    if (!available) {
      return (
        <button type="button" className={styles.add} data-size={size} disabled aria-label={`Indisponible : ${name}`}>
          Indisponible
        </button>
      );
    }
    const first = Math.max(1, Math.min(Math.trunc(firstQuantity), max));
    const label = first > 1 ? `Ajouter ${first} au panier` : "Ajouter au panier";
    return (
      <BasketForm fields={set(first)} className={styles.addForm}>
        <button type="submit" className={styles.add} data-size={size} aria-label={`${label} : ${name}`} disabled={pending}>
          {label}
        </button>
      </BasketForm>
    );
  }
  return (
    <div className={styles.stepper} data-size={size} role="group" aria-label={`Quantité de ${name}`}>
      <BasketForm fields={set(quantity - 1)}>
        <button type="submit" className={styles.step} aria-label={quantity === 1 ? `Retirer ${name} du panier` : `Retirer un ${name}`}>
          −
        </button>
      </BasketForm>
      <output className={styles.quantity} aria-live="polite" aria-label={`${quantity} dans le panier`}>
        {quantity}
      </output>
      <BasketForm fields={set(quantity + 1)}>
        <button type="submit" className={styles.step} aria-label={`Ajouter un ${name}`} disabled={quantity >= max || !available}>
          +
        </button>
      </BasketForm>
    </div>
  );
}
