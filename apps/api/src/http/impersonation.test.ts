import { describe, expect, it } from "vitest";
import { impersonationRefusal, impersonationRefusalText, isImpersonated } from "./impersonation.ts";

describe("impersonation guard", () => {
  it("refuses only a session opened by login-as, in French, naming the act", () => {
    expect(impersonationRefusal({ impersonatorId: 12 }, "jouer")).toBe("Un conseiller connecté à la place d'un client ne peut pas jouer en son nom.");
    expect(impersonationRefusal({ impersonatorId: null }, "jouer")).toBeNull();
    expect(impersonationRefusal({ impersonatorId: undefined }, "jouer")).toBeNull();
    expect(impersonationRefusal(null, "jouer")).toBeNull();
  });

  it("keeps the reviews' long-standing wording", () => {
    expect(impersonationRefusalText("donner d'avis")).toBe("Un conseiller connecté à la place d'un client ne peut pas donner d'avis en son nom.");
    expect(isImpersonated({ impersonatorId: 0 })).toBe(true);
  });
});
