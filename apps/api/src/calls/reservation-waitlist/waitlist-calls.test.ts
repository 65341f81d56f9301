// The waiting list of a product sold on reservation, through HTTP on a real seeded database (ADR 0114): joining and
// its refusals (nothing written), positions under concurrent joins, leaving, places freed by a cancellation or by
// staff told to as many people as places in their order, each place held (ADR 0120), the next told when a window ends,
// and the purge.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { NOT_AUTHORIZED, RESERVATION_WAITLISTS_PERMISSION } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { hashPassword } from "../../domain/passwords.ts";
import { runDueJobs } from "../../jobs/job-queue.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bearer, createSlot, insertOrder, ORIGIN, registerCustomer } from "../../test/order-fixtures.ts";
import { cancelUnpaidOrder } from "../orders/payment-outcome.ts";
import { scheduleWaitlistJobs, sweepWaitlist, waitlistJobHandlers, WAITLIST_SWEEP_JOB } from "./waitlist-jobs.ts";
import { offerFreedPlaces } from "./waitlist-store.ts";
import { OFFER_WINDOW_HOURS, WAITING_RETENTION_DAYS } from "./waitlist-rules.ts";

let t: TestApp;
let clock = new Date("2026-12-01T10:00:00Z");
const SHOP = "https://cabas.example";
const db = () => t.database.db;

type Shopper = { token: string; userId: number; perimeterId: number; email: string };
const shoppers: Shopper[] = [];
let capon: { id: number; name: string };
let plain: { id: number; name: string };
let perimeterId: number;

