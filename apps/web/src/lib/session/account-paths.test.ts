import { describe, expect, it } from "vitest";
import { guestRedirect, needsAccount } from "./account-paths.ts";

describe("account pages guard (proxy)", () => {
  it("knows the account pages, with or without a trailing slash", () => {
    expect(needsAccount("/mon-compte")).toBe(true);
    expect(needsAccount("/parametres/")).toBe(true);
    expect(needsAccount("/faq")).toBe(false);
    expect(needsAccount("/")).toBe(false);
  });

  it("sends a visitor without a token to sign-in with the path and query to come back to", () => {
    expect(guestRedirect("/parametres", "?onglet=optins", false)).toBe("/authentification?redirect=%2Fparametres%3Fonglet%3Doptins");
    expect(guestRedirect("/parametres", "", true)).toBeNull();
    expect(guestRedirect("/faq", "", false)).toBeNull();
  });
});
