// Order placement under concurrency, on PostgreSQL, through the real HTTP server (payment provider excluded:
// orders are paid "by phone", so no provider call runs). Prints counts per run; asserts nothing.
//   1. BENCH_ORDERS (1,000) distinct customers order at once a product with stock 50 → units sold ≤ 50, stock ≥ 0.
//   2. One customer's checkout replayed 10 times at once → one order, one payment.
//   3. Placement latency (p50/p99) of the successful orders of scenario 2's kind, one at a time per customer.
// Each scenario runs BENCH_RUNS (20) times on a throwaway database created beside DATABASE_URL.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/order-concurrency.mjs
import { and, eq, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { buildApp } from "../apps/api/src/app.ts";
import { createSession } from "../apps/api/src/calls/session/session-store.ts";
import { openSeededBenchDatabase } from "./throwaway-database.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const STOCK = 50;

const { database, now } = await openSeededBenchDatabase();
const db = database.db;
const app = await buildApp({ database, paymentSecret: "bench-secret-0123456789abcdef0123456789abcdef" });
// A deep accept queue: 1,000 connections arrive at once.
const address = await app.listen({ port: 0, host: "127.0.0.1", backlog: 4096 });
const [perimeter] = await db.select().from(schema.perimeters).where(eq(schema.perimeters.isDefault, true)).limit(1);
const perimeterId = perimeter!.id;
await db.update(schema.perimeters).set({ minimumOrderCents: 0 }).where(eq(schema.perimeters.id, perimeterId));
const [product] = await db
  .select({ id: schema.offers.productId })
  .from(schema.offers)
  .innerJoin(schema.products, eq(schema.products.id, schema.offers.productId))
  .where(and(eq(schema.offers.perimeterId, perimeterId), eq(schema.products.variableWeight, false), sql`${schema.offers.promoPriceCents} is null`))
  .limit(1);
const productId = product!.id;

// Customers, made once: users, sessions and a complete address each (no argon2: the password is never used).
type Customer = { userId: number; token: string; addressId: number };
const customers: Customer[] = [];
for (let i = 0; i < ORDERS; i++) {
  const [user] = await db.insert(schema.users).values({ email: `bench${i}@example.fr`, passwordHash: "x", nom: "Banc", prenom: `Client ${i}`, perimeterId, postalCode: "75011" }).returning({ id: schema.users.id });
  const { token } = await createSession(db, { kind: "customer", userId: user!.id, postalCode: "75011", perimeterId }, now);
  const [addr] = await db.insert(schema.addresses).values({ userId: user!.id, nom: "Banc", prenom: "Client", line1: "1 rue du Test", postalCode: "75011", city: "Paris", phone: "0612345678", doorCode: "1234" }).returning({ id: schema.addresses.id });
  customers.push({ userId: user!.id, token, addressId: addr!.id });
}
// Slots far enough ahead for any cut-off; capacity for everyone.
const slotIds: number[] = [];
for (let s = 0; s < 5; s++) {
  const startsAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 3, 6 + 2 * s));
  const [slot] = await db.insert(schema.deliverySlots).values({ perimeterId, startsAt, endsAt: new Date(startsAt.getTime() + 2 * 3600_000), capacity: 100_000, feeCents: 590 }).onConflictDoNothing().returning({ id: schema.deliverySlots.id });
  if (slot) slotIds.push(slot.id);
}

/** A fresh active basket with the product, the address and a held slot, as the basket and slot calls leave it. */
async function prepareBasket(c: Customer, slotId: number): Promise<number> {
  await db.update(schema.baskets).set({ status: "abandoned" }).where(and(eq(schema.baskets.userId, c.userId), eq(schema.baskets.status, "active")));
  const [basket] = await db.insert(schema.baskets).values({ userId: c.userId, perimeterId, deliveryAddressId: c.addressId, billingAddressId: c.addressId }).returning({ id: schema.baskets.id });
  await db.insert(schema.basketItems).values({ basketId: basket!.id, productId, quantity: 1 });
  await db.insert(schema.slotBookings).values({ slotId, kind: "hold", basketId: basket!.id, userId: c.userId, expiresAt: new Date(Date.now() + 3600_000) });
  await db.update(schema.deliverySlots).set({ booked: sql`${schema.deliverySlots.booked} + 1` }).where(eq(schema.deliverySlots.id, slotId));
  return basket!.id;
}

