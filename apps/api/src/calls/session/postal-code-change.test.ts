// Changing postal code (loginCP) with a basket, through HTTP on a real seeded database (ADR 0064): the basket moves
// at once, re-priced in the new perimeter, its old slot and address let go, the products not delivered there
// reported with substitutes; a change to a placed order stays put; checkout refuses a slot or an address of another
// perimeter whatever left it there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";
import { createSlot, giveBasketAddress, registerCustomer } from "../../test/order-fixtures.ts";
import { forgetPerimeterTerms } from "../basket/basket-store.ts";
import { SLOT_OTHER_AREA, addressOutsideArea } from "../orders/checkout.ts";
import { CHANGING_ORDER_STAYS } from "../addresses/perimeter-move.ts";
import { MOVED_WITH_UNAVAILABLE } from "./guest.ts";

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
let paris = 0;
let lyon = 0;
let parisSlot = 0;
/** Products sold in both perimeters with stock, none promoted: each test takes its own. */
let products: { id: number; name: string }[] = [];
let next = 0;
const take = () => products[next++]!;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, paymentSecret: "postal-code-secret-0123456789abcdef0123456789" });
  const db = t.database.db;
  const perimeterOf = async (code: string) =>
    (await db.select({ id: schema.perimeters.id }).from(schema.perimeters).where(eq(schema.perimeters.code, code)))[0]!
      .id;
  paris = await perimeterOf("paris");
  lyon = await perimeterOf("lyon");
  parisSlot = (await createSlot(db, paris, new Date("2026-11-25T15:00:00Z"), 100)).id;
  await createSlot(db, lyon, new Date("2026-11-25T15:00:00Z"), 100);
  await db.update(schema.perimeters).set({ minimumOrderCents: 0 });
  forgetPerimeterTerms();
  const lyonOffers = db
    .select({ productId: schema.offers.productId })
    .from(schema.offers)
    .where(
      and(eq(schema.offers.perimeterId, lyon), sql`${schema.offers.stock} > 20`, isNull(schema.offers.promoPriceCents)),
    );
  products = await db
    .select({ id: schema.products.id, name: schema.products.name })
    .from(schema.products)
    .innerJoin(
      schema.offers,
      and(eq(schema.offers.productId, schema.products.id), eq(schema.offers.perimeterId, paris)),
    )
    .where(
      and(
        sql`${schema.offers.stock} > 20`,
        isNull(schema.offers.promoPriceCents),
        eq(schema.products.variableWeight, false),
        sql`${schema.products.id} in ${lyonOffers}`,
      ),
    )
    .orderBy(schema.products.id)
    .limit(40);
  if (products.length < 20) throw new Error("seed has too few products sold in Paris and Lyon");
});
afterAll(() => t.close());

const { post, get } = callClient(() => t);

const offerOf = async (productId: number, perimeterId: number) =>
  (
    await t.database.db
      .select()
      .from(schema.offers)
      .where(and(eq(schema.offers.productId, productId), eq(schema.offers.perimeterId, perimeterId)))
  )[0];

async function setQty(token: string, id: number, quantity: number) {
  const res = await post("updatePanier", { action: "set_quantity", id, quantity }, token);
  if (res.statusCode !== 200) throw new Error(res.body);
}

/** A product priced differently in Lyon, one Lyon does not sell, one out of stock in Lyon. */
async function lyonDiffers() {
  const [repriced, notSold, soldOut] = [take(), take(), take()];
  const parisPrice = (await offerOf(repriced.id, paris))!.priceCents;
  const lyonPrice = parisPrice + 123;
  await t.database.db
    .update(schema.offers)
    .set({ priceCents: lyonPrice })
    .where(and(eq(schema.offers.productId, repriced.id), eq(schema.offers.perimeterId, lyon)));
  await t.database.db
    .delete(schema.offers)
    .where(and(eq(schema.offers.productId, notSold.id), eq(schema.offers.perimeterId, lyon)));
  await t.database.db
    .update(schema.offers)
    .set({ stock: 0, inStock: false })
    .where(and(eq(schema.offers.productId, soldOut.id), eq(schema.offers.perimeterId, lyon)));
  return { repriced, notSold, soldOut, parisPrice, lyonPrice };
}