const call = (method: "GET" | "POST", name: string, shopper: Shopper, payload: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/next-react/${name}.php${method === "GET" ? `?${new URLSearchParams(payload as Record<string, string>).toString()}` : ""}`,
    headers: { ...ORIGIN, ...bearer(shopper.token), cookie: `ID_PERIMETRE=${shopper.perimeterId}` },
    ...(method === "POST" ? { payload } : {}),
  });
const join = (s: Shopper, id: unknown = capon.id) => call("POST", "rejoindreListeAttente", s, { id_produit: id });
const leave = (s: Shopper, id: unknown = capon.id) => call("POST", "quitterListeAttente", s, { id_produit: id });
const read = (s: Shopper, id: unknown = capon.id) => call("GET", "maListeAttente", s, { id_produit: String(id) });

const entries = () => db().select().from(schema.reservationWaitlist).orderBy(schema.reservationWaitlist.id);
const shelf = async () =>
  (await db().select({ stock: schema.offers.stock }).from(schema.offers).where(and(eq(schema.offers.productId, capon.id), eq(schema.offers.perimeterId, perimeterId))))[0]!.stock;
const setStock = (productId: number, stock: number) =>
  db().update(schema.offers).set({ stock, inStock: true }).where(and(eq(schema.offers.productId, productId), eq(schema.offers.perimeterId, perimeterId)));
const placeMails = async () =>
  (
    await db()
      .select({ to: sql<string>`${schema.backgroundJobs.payload}->>'to'`, text: sql<string>`${schema.backgroundJobs.payload}->>'text'` })
      .from(schema.backgroundJobs)
      .where(and(eq(schema.backgroundJobs.kind, "mail.send"), sql`${schema.backgroundJobs.payload}->>'subject' like 'Une réservation s''est libérée%'`))
      .orderBy(schema.backgroundJobs.id)
  ).map((m) => m.to);
const runJobs = () => runDueJobs(db(), { ...waitlistJobHandlers(db(), SHOP, () => clock), "mail.send": async () => {} }, clock, 100);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  for (let i = 0; i < 4; i++) {
    const email = `attente.${i}@example.fr`;
    shoppers.push({ ...(await registerCustomer(t, email)), email });
  }
  perimeterId = shoppers[0]!.perimeterId;
  const reservable = await db()
    .select({ id: schema.products.id, name: schema.products.name, reservable: schema.products.isReservable })
    .from(schema.products)
    .innerJoin(schema.offers, and(eq(schema.offers.productId, schema.products.id), eq(schema.offers.perimeterId, perimeterId)))
    .orderBy(schema.products.id);
  capon = reservable.find((p) => p.reservable)!;
  plain = reservable.find((p) => !p.reservable)!;
}, 120_000);
afterAll(() => t.close());

beforeEach(async () => {
  clock = new Date("2026-12-01T10:00:00Z");
  await db().delete(schema.reservationWaitlist);
  await db().delete(schema.backgroundJobs);
  await setStock(capon.id, 0);
});

describe("joining the waiting list", () => {
  it("gives each customer their position, in French, and shows it again on return", async () => {
    const first = await join(shoppers[0]!);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ etat: "en_attente", position: 1 });
    expect(first.json().message).toContain(`en 1re position sur la liste d'attente de « ${capon.name} »`);
    expect((await join(shoppers[1]!)).json()).toMatchObject({ position: 2 });
    expect((await read(shoppers[1]!)).json()).toMatchObject({ etat: "en_attente", position: 2 });
    expect((await read(shoppers[2]!)).json()).toMatchObject({ etat: "absent", position: null });
  });

  it("gives two customers joining at once distinct positions", async () => {
    const answers = await Promise.all(shoppers.map((s) => join(s)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => a.json().position as number).sort()).toEqual([1, 2, 3, 4]);
  });

  it("refuses, in French and changing nothing, a product unknown, not on reservation, with places left, or joined twice", async () => {
    await join(shoppers[0]!);
    const before = await entries();
    const unknown = await join(shoppers[1]!, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain("Ce produit n'existe pas");
    const notReservable = await join(shoppers[1]!, plain.id);
    expect(notReservable.statusCode).toBe(422);
    expect(notReservable.json().message).toContain("ne se vend pas sur réservation");
    expect((await join(shoppers[1]!, "abc")).statusCode).toBe(400);
    const twice = await join(shoppers[0]!);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain("Vous êtes déjà sur la liste d'attente");
    await setStock(capon.id, 2);
    const placesLeft = await join(shoppers[1]!);
    expect(placesLeft.statusCode).toBe(422);
    expect(placesLeft.json().message).toContain("Il reste des réservations");
    expect(await entries()).toEqual(before);
  });

  it("lets a customer leave, and the next move up; leaving twice is refused", async () => {
    await join(shoppers[0]!);
    await join(shoppers[1]!);
    const left = await leave(shoppers[0]!);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ etat: "absent" });
    expect(left.json().message).toContain("Vous avez quitté la liste d'attente");
    expect((await read(shoppers[1]!)).json()).toMatchObject({ position: 1 });
    const again = await leave(shoppers[0]!);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toContain("Vous n'êtes pas sur la liste d'attente");
  });

  it("is for signed-in customers", async () => {
    const guest = await t.app.inject({ method: "POST", url: "/next-react/rejoindreListeAttente.php", headers: ORIGIN, payload: { id_produit: capon.id } });
    expect(guest.statusCode).toBe(401);
  });
});

