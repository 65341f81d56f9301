// Where each refusal of checkAvantPaiement is put right: the recap and the payment page link every blocker to it.
import type { CHECK_CODES } from "@cabas/contracts";
import { loginUrlFor } from "../../lib/session/redirect-target.ts";

export type CheckCode = (typeof CHECK_CODES)[number];
/** `dialog`: the view the link opens once scripts run, its page (`href`) staying the link without them (ADR 0122). */
export type CheckFix = { href: string; label: string; dialog?: "CRENEAUX" };

/**
 * The link that fixes `code`; `back` is the checkout page to come back to once it is fixed (sign-in, addresses);
 * `complement`: the basket completes an order rather than modifying it (its banner's button says so, ADR 0078).
 */
export function checkFix(code: CheckCode, back: string, complement = false): CheckFix {
  switch (code) {
    case "non_connecte":
      return { href: loginUrlFor(back), label: "Me connecter ou créer mon compte" };
    case "panier_vide":
      return { href: "/catalogue", label: "Parcourir les rayons" };
    case "stock":
      return { href: "/checkout/mon-panier", label: "Corriger mon panier" };
    case "minimum":
      return { href: "/checkout/mon-panier", label: "Compléter mon panier" };
    case "creneau":
      // The slots in a dialog over the recap or the payment page, which are rendered again with the slot chosen.
      return { href: "/creneau", label: "Choisir un créneau", dialog: "CRENEAUX" };
    case "adresse":
      return { href: `/mes-adresses?retour=${encodeURIComponent(back)}`, label: "Choisir ou compléter mon adresse" };
    // The basket page offers to abandon the change (updatePanier cancel_change).
    case "date_limite":
      return { href: "/checkout/mon-panier", label: complement ? "Abandonner le complément" : "Abandonner la modification" };
  }
}

/**
 * One link per kind of blocker, in the order the check reports them: three products out of stock are fixed in the
 * same place, so the basket is offered once, after the first of them.
 */
export function checkFailuresWithFixes<F extends { code: CheckCode; message: string }>(failures: readonly F[], back: string, complement = false): (F & { fix: CheckFix | null })[] {
  const seen = new Set<string>();
  return failures.map((failure) => {
    const fix = checkFix(failure.code, back, complement);
    if (seen.has(fix.href)) return { ...failure, fix: null };
    seen.add(fix.href);
    return { ...failure, fix };
  });
}
