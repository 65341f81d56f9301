// getPanier from memory: served again while the basket is unchanged, never after a change that shows in it —
// lines, address content, slot hold and its end, saved cards, stock — whichever call made it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { schema } from "@cabas/db";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bearer, createSlot, ORIGIN, pickProducts, registerCustomer } from "../../test/order-fixtures.ts";
import { basketViewCacheOf, BasketViewCache } from "./basket-view-cache.ts";
import { setLineQuantity } from "./set-quantity.ts";
import { loadBasketView } from "./basket-store.ts";
import { invalidateCatalogueCache } from "../catalogue/catalogue-cache.ts";

describe("BasketViewCache", () => {
  const view = (id: number) => ({ id_panier: id }) as never;

  it("answers only for the same version and before the entry's end", () => {
    const cache = new BasketViewCache({ ttlMs: 1_000, maxEntries: 10 });
    cache.set(1, "v1", view(1), 0, null);
    expect(cache.get(1, "v1", 999)?.view).toEqual(view(1));
    expect(cache.get(1, "v2", 10)).toBeNull();
    expect(cache.get(1, "v1", 1_000)).toBeNull();
  });

  it("ends an entry when the slot hold it shows ends, and keeps nothing already over", () => {
    const cache = new BasketViewCache({ ttlMs: 10_000, maxEntries: 10 });
    cache.set(1, "v1", view(1), 0, 500);
    expect(cache.get(1, "v1", 499)).not.toBeNull();
    expect(cache.get(1, "v1", 500)).toBeNull();
    cache.set(2, "v1", view(2), 1_000, 900);
    expect(cache.stats().size).toBe(1);
  });

  it("forgets the least recently stored basket beyond its size", () => {
    const cache = new BasketViewCache({ ttlMs: 10_000, maxEntries: 2 });
    cache.set(1, "a", view(1), 0, null);
    cache.set(2, "a", view(2), 0, null);
    cache.set(1, "b", view(1), 0, null);
    cache.set(3, "a", view(3), 0, null);
    expect(cache.get(2, "a", 1)).toBeNull();
    expect(cache.get(1, "b", 1)).not.toBeNull();
    expect(cache.get(3, "a", 1)).not.toBeNull();
  });
});

