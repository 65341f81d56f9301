import { describe, expect, it } from "vitest";
import { guestRedirect, needsAccount } from "./account-paths.ts";

describe("account pages guard (proxy)", () => {
  it("knows the account pages, with or without a trailing slash", () => {
    expect(needsAccount("/mon-compte")).toBe(true);
    expect(needsAccount("/parametres/")).toBe(true);
    expect(needsAccount("/faq")).toBe(false);
    expect(needsAccount("/")).toBe(false);
  });

  it("guards every list and notepad page, whatever its id", () => {
    expect(needsAccount("/mes-listes")).toBe(true);
    expect(needsAccount("/liste/42")).toBe(true);
    expect(needsAccount("/bloc-notes/7/")).toBe(true);
    expect(needsAccount("/listes-de-naissance")).toBe(false);
    expect(guestRedirect("/mes-listes", "?ajouter=comte-aop", false)).toBe("/authentification?redirect=%2Fmes-listes%3Fajouter%3Dcomte-aop");
  });

  it("sends a visitor without a token to sign-in with the path and query to come back to", () => {
    expect(guestRedirect("/parametres", "?onglet=optins", false)).toBe("/authentification?redirect=%2Fparametres%3Fonglet%3Doptins");
    expect(guestRedirect("/parametres", "", true)).toBeNull();
    expect(guestRedirect("/faq", "", false)).toBeNull();
  });
});
