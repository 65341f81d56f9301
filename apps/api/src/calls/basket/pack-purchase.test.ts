// buyPack through HTTP on a real seeded database: a pack's products added at once with its discount while a complete
// set is in the basket; all or nothing when a product is missing; bad input refused with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { schema } from "@cabas/db";
import { createTestApp, queryClient, type TestApp } from "../../test/test-app.ts";
import { createSlot, insertOrder, registerCustomer } from "../../test/order-fixtures.ts";

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
const { post, get } = queryClient(() => t);
let perimeterId = 0;
let pack: { id: number; slug: string; name: string; discountBp: number; items: { productId: number; quantity: number; cents: number }[] };

async function newGuest(): Promise<string> {
  const res = await post("loginCP", { cp: "75011" });
  perimeterId = res.json().perimetre;
  return res.json().token as string;
}

const basketOf = async (token: string) => (await get("getPanier", {}, token)).json();
const quantities = (panier: { items: { id: number; quantity: number }[] }) => new Map(panier.items.map((i) => [i.id, i.quantity]));
const expectedDiscount = (sets: number) => Math.floor((pack.items.reduce((sum, i) => sum + i.cents * i.quantity, 0) * sets * pack.discountBp) / 10_000);

beforeAll(async () => {
  // The basket caches on, as in production: a line change's pack note then relies on the view it keeps (ADR 0050).
  t = await createTestApp({ now: () => clock, basketViewCache: { ttlMs: 600_000, maxEntries: 100 }, basketAnswers: { maxEntries: 100 } });
  await newGuest();
  // A discounted pack whose products are all sold, in stock, at a fixed price (no promotion) where the guest is.
  const rows = await t.database.db
    .select({ pack: schema.packs, productId: schema.packItems.productId, quantity: schema.packItems.quantity, offer: schema.offers, variable: schema.products.variableWeight })
    .from(schema.packs)
    .innerJoin(schema.packItems, eq(schema.packItems.packId, schema.packs.id))
    .innerJoin(schema.products, eq(schema.products.id, schema.packItems.productId))
    .leftJoin(schema.offers, and(eq(schema.offers.productId, schema.packItems.productId), eq(schema.offers.perimeterId, perimeterId)))
    .orderBy(schema.packs.id);
  const byPack = new Map<number, typeof rows>();
  for (const row of rows) byPack.set(row.pack.id, [...(byPack.get(row.pack.id) ?? []), row]);
  for (const lines of byPack.values()) {
    const p = lines[0]!.pack;
    if (p.discountBp > 0 && lines.length >= 2 && lines.every((l) => l.offer && l.offer.stock > 60 && l.offer.inStock && l.offer.promoPriceCents === null && !l.variable)) {
      pack = { id: p.id, slug: p.slug, name: p.name, discountBp: p.discountBp, items: lines.map((l) => ({ productId: l.productId, quantity: l.quantity, cents: l.offer!.priceCents })) };
      break;
    }
  }
  expect(pack).toBeDefined();
});
afterAll(() => t.close());

