import { describe, expect, it } from "vitest";
import { schema } from "@cabas/db";
import { advanceCommand, customerOrderStatusLabel, replacementsOf, isOrderInProgress, nextOrderStatus, type OrderCommand } from "./order-status.ts";

describe("order state machine", () => {
  it("makes a phone order real once staff confirm its payment", () => {
    expect(nextOrderStatus("pending_payment", "confirm_payment")).toEqual({ ok: true, to: "placed" });
  });

  it("moves placed → preparing → out_for_delivery → delivered", () => {
    expect(nextOrderStatus("placed", "prepare")).toEqual({ ok: true, to: "preparing" });
    expect(nextOrderStatus("preparing", "ship")).toEqual({ ok: true, to: "out_for_delivery" });
    expect(nextOrderStatus("out_for_delivery", "deliver")).toEqual({ ok: true, to: "delivered" });
  });

  it("cancels only before the order leaves the warehouse", () => {
    expect(nextOrderStatus("placed", "cancel")).toEqual({ ok: true, to: "cancelled" });
    expect(nextOrderStatus("preparing", "cancel")).toEqual({ ok: true, to: "cancelled" });
    expect(nextOrderStatus("pending_payment", "cancel")).toEqual({ ok: true, to: "cancelled" });
    for (const from of ["out_for_delivery", "delivered", "cancelled"] as const) {
      const result = nextOrderStatus(from, "cancel");
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(/ne peut plus être annulée/);
    }
  });

  it("tells a move already made, by a colleague or the command, as such: nothing changed", () => {
    expect(nextOrderStatus("preparing", "prepare")).toEqual({ ok: false, reason: "Cette commande est déjà en préparation : rien n'a été changé." });
    expect(nextOrderStatus("delivered", "ship")).toEqual({ ok: false, reason: "Cette commande est déjà livrée : rien n'a été changé." });
    expect(nextOrderStatus("cancelled", "deliver")).toEqual({ ok: false, reason: "Cette commande est déjà annulée : rien n'a été changé." });
    expect(nextOrderStatus("placed", "confirm_payment")).toEqual({ ok: false, reason: "Cette commande est déjà validée : rien n'a été changé." });
    // A step skipped is not one already made.
    expect(nextOrderStatus("placed", "ship")).toEqual({ ok: false, reason: "Une commande validée ne peut pas passer à l'état « en cours de livraison »." });
  });

  it("allows nothing else: every other pair is refused with a French reason", () => {
    const allowed = new Set(["pending_payment:confirm_payment", "placed:prepare", "preparing:ship", "out_for_delivery:deliver", "placed:cancel", "preparing:cancel", "pending_payment:cancel"]);
    const commands: OrderCommand[] = ["confirm_payment", "prepare", "ship", "deliver", "cancel"];
    for (const from of schema.ORDER_STATUSES) {
      for (const command of commands) {
        const result = nextOrderStatus(from, command);
        expect(result.ok, `${from} ${command}`).toBe(allowed.has(`${from}:${command}`));
        if (!result.ok) expect(result.reason).toMatch(/commande/);
      }
    }
  });

  it("advance picks the next step, and nothing after delivery or cancellation", () => {
    expect(advanceCommand("placed")).toBe("prepare");
    expect(advanceCommand("preparing")).toBe("ship");
    expect(advanceCommand("out_for_delivery")).toBe("deliver");
    expect(advanceCommand("delivered")).toBeNull();
    expect(advanceCommand("cancelled")).toBeNull();
    expect(advanceCommand("pending_payment")).toBeNull();
  });

  it("counts in-progress and closed orders apart", () => {
    expect(schema.ORDER_STATUSES.filter(isOrderInProgress)).toEqual(["pending_payment", "placed", "preparing", "out_for_delivery"]);
  });
});

describe("replacementsOf", () => {
  it("maps each order to the latest modification placed that replaced it, not to a modification whose payment failed", () => {
    const orders = [
      { id: 1, replacesOrderId: null },
      { id: 2, replacesOrderId: 1 },
      { id: 3, replacesOrderId: 2 },
      { id: 4, replacesOrderId: 3 },
    ];
    // Order 4's payment never went through: 3 was not replaced.
    const replacements = replacementsOf(orders, (id) => id !== 4);
    expect([...replacements]).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect(customerOrderStatusLabel("cancelled", replacements.get(1) ?? null)).toBe("remplacée par sa modification, la commande n° 2");
    expect(customerOrderStatusLabel("cancelled", replacements.get(3) ?? null)).toBe("annulée");
  });
});