/** A customer of 75011 with a basket ready to pay in Paris: lines, a complete Paris address, a held Paris slot. */
async function readyParisCustomer(email: string, lines: { id: number }[]) {
  const c = await registerCustomer(t, email);
  for (const line of lines) await setQty(c.token, line.id, 2);
  const addressId = await giveBasketAddress(t.database.db, c.userId);
  const held = await post("setCreneaux", { id_tranche: parisSlot }, c.token);
  if (held.statusCode !== 200) throw new Error(held.body);
  const [basket] = await t.database.db
    .select()
    .from(schema.baskets)
    .where(and(eq(schema.baskets.userId, c.userId), eq(schema.baskets.status, "active")));
  return { ...c, basketId: basket!.id, addressId };
}

const liveBookings = (basketId: number) =>
  t.database.db
    .select()
    .from(schema.slotBookings)
    .where(and(eq(schema.slotBookings.basketId, basketId), isNull(schema.slotBookings.releasedAt)));
const bookedIn = async (slotId: number) =>
  (await t.database.db.select().from(schema.deliverySlots).where(eq(schema.deliverySlots.id, slotId)))[0]!.booked;
const ordersOf = (userId: number) => t.database.db.select().from(schema.orders).where(eq(schema.orders.userId, userId));

describe("a guest who changes postal code (QA finding 2)", () => {
  it("sees the new perimeter's prices at once, and the products not delivered there with substitutes", async () => {
    const { repriced, notSold, soldOut, parisPrice, lyonPrice } = await lyonDiffers();
    const guest = (await post("loginCP", { cp: "75011" })).json().token as string;
    for (const p of [repriced, notSold, soldOut]) await setQty(guest, p.id, 1);
    const before = (await get("getPanier", guest)).json();
    expect(before.items.find((i: { id: number }) => i.id === repriced.id).price).toBe(parisPrice / 100);

    const res = await post("loginCP", { cp: "69002" }, guest);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      token: guest,
      perimetre: lyon,
      code_postal: "69002",
      message: MOVED_WITH_UNAVAILABLE,
    });
    expect(body.indispos.map((p: { id: number }) => p.id).sort()).toEqual([notSold.id, soldOut.id].sort());
    for (const missing of body.indispos) expect(missing.substitutes.length).toBeGreaterThan(0);
    expect(body.panier).toMatchObject({ perimetre: lyon });

    // The very next read, before any write: Lyon's price, and the missing products not orderable.
    const after = (await get("getPanier", guest)).json();
    expect(after.perimetre).toBe(lyon);
    const line = (id: number) => after.items.find((i: { id: number }) => i.id === id);
    expect(line(repriced.id).price).toBe(lyonPrice / 100);
    expect(line(soldOut.id).in_stock).toBe(0);
    expect(line(notSold.id)?.in_stock ?? 0).toBe(0);
  });

  it("answers no indispos and the same basket when the new postal code is in the same perimeter", async () => {
    const guest = (await post("loginCP", { cp: "75011" })).json().token as string;
    await setQty(guest, take().id, 1);
    const res = (await post("loginCP", { cp: "75012" }, guest)).json();
    expect(res.perimetre).toBe(paris);
    expect(res.indispos ?? []).toEqual([]);
  });
});

