// The one statement behind set_quantity (cabas_set_basket_line): each refusal, and that a refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { schema } from "@cabas/db";
import { AppError } from "../../http/app-error.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { pickProducts, registerCustomer } from "../../test/order-fixtures.ts";
import { setLineQuantity, setLineQuantityIfActive } from "./set-quantity.ts";

const at = new Date("2026-11-22T10:00:00Z");

describe("setLineQuantity", () => {
  let t: TestApp;
  let basketId = 0;
  let perimeterId = 0;
  let userId = 0;
  let products: Awaited<ReturnType<typeof pickProducts>>;

  beforeAll(async () => {
    t = await createTestApp({ now: () => at });
    const c = await registerCustomer(t, "ligne@example.fr");
    perimeterId = c.perimeterId;
    userId = c.userId;
    products = await pickProducts(t.database.db, perimeterId);
    const [basket] = await t.database.db.insert(schema.baskets).values({ userId: c.userId, perimeterId, status: "active" }).returning();
    basketId = basket!.id;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const lines = () => db().select().from(schema.basketItems).where(eq(schema.basketItems.basketId, basketId));
  /** The refusal a change ends with (kind and message), or null when it went through. */
  const refusal = async (work: Promise<unknown>) => {
    try {
      await work;
      return null;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { kind: error.kind, message: error.message };
    }
  };

  it("adds, changes and removes a line, and changes the basket row's version each time", async () => {
    const [a] = products.fixed;
    const one = await setLineQuantity(db(), basketId, a!.id, 2, at);
    const two = await setLineQuantity(db(), basketId, a!.id, 3, at, one.version);
    expect(two.unchangedSinceRead).toBe(true);
    expect(two.version).not.toBe(one.version);
    expect((await lines()).map((l) => [l.productId, l.quantity])).toEqual([[a!.id, 3]]);
    await setLineQuantity(db(), basketId, a!.id, 0, at);
    expect(await lines()).toEqual([]);
  });

  it("refuses an unknown product, a product not sold in the basket's perimeter and more than the stock, changing nothing", async () => {
    const [a, b] = products.fixed;
    await setLineQuantity(db(), basketId, a!.id, 1, at);
    const before = await lines();

    expect(await refusal(setLineQuantity(db(), basketId, 999_999_999, 1, at))).toMatchObject({ kind: "NOT_FOUND", message: "Ce produit est introuvable." });

    await db().update(schema.offers).set({ stock: 4 }).where(and(eq(schema.offers.productId, b!.id), eq(schema.offers.perimeterId, perimeterId)));
    expect(await refusal(setLineQuantity(db(), basketId, b!.id, 5, at))).toMatchObject({ message: `Stock insuffisant : il ne reste que 4 « ${b!.name} ».` });

    const notSold = products.fixed[4]!;
    await db().delete(schema.offers).where(and(eq(schema.offers.productId, notSold.id), eq(schema.offers.perimeterId, perimeterId)));
    expect(await refusal(setLineQuantity(db(), basketId, notSold.id, 1, at))).toMatchObject({ message: expect.stringContaining("n'est pas vendu dans votre zone") });

    expect(await lines()).toEqual(before);
  });

  it("lets a quantity go down even when the stock fell below it", async () => {
    const [, , c] = products.fixed;
    await setLineQuantity(db(), basketId, c!.id, 6, at);
    await db().update(schema.offers).set({ stock: 2 }).where(and(eq(schema.offers.productId, c!.id), eq(schema.offers.perimeterId, perimeterId)));
    await setLineQuantity(db(), basketId, c!.id, 4, at);
    expect(await refusal(setLineQuantity(db(), basketId, c!.id, 5, at))).toMatchObject({ kind: "CONFLICT" });
    expect((await lines()).find((l) => l.productId === c!.id)?.quantity).toBe(4);
  });

  it("refuses to change a basket that is no longer active", async () => {
    const [a] = products.fixed;
    await db().update(schema.baskets).set({ status: "ordered" }).where(eq(schema.baskets.id, basketId));
    try {
      expect(await refusal(setLineQuantity(db(), basketId, a!.id, 7, at))).toMatchObject({ kind: "CONFLICT", message: expect.stringContaining("vient d'être validé") });
      expect((await lines()).find((l) => l.productId === a!.id)?.quantity).toBe(1);
    } finally {
      await db().update(schema.baskets).set({ status: "active" }).where(eq(schema.baskets.id, basketId));
    }
  });

  it("for a caller, changes only a basket still theirs: their account's, or their guest session's without account", async () => {
    const [a] = products.fixed;
    const before = await lines();
    const other = await registerCustomer(t, "ligne-autre@example.fr");
    expect(await setLineQuantityIfActive(db(), basketId, a!.id, 9, at, null, { ownedBy: { userId: other.userId } })).toBeNull();
    const [session] = await db().select({ id: schema.sessions.id }).from(schema.sessions).where(eq(schema.sessions.userId, userId));
    expect(await setLineQuantityIfActive(db(), basketId, a!.id, 9, at, null, { ownedBy: { userId: null, sessionId: session!.id } })).toBeNull();
    expect(await lines()).toEqual(before);
    expect(await setLineQuantityIfActive(db(), basketId, a!.id, 9, at, null, { ownedBy: { userId } })).not.toBeNull();
    expect((await lines()).find((l) => l.productId === a!.id)?.quantity).toBe(9);

    // A guest's basket, then given to an account (the guest signs in): no longer the guest session's to change.
    const [guest] = await db().insert(schema.baskets).values({ sessionId: session!.id, perimeterId, status: "active" }).returning();
    const guestOwner = { userId: null, sessionId: session!.id } as const;
    expect(await setLineQuantityIfActive(db(), guest!.id, a!.id, 1, at, null, { ownedBy: guestOwner })).not.toBeNull();
    await db().update(schema.baskets).set({ userId: other.userId }).where(eq(schema.baskets.id, guest!.id));
    expect(await setLineQuantityIfActive(db(), guest!.id, a!.id, 2, at, null, { ownedBy: guestOwner })).toBeNull();
    const [line] = await db().select().from(schema.basketItems).where(eq(schema.basketItems.basketId, guest!.id));
    expect(line!.quantity).toBe(1);
  });
});
