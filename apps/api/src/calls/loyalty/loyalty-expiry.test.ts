// Loyalty euros expire 12 months after their last credit: the rule, the hourly job on the durable queue, and what
// the customer then reads in their basket and history. A real database through HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { runDueJobs } from "../../jobs/job-queue.ts";
import { createTestApp, queryClient, type TestApp } from "../../test/test-app.ts";
import { registerCustomer } from "../../test/order-fixtures.ts";
import { EXPIRY_REASON, LOYALTY_EXPIRY_JOB, expireLoyaltyEuros, loyaltyExpiryDate, loyaltyJobHandlers, scheduleLoyaltyJobs } from "./loyalty-expiry.ts";

describe("loyaltyExpiryDate", () => {
  it("is the same day twelve months later, or the month's last day when it has none", () => {
    expect(loyaltyExpiryDate(new Date("2025-11-22T10:00:00Z")).toISOString()).toBe("2026-11-22T10:00:00.000Z");
    expect(loyaltyExpiryDate(new Date("2024-02-29T08:30:00Z")).toISOString()).toBe("2025-02-28T08:30:00.000Z");
    expect(loyaltyExpiryDate(new Date("2025-12-31T23:59:00Z")).toISOString()).toBe("2026-12-31T23:59:00.000Z");
  });
});

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
const monthsAgo = (n: number) => new Date(Date.UTC(2026, 10 - n, 22, 9, 0, 0));
const { get } = queryClient(() => t);
let customers = 0;

async function customerWith(rows: { amount: number; at: Date; reason?: string }[]) {
  customers += 1;
  const { token, userId, perimeterId } = await registerCustomer(t, `expiration-${customers}@example.fr`);
  await t.database.db.insert(schema.baskets).values({ userId, perimeterId, status: "active" });
  if (rows.length)
    await t.database.db
      .insert(schema.loyaltyLedger)
      .values(rows.map((r) => ({ userId, kind: "eurofid" as const, amount: r.amount, reason: r.reason ?? "Commande livrée", createdAt: r.at })));
  return { token, userId };
}

const eurofidBalance = async (token: string) => (await get("getPanier", {}, token)).json().settings.solde_eurofid as number;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

describe("expireLoyaltyEuros", () => {
  it("writes off a balance whose last credit is over 12 months old, spending since then not counting as a credit", async () => {
    const lapsed = await customerWith([
      { amount: 1240, at: monthsAgo(14) },
      { amount: -240, at: monthsAgo(6), reason: "Commande 10000001" },
    ]);
    const active = await customerWith([
      { amount: 500, at: monthsAgo(14) },
      { amount: 300, at: monthsAgo(2) },
    ]);
    const spent = await customerWith([
      { amount: 500, at: monthsAgo(14) },
      { amount: -500, at: monthsAgo(13), reason: "Commande 10000002" },
    ]);
    // Read once: the basket's view is kept in memory, and must not keep showing the euros once expired.
    expect(await eurofidBalance(lapsed.token)).toBe(10);

    expect(await expireLoyaltyEuros(t.database.db, clock)).toBe(1);
    expect(await eurofidBalance(lapsed.token)).toBe(0);
    expect(await eurofidBalance(active.token)).toBe(8);
    expect(await eurofidBalance(spent.token)).toBe(0);

    const history = (await get("monHistoriqueFidelite", { type: "eurofid" }, lapsed.token)).json();
    expect(history.mouvements[0]).toMatchObject({ type: "eurofid", montant: -10, solde: 0, libelle: EXPIRY_REASON });
    expect(history.expiration_eurosfid).toBeNull();
    // The customer is told until when: 12 months after the last credit (two months ago).
    expect((await get("monHistoriqueFidelite", {}, active.token)).json().expiration_eurosfid).toBe("2027-09-22T09:00:00.000Z");
    // Run again (another hour, another instance): nothing more to write.
    expect(await expireLoyaltyEuros(t.database.db, new Date(clock.getTime() + 3_600_000))).toBe(0);
    const rows = await t.database.db.select().from(schema.loyaltyLedger).where(eq(schema.loyaltyLedger.userId, lapsed.userId));
    expect(rows.filter((r) => r.reason === EXPIRY_REASON)).toHaveLength(1);
  });

  it("keeps euros credited a minute less than 12 months ago, and writes off those credited exactly 12 months ago", async () => {
    const kept = await customerWith([{ amount: 900, at: new Date("2025-11-22T10:01:00Z") }]);
    const due = await customerWith([{ amount: 700, at: new Date("2025-11-22T10:00:00Z") }]);
    await expireLoyaltyEuros(t.database.db, clock);
    expect(await eurofidBalance(kept.token)).toBe(9);
    expect(await eurofidBalance(due.token)).toBe(0);
  });
});

describe("the loyalty expiry job", () => {
  it("is queued once, expires what is due when it runs, and queues its next run", async () => {
    const pending = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(schema.backgroundJobs)
          .where(and(eq(schema.backgroundJobs.kind, LOYALTY_EXPIRY_JOB), isNull(schema.backgroundJobs.doneAt)))
      )[0]!.n;
    await scheduleLoyaltyJobs(t.database.db, clock);
    await scheduleLoyaltyJobs(t.database.db, clock);
    expect(await pending()).toBe(1);
    const lapsed = await customerWith([{ amount: 300, at: monthsAgo(15) }]);
    const later = new Date(clock.getTime() + 2 * 3_600_000);
    await runDueJobs(t.database.db, loyaltyJobHandlers(t.database.db, () => later), later);
    expect(await eurofidBalance(lapsed.token)).toBe(0);
    expect(await pending()).toBe(1);
  });
});
