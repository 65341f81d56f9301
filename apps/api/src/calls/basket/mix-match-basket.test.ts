// Mix-and-match offers in the basket and the order (ADR 0100), through HTTP on a real seeded database: the offer a
// product page announces is taken off the basket as soon as a run is complete, named in the recap, gone when the run
// breaks, kept on the order as agreed and through its weighing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { schema } from "@cabas/db";
import { giveBasketAddress, registerCustomer } from "../../test/order-fixtures.ts";
import { openWeighingShop } from "../../test/weighed-order-fixtures.ts";
import { moveOrder } from "../orders/order-warehouse.ts";
import { MIX_MATCH_TOTAL_KEY, WEIGHED_DISCOUNTS_KEY } from "../../domain/order-amounts.ts";

const clock = new Date("2026-11-22T10:00:00Z");
let shop: Awaited<ReturnType<typeof openWeighingShop>>;
let offer: { name: string; percent: number; products: { id: number; cents: number }[] };

beforeAll(async () => {
  shop = await openWeighingShop(clock, "secret-panachage", "panachage-premiere@example.fr");
  const db = shop.t.database.db;
  // The seed's « Fromages AOP : -30 % sur le 2e », with two of its products sold at a fixed price and by the unit here.
  const [group] = await db.select().from(schema.mixMatchGroups).where(eq(schema.mixMatchGroups.slug, "fromages-aop-30-sur-le-2e"));
  const rows = await db
    .select({ id: schema.products.id, cents: schema.offers.priceCents })
    .from(schema.mixMatchProducts)
    .innerJoin(schema.products, eq(schema.products.id, schema.mixMatchProducts.productId))
    .innerJoin(schema.offers, and(eq(schema.offers.productId, schema.products.id), eq(schema.offers.perimeterId, shop.perimeterId)))
    .where(and(eq(schema.mixMatchProducts.groupId, group!.id), eq(schema.products.variableWeight, false), isNull(schema.offers.promoPriceCents), gt(schema.offers.stock, 20)));
  expect(rows.length).toBeGreaterThanOrEqual(2);
  offer = { name: group!.name, percent: group!.discountPercent, products: rows.slice(0, 2) };
  await db.update(schema.offers).set({ inStock: true }).where(inArray(schema.offers.productId, offer.products.map((p) => p.id)));
});
afterAll(() => shop.t.close());

const saving = () => Math.floor((Math.min(...offer.products.map((p) => p.cents)) * offer.percent) / 100);

describe("a mix-and-match offer", () => {
  it("is taken off the basket once a run is complete, named in the recap, and gone when it breaks", async () => {
    const { post, get } = shop;
    const c = await registerCustomer(shop.t, "panachage-panier@example.fr");
    const [a, b] = offer.products as [{ id: number; cents: number }, { id: number; cents: number }];
    await post("updatePanier", { action: "set_quantity", id: a.id, quantity: 1 }, c.token);
    expect((await get("getPanier", c.token)).json().totals.total_remises).toBe(0);
    const paired = (await post("updatePanier", { action: "set_quantity", id: b.id, quantity: 1 }, c.token)).json().panier;
    expect(paired.totals).toMatchObject({ total_marchandise: (a.cents + b.cents) / 100, total_remises: saving() / 100, total_achat: (a.cents + b.cents - saving()) / 100 });
    expect(paired.bloc_recap_panier.offres_panachees).toEqual([{ libelle: offer.name, montant: saving() / 100 }]);
    // The same from a fresh read, not only from the change's answer.
    expect((await get("getPanier", c.token)).json().totals.total_remises).toBe(saving() / 100);

    const broken = (await post("updatePanier", { action: "set_quantity", id: b.id, quantity: 0 }, c.token)).json().panier;
    expect(broken.totals.total_remises).toBe(0);
    expect(broken.bloc_recap_panier.offres_panachees).toEqual([]);
  });

  it("is kept on the order as agreed, charged and invoiced, and through its weighing", async () => {
    const { post, get, t, slotId, placeOrder, warehouse, orderRow } = shop;
    const c = await registerCustomer(t, "panachage-commande@example.fr");
    for (const p of offer.products) await post("updatePanier", { action: "set_quantity", id: p.id, quantity: 1 }, c.token);
    await giveBasketAddress(t.database.db, c.userId, { phone: "0612345678" });
    expect((await post("setCreneaux", { id_tranche: slotId }, c.token)).statusCode).toBe(200);
    const shown = (await get("getPanier", c.token)).json();
    const order = await placeOrder(c.token, "carte");
    expect(order.totals).toMatchObject({ total_remises: saving(), [MIX_MATCH_TOTAL_KEY]: saving() });
    expect(order.totalCents).toBe(Math.round(shown.totals.total_euro * 100));
    expect(order.discountCents).toBe(saving());

    // The weighing computes the order's discounts again from its terms: the offer's saving is one of them.
    await moveOrder(warehouse(), order.id, "prepare", { weights: new Map() });
    const prepared = await orderRow(order.id);
    expect(prepared.totals[WEIGHED_DISCOUNTS_KEY]).toBe(saving());
    expect(prepared.finalCents).toBe(order.totalCents);

    // The order's page names the offers' saving on its own line, as the basket did, and nothing else as a discount.
    const amounts = (await get(`getCommande?id_commande=${order.id}`, c.token)).json().commande.montants as { code: string; libelle: string; montant: number }[];
    expect(amounts.filter((m) => m.code === "offers" || m.code === "discounts")).toEqual([{ code: "offers", libelle: "Offres panachées", montant: -saving() / 100 }]);
  });
});
