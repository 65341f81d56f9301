// The place a waiting list offers is held for the customer told (ADR 0120), through HTTP on a real seeded PostgreSQL
// database: nobody else sees, adds or orders it; the told customer does; declining, a window ending or an erased
// account passes it to the next in line; and shoppers racing for the last unit never both get it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { runDueJobs } from "../../jobs/job-queue.ts";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";
import { giveBasketAddress, openCheckoutShop, registerCustomer } from "../../test/order-fixtures.ts";
import { eraseAccount } from "../session/account-deletion.ts";
import { offerFreedPlaces, purgeWaitlist } from "./waitlist-store.ts";
import { waitlistJobHandlers } from "./waitlist-jobs.ts";

let t: TestApp;
let clock = new Date("2026-11-22T10:00:00Z");
const SHOP = "https://cabas.example";
const db = () => t.database.db;
const { post, get } = callClient(() => t);

let perimeterId = 0;
let slotId = 0;
let capon: { id: number; name: string };
let serial = 0;

type Customer = { token: string; userId: number; email: string };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, paymentSecret: "waitlist-hold-secret-0123456789abcdef0123" });
  ({ perimeterId, slotId } = await openCheckoutShop(t, "attente.premier@example.fr"));
  const [row] = await db()
    .select({ id: schema.products.id, name: schema.products.name })
    .from(schema.products)
    .innerJoin(schema.offers, and(eq(schema.offers.productId, schema.products.id), eq(schema.offers.perimeterId, perimeterId)))
    .where(eq(schema.products.isReservable, true))
    .orderBy(schema.products.id)
    .limit(1);
  capon = row!;
}, 120_000);
afterAll(() => t.close());

beforeEach(async () => {
  clock = new Date("2026-11-22T10:00:00Z");
  await db().delete(schema.reservationWaitlist);
  await db().delete(schema.backgroundJobs);
  await setShelf(0);
});

const setShelf = (stock: number) =>
  db().update(schema.offers).set({ stock, inStock: true }).where(and(eq(schema.offers.productId, capon.id), eq(schema.offers.perimeterId, perimeterId)));
const shelf = async () =>
  (await db().select({ stock: schema.offers.stock }).from(schema.offers).where(and(eq(schema.offers.productId, capon.id), eq(schema.offers.perimeterId, perimeterId))))[0]!.stock;
const heldFor = async (c: Customer) =>
  (await db().select({ held: schema.reservationWaitlist.heldUnits }).from(schema.reservationWaitlist).where(eq(schema.reservationWaitlist.userId, c.userId)))[0]?.held ?? null;
const placeMails = async () =>
  (
    await db()
      .select({ to: sql<string>`${schema.backgroundJobs.payload}->>'to'` })
      .from(schema.backgroundJobs)
      .where(and(eq(schema.backgroundJobs.kind, "mail.send"), sql`${schema.backgroundJobs.payload}->>'subject' like 'Une réservation s''est libérée%'`))
      .orderBy(schema.backgroundJobs.id)
  ).map((m) => m.to);
const runJobs = () => runDueJobs(db(), { ...waitlistJobHandlers(db(), SHOP, () => clock), "mail.send": async () => {} }, clock, 100);

async function customer(name: string): Promise<Customer> {
  const email = `${name}.${++serial}@example.fr`;
  return { ...(await registerCustomer(t, email)), email };
}
/** A customer whose basket (its lines added) is ready to pay: an address and a held slot. */
async function readyToPay(c: Customer): Promise<void> {
  await giveBasketAddress(db(), c.userId, { phone: "0612345678" });
  const held = await post("setCreneaux", { id_tranche: slotId }, c.token);
  if (held.statusCode !== 200) throw new Error(held.body);
}
const addCapon = (c: Customer, quantity = 1) => post("updatePanier", { action: "set_quantity", id: capon.id, quantity }, c.token);
async function payByPhone(c: Customer) {
  const { checkout } = (await get("payConfiguration?type=telephone", c.token)).json();
  return post("payCommande", { checkout, mode: "telephone" }, c.token);
}
const ordersOf = (c: Customer) => db().select({ id: schema.orders.id }).from(schema.orders).where(eq(schema.orders.userId, c.userId));
const join = (c: Customer) => post("rejoindreListeAttente", { id_produit: capon.id }, c.token);

