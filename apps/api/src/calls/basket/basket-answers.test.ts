// getPanier answered from memory per caller (ADR 0021): never after a change the caller made, and not for long
// after one made elsewhere — another process, a job, a command — once PostgreSQL announces it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bearer, ORIGIN, pickProducts, registerCustomer } from "../../test/order-fixtures.ts";
import { basketAnswersOf } from "./basket-answers.ts";
import { setLineQuantity } from "./set-quantity.ts";
import { createSessionAuthenticator, revokeSessionByToken } from "../session/session-store.ts";
import type { Authenticator } from "../../http/auth.ts";

describe("getPanier answers kept per caller", () => {
  let t: TestApp;
  let clock = new Date("2026-11-22T10:00:00Z");
  let products: Awaited<ReturnType<typeof pickProducts>>;
  let lookups = 0;
  let authenticator: Authenticator | undefined;

  beforeAll(async () => {
    t = await createTestApp({
      now: () => clock,
      basketViewCache: { ttlMs: 600_000, maxEntries: 100 },
      basketAnswers: { maxEntries: 100 },
      // Counts session lookups, built lazily on the test's database.
      authenticate: (token) => {
        lookups += 1;
        authenticator ??= createSessionAuthenticator(t.database.db, () => clock);
        return authenticator(token);
      },
    });
    const first = await registerCustomer(t, "memoire-premiere@example.fr");
    products = await pickProducts(t.database.db, first.perimeterId);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>, token: string) =>
    t.app.inject({ method: "POST", url: `/next-react/${url}.php`, payload, headers: { ...ORIGIN, ...bearer(token) } });
  const basket = async (token: string) => (await t.app.inject({ method: "GET", url: "/next-react/getPanier.php", headers: bearer(token) })).json();
  const stats = () => basketAnswersOf(t.database.db)!.stats();
  const basketIdOf = async (userId: number) =>
    (await t.database.db.select({ id: schema.baskets.id }).from(schema.baskets).where(and(eq(schema.baskets.userId, userId), eq(schema.baskets.status, "active"))))[0]!.id;
  /** Reads until `done` holds (the announcement travels on its own connection), for at most three seconds. */
  const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
    const deadline = Date.now() + 3_000;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it("listens before serving anything", () => {
    expect(stats().listening).toBe(true);
  });

  it("answers an unchanged basket from memory, and the caller's own change at once", async () => {
    const c = await registerCustomer(t, "memoire@example.fr");
    const [a, b] = products.fixed;
    await post("updatePanier", { action: "set_quantity", id: a!.id, quantity: 1 }, c.token);
    const first = await basket(c.token);
    expect(first.items).toHaveLength(1);
    const before = stats().hits;
    expect(await basket(c.token)).toEqual(first);
    expect(stats().hits).toBe(before + 1);

    // No waiting for the announcement: the caller's own write forgets their answer in this process.
    await post("updatePanier", { action: "set_quantity", id: b!.id, quantity: 2 }, c.token);
    expect((await basket(c.token)).items).toHaveLength(2);
  });

  it("reads a changed basket again without looking the session up again", async () => {
    const c = await registerCustomer(t, "memoire-session@example.fr");
    await post("updatePanier", { action: "set_quantity", id: products.fixed[0]!.id, quantity: 1 }, c.token);
    await basket(c.token);
    // Changed elsewhere: the basket's announcement forgets the answer, not who the caller is.
    await setLineQuantity(t.database.db, await basketIdOf(c.userId), products.fixed[1]!.id, 1, clock, null);
    const before = lookups;
    const after = await eventually(() => basket(c.token), (v) => v.items.length === 2);
    expect(after.items).toHaveLength(2);
    expect(lookups).toBe(before);
  });

  it("shows a change made outside this process's calls once the database announces it", async () => {
    const c = await registerCustomer(t, "memoire-ailleurs@example.fr");
    const [, , third] = products.fixed;
    await post("updatePanier", { action: "set_quantity", id: products.fixed[0]!.id, quantity: 1 }, c.token);
    await basket(c.token);
    expect((await basket(c.token)).items).toHaveLength(1);

    // As another API process or a job would: straight on the database, no call of this process involved.
    await setLineQuantity(t.database.db, await basketIdOf(c.userId), third!.id, 3, clock, null);
    const after = await eventually(() => basket(c.token), (v) => v.items.length === 2);
    expect(after.items).toHaveLength(2);
    expect(after.items.find((i: { id: number }) => i.id === third!.id).quantity).toBe(3);
  });

  it("stops answering as a session revoked elsewhere", async () => {
    const c = await registerCustomer(t, "memoire-revoquee@example.fr");
    await post("updatePanier", { action: "set_quantity", id: products.fixed[0]!.id, quantity: 1 }, c.token);
    await basket(c.token);
    expect((await basket(c.token)).id_panier).not.toBe(0);
    await revokeSessionByToken(t.database.db, c.token, clock);
    const after = await eventually(() => basket(c.token), (v) => v.id_panier === 0);
    expect(after.id_panier).toBe(0);
    expect(after.items ?? []).toHaveLength(0);
  });

  it("changes the basket as the kept caller, without a session lookup, and no longer once their session is revoked", async () => {
    const c = await registerCustomer(t, "memoire-ecriture@example.fr");
    const [a] = products.fixed;
    await basket(c.token);
    const before = lookups;
    expect((await post("updatePanier", { action: "set_quantity", id: a!.id, quantity: 1 }, c.token)).statusCode).toBe(200);
    expect((await post("updatePanier", { action: "set_quantity", id: a!.id, quantity: 2 }, c.token)).statusCode).toBe(200);
    expect(lookups).toBe(before);
    const customerBasket = await basketIdOf(c.userId);

    await revokeSessionByToken(t.database.db, c.token, clock);
    // Once announced, the token is nobody: the change goes to a new guest's basket, never to the customer's.
    const answer = await eventually(
      async () => (await post("updatePanier", { action: "set_quantity", id: a!.id, quantity: 3 }, c.token)).json(),
      (body) => body.panier.id_panier !== customerBasket,
    );
    expect(answer.panier.id_panier).not.toBe(customerBasket);
    const [line] = await t.database.db
      .select({ quantity: schema.basketItems.quantity })
      .from(schema.basketItems)
      .where(and(eq(schema.basketItems.basketId, customerBasket), eq(schema.basketItems.productId, a!.id)));
    // At most the writes made before the announcement arrived (none on PGlite, where it is immediate).
    expect([2, 3]).toContain(line!.quantity);
  });

  it("reads the session again when it is due to be touched", async () => {
    const c = await registerCustomer(t, "memoire-vue@example.fr");
    await basket(c.token);
    await basket(c.token);
    const { hits, misses } = stats();
    clock = new Date(clock.getTime() + 61_000);
    try {
      await basket(c.token);
      expect(stats()).toMatchObject({ hits, misses: misses + 1 });
      const [session] = await t.database.db.select({ lastSeenAt: schema.sessions.lastSeenAt }).from(schema.sessions).where(eq(schema.sessions.userId, c.userId));
      expect(session!.lastSeenAt.getTime()).toBe(clock.getTime());
    } finally {
      clock = new Date("2026-11-22T10:00:00Z");
    }
  });

  it("answers from the database while the channel is lost", async () => {
    const c = await registerCustomer(t, "memoire-perdue@example.fr");
    await basket(c.token);
    const answers = basketAnswersOf(t.database.db)!;
    answers.suspend();
    try {
      const { hits } = stats();
      await basket(c.token);
      await basket(c.token);
      expect(stats().hits).toBe(hits);
    } finally {
      answers.resume();
    }
  });

  it("announces a line changed by updatePanier after its commit, and only then", async () => {
    const heard: string[] = [];
    const stop = await t.database.listen("cabas_reads", { onMessage: (payload) => heard.push(payload), onReady: () => undefined, onLost: () => undefined });
    try {
      const c = await registerCustomer(t, "memoire-annonce@example.fr");
      await post("updatePanier", { action: "set_quantity", id: products.fixed[0]!.id, quantity: 1 }, c.token);
      const id = await basketIdOf(c.userId);
      const names = (basket: number) => heard.some((p) => p.split(" ").includes(`b:${basket}`));
      // The basket's creation (by its trigger) and this first line (by updatePanier, just after) are heard first.
      await eventually(async () => names(id), (yes) => yes);
      await new Promise((resolve) => setTimeout(resolve, 100));
      heard.length = 0;
      // The quiet statement alone, as its own transaction: its trigger says nothing…
      await t.database.db.execute(sql`select * from cabas_set_basket_line_announced_by_caller(${id}, ${products.fixed[1]!.id}, 1, now(), null)`);
      // …nor does updatePanier's, checked against the basket's owner (migration 0010).
      await t.database.db.execute(sql`select * from cabas_set_owned_basket_line_announced_by_caller(${id}, ${c.userId}, null, ${products.fixed[2]!.id}, 1, now(), null)`);
      const [owned] = await t.database.db
        .select({ quantity: schema.basketItems.quantity })
        .from(schema.basketItems)
        .where(and(eq(schema.basketItems.basketId, id), eq(schema.basketItems.productId, products.fixed[2]!.id)));
      expect(owned?.quantity).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard.filter((p) => p.split(" ").includes(`b:${id}`))).toEqual([]);
      // …updatePanier announces it once committed, and every process hears it.
      await post("updatePanier", { action: "set_quantity", id: products.fixed[1]!.id, quantity: 2 }, c.token);
      const announced = await eventually(async () => names(id), (yes) => yes);
      expect(announced).toBe(true);
      // A change through any other path is still announced by the trigger.
      heard.length = 0;
      await t.database.db.update(schema.baskets).set({ pickerNote: "Sonner deux fois" }).where(eq(schema.baskets.id, id));
      expect(await eventually(async () => names(id), (yes) => yes)).toBe(true);
    } finally {
      await stop();
    }
  });

  // Only PostgreSQL has a connection to lose (PGlite runs in this process).
  it.skipIf(!process.env.DATABASE_URL)("stops serving when its connection drops, and listens again", async () => {
    const c = await registerCustomer(t, "memoire-coupure@example.fr");
    await post("updatePanier", { action: "set_quantity", id: products.fixed[0]!.id, quantity: 1 }, c.token);
    await basket(c.token);
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
    );
    const lost = await eventually(async () => stats().listening, (listening) => !listening);
    expect(lost).toBe(false);
    expect(stats().size).toBe(0);
    const back = await eventually(async () => stats().listening, (listening) => listening);
    expect(back).toBe(true);
    // And it works again: kept, then forgotten by an announcement.
    await basket(c.token);
    const { hits } = stats();
    expect((await basket(c.token)).id_panier).not.toBe(0);
    expect(stats().hits).toBe(hits + 1);
    await revokeSessionByToken(t.database.db, c.token, clock);
    expect((await eventually(() => basket(c.token), (v) => v.id_panier === 0)).id_panier).toBe(0);
  });

  it("never answers one caller with another's basket", async () => {
    const one = await registerCustomer(t, "memoire-un@example.fr");
    const two = await registerCustomer(t, "memoire-deux@example.fr");
    await post("updatePanier", { action: "set_quantity", id: products.fixed[1]!.id, quantity: 2 }, one.token);
    await basket(one.token);
    expect((await basket(one.token)).items).toHaveLength(1);
    expect((await basket(two.token)).items ?? []).toHaveLength(0);
    expect((await basket(two.token)).items ?? []).toHaveLength(0);
  });
});
