// How delivery is named wherever an amount is explained: the basket, its drawer and checkout, and the order's page,
// e-mails and invoice (ADR 0073). One rule, so a free delivery on an express slot never reads as a 5,90 € fee.

export const DELIVERY_LABEL = "Livraison";
/** A complement rides in its order's delivery: its 0 € says so rather than looking like a free delivery. */
export const DELIVERY_WITH_ORDER_LABEL = "Livraison (avec votre commande)";
/** The express slot's surcharge is a service of its own, paid even when delivery is free (ADR 0008). */
export const EXPRESS_SURCHARGE_LABEL = "Supplément express";

export type DeliveryAmountRow = { kind: "fee" | "express"; label: string; amount: number };

/**
 * The delivery line, always shown (a shopper wants to see it, at 0 when free), then the express surcharge when the
 * slot has one. Amounts in whatever unit the caller uses (euros in the storefront, cents in the web-service).
 */
export function deliveryAmountRows(delivery: { fee: number; express: number; complement: boolean }): DeliveryAmountRow[] {
  const rows: DeliveryAmountRow[] = [{ kind: "fee", label: delivery.complement ? DELIVERY_WITH_ORDER_LABEL : DELIVERY_LABEL, amount: delivery.fee }];
  if (delivery.express > 0) rows.push({ kind: "express", label: EXPRESS_SURCHARGE_LABEL, amount: delivery.express });
  return rows;
}
