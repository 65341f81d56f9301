// The slot calls through HTTP on a real seeded database: grid, hold, reservations ahead, ownership.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";
import { ensureSlots } from "./slot-generation.ts";
import { SLOT_PLACES_PER_ADDRESS } from "./slot-place-limit.ts";
import { GUEST_HOLD_SHARE_PERCENT } from "../../domain/slot-guest-share.ts";

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");

beforeAll(async () => {
  // The shop's own limit of slot places per address (ADR 0061) and guests' share of a slot (ADR 0143), which
  // createTestApp lifts for other files.
  t = await createTestApp({ now: () => clock, slotPlacesPerAddress: SLOT_PLACES_PER_ADDRESS, slotGuestSharePercent: GUEST_HOLD_SHARE_PERCENT });
  await ensureSlots(t.database.db, clock);
});
afterAll(() => t.close());

const { post, get } = callClient(() => t);

let customerSeq = 0;
async function customer(): Promise<string> {
  customerSeq += 1;
  const res = await post("register", {
    email: `creneaux${customerSeq}@example.fr`,
    password: "Un cabas plein de légumes",
    civilite: "Mme",
    nom: "Durand",
    prenom: "Chloé",
    cp: "75011",
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

/** A customer signing up from home (sign-ups are limited per address, ADR 0005), with the guest token they had. */
async function customerFrom(address: string, guestToken?: string): Promise<string> {
  customerSeq += 1;
  const res = await t.app.inject({
    method: "POST",
    url: "/next-react/register.php",
    payload: { email: `creneaux${customerSeq}@example.fr`, password: "Un cabas plein de légumes", civilite: "Mme", nom: "Durand", prenom: "Chloé", cp: "75011" },
    headers: { origin: "http://localhost:3000", ...(guestToken ? { authorization: `Bearer ${guestToken}` } : {}) },
    remoteAddress: address,
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

async function guest(cp = "75011"): Promise<string> {
  const res = await post("loginCP", { cp });
  return res.json().token as string;
}

type Grid = { jours: { date: string; creneaux: { id_tranche: number; etat: string; express: boolean; choisi: boolean; prix: number }[] }[] };
const slots = (grid: Grid) => grid.jours.flatMap((d) => d.creneaux);
const openSlot = (grid: Grid, skip = 0) => slots(grid).filter((s) => s.etat === "disponible" && !s.express)[skip]!;

/** A call from a given client address: the socket's, or one the storefront's proxy (loopback, trusted) forwards. */
function postFrom(address: string, call: string, payload: Record<string, unknown>, token: string, via: "socket" | "proxy" = "socket") {
  const headers = { origin: "http://localhost:3000", authorization: `Bearer ${token}` };
  return via === "socket"
    ? t.app.inject({ method: "POST", url: `/next-react/${call}.php`, payload, headers, remoteAddress: address })
    : t.app.inject({ method: "POST", url: `/next-react/${call}.php`, payload, headers: { ...headers, "x-forwarded-for": address }, remoteAddress: "127.0.0.1" });
}

async function bookedOf(slotId: number) {
  const [row] = await t.database.db.select({ booked: schema.deliverySlots.booked }).from(schema.deliverySlots).where(eq(schema.deliverySlots.id, slotId));
  return row?.booked;
}

describe("public slot grid by postal code", () => {
  it("lists the perimeter's slots by day with price, express and state, without a session", async () => {
    const res = await get("getCreneauxByCP?cp=75011");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code_postal: "75011", communes: ["Paris"] });
    expect(body.jours).toHaveLength(14);
    expect(body.jours[0]).toMatchObject({ date: "2026-11-22", libelle: "dimanche 22 novembre" });
    // Today at 11 h in Paris: ordinary slots before 19 h are past their 8-hour cut-off; 20 h and express are open.
    const today = body.jours[0].creneaux as (Grid["jours"][number]["creneaux"][number] & { libelle: string })[];
    expect(today.filter((s) => !s.express).map((s) => `${s.libelle} ${s.etat}`)).toEqual([
      "14 h – 16 h ferme",
      "16 h – 18 h ferme",
      "18 h – 20 h ferme",
      "20 h – 22 h disponible",
    ]);
    expect(today.find((s) => s.express)).toMatchObject({ etat: "disponible", prix: 5.9 });
    expect(body.jours[1].creneaux[0]).toMatchObject({ libelle: "7 h – 9 h", etat: "disponible", prix: 0, choisi: false });
  });

  it("answers in French for a postal code not delivered or malformed", async () => {
    const res = await get("getCreneauxByCP?cp=29200");
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/ne livre pas encore le 29200/);
    expect((await get("getCreneauxByCP?cp=abc")).statusCode).toBe(400);
  });
});

describe("holding a slot for the basket", () => {
  it("lets a guest hold a slot, shows the hold's end, and frees it when changing slot", async () => {
    const token = await guest();
    const grid = (await get("getCreneaux", token)).json<Grid & { id_panier: number; creneau: null }>();
    expect(grid.creneau).toBeNull();
    const [first, second] = [openSlot(grid), openSlot(grid, 1)];
    const before = await bookedOf(first.id_tranche);

    const res = await post("setCreneaux", { id_tranche: first.id_tranche }, token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: "Créneau réservé jusqu'à 12 h.", creneau: { id_tranche: first.id_tranche, type: "hold" } });
    expect(body.creneau.fin_reservation).toBe("2026-11-22T11:00:00.000Z");
    expect(body.id_panier).toBeGreaterThan(0);
    expect(body.panier).toMatchObject({ id_panier: body.id_panier, id_tranche: first.id_tranche });
    expect(await bookedOf(first.id_tranche)).toBe((before ?? 0) + 1);

    const after = (await get("getCreneaux", token)).json();
    expect(after.creneau).toMatchObject({ id_tranche: first.id_tranche, fin_reservation_libelle: "12 h" });
    expect(slots(after).find((s) => s.id_tranche === first.id_tranche)?.choisi).toBe(true);

    await post("setCreneaux", { id_tranche: second.id_tranche }, token);
    expect(await bookedOf(first.id_tranche)).toBe(before);
  });

  it("shows a full slot as full and refuses it in French", async () => {
    const grid = (await get("getCreneauxByCP?cp=75011")).json<Grid>();
    const slot = openSlot(grid, 5);
    await t.database.db.update(schema.deliverySlots).set({ capacity: 0 }).where(eq(schema.deliverySlots.id, slot.id_tranche));
    const token = await guest();
    const res = await post("setCreneaux", { id_tranche: slot.id_tranche }, token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: "Ce créneau est complet : choisissez-en un autre." });
    const again = (await get("getCreneauxByCP?cp=75011")).json<Grid>();
    expect(slots(again).find((s) => s.id_tranche === slot.id_tranche)?.etat).toBe("complet");
  });

  it("shows a slot as full to everyone once its places are held", async () => {
    const grid = (await get("getCreneauxByCP?cp=75011")).json<Grid>();
    const slot = slots(grid).filter((s) => s.etat === "disponible" && !s.express).at(-1)!;
    // Twenty shoppers, each at home: places are limited per address (ADR 0061); ten guests fill their share
    // (ADR 0143), ten customers the rest.
    for (let i = 0; i < 20; i++) {
      const address = `10.60.0.${i + 1}`;
      const token = i < 10 ? await guest() : await customerFrom(address);
      const res = await postFrom(address, "setCreneaux", { id_tranche: slot.id_tranche }, token);
      expect(res.statusCode).toBe(200);
    }
    expect((await post("setCreneaux", { id_tranche: slot.id_tranche }, await guest())).statusCode).toBe(409);
    const seen = (await get("getCreneaux", await customer())).json<Grid>();
    expect(slots(seen).find((s) => s.id_tranche === slot.id_tranche)?.etat).toBe("complet");
  });

  it("refuses without a session, bad ids, unknown slots, closed slots and other perimeters", async () => {
    const grid = (await get("getCreneauxByCP?cp=75011")).json<Grid>();
    expect((await post("setCreneaux", { id_tranche: openSlot(grid).id_tranche })).statusCode).toBe(401);
    const token = await guest();
    const bad = await post("setCreneaux", { id_tranche: "-3" }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.id_tranche[0]).toMatch(/créneau/);
    expect((await post("setCreneaux", { id_tranche: 99_999_999 }, token)).json()).toMatchObject({ success: false, message: "Créneau introuvable." });
    const closed = slots(grid).find((s) => s.etat === "ferme")!;
    expect((await post("setCreneaux", { id_tranche: closed.id_tranche }, token)).statusCode).toBe(422);
    const lyon = (await get("getCreneauxByCP?cp=69001")).json<Grid>();
    const res = await post("setCreneaux", { id_tranche: openSlot(lyon).id_tranche }, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/adresse de livraison/);
  });
});

describe("reservations ahead", () => {
  it("books, lists and cancels a reservation, which is released at the cut-off", async () => {
    const token = await customer();
    const grid = (await get("getCreneauxResa?cp=75011", token)).json<Grid>();
    expect(slots(grid).some((s) => s.express)).toBe(false);
    const slot = openSlot(grid, 3);
    const res = await post("addRdvResa", { id_tranche: slot.id_tranche }, token);
    expect(res.statusCode).toBe(200);
    const { reservation } = res.json();
    expect(reservation).toMatchObject({ id_tranche: slot.id_tranche, perimetre: "Paris & petite couronne" });
    expect(reservation.fin_reservation_libelle).toMatch(/ à /);
    expect((await get("getRdvResa", token)).json().reservations).toHaveLength(1);
    const marked = (await get("getCreneauxResa", token)).json<Grid>();
    expect(slots(marked).find((s) => s.id_tranche === slot.id_tranche)?.choisi).toBe(true);

    const cancel = await post("cancelRdvResa", { id_reservation: reservation.id_reservation }, token);
    expect(cancel.json()).toMatchObject({ success: true, reservations: [], message: "Réservation annulée." });
  });

  it("says until which day a reservation chosen for the basket is kept, not a time of today (ADR 0060)", async () => {
    const token = await customer();
    const slot = openSlot((await get("getCreneauxResa?cp=75011", token)).json<Grid>(), 5);
    const { reservation } = (await post("addRdvResa", { id_tranche: slot.id_tranche }, token)).json();
    expect(reservation.fin_reservation_libelle).toMatch(/^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) .+ à \d+ h/);
    const res = await post("setCreneaux", { id_tranche: slot.id_tranche }, token);
    expect(res.json()).toMatchObject({
      message: `Créneau réservé jusqu'au ${reservation.fin_reservation_libelle}.`,
      creneau: { type: "reservation", fin_reservation_libelle: reservation.fin_reservation_libelle, fin_reservation: reservation.fin_reservation },
    });
    expect((await get("getCreneaux", token)).json().creneau.fin_reservation_libelle).toBe(reservation.fin_reservation_libelle);
  });

  it("answers 404 for another customer's reservation and changes nothing", async () => {
    const owner = await customer();
    const stranger = await customer();
    const grid = (await get("getCreneauxResa?cp=75011", owner)).json<Grid>();
    const slot = openSlot(grid, 4);
    const { reservation } = (await post("addRdvResa", { id_tranche: slot.id_tranche }, owner)).json();
    const before = await bookedOf(slot.id_tranche);
    const res = await post("cancelRdvResa", { id_reservation: reservation.id_reservation }, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: "Réservation introuvable." });
    expect(await bookedOf(slot.id_tranche)).toBe(before);
    expect((await get("getRdvResa", owner)).json().reservations).toHaveLength(1);
    expect((await get("getRdvResa", stranger)).json().reservations).toHaveLength(0);
    const [row] = await t.database.db
      .select({ releasedAt: schema.slotBookings.releasedAt })
      .from(schema.slotBookings)
      .where(and(eq(schema.slotBookings.id, reservation.id_reservation)));
    expect(row?.releasedAt).toBeNull();
  });

  it("is for signed-in customers only", async () => {
    const token = await guest();
    expect((await post("addRdvResa", { id_tranche: 1 }, token)).statusCode).toBe(401);
    expect((await get("getRdvResa", token)).statusCode).toBe(401);
    expect((await post("cancelRdvResa", { id_reservation: "x" }, await customer())).statusCode).toBe(400);
  });

  it("keeps every slot's booked count equal to its unreleased bookings", async () => {
    const result = await t.database.db.execute(sql`
      select count(*)::int as n from delivery_slots s
      where s.booked <> (select count(*) from slot_bookings b where b.slot_id = s.id and b.released_at is null)`);
    expect((result as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});

describe("places taken per client address (ADR 0061)", () => {
  const { limit } = SLOT_PLACES_PER_ADDRESS;
  /** Open slots far from the ones the other tests fill, one per place taken. */
  const spreadSlots = async () => slots((await get("getCreneauxByCP?cp=75011")).json<Grid>()).filter((s) => s.etat === "disponible" && !s.express).slice(10, 10 + limit);

  it("refuses the place past the limit from one address, changing nothing, and lets another address hold", async () => {
    const open = await spreadSlots();
    expect(open).toHaveLength(limit);
    const office = "10.61.0.1";
    // The first guest holds a slot, then others from the same address take the rest of the allowance.
    const first = await guest();
    expect((await postFrom(office, "setCreneaux", { id_tranche: open[0]!.id_tranche }, first)).statusCode).toBe(200);
    for (const slot of open.slice(1)) {
      expect((await postFrom(office, "setCreneaux", { id_tranche: slot.id_tranche }, await guest())).statusCode).toBe(200);
    }
    // Choosing the held slot again takes no new place: not counted, not refused.
    expect((await postFrom(office, "setCreneaux", { id_tranche: open[0]!.id_tranche }, first)).statusCode).toBe(200);

    const target = open[1]!.id_tranche;
    const before = await bookedOf(target);
    const fresh = await guest();
    const refused = await postFrom(office, "setCreneaux", { id_tranche: target }, fresh);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: "Trop de créneaux ont été réservés depuis votre connexion ces dernières minutes : réessayez dans 10 minutes.",
    });
    expect(await bookedOf(target)).toBe(before);
    expect((await get("getCreneaux", fresh)).json().creneau).toBeNull();

    // Switching would take a new place too: refused, and the first guest keeps its slot and its place.
    const heldBefore = await bookedOf(open[0]!.id_tranche);
    expect((await postFrom(office, "setCreneaux", { id_tranche: target }, first)).statusCode).toBe(429);
    expect((await get("getCreneaux", first)).json().creneau).toMatchObject({ id_tranche: open[0]!.id_tranche, type: "hold" });
    expect(await bookedOf(open[0]!.id_tranche)).toBe(heldBefore);
    expect(await bookedOf(target)).toBe(before);

    // A reservation ahead is a place too: same counter, same refusal.
    const customerToken = await customer();
    const ahead = await postFrom(office, "addRdvResa", { id_tranche: target }, customerToken);
    expect(ahead.statusCode).toBe(429);
    expect(ahead.json().success).toBe(false);
    expect((await get("getRdvResa", customerToken)).json().reservations).toHaveLength(0);
    expect(await bookedOf(target)).toBe(before);

    // Another household, here behind the storefront's proxy, is not affected.
    const neighbour = await guest();
    const held = await postFrom("10.61.0.2", "setCreneaux", { id_tranche: target }, neighbour, "proxy");
    expect(held.statusCode).toBe(200);
    expect(await bookedOf(target)).toBe((before ?? 0) + 1);
  });

  it("counts every address of one IPv6 /64 as one client", async () => {
    const open = await spreadSlots();
    for (const [i, slot] of open.entries()) {
      expect((await postFrom(`2001:db8:61:1::${(i + 1).toString(16)}`, "setCreneaux", { id_tranche: slot.id_tranche }, await guest())).statusCode).toBe(200);
    }
    expect((await postFrom("2001:db8:61:1:abcd::9", "setCreneaux", { id_tranche: open[0]!.id_tranche }, await guest())).statusCode).toBe(429);
    expect((await postFrom("2001:db8:61:2::1", "setCreneaux", { id_tranche: open[0]!.id_tranche }, await guest())).statusCode).toBe(200);
  });

  it("keeps every slot's booked count equal to its unreleased bookings after refusals", async () => {
    const result = await t.database.db.execute(sql`
      select count(*)::int as n from delivery_slots s
      where s.booked <> (select count(*) from slot_bookings b where b.slot_id = s.id and b.released_at is null)`);
    expect((result as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});

describe("guests' share of a slot's places (ADR 0143)", () => {
  const SHARE_TAKEN =
    "Les places de ce créneau ouvertes sans compte sont toutes réservées : connectez-vous ou créez votre compte pour le choisir, ou choisissez-en un autre.";
  /** An open ordinary slot none of the other tests uses (they take the first forty-odd and the last). */
  const quietSlot = async (skip: number) =>
    slots((await get("getCreneauxByCP?cp=75011")).json<Grid>()).filter((s) => s.etat === "disponible" && !s.express).at(-2 - skip)!;

  it("gives guests from many addresses trying at once half the places; a customer still books, a guest learns why not", async () => {
    const slot = await quietSlot(0);
    const tokens = await Promise.all(Array.from({ length: 40 }, () => guest()));
    // A script spread over forty addresses, each well under its own limit.
    const answers = await Promise.all(tokens.map((token, i) => postFrom(`10.63.${i}.1`, "setCreneaux", { id_tranche: slot.id_tranche }, token)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(30);
    for (const r of refused) expect({ status: r.statusCode, body: r.json() }).toEqual({ status: 409, body: { success: false, message: SHARE_TAKEN, id_tranche: slot.id_tranche } });
    expect(await bookedOf(slot.id_tranche)).toBe(10);

    // Not full: the grid says so to the refused guest as to anyone, since an account still gets a place.
    const late = tokens[answers.findIndex((r) => r.statusCode !== 200)]!;
    const seen = (await get("getCreneaux", late)).json<Grid & { creneau: null }>();
    expect(seen.creneau).toBeNull();
    expect(slots(seen).find((s) => s.id_tranche === slot.id_tranche)?.etat).toBe("disponible");
    const customerToken = await customerFrom("10.63.200.1");
    expect((await postFrom("10.63.200.1", "setCreneaux", { id_tranche: slot.id_tranche }, customerToken)).statusCode).toBe(200);
    expect(await bookedOf(slot.id_tranche)).toBe(11);
  });

  it("counts a guest who signs up with the hold as a customer, giving the guests' place back", async () => {
    const slot = await quietSlot(1);
    const tokens: string[] = [];
    for (let i = 0; i < 10; i++) {
      const token = await guest();
      expect((await postFrom(`10.64.${i}.1`, "setCreneaux", { id_tranche: slot.id_tranche }, token)).statusCode).toBe(200);
      tokens.push(token);
    }
    expect((await postFrom("10.64.100.1", "setCreneaux", { id_tranche: slot.id_tranche }, await guest())).statusCode).toBe(409);

    // The first guest creates an account: the basket, and its hold, are the account's now.
    const account = await customerFrom("10.64.0.1", tokens[0]);
    expect((await get("getCreneaux", account)).json().creneau).toMatchObject({ id_tranche: slot.id_tranche, type: "hold" });
    expect((await postFrom("10.64.101.1", "setCreneaux", { id_tranche: slot.id_tranche }, await guest())).statusCode).toBe(200);
    expect(await bookedOf(slot.id_tranche)).toBe(11);
  });

  it("keeps every slot's booked count equal to its unreleased bookings", async () => {
    const result = await t.database.db.execute(sql`
      select count(*)::int as n from delivery_slots s
      where s.booked <> (select count(*) from slot_bookings b where b.slot_id = s.id and b.released_at is null)`);
    expect((result as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
