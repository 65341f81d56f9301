import { describe, expect, it } from "vitest";
import { checkFailuresWithFixes, checkFix } from "./check-fixes.ts";

describe("checkFix", () => {
  it("sends each blocker to the page that fixes it, coming back to the checkout page asked", () => {
    expect(checkFix("creneau", "/checkout/paiement")).toEqual({ href: "/creneau", label: "Choisir un créneau", dialog: "CRENEAUX" });
    expect(checkFix("minimum", "/checkout/paiement").href).toBe("/checkout/mon-panier");
    expect(checkFix("stock", "/checkout/paiement").href).toBe("/checkout/mon-panier");
    expect(checkFix("adresse", "/checkout/paiement").href).toBe("/mes-adresses?retour=%2Fcheckout%2Fpaiement");
    expect(checkFix("non_connecte", "/checkout/ma-commande").href).toBe("/authentification?redirect=%2Fcheckout%2Fma-commande");
  });

  it("names the change to leave as the basket's banner does: a modification, or a complement (ADR 0078)", () => {
    expect(checkFix("date_limite", "/checkout/paiement")).toEqual({ href: "/checkout/mon-panier", label: "Abandonner la modification" });
    expect(checkFix("date_limite", "/checkout/paiement", true)).toEqual({ href: "/checkout/mon-panier", label: "Abandonner le complément" });
  });
});

describe("checkFailuresWithFixes", () => {
  it("offers one link per page to visit, after the first blocker it fixes", () => {
    const failures = [
      { code: "stock" as const, message: "« A » est en rupture de stock : retirez-le du panier." },
      { code: "stock" as const, message: "« B » est en rupture de stock : retirez-le du panier." },
      { code: "creneau" as const, message: "Choisissez un créneau de livraison." },
    ];
    expect(checkFailuresWithFixes(failures, "/checkout/paiement").map((f) => f.fix?.label ?? null)).toEqual(["Corriger mon panier", null, "Choisir un créneau"]);
  });
});