describe("a customer who changes postal code with a basket ready to pay (QA finding 1)", () => {
  it("moves the basket at once: the Paris slot is given back, the Paris address let go, checkout refused, nothing placed", async () => {
    const product = take();
    const c = await readyParisCustomer("cp-paris-lyon@example.fr", [product]);
    const bookedBefore = await bookedIn(parisSlot);
    const lyonStock = (await offerOf(product.id, lyon))!.stock;

    const res = await post("loginCP", { cp: "69002" }, c.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().panier).toMatchObject({ id_panier: c.basketId, perimetre: lyon, id_tranche: null });

    const [basket] = await t.database.db.select().from(schema.baskets).where(eq(schema.baskets.id, c.basketId));
    expect(basket).toMatchObject({ perimeterId: lyon, deliveryAddressId: null, billingAddressId: c.addressId });
    expect(await liveBookings(c.basketId)).toHaveLength(0);
    expect(await bookedIn(parisSlot)).toBe(bookedBefore - 1);

    const check = (await get("checkAvantPaiement", c.token)).json();
    expect(check.ok).toBe(false);
    expect(check.erreurs.map((e: { code: string }) => e.code)).toEqual(["creneau", "adresse"]);
    const { checkout } = (await get("payConfiguration", c.token)).json();
    expect((await post("payCommande", { checkout, mode: "telephone" }, c.token)).statusCode).toBe(422);
    expect(await ordersOf(c.userId)).toHaveLength(0);
    expect((await offerOf(product.id, lyon))!.stock).toBe(lyonStock);
  });

  it("keeps a delivery address the new perimeter delivers", async () => {
    const c = await readyParisCustomer("cp-paris-paris@example.fr", [take()]);
    const res = await post("loginCP", { cp: "75012" }, c.token);
    expect(res.statusCode).toBe(200);
    const [basket] = await t.database.db.select().from(schema.baskets).where(eq(schema.baskets.id, c.basketId));
    expect(basket).toMatchObject({ perimeterId: paris, deliveryAddressId: c.addressId });
    expect(await liveBookings(c.basketId)).toHaveLength(1);
  });
});

describe("a second device of the same account, signed in before the postal code changed (ADR 0071)", () => {
  /** A browser's call: its session, delivery area and postal code in cookies, as the storefront forwards them. */
  const fromBrowser = (call: string, payload: Record<string, unknown> | null, cookies: Record<string, string>) =>
    t.app.inject({
      method: payload ? "POST" : "GET",
      url: `/next-react/${call}.php`,
      ...(payload ? { payload } : {}),
      headers: { origin: "http://localhost:3000", cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join("; ") },
    });
  const setCookie = (res: { headers: Record<string, unknown> }, name: string) =>
    ([res.headers["set-cookie"]].flat().filter(Boolean) as string[]).find((c) => c.startsWith(`${name}=`))?.split(";")[0]?.slice(name.length + 1);

  it("follows the account to its new perimeter: its basket write no longer moves the basket back, its cookies are renewed", async () => {
    const [first, second] = [take(), take()];
    const phone = await registerCustomer(t, "cp-two-devices@example.fr");
    const signIn = await post("loginToken", { email: "cp-two-devices@example.fr", password: "Un cabas plein de légumes" });
    expect(signIn.statusCode).toBe(200);
    const laptop = signIn.json().token as string;
    await setQty(phone.token, first.id, 1);

    expect((await post("loginCP", { cp: "69002" }, phone.token)).json().panier).toMatchObject({ perimetre: lyon });

    // The laptop still holds Paris's cookies: its change lands in the basket where the account now is, Lyon.
    const stale = { ID: laptop, ID_PERIMETRE: String(paris), CP: "75011" };
    const write = await fromBrowser("updatePanier", { action: "set_quantity", id: second.id, quantity: 2 }, stale);
    expect(write.statusCode).toBe(200);
    expect(write.json().panier).toMatchObject({ perimetre: lyon });
    expect(setCookie(write, "ID_PERIMETRE")).toBe(String(lyon));
    expect(setCookie(write, "CP")).toBe("69002");
    const [basket] = await t.database.db
      .select()
      .from(schema.baskets)
      .where(and(eq(schema.baskets.userId, phone.userId), eq(schema.baskets.status, "active")));
    expect(basket!.perimeterId).toBe(lyon);

    // A read renews them too (the basket the page reads on load), and a browser already up to date gets none.
    const read = await fromBrowser("getPanier", null, stale);
    expect(read.json()).toMatchObject({ perimetre: lyon });
    expect(setCookie(read, "ID_PERIMETRE")).toBe(String(lyon));
    const current = await fromBrowser("getPanier", null, { ID: laptop, ID_PERIMETRE: String(lyon), CP: "69002" });
    expect(setCookie(current, "ID_PERIMETRE")).toBeUndefined();
    // An app calling with its bearer token alone keeps no location cookies: it is given none.
    expect(setCookie(await get("getPanier", laptop), "ID_PERIMETRE")).toBeUndefined();
  });
});