describe("buyPack", () => {
  it("adds the pack's products on top of the basket's, with its discount while a complete set is there", async () => {
    const token = await newGuest();
    const [first, second] = pack.items;
    await post("updatePanier", { action: "set_quantity", id: first!.productId, quantity: 1 }, token);
    const res = await post("buyPack", { slug: pack.slug }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ packs: 1, remise: expectedDiscount(1) / 100 });
    expect(res.json().message).toMatch(new RegExp(`^Pack « ${pack.name} » ajouté à votre panier : .* de remise par pack sur ses produits\\.$`));
    const held = quantities(res.json().panier);
    for (const item of pack.items) expect(held.get(item.productId)).toBe(item.quantity + (item === first ? 1 : 0));
    expect(res.json().panier.totals.total_remises).toBe(expectedDiscount(1) / 100);

    // A second pack: twice the discount.
    const twice = await post("buyPack", { slug: pack.slug, quantite: 1 }, token);
    expect(twice.json()).toMatchObject({ packs: 2 });
    expect(twice.json().panier.totals.total_remises).toBe(expectedDiscount(2) / 100);

    // A product taken out breaks the sets: no discount is shown that the shopper would not get.
    const removed = await post("updatePanier", { action: "set_quantity", id: second!.productId, quantity: 0 }, token);
    // And the answer says so, not « Produit retiré du panier. » alone.
    expect(removed.json().message).toBe(`Produit retiré du panier. La remise du pack « ${pack.name} » ne s'applique plus.`);
    expect((await basketOf(token)).totals.total_remises).toBe(0);
    // Put back for one set only: one pack's discount (the second pack's set is still short).
    const back = await post("updatePanier", { action: "set_quantity", id: second!.productId, quantity: second!.quantity }, token);
    expect(back.json().message).toBe(`Panier mis à jour. La remise du pack « ${pack.name} » ne s'applique plus qu'à 1 pack sur 2.`);
    expect((await basketOf(token)).totals.total_remises).toBe(expectedDiscount(1) / 100);

    // Emptying the basket forgets its packs: items added again one by one are not a pack.
    await post("updatePanier", { action: "reset" }, token);
    for (const item of pack.items) await post("updatePanier", { action: "set_quantity", id: item.productId, quantity: item.quantity }, token);
    expect((await basketOf(token)).totals.total_remises).toBe(0);
  });

  it("changes nothing when one of its products cannot be bought, and says which", async () => {
    const token = await newGuest();
    const [first, second] = pack.items;
    await post("updatePanier", { action: "set_quantity", id: first!.productId, quantity: 2 }, token);
    const [offer] = await t.database.db.select().from(schema.offers).where(and(eq(schema.offers.productId, second!.productId), eq(schema.offers.perimeterId, perimeterId)));
    await t.database.db.update(schema.offers).set({ stock: 0 }).where(and(eq(schema.offers.productId, second!.productId), eq(schema.offers.perimeterId, perimeterId)));
    try {
      const res = await post("buyPack", { slug: pack.slug }, token);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/en rupture de stock/);
      const panier = await basketOf(token);
      expect([...quantities(panier)]).toEqual([[first!.productId, 2]]);
      expect(await t.database.db.select().from(schema.basketPacks).where(eq(schema.basketPacks.basketId, panier.id_panier))).toEqual([]);
    } finally {
      await t.database.db.update(schema.offers).set({ stock: offer!.stock }).where(and(eq(schema.offers.productId, second!.productId), eq(schema.offers.perimeterId, perimeterId)));
    }
  });

  it("refuses bad input and an unknown pack with French messages", async () => {
    const token = await newGuest();
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ slug: "pack-qui-n-existe-pas" }, 404, /Ce pack n'existe pas/],
      [{ slug: pack.slug, quantite: 0 }, 400, /au moins 1/],
      [{ slug: pack.slug, quantite: 21 }, 400, /ne peut pas dépasser 20/],
      [{ slug: pack.slug, quantite: "deux" }, 400, /nombre/],
      [{}, 400, /slug/i],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post("buyPack", payload, token);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message + JSON.stringify(res.json().errors ?? {})).toMatch(message);
    }
    expect((await basketOf(token)).items).toEqual([]);
  });
});

describe("an order bought with a pack, reopened for changes", () => {
  it("keeps its pack, so the change shows the discount while the set is whole", async () => {
    const customer = await registerCustomer(t, "pack-modification@example.fr");
    const slot = await createSlot(t.database.db, customer.perimeterId, new Date("2026-11-25T15:00:00Z"));
    const order = await insertOrder(t.database.db, {
      userId: customer.userId,
      perimeterId: customer.perimeterId,
      slotId: slot.id,
      lines: pack.items.map((i) => ({ productId: i.productId, name: `Produit ${i.productId}`, quantity: i.quantity, unitCents: i.cents })),
      now: clock,
      status: "placed",
    });
    await t.database.db.insert(schema.basketPacks).values({ basketId: order.basketId, packId: pack.id, quantity: 1, addedAt: clock });

    const reopened = await post("updateCommande", { id_commande: order.id, mode: "modification" }, customer.token);
    expect(reopened.statusCode, reopened.body).toBe(200);
    const panier = await basketOf(customer.token);
    expect(panier.modif_en_cours).toBe(true);
    expect(panier.totals.total_remises).toBe(expectedDiscount(1) / 100);
    // A product taken out of the change breaks the set: its discount goes.
    await post("updatePanier", { action: "set_quantity", id: pack.items[0]!.productId, quantity: 0 }, customer.token);
    expect((await basketOf(customer.token)).totals.total_remises).toBe(0);
  });
});
