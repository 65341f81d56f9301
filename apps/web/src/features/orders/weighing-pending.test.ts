import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { orderLineName, orderLineUnitText, weighingPendingNote } from "./weighing-pending.ts";

const kilo = { value: 21.29, unit: "kg" as const };
const brie: { prix_unite_mesure: typeof kilo; poids_variable: boolean; poids_final_g: number | null } = { prix_unite_mesure: kilo, poids_variable: true, poids_final_g: null };
const wine = { prix_unite_mesure: { value: 18.92, unit: "l" as const }, poids_variable: false, poids_final_g: null };
const order = (lines: (typeof brie | typeof wine)[], extra: Partial<{ statut: string; moyen_paiement: string; total: number; totaux: Record<string, number> }> = {}) => ({
  statut: "placed",
  moyen_paiement: "card",
  total: 72.66,
  totaux: { total_autorisation: 73.94 },
  lignes: lines,
  ...extra,
});

describe("orderLineUnitText", () => {
  it("says a product sold by weight is priced on an estimate until it is weighed, as the recap does", () => {
    expect(orderLineUnitText(brie)).toBe("21,29\u00a0€/kg, prix estimé");
    expect(orderLineUnitText({ ...brie, poids_final_g: 450 })).toBe("21,29\u00a0€/kg");
    expect(orderLineUnitText(wine)).toBe("(18,92\u00a0€/L)");
  });
});

describe("orderLineName", () => {
  it("gives a weighed line's weight, the number and « g » joined by a no-break space", () => {
    expect(orderLineName({ nom: "Brie de Meaux AOP à la coupe", poids_final_g: 150 })).toBe("Brie de Meaux AOP à la coupe (150\u00a0g pesés)");
    expect(orderLineName({ nom: "Chinon AOC rouge", poids_final_g: null })).toBe("Chinon AOC rouge");
  });
});

describe("weighingPendingNote", () => {
  it("says the amount depends on the weighing, and what the card holds, until the order is weighed", () => {
    const note = weighingPendingNote(order([brie, wine]));
    expect(note).toBe("Produits au poids\u00a0: le montant final dépend de la pesée. Nous réservons 73,94\u00a0€ sur votre carte.");
    expect(note).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
    // No authorisation by direct debit or phone: only the weighing is said.
    expect(weighingPendingNote(order([brie], { moyen_paiement: "sepa" }))).toBe("Produits au poids\u00a0: le montant final dépend de la pesée.");
  });

  it("says nothing once weighed, without products sold by weight, or for a cancelled order", () => {
    expect(weighingPendingNote(order([{ ...brie, poids_final_g: 450 }, wine]))).toBeNull();
    expect(weighingPendingNote(order([wine]))).toBeNull();
    expect(weighingPendingNote(order([brie], { statut: "cancelled" }))).toBeNull();
  });
});