describe("getPanier with the cache on", () => {
  let t: TestApp;
  let clock = new Date("2026-11-22T10:00:00Z");
  let products: Awaited<ReturnType<typeof pickProducts>>;
  let slotId = 0;
  let perimeterId = 0;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, basketViewCache: { ttlMs: 600_000, maxEntries: 100 } });
    const first = await registerCustomer(t, "cache-premiere@example.fr");
    perimeterId = first.perimeterId;
    products = await pickProducts(t.database.db, perimeterId);
    slotId = (await createSlot(t.database.db, perimeterId, new Date("2026-11-25T15:00:00Z"), 100)).id;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>, token: string) =>
    t.app.inject({ method: "POST", url: `/next-react/${url}.php`, payload, headers: { ...ORIGIN, ...bearer(token) } });
  const basket = async (token: string) => (await t.app.inject({ method: "GET", url: "/next-react/getPanier.php", headers: bearer(token) })).json();
  const hits = () => basketViewCacheOf(t.database.db)!.stats().hits;

  it("serves an unchanged basket from memory and shows every change at once", async () => {
    const c = await registerCustomer(t, "cache@example.fr");
    const [a, b] = products.fixed;
    await post("updatePanier", { action: "set_quantity", id: a!.id, quantity: 1 }, c.token);
    expect((await basket(c.token)).items).toHaveLength(1);
    const before = hits();
    expect((await basket(c.token)).items).toHaveLength(1);
    expect(hits()).toBe(before + 1);

    // A line.
    await post("updatePanier", { action: "set_quantity", id: b!.id, quantity: 2 }, c.token);
    expect((await basket(c.token)).items).toHaveLength(2);

    // The delivery address's content, changed through its own call.
    const added = await post("updateAdresse", { nom: "Durand", prenom: "Chloé", adresse: "12 rue Oberkampf", code_postal: "75011", ville: "Paris", telephone: "0612345678" }, c.token);
    expect(added.statusCode).toBe(200);
    const id = added.json().adresse.id_adresse;
    await post("setAdresses", { id_adresse_liv: id, id_adresse_fac: id }, c.token);
    expect((await basket(c.token)).livraison).toMatchObject({ ligne1: "12 rue Oberkampf" });
    const renamed = await post("updateAdresse", { id_adresse: id, nom: "Durand", prenom: "Chloé", adresse: "14 rue Oberkampf", code_postal: "75011", ville: "Paris", telephone: "0612345678" }, c.token);
    expect(renamed.statusCode).toBe(200);
    expect((await basket(c.token)).livraison).toMatchObject({ ligne1: "14 rue Oberkampf" });

    // The slot hold, and its end.
    expect((await post("setCreneaux", { id_tranche: slotId }, c.token)).statusCode).toBe(200);
    expect((await basket(c.token)).id_tranche).toBe(slotId);
    const [hold] = await t.database.db.select().from(schema.slotBookings).where(and(eq(schema.slotBookings.userId, c.userId), eq(schema.slotBookings.kind, "hold")));
    clock = new Date(hold!.expiresAt!.getTime() + 1_000);
    try {
      expect((await basket(c.token)).id_tranche).toBeNull();
    } finally {
      clock = new Date("2026-11-22T10:00:00Z");
    }

    // Stock, changed behind the basket's back and announced like every stock change.
    await t.database.db.update(schema.offers).set({ inStock: false }).where(and(eq(schema.offers.productId, b!.id), eq(schema.offers.perimeterId, perimeterId)));
    invalidateCatalogueCache(t.database.db);
    const after = await basket(c.token);
    expect(after.items.find((i: { id: number }) => i.id === b!.id).in_stock).toBe(0);
  });

  it("keeps the view a basket change answered, and only when nobody changed the basket in between", async () => {
    const c = await registerCustomer(t, "cache-garde@example.fr");
    // Products the other tests leave alone (one of them takes a product out of stock).
    const [a, b] = products.fixed.slice(3);
    await post("updatePanier", { action: "set_quantity", id: a!.id, quantity: 1 }, c.token);
    const changed = await post("updatePanier", { action: "set_quantity", id: b!.id, quantity: 2 }, c.token);
    const before = hits();
    const served = await basket(c.token);
    expect(hits()).toBe(before + 1);
    expect(served).toEqual({ success: true, message: "", ...changed.json().panier });
    basketViewCacheOf(t.database.db)!.clear();
    expect(await basket(c.token)).toEqual(served);

    // A change that lands between the caller's read and its own: the caller's copy is stale, nothing is kept.
    const [row] = await t.database.db.select({ id: schema.baskets.id }).from(schema.baskets).where(and(eq(schema.baskets.userId, c.userId), eq(schema.baskets.status, "active")));
    const staleRead = await setLineQuantity(t.database.db, row!.id, a!.id, 2, clock, null);
    const next = await setLineQuantity(t.database.db, row!.id, a!.id, 3, clock, "not-the-version-it-was-read-at");
    expect(staleRead.unchangedSinceRead).toBe(false);
    expect(next.unchangedSinceRead).toBe(false);
    const current = await setLineQuantity(t.database.db, row!.id, a!.id, 1, clock, next.version);
    expect(current.unchangedSinceRead).toBe(true);
    expect(current.version).not.toBe(next.version);
  });

  it("answers a line change with the basket as the database has it, from the kept view's inputs when it can", async () => {
    const c = await registerCustomer(t, "cache-ligne@example.fr");
    const [a, b] = products.fixed.slice(5);
    const weighed = products.weighed;
    // A basket that shows everything a view can: an address, a slot hold, a donation.
    const added = await post("updateAdresse", { nom: "Martin", prenom: "Inès", adresse: "3 rue de Lappe", code_postal: "75011", ville: "Paris", telephone: "0612345678" }, c.token);
    const id = added.json().adresse.id_adresse;
    await post("setAdresses", { id_adresse_liv: id, id_adresse_fac: id }, c.token);
    expect((await post("setCreneaux", { id_tranche: slotId }, c.token)).statusCode).toBe(200);
    const steps: [number, number, "built" | "reused"][] = [
      [a!.id, 1, "built"], // a new line: read from the database
      [b!.id, 2, "built"],
      [a!.id, 4, "reused"], // a quantity: from the kept inputs
      [b!.id, 0, "reused"], // a removal
      [weighed.id, 2, "built"],
      [weighed.id, 3, "reused"], // variable weight: the estimate follows the quantity
      [a!.id, 0, "reused"],
      [b!.id, 1, "built"],
    ];
    const cache = basketViewCacheOf(t.database.db)!;
    for (const [product, quantity, path] of steps) {
      const before = cache.stats().reused;
      const answer = await post("updatePanier", { action: "set_quantity", id: product, quantity }, c.token);
      expect(answer.statusCode).toBe(200);
      expect(cache.stats().reused - before).toBe(path === "reused" ? 1 : 0);
      const panier = answer.json().panier;
      expect(panier).toEqual(await loadBasketView(t.database.db, panier.id_panier, clock));
      // And getPanier serves that same view, from memory.
      expect(await basket(c.token)).toEqual({ success: true, message: "", ...panier });
    }
    expect((await basket(c.token)).items.map((i: { id: number; quantity: number }) => [i.id, i.quantity])).toEqual([[weighed.id, 3], [b!.id, 1]]);
  });

  it("changes a line of the basket kept in memory, and of the right basket when the kept one closed meanwhile", async () => {
    const c = await registerCustomer(t, "cache-copie@example.fr");
    const [a, b] = products.fixed.slice(7);
    const cache = basketViewCacheOf(t.database.db)!;
    await post("updatePanier", { action: "set_quantity", id: a!.id, quantity: 1 }, c.token);
    const first = (await basket(c.token)).id_panier;
    const kept = cache.stats().keptRows;
    const changed = await post("updatePanier", { action: "set_quantity", id: a!.id, quantity: 2 }, c.token);
    expect(cache.stats().keptRows).toBe(kept + 1);
    expect(changed.json().panier).toEqual(await loadBasketView(t.database.db, first, clock));

    // Changed elsewhere since it was kept: the change lands, and the answer is read from the database.
    await setLineQuantity(t.database.db, first, b!.id, 1, clock, null);
    const both = await post("updatePanier", { action: "set_quantity", id: a!.id, quantity: 3 }, c.token);
    expect(both.json().panier.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity])).toEqual([[a!.id, 3], [b!.id, 1]]);

    // Closed elsewhere (a checkout in another process, say): no refusal, the change goes to the customer's new basket.
    await t.database.db.update(schema.baskets).set({ status: "abandoned" }).where(eq(schema.baskets.id, first));
    const moved = await post("updatePanier", { action: "set_quantity", id: b!.id, quantity: 4 }, c.token);
    expect(moved.statusCode).toBe(200);
    const second = moved.json().panier;
    expect(second.id_panier).not.toBe(first);
    expect(second.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity])).toEqual([[b!.id, 4]]);
    expect(second).toEqual(await loadBasketView(t.database.db, second.id_panier, clock));
    const [old] = await t.database.db.select().from(schema.basketItems).where(and(eq(schema.basketItems.basketId, first), eq(schema.basketItems.productId, b!.id)));
    expect(old!.quantity).toBe(1);
  });

  it("never changes, from a guest's kept basket, a basket given to an account since", async () => {
    const [a] = products.fixed.slice(9);
    const guest = (await t.app.inject({ method: "POST", url: "/next-react/loginCP.php", payload: { cp: "75011" }, headers: ORIGIN })).json();
    await post("updatePanier", { action: "set_quantity", id: a!.id, quantity: 1 }, guest.token);
    const kept = (await basket(guest.token)).id_panier;
    // As a sign-in does when the account has no basket (mergeGuestBasket): the guest basket becomes the account's.
    const customer = await registerCustomer(t, "cache-fusion@example.fr");
    await t.database.db.update(schema.baskets).set({ userId: customer.userId }).where(eq(schema.baskets.id, kept));
    const answer = await post("updatePanier", { action: "set_quantity", id: a!.id, quantity: 5 }, guest.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().panier.id_panier).not.toBe(kept);
    const [line] = await t.database.db.select().from(schema.basketItems).where(eq(schema.basketItems.basketId, kept));
    expect(line!.quantity).toBe(1);
  });

  it("never shows one customer's basket to another", async () => {
    const one = await registerCustomer(t, "cache-un@example.fr");
    const two = await registerCustomer(t, "cache-deux@example.fr");
    await post("updatePanier", { action: "set_quantity", id: products.fixed[2]!.id, quantity: 3 }, one.token);
    expect((await basket(one.token)).items).toHaveLength(1);
    expect((await basket(two.token)).items ?? []).toHaveLength(0);
  });
});