describe("places freed", () => {
  it("tells as many people as places a cancellation gives back, in their order, through the queue", async () => {
    // A buyer's order of the last two capons, whose payment then fails: its cancellation gives them back.
    await setStock(capon.id, 2);
    const buyer = await registerCustomer(t, `acheteur.${Date.now()}@example.fr`);
    const slot = await createSlot(db(), perimeterId, new Date("2026-12-20T08:00:00Z"));
    const order = await insertOrder(db(), { userId: buyer.userId, perimeterId, slotId: slot.id, lines: [{ productId: capon.id, name: capon.name, quantity: 2, unitCents: 9000 }], now: clock, status: "pending_payment" });
    for (const s of shoppers) await join(s);
    await db().transaction((tx) => cancelUnpaidOrder(tx, order, "Paiement refusé", clock));
    expect(await placeMails()).toEqual([]);
    await runJobs();
    expect(await placeMails()).toEqual([shoppers[0]!.email, shoppers[1]!.email]);
    expect((await read(shoppers[0]!)).json()).toMatchObject({ etat: "prevenu", jusqu_au: "2026-12-02T10:00:00.000Z" });
    expect((await read(shoppers[2]!)).json()).toMatchObject({ etat: "en_attente", position: 1 });
    // Both places are held for those told: none left on the shelf for anyone else.
    expect(await shelf()).toBe(0);
    // Run again, or twice at once: a place is offered once.
    await Promise.all([offerFreedPlaces(db(), capon.id, perimeterId, clock, SHOP), offerFreedPlaces(db(), capon.id, perimeterId, clock, SHOP)]);
    await runJobs();
    expect(await placeMails()).toHaveLength(2);
  });

  it("gives the place of a told person who lets the window pass to the next in line, held in turn (ADR 0120)", async () => {
    for (const s of shoppers.slice(0, 2)) await join(s);
    await setStock(capon.id, 1);
    await offerFreedPlaces(db(), capon.id, perimeterId, clock, SHOP);
    expect(await placeMails()).toEqual([shoppers[0]!.email]);
    // The place is held: off the shelf, on the told person's entry.
    expect(await shelf()).toBe(0);
    expect((await read(shoppers[0]!)).json()).toMatchObject({ etat: "prevenu", places_reservees: 1 });
    // Within the window nothing more.
    clock = new Date(clock.getTime() + (OFFER_WINDOW_HOURS - 1) * 3_600_000);
    await runJobs();
    expect(await placeMails()).toHaveLength(1);
    // The window ends: the job queued with the offer gives the place to the next, and the first leaves the line.
    clock = new Date("2026-12-02T10:00:00Z");
    await runJobs();
    expect(await placeMails()).toEqual([shoppers[0]!.email, shoppers[1]!.email]);
    expect((await read(shoppers[0]!)).json()).toMatchObject({ etat: "absent", places_reservees: 0 });
    expect((await read(shoppers[1]!)).json()).toMatchObject({ etat: "prevenu", places_reservees: 1 });
    expect(await shelf()).toBe(0);
    // Nobody left in line when this window ends: the place goes back on the shelf, for anyone.
    clock = new Date("2026-12-03T10:00:00Z");
    await runJobs();
    expect(await placeMails()).toHaveLength(2);
    expect(await entries()).toEqual([]);
    expect(await shelf()).toBe(1);
  });

  it("counts a person told before places were held, whose unit is still on the shelf, so it is offered once", async () => {
    await join(shoppers[0]!);
    await join(shoppers[1]!);
    await db()
      .update(schema.reservationWaitlist)
      .set({ notifiedAt: clock, offerEndsAt: new Date(clock.getTime() + 3_600_000) })
      .where(eq(schema.reservationWaitlist.userId, shoppers[0]!.userId));
    await setStock(capon.id, 1);
    expect(await offerFreedPlaces(db(), capon.id, perimeterId, clock, SHOP)).toBe(0);
    expect(await shelf()).toBe(1);
  });

  it("offers a freed place once when two runs tell the line at the same time", async () => {
    for (const s of shoppers) await join(s);
    await setStock(capon.id, 2);
    const told = await Promise.all([1, 2, 3].map(() => offerFreedPlaces(db(), capon.id, perimeterId, clock, SHOP)));
    expect(told.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await placeMails()).toEqual([shoppers[0]!.email, shoppers[1]!.email]);
    expect(await shelf()).toBe(0);
  });

  it("offers places staff added to the stock on the hourly sweep", async () => {
    await join(shoppers[0]!);
    await setStock(capon.id, 3);
    await sweepWaitlist(db(), clock, SHOP);
    expect(await placeMails()).toEqual([shoppers[0]!.email]);
    const [mail] = await db()
      .select({ text: sql<string>`${schema.backgroundJobs.payload}->>'text'` })
      .from(schema.backgroundJobs)
      .where(eq(schema.backgroundJobs.kind, "mail.send"));
    expect(mail!.text).toContain(`Une réservation de « ${capon.name} » s'est libérée`);
    expect(mail!.text).toContain("avant le 2 décembre 2026 à 11 h");
    expect(mail!.text).toContain("cette réservation vous est gardée : personne d'autre ne peut la prendre");
  });
});

