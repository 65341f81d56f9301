import { describe, expect, it } from "vitest";
import { authorLabel, averageOf, courierRatingPermission, moderationOutcome, pageCount, pendingModerationOutcome, ratingSummary, reviewPermission } from "./review-rules.ts";

const now = new Date("2026-11-24T10:00:00Z");
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

describe("who may review a product", () => {
  it("lets a customer who received the product review it, with that delivery as proof", () => {
    const proof = { orderId: 10_000_004, deliveredAt: daysAgo(3) };
    expect(reviewPermission(proof)).toEqual({ ok: true, value: proof });
  });

  it("refuses a customer who never received it in a delivered order", () => {
    const refused = reviewPermission(null);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.message).toMatch(/reçu ce produit dans une commande livrée/);
  });

  it("refuses a product delivered but claimed as missing in full, saying so", () => {
    const refused = reviewPermission(null, true);
    expect(!refused.ok && refused.message).toMatch(/signalé ce produit comme manquant/);
    // One unit of it received is still a proof: the review is allowed.
    const proof = { orderId: 2, deliveredAt: daysAgo(1) };
    expect(reviewPermission(proof, true)).toEqual({ ok: true, value: proof });
  });
});

describe("who may rate a delivery", () => {
  const delivered = { id: 7, status: "delivered", parentOrderId: null, deliveredAt: daysAgo(2) };

  it("accepts a delivered order within 30 days", () => {
    expect(courierRatingPermission(delivered, now).ok).toBe(true);
    expect(courierRatingPermission({ ...delivered, deliveredAt: daysAgo(30) }, now).ok).toBe(true);
  });

  it("refuses an order not delivered yet, or delivered too long ago", () => {
    const placed = courierRatingPermission({ ...delivered, status: "out_for_delivery", deliveredAt: null }, now);
    expect(!placed.ok && placed.message).toMatch(/une fois qu'elle vous aura été livrée/);
    const old = courierRatingPermission({ ...delivered, deliveredAt: daysAgo(31) }, now);
    expect(!old.ok && old.message).toMatch(/30 jours/);
  });

  it("sends a complement order's rating to the order it was delivered with", () => {
    const complement = courierRatingPermission({ ...delivered, parentOrderId: 5 }, now);
    expect(!complement.ok && complement.message).toMatch(/commande n° 5/);
  });
});

describe("moderation", () => {
  it("publishes or rejects a pending review", () => {
    expect(moderationOutcome("pending", "publish")).toEqual({ ok: true, value: "published" });
    expect(moderationOutcome("pending", "reject")).toEqual({ ok: true, value: "rejected" });
  });

  it("may withdraw a published review or publish a rejected one after a second look", () => {
    expect(moderationOutcome("published", "reject")).toEqual({ ok: true, value: "rejected" });
    expect(moderationOutcome("rejected", "publish")).toEqual({ ok: true, value: "published" });
  });

  it("refuses deciding the same twice", () => {
    expect(moderationOutcome("published", "publish")).toEqual({ ok: false, message: "Cet avis est déjà publié." });
    expect(moderationOutcome("rejected", "reject")).toEqual({ ok: false, message: "Cet avis est déjà refusé." });
  });
});

describe("what the moderation screen decides", () => {
  it("publishes or rejects what it listed as waiting", () => {
    expect(pendingModerationOutcome("pending", "publish")).toEqual({ ok: true, value: "published" });
    expect(pendingModerationOutcome("pending", "reject")).toEqual({ ok: true, value: "rejected" });
  });

  it("refuses to overturn what a colleague decided meanwhile, saying what it is now", () => {
    expect(pendingModerationOutcome("published", "reject")).toEqual({ ok: false, message: "Cet avis est déjà publié." });
    expect(pendingModerationOutcome("rejected", "publish")).toEqual({ ok: false, message: "Cet avis est déjà refusé." });
    expect(pendingModerationOutcome("published", "publish")).toEqual({ ok: false, message: "Cet avis est déjà publié." });
  });
});

describe("averages", () => {
  it("averages ratings to one decimal and lists each number of stars from 5 to 1", () => {
    expect(ratingSummary([{ rating: 5, count: 2 }, { rating: 4, count: 1 }, { rating: 2, count: 1 }])).toEqual({
      note_moyenne: 4,
      nombre: 4,
      repartition: [
        { note: 5, nombre: 2 },
        { note: 4, nombre: 1 },
        { note: 3, nombre: 0 },
        { note: 2, nombre: 1 },
        { note: 1, nombre: 0 },
      ],
    });
    expect(ratingSummary([{ rating: 5, count: 1 }, { rating: 4, count: 2 }]).note_moyenne).toBe(4.3);
  });

  it("has no average without ratings, and ignores ratings outside 1 to 5", () => {
    expect(ratingSummary([])).toMatchObject({ note_moyenne: null, nombre: 0 });
    expect(ratingSummary([{ rating: 0, count: 3 }, { rating: 6, count: 1 }, { rating: 3, count: 1 }])).toMatchObject({ note_moyenne: 3, nombre: 1 });
    expect(averageOf(0, 0)).toBeNull();
    expect(averageOf(9, 2)).toBe(4.5);
  });

  it("counts pages, one at least", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

describe("authors", () => {
  it("shows the first name and the last name's initial", () => {
    expect(authorLabel("Chloé", "Durand")).toBe("Chloé D.");
    expect(authorLabel("  Jean Pierre ", "élan")).toBe("Jean É.");
    expect(authorLabel("", "Martin")).toBe("M.");
    expect(authorLabel("", "")).toBe("Client Cabas");
  });
});