describe("checkout, whatever left a basket with another perimeter's slot or address", () => {
  it("refuses a held slot and a delivery address of another perimeter, precisely, placing nothing and taking no stock", async () => {
    const product = take();
    const c = await readyParisCustomer("cp-defence@example.fr", [product]);
    // What a move by perimeter alone left before ADR 0064: Lyon prices, the Paris hold and the Paris address.
    await t.database.db.update(schema.baskets).set({ perimeterId: lyon }).where(eq(schema.baskets.id, c.basketId));
    await t.database.db
      .update(schema.sessions)
      .set({ perimeterId: lyon, postalCode: "69002" })
      .where(eq(schema.sessions.userId, c.userId));
    const lyonStock = (await offerOf(product.id, lyon))!.stock;

    const check = (await get("checkAvantPaiement", c.token)).json();
    expect(check).toMatchObject({
      ok: false,
      erreurs: [
        { code: "creneau", message: SLOT_OTHER_AREA },
        { code: "adresse", message: addressOutsideArea("75011") },
      ],
    });
    const { checkout } = (await get("payConfiguration", c.token)).json();
    const paid = await post("payCommande", { checkout, mode: "telephone" }, c.token);
    expect(paid.statusCode).toBe(422);
    expect(paid.json().message).toBe(`${SLOT_OTHER_AREA} ${addressOutsideArea("75011")}`);
    expect(await ordersOf(c.userId)).toHaveLength(0);
    expect((await offerOf(product.id, lyon))!.stock).toBe(lyonStock);
    expect((await liveBookings(c.basketId)).map((b) => b.kind)).toEqual(["hold"]);
  });
});

describe("a customer modifying a placed order", () => {
  it("cannot change to a postal code of another perimeter: refused in French, nothing moves", async () => {
    const c = await readyParisCustomer("cp-modification@example.fr", [take()]);
    const { checkout } = (await get("payConfiguration", c.token)).json();
    const placed = (await post("payCommande", { checkout, mode: "telephone" }, c.token)).json().paiement;
    expect(
      (await post("updateCommande", { id_commande: placed.id_commande, mode: "modification" }, c.token)).statusCode,
    ).toBe(200);
    const [changing] = await t.database.db
      .select()
      .from(schema.baskets)
      .where(and(eq(schema.baskets.userId, c.userId), eq(schema.baskets.status, "active")));
    expect(changing!.mode).toBe("modification");

    const res = await post("loginCP", { cp: "69002" }, c.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CHANGING_ORDER_STAYS);
    const [basket] = await t.database.db.select().from(schema.baskets).where(eq(schema.baskets.id, changing!.id));
    expect(basket!.perimeterId).toBe(paris);
    const [user] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, c.userId));
    expect(user).toMatchObject({ postalCode: "75011", perimeterId: paris });
    expect((await get("getPanier", c.token)).json().perimetre).toBe(paris);

    // Nor by choosing a Lyon address: refused before the address is saved.
    const lyonAddress = {
      nom: "Durand",
      prenom: "Chloé",
      adresse: "5 place Bellecour",
      code_postal: "69002",
      ville: "Lyon",
      telephone: "0612345678",
    };
    const viaAddress = await post("setAdresses", lyonAddress, c.token);
    expect(viaAddress.statusCode).toBe(409);
    expect(viaAddress.json().message).toBe(CHANGING_ORDER_STAYS);
    const saved = await t.database.db
      .select()
      .from(schema.addresses)
      .where(and(eq(schema.addresses.userId, c.userId), eq(schema.addresses.postalCode, "69002")));
    expect(saved).toHaveLength(0);

    // Another postal code of the same perimeter is no move: accepted.
    expect((await post("loginCP", { cp: "75012" }, c.token)).statusCode).toBe(200);
  });
});
