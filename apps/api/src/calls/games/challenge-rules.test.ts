import { describe, expect, it } from "vitest";
import { challengeOutcome, challengeProgress, joinRefusal, progressPercent, receivedPart, rewardDue, type OrderLineFact } from "./challenge-rules.ts";

const line = (over: Partial<OrderLineFact>): OrderLineFact => ({ orderId: 1, parentOrderId: null, status: "delivered", quantity: 1, cents: 250, counts: true, ...over });

describe("challengeProgress", () => {
  const lines = [
    line({ orderId: 1, quantity: 2, cents: 500 }),
    line({ orderId: 1, quantity: 5, cents: 900, counts: false }),
    line({ orderId: 2, quantity: 1, cents: 300, status: "out_for_delivery" }),
    line({ orderId: 3, quantity: 4, cents: 1000, status: "cancelled" }),
    line({ orderId: 4, quantity: 1, cents: 199, parentOrderId: 1 }),
    line({ orderId: 5, quantity: 9, cents: 999, status: "pending_payment" }),
  ];

  it("counts units of the products that count, in delivered orders only", () => {
    expect(challengeProgress("units", lines)).toEqual({ reached: 3, pendingOrders: 1 });
  });

  it("counts what was spent on the products that count, weighed amounts included", () => {
    expect(challengeProgress("spend", lines).reached).toBe(699);
  });

  it("counts delivered orders, not the complements riding along them, nor cancelled or unpaid ones", () => {
    expect(challengeProgress("orders", lines)).toEqual({ reached: 1, pendingOrders: 1 });
  });

  it("counts an order once whatever its number of lines", () => {
    expect(challengeProgress("orders", [line({ orderId: 7 }), line({ orderId: 7, counts: false }), line({ orderId: 8 })]).reached).toBe(2);
  });

  it("is zero without orders", () => {
    expect(challengeProgress("units", [])).toEqual({ reached: 0, pendingOrders: 0 });
  });
});

describe("rewardDue", () => {
  const challenge = { target: 3, rewardCents: 200 };
  it("pays the reward once the target is reached", () => {
    expect(rewardDue({ rewardedAt: null }, { reached: 3, pendingOrders: 0 }, challenge)).toBe(200);
    expect(rewardDue({ rewardedAt: null }, { reached: 7, pendingOrders: 0 }, challenge)).toBe(200);
  });
  it("pays nothing before the target", () => {
    expect(rewardDue({ rewardedAt: null }, { reached: 2, pendingOrders: 4 }, challenge)).toBe(0);
  });
  it("never pays twice", () => {
    expect(rewardDue({ rewardedAt: new Date() }, { reached: 30, pendingOrders: 0 }, challenge)).toBe(0);
  });
});

describe("challengeOutcome", () => {
  it("tells won, waiting for a delivery, and not reached apart", () => {
    expect(challengeOutcome({ rewardedAt: new Date() }, { reached: 3, pendingOrders: 0 })).toBe("gagne");
    expect(challengeOutcome({ rewardedAt: null }, { reached: 1, pendingOrders: 1 })).toBe("en_attente");
    expect(challengeOutcome({ rewardedAt: null }, { reached: 1, pendingOrders: 0 })).toBe("non_atteint");
  });
});

describe("progressPercent and joinRefusal", () => {
  it("rounds down and stops at 100", () => {
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(5, 3)).toBe(100);
    expect(progressPercent(0, 3)).toBe(0);
  });
  it("lets a customer join only while the challenge runs", () => {
    const window = { startsAt: new Date("2026-12-01T00:00:00Z"), endsAt: new Date("2026-12-15T00:00:00Z") };
    expect(joinRefusal(window, new Date("2026-11-30T23:59:59Z"))).toBe("Ce défi n'a pas encore commencé.");
    expect(joinRefusal(window, new Date("2026-12-01T00:00:00Z"))).toBeNull();
    expect(joinRefusal(window, new Date("2026-12-15T00:00:00Z"))).toMatch(/terminé/);
  });
});

describe("receivedPart", () => {
  it("leaves out the units claimed as missing, and their share of the line's cents", () => {
    expect(receivedPart(line({ quantity: 3, cents: 1000 }), 1)).toMatchObject({ quantity: 2, cents: 667 });
    expect(receivedPart(line({ quantity: 2, cents: 500 }), 2)).toMatchObject({ quantity: 0, cents: 0 });
    // More claimed than ordered (never accepted, but read as it stands): nothing received.
    expect(receivedPart(line({ quantity: 2, cents: 500 }), 5)).toMatchObject({ quantity: 0, cents: 0 });
    expect(receivedPart(line({ quantity: 2, cents: 500 }), 0)).toMatchObject({ quantity: 2, cents: 500 });
  });
});
