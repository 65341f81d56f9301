import { describe, expect, it } from "vitest";
import { CUSTOMER_OWN_CALLS } from "@cabas/contracts";
import { ACTING_AS_ACTS, actingAsNoticeText } from "./acting-as-acts.ts";

describe("the notice staff acting as a customer read instead of a refused form", () => {
  it("has words for exactly the calls the web-service refuses them", () => {
    expect(Object.keys(ACTING_AS_ACTS).sort()).toEqual([...CUSTOMER_OWN_CALLS].sort());
  });

  it("says what only the customer may do, typeset in French", () => {
    expect(actingAsNoticeText("playConcoursCine")).toBe("Vous agissez en tant que ce client\u00A0: seul le client peut jouer au jeu concours.");
    for (const act of Object.values(ACTING_AS_ACTS)) expect(act).toMatch(/^[a-zé][^.]*[^.\s]$/);
  });
});