/** `told` waits first in line and is told of the one place that came back; `next` waits behind. */
async function oneHeldPlace() {
  const told = await customer("prevenu");
  const next = await customer("suivant");
  expect((await join(told)).statusCode).toBe(200);
  expect((await join(next)).statusCode).toBe(200);
  await setShelf(1);
  expect(await offerFreedPlaces(db(), capon.id, perimeterId, clock, SHOP)).toBe(1);
  return { told, next };
}

describe("a place held for the customer told", () => {
  it("is off the shelf for everyone else (listing, basket, checkout) and the told customer's to add and order", async () => {
    const outsider = await customer("autre");
    const { told, next } = await oneHeldPlace();
    expect(await shelf()).toBe(0);
    expect(await heldFor(told)).toBe(1);

    // Another shopper reads it sold out and cannot add it.
    const page = (await get(`getProduct?id_article=${capon.id}`, outsider.token)).json();
    expect(JSON.stringify(page)).toMatch(/"in_stock":0/);
    const refused = await addCapon(outsider);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("en rupture de stock");

    // The told customer reads their place, adds it (one, not two), and their checks pass.
    expect((await get(`maListeAttente?id_produit=${capon.id}`, told.token)).json()).toMatchObject({ etat: "prevenu", places_reservees: 1 });
    expect((await addCapon(told, 2)).statusCode).toBe(409);
    expect((await addCapon(told, 1)).statusCode).toBe(200);
    await readyToPay(told);
    const basket = (await get("getPanier", told.token)).json();
    expect(basket.reservations).toEqual([expect.objectContaining({ id: capon.id, quantity: 1, in_stock: 1, stock: 1 })]);
    expect((await get("checkAvantPaiement", told.token)).json()).toMatchObject({ ok: true, erreurs: [] });

    // Ordering takes the held unit: the shelf stays empty, the entry goes, and nobody else is told.
    expect((await payByPhone(told)).statusCode).toBe(200);
    expect(await ordersOf(told)).toHaveLength(1);
    expect(await shelf()).toBe(0);
    expect(await heldFor(told)).toBeNull();
    expect(await placeMails()).toEqual([told.email]);
    expect((await get(`maListeAttente?id_produit=${capon.id}`, next.token)).json()).toMatchObject({ etat: "en_attente", position: 1 });
  });

  it("goes to the next in line at once when the told customer leaves the list", async () => {
    const { told, next } = await oneHeldPlace();
    const left = await post("quitterListeAttente", { id_produit: capon.id }, told.token);
    expect(left.statusCode).toBe(200);
    expect(await placeMails()).toEqual([told.email, next.email]);
    expect(await heldFor(next)).toBe(1);
    expect(await shelf()).toBe(0);
  });

  it("goes to the next in line when the window ends, and back on the shelf when nobody waits", async () => {
    const { told, next } = await oneHeldPlace();
    clock = new Date(clock.getTime() + 24 * 3_600_000);
    // The told customer's basket no longer counts it once the window has ended.
    expect((await addCapon(told)).statusCode).toBe(409);
    await runJobs();
    expect(await heldFor(told)).toBeNull();
    expect(await heldFor(next)).toBe(1);
    expect(await shelf()).toBe(0);
    clock = new Date(clock.getTime() + 24 * 3_600_000);
    await runJobs();
    expect(await heldFor(next)).toBeNull();
    expect(await shelf()).toBe(1);
  });

  it("goes to the next in line when the told customer's account is erased", async () => {
    const { told, next } = await oneHeldPlace();
    const [user] = await db().select().from(schema.users).where(eq(schema.users.id, told.userId));
    await db().transaction((tx) => eraseAccount(tx as never, user!, clock, SHOP));
    expect(await heldFor(next)).toBe(1);
    expect(await shelf()).toBe(0);
  });

  it("goes back on the shelf when the product is no longer sold on reservation", async () => {
    await oneHeldPlace();
    await db().update(schema.products).set({ isReservable: false }).where(eq(schema.products.id, capon.id));
    try {
      await purgeWaitlist(db(), clock);
      expect(await db().select().from(schema.reservationWaitlist)).toEqual([]);
      expect(await shelf()).toBe(1);
    } finally {
      await db().update(schema.products).set({ isReservable: true }).where(eq(schema.products.id, capon.id));
    }
  });
});

