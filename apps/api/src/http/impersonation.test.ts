import { describe, expect, it } from "vitest";
import { CUSTOMER_OWN_CALLS } from "@cabas/contracts";
import { implementedCalls } from "../app.ts";
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

  it("guards exactly the write calls the contract lists as the customer's own, whose forms the storefront replaces", () => {
    const guarded = implementedCalls.filter((call) => call.customerOwnAct !== undefined);
    expect(guarded.map((call) => call.contract.method)).toEqual(guarded.map(() => "POST"));
    expect(guarded.map((call) => call.contract.name).sort()).toEqual([...CUSTOMER_OWN_CALLS].sort());
  });
});
