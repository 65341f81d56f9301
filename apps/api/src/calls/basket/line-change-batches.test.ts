// Group commit of updatePanier's line changes: changes sent at the same moment share one statement, and each caller
// still gets exactly the answer (or refusal) of their own change, as if it had been sent alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { AppError } from "../../http/app-error.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { pickProducts } from "../../test/order-fixtures.ts";
import { lineChangeBatchesOf } from "./line-change-batches.ts";
import { setLineQuantityIfActive } from "./set-quantity.ts";

const at = new Date("2026-11-22T10:00:00Z");

describe("line change batches", () => {
  let t: TestApp;
  let perimeterId = 0;
  let products: Awaited<ReturnType<typeof pickProducts>>;
  let guests: { sessionId: number; basketId: number }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ now: () => at });
    const [perimeter] = await t.database.db.select({ id: schema.perimeters.id }).from(schema.perimeters).limit(1);
    perimeterId = perimeter!.id;
    products = await pickProducts(t.database.db, perimeterId);
    guests = [];
    for (let i = 0; i < 12; i++) {
      const [session] = await t.database.db
        .insert(schema.sessions)
        .values({ tokenHash: `lot-${i}`, kind: "guest", perimeterId, expiresAt: new Date(at.getTime() + 86_400_000) })
        .returning({ id: schema.sessions.id });
      const [basket] = await t.database.db.insert(schema.baskets).values({ sessionId: session!.id, perimeterId, status: "active" }).returning({ id: schema.baskets.id });
      guests.push({ sessionId: session!.id, basketId: basket!.id });
    }
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const change = (guest: { sessionId: number; basketId: number }, productId: number, quantity: number, readVersion: string | null = null) =>
    setLineQuantityIfActive(db(), guest.basketId, productId, quantity, at, readVersion, { ownedBy: { userId: null, sessionId: guest.sessionId } });
  const quantities = async (basketIds: number[]) =>
    (await db().select().from(schema.basketItems).where(inArray(schema.basketItems.basketId, basketIds)))
      .map((line) => [line.basketId, line.productId, line.quantity])
      .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
  const versionOf = async (basketId: number) =>
    (await db().select({ v: sql<string>`${schema.baskets}.xmin::text` }).from(schema.baskets).where(eq(schema.baskets.id, basketId)))[0]!.v;
  const refusalOf = (settled: PromiseSettledResult<unknown>) =>
    settled.status === "rejected" && settled.reason instanceof AppError ? settled.reason.message : settled.status;

  it("writes changes sent at the same moment in fewer statements, each with its own answer", async () => {
    const stats = lineChangeBatchesOf(db())!.stats;
    const before = { ...stats };
    const product = products.fixed[0]!;
    const answers = await Promise.all(guests.map((guest, i) => change(guest, product.id, 1 + (i % 3))));
    expect(stats.changes - before.changes).toBe(guests.length);
    expect(stats.statements - before.statements).toBeLessThan(guests.length);
    expect(await quantities(guests.map((g) => g.basketId))).toEqual(guests.map((g, i) => [g.basketId, product.id, 1 + (i % 3)]));
    for (const [i, answer] of answers.entries()) expect(answer?.version).toBe(await versionOf(guests[i]!.basketId));
  });

  it("answers each change of one batch on its own: refusals, a basket not theirs, a quantity read as unchanged", async () => {
    const [a, b] = guests;
    const [, p, q] = products.fixed;
    const readVersion = await versionOf(a!.basketId);
    await db().update(schema.offers).set({ stock: 3 }).where(and(eq(schema.offers.productId, q!.id), eq(schema.offers.perimeterId, perimeterId)));
    const before = await quantities(guests.map((g) => g.basketId));
    const settled = await Promise.allSettled([
      change(a!, p!.id, 2, readVersion),
      change(b!, q!.id, 5),
      change(guests[2]!, 999_999_999, 1),
      // Basket b's owner is b's session, not c's.
      setLineQuantityIfActive(db(), b!.basketId, p!.id, 4, at, null, { ownedBy: { userId: null, sessionId: guests[2]!.sessionId } }),
    ]);
    expect(settled[0]).toMatchObject({ status: "fulfilled", value: { unchangedSinceRead: true } });
    expect(refusalOf(settled[1])).toBe(`Stock insuffisant : il ne reste que 3 « ${q!.name} ».`);
    expect(refusalOf(settled[2])).toBe("Ce produit est introuvable.");
    expect(settled[3]).toEqual({ status: "fulfilled", value: null });
    const expected = [...before, [a!.basketId, p!.id, 2]].sort((x, y) => x[0]! - y[0]! || x[1]! - y[1]!);
    expect(await quantities(guests.map((g) => g.basketId))).toEqual(expected);
  });

  it("writes two changes to one basket in the order they came, each with its own version", async () => {
    const guest = guests[5]!;
    const product = products.fixed[3]!;
    const [first, second] = await Promise.all([change(guest, product.id, 2), change(guest, product.id, 7)]);
    expect(first!.version).not.toBe(second!.version);
    expect(second!.version).toBe(await versionOf(guest.basketId));
    expect((await quantities([guest.basketId])).find((line) => line[1] === product.id)?.[2]).toBe(7);
  });

  it("sends the next batch before the callers of the one written go on, so PostgreSQL never waits for their answers", async () => {
    const stats = lineChangeBatchesOf(db())!.stats;
    const before = stats.statements;
    const guest = guests[4]!;
    const product = products.fixed[3]!;
    // Two changes to one basket go in two batches, one after the other.
    const first = change(guest, product.id, 3).then(() => stats.statements - before);
    const second = change(guest, product.id, 4);
    expect(await first).toBe(2);
    await second;
  });

  it("sends each change alone when the batch fails, so one bad change takes no other down", async () => {
    const stats = lineChangeBatchesOf(db())!.stats;
    const retried = stats.retriedAlone;
    const product = products.fixed[4]!;
    // Beyond PostgreSQL's integer: the batch's statement fails as a whole (callers validate quantities first).
    const settled = await Promise.allSettled([change(guests[6]!, product.id, 2), change(guests[7]!, product.id, 2 ** 31), change(guests[8]!, product.id, 3)]);
    expect(settled.map((s) => s.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(stats.retriedAlone - retried).toBe(3);
    const lines = await quantities([guests[6]!.basketId, guests[7]!.basketId, guests[8]!.basketId]);
    expect(lines.filter((line) => line[1] === product.id)).toEqual([
      [guests[6]!.basketId, product.id, 2],
      [guests[8]!.basketId, product.id, 3],
    ]);
  });

  // PGlite has one connection: a transaction holding a lock would hold up everything else.
  it.skipIf(!process.env.DATABASE_URL)("does not wait for a basket locked by another transaction: the others go through, that one after the lock", async () => {
    const stats = lineChangeBatchesOf(db())!.stats;
    const busy = stats.busy;
    const [locked, free, other] = [guests[9]!, guests[10]!, guests[11]!];
    const product = products.fixed[5]!;
    let lockedChange: Promise<unknown> | undefined;
    const freeDone = await db().transaction(async (tx) => {
      await tx.execute(sql`select 1 from baskets where id = ${locked.basketId} for update`);
      lockedChange = change(locked, product.id, 4);
      const done = Promise.all([change(free, product.id, 1), change(other, product.id, 2)]);
      const outcome = await Promise.race([done.then(() => "others written"), new Promise((resolve) => setTimeout(() => resolve("waited"), 5_000))]);
      const quantityWhileLocked = (await quantities([locked.basketId])).find((line) => line[1] === product.id);
      return { outcome, quantityWhileLocked };
    });
    expect(freeDone).toEqual({ outcome: "others written", quantityWhileLocked: undefined });
    await expect(lockedChange).resolves.toMatchObject({ unchangedSinceRead: false });
    expect((await quantities([locked.basketId])).find((line) => line[1] === product.id)?.[2]).toBe(4);
    expect(stats.busy - busy).toBe(1);
  });
});
