import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { orderEventLine } from "./order-events.ts";

describe("orderEventLine", () => {
  it("says when and what, the warehouse's note typeset: its colon stays by the word before it", () => {
    const line = orderEventLine({ date: "2026-12-01T02:54:00.000Z", libelle: "Pesée terminée : 64,60\u00a0€ ; les 2,00\u00a0€ réglés en trop sont remboursés" });
    expect(line).toBe("mardi 1er décembre à 3\u00a0h\u00a054 — Pesée terminée\u00a0: 64,60\u00a0€\u202f; les 2,00\u00a0€ réglés en trop sont remboursés");
    expect(line).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
  });
});
