"use client";
// A basket line's own word on its availability (basket page, drawer) and the way to take it out of the basket.
import { BasketForm } from "./basket-form.tsx";
import type { LineStatus } from "./line-status.ts";
import styles from "./basket.module.css";

export function LineStatusNote({ status }: { status: LineStatus }) {
  if (status.kind === "ok") return null;
  return (
    <p className={styles.lineStatus} data-kind={status.kind}>
      {status.label}
    </p>
  );
}

/** « Retirer »: the whole line out, in one step (a basket form: works without JavaScript). */
export function RemoveLineForm({ productId, name }: { productId: number; name: string }) {
  return (
    <BasketForm fields={{ action: "set_quantity", id: String(productId), quantity: "0" }}>
      <button type="submit" className={styles.remove} aria-label={`Retirer ${name} indisponible du panier`}>
        Retirer
      </button>
    </BasketForm>
  );
}
