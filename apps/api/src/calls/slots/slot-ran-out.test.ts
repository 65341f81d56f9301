// A slot hold that ran out while the shopper was away is told by getPanier and getCreneaux until another slot is
// chosen, the basket is reset or ordered (ADR 0117). The shop's clock is moved past the hold's 60 minutes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";
import { ensureSlots } from "./slot-generation.ts";
import { releaseExpiredHolds } from "./slot-booking.ts";

let t: TestApp;
const start = new Date("2026-11-22T10:00:00Z");
let clock = start;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await ensureSlots(t.database.db, start);
});
afterAll(() => t.close());

const { post, get } = callClient(() => t);

type Grid = { jours: { creneaux: { id_tranche: number; etat: string; express: boolean }[] }[] };
const openSlots = (grid: Grid) => grid.jours.flatMap((d) => d.creneaux).filter((s) => s.etat === "disponible" && !s.express);

async function guestWithHold(skip: number): Promise<{ token: string; slotId: number; others: number[] }> {
  clock = start;
  const token = (await post("loginCP", { cp: "75011" })).json().token as string;
  const grid = (await get("getCreneaux", token)).json<Grid>();
  const [slot, ...others] = openSlots(grid).slice(skip);
  const held = await post("setCreneaux", { id_tranche: slot!.id_tranche }, token);
  expect(held.statusCode).toBe(200);
  expect(held.json().panier.creneau_expire).toBeNull();
  return { token, slotId: slot!.id_tranche, others: others.map((s) => s.id_tranche) };
}

const RAN_OUT = /^Votre créneau du \p{L}+ \d+ novembre, \d+ h – \d+ h n'était réservé que jusqu'à 12 h : il a été libéré\. Choisissez un créneau à nouveau\.$/u;

describe("a hold that ran out while the page was closed", () => {
  it("is named by getPanier and getCreneaux, with its end, whether or not the sweep released it", async () => {
    const { token, slotId } = await guestWithHold(8);
    // Held at 11 h in Paris for 60 minutes; still running a minute before its end.
    clock = new Date("2026-11-22T10:59:00Z");
    expect((await get("getPanier", token)).json()).toMatchObject({ id_tranche: slotId, creneau_expire: null });

    clock = new Date("2026-11-22T11:30:00Z");
    const basket = (await get("getPanier", token)).json();
    expect(basket).toMatchObject({ id_tranche: null, libelle_tranche: null, checking: { step3: false } });
    expect(basket.creneau_expire).toMatchObject({ id_tranche: slotId, fin_reservation: "2026-11-22T11:00:00.000Z", fin_reservation_libelle: "12 h" });
    expect(basket.creneau_expire.message).toMatch(RAN_OUT);
    const grid = (await get("getCreneaux", token)).json();
    expect(grid.creneau).toBeNull();
    expect(grid.creneau_expire).toEqual(basket.creneau_expire);

    // The periodic sweep gives the place back: the shopper is still told.
    expect(await releaseExpiredHolds(t.database.db, clock)).toBeGreaterThan(0);
    expect((await get("getCreneaux", token)).json().creneau_expire).toMatchObject({ id_tranche: slotId });

    // The next day, the end is named by its day.
    clock = new Date("2026-11-23T07:00:00Z");
    expect((await get("getPanier", token)).json().creneau_expire.message).toMatch(/que jusqu'au dimanche 22 novembre à 12 h : il a été libéré\./);
  });

  it("is no longer told once another slot is chosen, nor when the shopper just switched slots before the end", async () => {
    const { token, others } = await guestWithHold(9);
    clock = new Date("2026-11-22T11:30:00Z");
    const chosen = await post("setCreneaux", { id_tranche: others[0]! }, token);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().panier.creneau_expire).toBeNull();
    expect((await get("getCreneaux", token)).json().creneau_expire).toBeNull();
    // The new hold was chosen at 12 h 30; switching again before it ends gives a place back, which is no news.
    clock = new Date("2026-11-22T11:40:00Z");
    await post("setCreneaux", { id_tranche: others[1]! }, token);
    clock = new Date("2026-11-22T11:45:00Z");
    expect((await get("getPanier", token)).json()).toMatchObject({ id_tranche: others[1], creneau_expire: null });
  });

  it("is forgotten when the basket is reset", async () => {
    const { token } = await guestWithHold(10);
    clock = new Date("2026-11-22T11:30:00Z");
    expect((await get("getPanier", token)).json().creneau_expire).not.toBeNull();
    const reset = await post("updatePanier", { action: "reset" }, token);
    expect(reset.statusCode).toBe(200);
    expect((await get("getPanier", token)).json().creneau_expire).toBeNull();
    expect((await get("getCreneaux", token)).json().creneau_expire).toBeNull();
  });

  it("is not told in a zone the basket moved to", async () => {
    const { token } = await guestWithHold(11);
    clock = new Date("2026-11-22T11:30:00Z");
    const before = (await get("getPanier", token)).json().perimetre as number;
    const moved = await post("loginCP", { cp: "69001" }, token);
    expect(moved.statusCode).toBe(200);
    const after = (await get("getPanier", token)).json();
    expect(after.perimetre).not.toBe(before);
    expect(after.creneau_expire).toBeNull();
    expect((await get("getCreneaux", token)).json().creneau_expire).toBeNull();
  });
});
