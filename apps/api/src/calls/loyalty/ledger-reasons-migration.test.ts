// Migration 0052 (ADR 0119) on a real database: the ledger's reasons written before « n° » are rewritten exactly as the
// web-service writes them now, only on the rows the code wrote for their own order; other texts are left alone, and
// running it again changes nothing.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { MIGRATIONS_FOLDER, schema } from "@cabas/db";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { registerCustomer } from "../../test/order-fixtures.ts";
import { cancelledOrderReason, deliveredOrderReason, orderSpendingReason, replacedOrderReason, unpaidOrderReason } from "./loyalty-rules.ts";
import { phoneOverpaymentReason } from "../orders/phone-payment.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The migration's statements, run on the test database (already migrated: this runs them once more on old rows). */
async function runMigration() {
  const text = readFileSync(join(MIGRATIONS_FOLDER, "0052_ledger_reasons_order_number.sql"), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) await t.database.db.execute(sql.raw(statement));
}

describe("migration 0052", () => {
  it("adds « n° » to the reasons the web-service wrote without it, and leaves every other text as it is", async () => {
    const { userId } = await registerCustomer(t, "registre-0052@example.fr");
    const at = new Date("2026-11-20T10:00:00Z");
    const old: { reason: string; orderId: number | null; kind?: "eurofid" | "cagnotte" | "joker" }[] = [
      { reason: "Commande 10000001", orderId: 10000001 },
      { reason: "Commande 10000002 livrée", orderId: 10000002 },
      { reason: "Commande 10000003 annulée", orderId: 10000003 },
      { reason: "Commande 10000004 remplacée par la commande 10000005", orderId: 10000004 },
      { reason: "Paiement de la commande 10000006 non abouti", orderId: 10000006 },
      { reason: "Trop-perçu de la commande 10000007 réglée par téléphone (pesée)", orderId: null, kind: "cagnotte" },
      // Not what the code wrote for the row's order, or typed by hand: kept.
      { reason: "Commande 10000099 annulée", orderId: 10000008 },
      { reason: "Commande 10000009 annulée par téléphone", orderId: 10000009 },
      { reason: "Geste commercial : commande 10000010 en retard", orderId: 10000010 },
      { reason: "Commande n° 10000011 livrée", orderId: 10000011 },
    ];
    await t.database.db.insert(schema.loyaltyLedger).values(old.map((r) => ({ userId, kind: r.kind ?? "eurofid", amount: 100, reason: r.reason, orderId: r.orderId, createdAt: at })));
    const reasons = async () =>
      (await t.database.db.select({ reason: schema.loyaltyLedger.reason }).from(schema.loyaltyLedger).where(eq(schema.loyaltyLedger.userId, userId)).orderBy(asc(schema.loyaltyLedger.id))).map((r) => r.reason);
    const expected = [
      orderSpendingReason(10000001),
      deliveredOrderReason(10000002),
      cancelledOrderReason(10000003),
      replacedOrderReason(10000004, 10000005),
      unpaidOrderReason(10000006),
      phoneOverpaymentReason(10000007),
      "Commande 10000099 annulée",
      "Commande 10000009 annulée par téléphone",
      "Geste commercial : commande 10000010 en retard",
      "Commande n° 10000011 livrée",
    ];
    await runMigration();
    expect(await reasons()).toEqual(expected);
    await runMigration();
    expect(await reasons()).toEqual(expected);
  });
});
