import { describe, expect, it } from "vitest";
import { drawerRestored, isCheckoutPath } from "./drawer-restore.ts";

describe("drawerRestored", () => {
  it("opens a drawer left open again on the shop's pages (spec §4)", () => {
    expect(drawerRestored(true, "/")).toBe(true);
    expect(drawerRestored(true, "/catalogue/legumes")).toBe(true);
    expect(drawerRestored(false, "/")).toBe(false);
    expect(drawerRestored(undefined, "/")).toBe(false);
  });
  it("keeps it closed on the checkout's pages, where the basket is the page", () => {
    for (const path of ["/checkout/mon-panier", "/checkout/paiement", "/checkout/confirmation/12", "/modal/paiement/sbp_abcdefghijk"]) {
      expect(drawerRestored(true, path), path).toBe(false);
    }
  });
});

describe("isCheckoutPath", () => {
  it("matches the checkout's folders only, not a product whose slug starts alike", () => {
    expect(isCheckoutPath("/checkout")).toBe(true);
    expect(isCheckoutPath("/checkout-express-du-marche")).toBe(false);
    expect(isCheckoutPath("/modal/paiement")).toBe(true);
    expect(isCheckoutPath(null)).toBe(false);
  });
});