const headers = (c: Customer) => ({ authorization: `Bearer ${c.token}`, origin: "http://localhost:3000" });
async function checkoutRef(c: Customer): Promise<string> {
  const res = await fetch(`${address}/next-react/payConfiguration.php`, { headers: headers(c) });
  const body = (await res.json()) as { checkout?: string; message?: string };
  if (!body.checkout) throw new Error(`payConfiguration: ${body.message}`);
  return body.checkout;
}
async function pay(c: Customer, checkout: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${address}/next-react/payCommande.php`, {
    method: "POST",
    headers: { ...headers(c), "content-type": "application/json" },
    body: JSON.stringify({ checkout, mode: "telephone" }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}
const count = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

console.log(`order-concurrency — ${ORDERS} customers, stock ${STOCK}, ${RUNS} runs, PostgreSQL, ${new Date().toISOString()}`);
const latencies: number[] = [];
let totalOversold = 0;
let totalDuplicates = 0;
for (let run = 1; run <= RUNS; run++) {
  // Scenario 1: everyone at once on a product with stock 50.
  const ordersBefore = await count(sql`select count(*)::int as n from orders`);
  for (let i = 0; i < customers.length; i += 100) await Promise.all(customers.slice(i, i + 100).map((c, k) => prepareBasket(c, slotIds[(i + k) % slotIds.length]!)));
  await db.update(schema.offers).set({ stock: STOCK }).where(and(eq(schema.offers.productId, productId), eq(schema.offers.perimeterId, perimeterId)));
  // References are fetched 100 at a time (they are not what is measured); the orders then go all at once.
  const refs: string[] = [];
  for (let i = 0; i < customers.length; i += 100) refs.push(...(await Promise.all(customers.slice(i, i + 100).map(checkoutRef))));
  const results = await Promise.all(customers.map((c, i) => pay(c, refs[i]!)));
  const placed = results.filter((r) => r.status === 200).length;
  const errors5xx = results.filter((r) => r.status >= 500).length;
  const sold = (await count(sql`select count(*)::int as n from orders`)) - ordersBefore;
  const [offer] = await db.select({ stock: schema.offers.stock }).from(schema.offers).where(and(eq(schema.offers.productId, productId), eq(schema.offers.perimeterId, perimeterId)));
  const oversold = Math.max(0, sold - STOCK) + (offer!.stock < 0 ? 1 : 0);
  totalOversold += oversold;

  // Scenario 2: the same checkout replayed 10 times at once.
  const c = customers[run % customers.length]!;
  await prepareBasket(c, slotIds[0]!);
  await db.update(schema.offers).set({ stock: STOCK }).where(and(eq(schema.offers.productId, productId), eq(schema.offers.perimeterId, perimeterId)));
  const before = await count(sql`select count(*)::int as n from orders where user_id = ${c.userId}`);
  const ref = await checkoutRef(c);
  const replays = await Promise.all(Array.from({ length: 10 }, () => pay(c, ref)));
  const made = (await count(sql`select count(*)::int as n from orders where user_id = ${c.userId}`)) - before;
  const charges = await count(sql`select count(*)::int as n from payments p join orders o on o.id = p.order_id where o.user_id = ${c.userId} and o.idempotency_key = ${JSON.parse(Buffer.from(ref.split(".")[0]!, "base64url").toString()).k}`);
  const duplicates = Math.max(0, made - 1) + Math.max(0, charges - 1);
  totalDuplicates += duplicates;

  // Placement latency: 20 customers one after another (no contention).
  await db.update(schema.offers).set({ stock: 100_000 }).where(and(eq(schema.offers.productId, productId), eq(schema.offers.perimeterId, perimeterId)));
  for (let k = 0; k < 20; k++) {
    const cust = customers[(run * 20 + k + 1) % customers.length]!;
    await prepareBasket(cust, slotIds[k % slotIds.length]!);
    const r = await pay(cust, await checkoutRef(cust));
    if (r.status === 200) latencies.push(r.ms);
  }
  console.log(
    `run ${String(run).padStart(2)}: ${placed} orders placed of ${ORDERS}, units sold ${sold}, stock left ${offer!.stock}, oversold: ${oversold}, 5xx: ${errors5xx} | replay ×10: ${made} order, ${charges} payment, duplicates: ${duplicates} (${replays.filter((r) => r.status === 200).length} answers 200)`,
  );
}
console.log(`total oversold: ${totalOversold}, total duplicates: ${totalDuplicates}`);
console.log(`order placement (payCommande, provider excluded), ${latencies.length} orders without contention: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`);
await app.close();
await database.close();