describe("shoppers racing for the last unit", () => {
  it("gives the held place to the told customer when another shopper orders it at the same moment", async () => {
    // The other shopper put the last capon in their basket before it was offered to the first in line.
    const outsider = await customer("rapide");
    await setShelf(1);
    expect((await addCapon(outsider)).statusCode).toBe(200);
    await readyToPay(outsider);
    const told = await customer("prevenu-course");
    await setShelf(0);
    await join(told);
    await setShelf(1);
    await offerFreedPlaces(db(), capon.id, perimeterId, clock, SHOP);
    expect((await addCapon(told)).statusCode).toBe(200);
    await readyToPay(told);

    const [theirs, mine] = await Promise.all([payByPhone(outsider), payByPhone(told)]);
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().message).toContain("en rupture de stock");
    expect(await ordersOf(outsider)).toHaveLength(0);
    expect(await ordersOf(told)).toHaveLength(1);
    expect(await shelf()).toBe(0);
  });

  it("never lets a unit coming back be both ordered by one shopper and held for another", async () => {
    for (let round = 0; round < 3; round++) {
      await db().delete(schema.reservationWaitlist);
      const outsider = await customer("course");
      await setShelf(1);
      expect((await addCapon(outsider)).statusCode).toBe(200);
      await readyToPay(outsider);
      const waiting = await customer("attend");
      await setShelf(0);
      await join(waiting);
      // The unit comes back (a cancellation): the line's job and the other shopper's order run at once.
      await setShelf(1);
      const [told, paid] = await Promise.all([offerFreedPlaces(db(), capon.id, perimeterId, clock, SHOP), payByPhone(outsider)]);
      const ordered = (await ordersOf(outsider)).length;
      expect(told + ordered).toBe(1);
      // Refused either before its transaction (the unit already held: 422, out of stock) or inside it (the unit held
      // between the check and the stock's guarded update: 409, not enough in stock): both change nothing.
      if (ordered === 1) expect(paid.statusCode).toBe(200);
      else expect([409, 422]).toContain(paid.statusCode);
      expect(await heldFor(waiting)).toBe(told === 1 ? 1 : 0);
      expect(await shelf()).toBe(0);
    }
  });
});