describe("the places held for a customer, read at once (ADR 0131)", () => {
  const held = (s: Shopper, payload: Record<string, string> = {}) => call("GET", "mesPlacesGardees", s, payload);

  it("lists the customer's held places with until when, nobody else's, and none once the window ended", async () => {
    for (const s of shoppers.slice(0, 2)) await join(s);
    // Nothing held yet: waiting is not holding.
    expect((await held(shoppers[0]!)).json()).toMatchObject({ success: true, places: [] });
    await setStock(capon.id, 1);
    await offerFreedPlaces(db(), capon.id, perimeterId, clock, SHOP);
    const mine = await held(shoppers[0]!);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().places).toEqual([{ id_produit: capon.id, places_reservees: 1, jusqu_au: "2026-12-02T10:00:00.000Z" }]);
    // The next in line, and a customer not on the line, hold nothing.
    expect((await held(shoppers[1]!)).json().places).toEqual([]);
    expect((await held(shoppers[2]!)).json().places).toEqual([]);
    // The window's end, even before its job runs: nothing held any more.
    clock = new Date("2026-12-02T10:00:00Z");
    expect((await held(shoppers[0]!)).json().places).toEqual([]);
  });

  it("reads the perimeter asked for, else the one the customer shops in; a customer told before places were held holds nothing", async () => {
    await join(shoppers[0]!);
    await join(shoppers[1]!);
    await setStock(capon.id, 1);
    await offerFreedPlaces(db(), capon.id, perimeterId, clock, SHOP);
    const [other] = await db().select({ id: schema.perimeters.id }).from(schema.perimeters).where(sql`${schema.perimeters.id} <> ${perimeterId}`).limit(1);
    expect((await held(shoppers[0]!, { id_perimetre: String(other!.id) })).json().places).toEqual([]);
    expect((await held(shoppers[0]!, { id_perimetre: String(perimeterId) })).json().places).toHaveLength(1);
    // Told before ADR 0120: their unit is the shelf's, not theirs.
    await db()
      .update(schema.reservationWaitlist)
      .set({ notifiedAt: clock, offerEndsAt: new Date(clock.getTime() + 3_600_000), heldUnits: 0 })
      .where(eq(schema.reservationWaitlist.userId, shoppers[1]!.userId));
    expect((await held(shoppers[1]!)).json().places).toEqual([]);
  });

  it("is for signed-in customers, and refuses a malformed perimeter in French", async () => {
    expect((await t.app.inject({ method: "GET", url: "/next-react/mesPlacesGardees.php", headers: ORIGIN })).statusCode).toBe(401);
    const bad = await held(shoppers[0]!, { id_perimetre: "abc" });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("Le périmètre doit être un nombre.");
    const unknown = await held(shoppers[0]!, { id_perimetre: "999999" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Ce périmètre de livraison n'existe pas.");
  });
});

describe("keeping no more than needed", () => {
  it("deletes the lines of a product no longer on reservation and entries waiting longer than the retention", async () => {
    await join(shoppers[0]!);
    await join(shoppers[1]!);
    // The first joined just over the retention ago, the second just under.
    const at = (days: number) => new Date(clock.getTime() - days * 86_400_000);
    await db().update(schema.reservationWaitlist).set({ createdAt: at(WAITING_RETENTION_DAYS + 1) }).where(eq(schema.reservationWaitlist.userId, shoppers[0]!.userId));
    await db().update(schema.reservationWaitlist).set({ createdAt: at(WAITING_RETENTION_DAYS - 1) }).where(eq(schema.reservationWaitlist.userId, shoppers[1]!.userId));
    await sweepWaitlist(db(), clock, SHOP);
    expect((await entries()).map((e) => e.userId)).toEqual([shoppers[1]!.userId]);
    await db().update(schema.products).set({ isReservable: false }).where(eq(schema.products.id, capon.id));
    try {
      await sweepWaitlist(db(), clock, SHOP);
      expect(await entries()).toEqual([]);
    } finally {
      await db().update(schema.products).set({ isReservable: true }).where(eq(schema.products.id, capon.id));
    }
  });

  it("runs the sweep hourly on the queue, and queues its next run", async () => {
    await join(shoppers[0]!);
    await setStock(capon.id, 1);
    await scheduleWaitlistJobs(db(), clock);
    await runJobs();
    expect(await placeMails()).toEqual([]);
    clock = new Date(clock.getTime() + 3_600_000);
    await runJobs();
    expect(await placeMails()).toEqual([shoppers[0]!.email]);
    const next = await db()
      .select({ runAt: schema.backgroundJobs.runAt })
      .from(schema.backgroundJobs)
      .where(and(eq(schema.backgroundJobs.kind, WAITLIST_SWEEP_JOB), sql`done_at is null`));
    expect(next.map((n) => n.runAt.toISOString())).toEqual(["2026-12-01T12:00:00.000Z"]);
  });
});

describe("the staff screen's call (ADR 0120)", () => {
  const staffToken = async (email: string, permissions: string[]): Promise<string> => {
    await db().insert(schema.users).values({ email, passwordHash: await hashPassword("Attente 2026 !"), nom: "Roux", prenom: "Inès", permissions }).onConflictDoNothing();
    const res = await t.app.inject({ method: "POST", url: "/next-react/loginToken.php", headers: ORIGIN, payload: { email, password: "Attente 2026 !" } });
    return res.json().token as string;
  };
  const lists = (token: string) => t.app.inject({ method: "GET", url: "/next-react/getListesAttente.php", headers: bearer(token) });

  it("lists each line's people in order, with who is told and until when, for staff who read the waiting lists", async () => {
    for (const s of shoppers.slice(0, 3)) await join(s);
    await setStock(capon.id, 1);
    await offerFreedPlaces(db(), capon.id, perimeterId, clock, SHOP);
    const res = await lists(await staffToken("listes@cabas.example", [RESERVATION_WAITLISTS_PERMISSION]));
    expect(res.statusCode).toBe(200);
    const line = res.json().listes.find((l: { id_produit: number }) => l.id_produit === capon.id);
    expect(line).toMatchObject({ produit: capon.name, stock: 0 });
    expect(line.personnes).toEqual([
      expect.objectContaining({ email: shoppers[0]!.email, etat: "prevenu", position: null, prevenu_le: "2026-12-01T10:00:00.000Z", jusqu_au: "2026-12-02T10:00:00.000Z", places_reservees: 1 }),
      expect.objectContaining({ email: shoppers[1]!.email, etat: "en_attente", position: 1, jusqu_au: null, places_reservees: 0 }),
      expect.objectContaining({ email: shoppers[2]!.email, etat: "en_attente", position: 2 }),
    ]);
    expect(line.personnes[0].inscrit_le).toBe("2026-12-01T10:00:00.000Z");
  });

  it("refuses customers and staff without the permission (403), and guests (401)", async () => {
    expect((await lists(shoppers[0]!.token)).statusCode).toBe(403);
    const other = await lists(await staffToken("autre-equipe@cabas.example", ["reviews.moderate"]));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(NOT_AUTHORIZED);
    expect((await t.app.inject({ method: "GET", url: "/next-react/getListesAttente.php" })).statusCode).toBe(401);
  });
});
