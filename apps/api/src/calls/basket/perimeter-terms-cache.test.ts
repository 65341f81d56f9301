// The perimeter terms a basket is priced with (minimum, threshold, fee bands) are cached one minute per process, and
// per database: a process holding two databases (Vitest workers keep their modules between files on PostgreSQL, ADR
// 0088) must not read one's terms for the other's perimeter of the same id.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "@cabas/db";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";
import { forgetPerimeterTerms } from "./basket-store.ts";

let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  [first, second] = await Promise.all([createTestApp(), createTestApp()]);
  forgetPerimeterTerms();
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

/** A guest's basket in Paris holding one product in stock: the minimum its view is priced with. */
async function basketMinimum(t: TestApp): Promise<number> {
  const { post } = callClient(() => t);
  const guest = (await post("loginCP", { cp: "75011" })).json();
  const [offer] = await t.database.db
    .select({ productId: schema.offers.productId })
    .from(schema.offers)
    .where(eq(schema.offers.perimeterId, guest.perimetre as number))
    .limit(1);
  const answer = (await post("updatePanier", { action: "set_quantity", id: offer!.productId, quantity: 1 }, guest.token as string)).json();
  return answer.panier.settings.minimum_commande as number;
}

describe("the perimeter terms' cache", () => {
  it("keeps each database's terms apart for the same perimeter id", async () => {
    const [perimeter] = await second.database.db.select({ id: schema.perimeters.id }).from(schema.perimeters).where(eq(schema.perimeters.isDefault, true));
    await second.database.db.update(schema.perimeters).set({ minimumOrderCents: 12_345 }).where(eq(schema.perimeters.id, perimeter!.id));

    const firstMinimum = await basketMinimum(first);
    expect(firstMinimum).not.toBe(123.45);
    // Read right after the first database's terms were cached for the same perimeter id.
    expect(await basketMinimum(second)).toBe(123.45);
    expect(await basketMinimum(first)).toBe(firstMinimum);
  });
});