// ADR 0123: a shopping list and a notepad read a held place as the basket does, for the customer told only.
describe("a place held, read from a shopping list and a notepad", () => {
  const listOf = async (c: Customer) => {
    const created = await post("addList", { title: "Réveillon", article_id: capon.id, quantity: 1 }, c.token);
    expect(created.statusCode).toBe(200);
    return created.json().liste.list_id as number;
  };
  const readList = async (c: Customer, listId: number) => (await get(`mesListes?list_id=${listId}`, c.token)).json();
  const notepadCapon = async (c: Customer) => {
    const created = await post("createBlocNotes", { titre: "Réveillon", texte: capon.name }, c.token);
    expect(created.statusCode).toBe(200);
    const read = (await get(`mesBlocsNotes?blocnote_id=${created.json().bloc_note.blocnote_id}`, c.token)).json();
    return read.bloc_note.lignes[0].produits.find((p: { id: number }) => p.id === capon.id) as { in_stock: number; stock: number };
  };

  it("counts it available for the customer told, up to the units held, and sold out for everyone else", async () => {
    const outsider = await customer("autre");
    const { told, next } = await oneHeldPlace();
    const [toldList, nextList, outsiderList] = [await listOf(told), await listOf(next), await listOf(outsider)];

    const theirs = await readList(told, toldList);
    expect(theirs.liste.lignes[0]).toMatchObject({ disponible: true, raison: null, produit: { in_stock: 1, stock: 1 } });
    expect(theirs.liste.nb_indisponibles).toBe(0);
    expect(theirs.listes[0].nb_indisponibles).toBe(0);
    expect(theirs.liste.total).toBeGreaterThan(0);
    for (const [c, listId] of [[next, nextList], [outsider, outsiderList]] as const) {
      const others = await readList(c, listId);
      expect(others.liste.lignes[0]).toMatchObject({ disponible: false, produit: { in_stock: 0 } });
      expect(others.liste.lignes[0].raison).toContain("en rupture de stock");
      expect(others.listes[0].nb_indisponibles).toBe(1);
    }
    expect(await notepadCapon(told)).toMatchObject({ in_stock: 1, stock: 1 });
    expect(await notepadCapon(outsider)).toMatchObject({ in_stock: 0 });

    // « Ajouter la liste au panier »: the outsider's is refused the capon, the told customer's takes the held unit.
    const refused = (await post("loadList", { list_id: outsiderList }, outsider.token)).json();
    expect(refused).toMatchObject({ ajoutes: 0, indispos: [expect.objectContaining({ id_article: capon.id })] });
    const loaded = (await post("loadList", { list_id: toldList }, told.token)).json();
    expect(loaded).toMatchObject({ ajoutes: 1, indispos: [] });
    expect(loaded.panier.reservations).toEqual([expect.objectContaining({ id: capon.id, quantity: 1 })]);
    expect(await shelf()).toBe(0);
    expect(await heldFor(told)).toBe(1);
  });

  it("proposes it as a replacement on the told customer's list, and on nobody else's (ADR 0131)", async () => {
    const outsider = await customer("autre");
    const { told } = await oneHeldPlace();
    // Every other product of the capon's aisle sold out: the held capon is the only replacement there can be.
    const { offers, products } = schema;
    const [product] = await db().select({ categoryId: products.categoryId }).from(products).where(eq(products.id, capon.id));
    const aisle = await db()
      .select({ productId: offers.productId, stock: offers.stock, inStock: offers.inStock })
      .from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .where(and(eq(products.categoryId, product!.categoryId), eq(offers.perimeterId, perimeterId), sql`${offers.productId} <> ${capon.id}`));
    const missing = aisle[0]!.productId;
    const soldOut = (ids: number[]) => db().update(offers).set({ stock: 0 }).where(and(eq(offers.perimeterId, perimeterId), inArray(offers.productId, ids)));
    try {
      await soldOut(aisle.map((o) => o.productId));
      const listOfMissing = async (c: Customer) => {
        const created = await post("addList", { title: "Volailles", article_id: missing, quantity: 1 }, c.token);
        expect(created.statusCode).toBe(200);
        return created.json().liste.list_id as number;
      };
      const toldList = await listOfMissing(told);
      const theirs = await readList(told, toldList);
      expect(theirs.liste.lignes[0]).toMatchObject({ disponible: false });
      expect(theirs.liste.lignes[0].remplacements).toEqual([expect.objectContaining({ id: capon.id, in_stock: 1, stock: 1 })]);
      // With until when it is held, for the page to say it as the tiles do (ADR 0137).
      expect(theirs.liste.places_gardees).toEqual([{ id_produit: capon.id, places_reservees: 1, jusqu_au: new Date(clock.getTime() + 24 * 3_600_000).toISOString() }]);
      const others = await readList(outsider, await listOfMissing(outsider));
      expect(others.liste.lignes[0].remplacements).toEqual([]);
      expect(others.liste.places_gardees).toEqual([]);
      // Once the window has ended, it is nobody's replacement.
      clock = new Date(clock.getTime() + 24 * 3_600_000);
      const after = await readList(told, toldList);
      expect(after.liste.lignes[0].remplacements).toEqual([]);
      expect(after.liste.places_gardees).toEqual([]);
    } finally {
      for (const o of aisle)
        await db().update(offers).set({ stock: o.stock, inStock: o.inStock }).where(and(eq(offers.perimeterId, perimeterId), eq(offers.productId, o.productId)));
    }
  });

  it("no longer counts it once the window has ended", async () => {
    const { told } = await oneHeldPlace();
    const listId = await listOf(told);
    clock = new Date(clock.getTime() + 24 * 3_600_000);
    expect((await readList(told, listId)).liste.lignes[0]).toMatchObject({ disponible: false, produit: { in_stock: 0 } });
    expect(await notepadCapon(told)).toMatchObject({ in_stock: 0 });
  });
});
