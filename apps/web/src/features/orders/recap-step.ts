// What the order recap offers next (/checkout/ma-commande, /checkout/validation), from the basket and the checks
// before payment. The payment button only shows when the checks ran and passed on a basket with something in it.
// A guest's checks are refused (they need an account): « signin », not a failure to reload for.
export type RecapStep = "empty" | "pay" | "fix" | "unchecked" | "signin";

export function recapStep(
  basket: { items: readonly unknown[]; reservations: readonly unknown[] },
  check: { ok: true; failures: number } | { ok: false; signedOut?: boolean },
): RecapStep {
  // Nothing to order: an empty basket never reaches payment, whatever the checks answered (a guest may get none).
  if (basket.items.length === 0 && basket.reservations.length === 0) return "empty";
  if (!check.ok) return check.signedOut ? "signin" : "unchecked";
  return check.failures === 0 ? "pay" : "fix";
}
