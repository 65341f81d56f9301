// The advent calendar through HTTP on a real seeded database, the clock set in December: one play a day per
// customer (Paris time), wins credited to the prize pot or as a voucher, a day's prizes never exceeded by
// concurrent plays, and the game closed outside 1–24 December. Odds are set on the day's row for each case.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { createTestApp, queryClient, type TestApp } from "../../test/test-app.ts";
import { confirmEmailOf, pickProducts, registerCustomer } from "../../test/order-fixtures.ts";

let t: TestApp;
let clock = new Date("2026-12-05T10:00:00Z");
let customers = 0;
const { post, get } = queryClient(() => t);

async function customer() {
  customers += 1;
  const account = await registerCustomer(t, `calendrier-${customers}@example.fr`);
  // Games with prizes need a confirmed address (ADR 0048): the flow itself is tested in email-confirmation.test.ts.
  await confirmEmailOf(t, account.userId);
  return account;
}

/** Sets a door's odds (basis points) and prizes for the case at hand. */
async function setDay(day: number, values: Partial<typeof schema.calendarDays.$inferInsert>) {
  await t.database.db.update(schema.calendarDays).set(values).where(and(eq(schema.calendarDays.year, 2026), eq(schema.calendarDays.day, day)));
}
const dayRow = async (day: number) =>
  (await t.database.db.select().from(schema.calendarDays).where(and(eq(schema.calendarDays.year, 2026), eq(schema.calendarDays.day, day))))[0]!;
const potOf = async (userId: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`coalesce(sum(${schema.loyaltyLedger.amount}), 0)::int` })
      .from(schema.loyaltyLedger)
      .where(and(eq(schema.loyaltyLedger.userId, userId), eq(schema.loyaltyLedger.kind, "cagnotte")))
  )[0]!.n;
const playsOf = async (userId: number) => t.database.db.select().from(schema.calendarPlays).where(eq(schema.calendarPlays.userId, userId));

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, basketViewCache: { ttlMs: 600_000, maxEntries: 100 } });
});
afterAll(() => t.close());

describe("the advent calendar", () => {
  it("shows a visitor today's door open, earlier ones passed with their prize, later ones shut, and the rules", async () => {
    clock = new Date("2026-12-05T10:00:00Z");
    const res = await get("getCalendrier", {});
    expect(res.statusCode, res.body).toBe(200);
    const { calendrier, connecte } = res.json();
    expect(connecte).toBe(false);
    expect(calendrier).toMatchObject({ annee: 2026, etat: "ouvert", jour_du_jour: 5, peut_jouer: false, couleur_fond: "#B3261E" });
    expect(calendrier.message).toMatch(/^Connectez-vous pour ouvrir la case du 5 décembre\./);
    expect(calendrier.cases).toHaveLength(24);
    expect(calendrier.cases[4]).toMatchObject({ jour: 5, date: "2026-12-05", etat: "ouverte", lot: "3 € dans votre cagnotte" });
    expect(calendrier.cases[3]).toMatchObject({ jour: 4, etat: "passee", lot: "2 € dans votre cagnotte" });
    expect(calendrier.cases[5]).toMatchObject({ jour: 6, etat: "a_venir", lot: null });
    expect(calendrier.reglement).toContain("jeu gratuit sans obligation d'achat");
    expect(calendrier.reglement).toContain("une seule fois par jour et par compte");
  });

  it("writes the first door's day as French does: « 1er décembre »", async () => {
    clock = new Date("2026-12-01T10:00:00Z");
    const { calendrier } = (await get("getCalendrier", {})).json();
    expect(calendrier.message).toMatch(/^Connectez-vous pour ouvrir la case du 1er décembre\./);
  });

  it("refuses guests and visitors", async () => {
    expect((await post("playCalendrier", {})).statusCode).toBe(401);
    const guest = (await post("loginCP", { cp: "75011" })).json().token as string;
    expect((await post("playCalendrier", {}, guest)).statusCode).toBe(401);
  });

  it("loses with the specification's texts, then refuses a second play the same day and credits nothing", async () => {
    clock = new Date("2026-12-05T10:00:00Z");
    await setDay(5, { oddsBp: 0 });
    const { token, userId } = await customer();
    const before = await potOf(userId);
    const res = await post("playCalendrier", { jour: 5 }, token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.gagne).toBe(false);
    expect(body.modal).toEqual({
      view: "CALENDRIER_NOEL_PERDANT",
      payload: {
        titre: "Ce n'est pas pour cette fois…",
        textes: ["mais le jeu concours continue jusqu'au 24 décembre !", "Vous pouvez retenter votre chance demain"],
        couleur_texte: "#FFFFFF",
        couleur_fond: "#B3261E",
        lot: null,
      },
    });
    expect(body.calendrier.cases[4].etat).toBe("perdue");
    expect(body.calendrier.peut_jouer).toBe(false);

    await setDay(5, { oddsBp: 10_000 });
    const again = await post("playCalendrier", {}, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Vous avez déjà ouvert la case du jour : revenez demain pour la suivante !");
    expect(await playsOf(userId)).toHaveLength(1);
    expect(await potOf(userId)).toBe(before);
  });

  it("credits a win to the prize pot, shown at once by the basket", async () => {
    clock = new Date("2026-12-06T09:00:00Z");
    await setDay(6, { oddsBp: 10_000 });
    const { token, userId, perimeterId } = await customer();
    const [product] = (await pickProducts(t.database.db, perimeterId)).fixed;
    expect((await post("updatePanier", { action: "set_quantity", id: product!.id, quantity: 1 }, token)).statusCode).toBe(200);
    // Read once, so the view is kept: the win must still show at once.
    expect((await get("getPanier", {}, token)).json().settings.solde_cagnotte).toBe(0);
    const res = await post("playCalendrier", {}, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      gagne: true,
      modal: { view: "CALENDRIER_NOEL_GAGNANT", payload: { titre: "Bravo, vous avez gagné !", lot: { type: "cagnotte", montant: 5, code: null } } },
    });
    expect(res.json().calendrier.cases[5].etat).toBe("gagnee");
    expect(await potOf(userId)).toBe(500);
    expect((await get("getPanier", {}, token)).json().settings.solde_cagnotte).toBe(5);
    expect((await dayRow(6)).won).toBe(1);

    const activity = (await get("getActivites", {}, token)).json().activites;
    expect(activity[0]).toMatchObject({ type: "jeu", titre: "Calendrier de l'Avent : case du 6 décembre gagnée", montant: 5 });
    // The pot's credit is told once, by the play.
    expect(activity.filter((a: { type: string }) => a.type === "avantage")).toEqual([]);
  });

  it("gives a voucher prize as a voucher of the customer's, valid 30 days", async () => {
    clock = new Date("2026-12-08T11:00:00Z");
    await setDay(8, { oddsBp: 10_000 });
    const { token, userId } = await customer();
    const res = await post("playCalendrier", {}, token);
    expect(res.statusCode, res.body).toBe(200);
    const lot = res.json().modal.payload.lot;
    expect(lot).toMatchObject({ type: "bon_achat", montant: 10, montant_minimum: 60 });
    expect(lot.code).toMatch(/^NOEL-2026-08-\d+$/);
    const [voucher] = await t.database.db.select().from(schema.vouchers).where(eq(schema.vouchers.code, lot.code));
    expect(voucher).toMatchObject({ userId, amountCents: 1000, minBasketCents: 6000, usedAt: null });
    // Valid the whole of the Paris day « valable jusqu'au » names (voucher-expiry.ts).
    expect(voucher!.expiresAt.toISOString()).toBe("2027-01-07T22:59:59.999Z");
    expect(await potOf(userId)).toBe(0);
  });

  it("never gives more prizes than the day has, whatever the number of customers playing at once", async () => {
    clock = new Date("2026-12-07T15:00:00Z");
    await setDay(7, { oddsBp: 10_000, stock: 5, won: 0 });
    const players = [];
    for (let i = 0; i < 50; i++) players.push(await customer());
    const answers = await Promise.all(players.map((p) => post("playCalendrier", {}, p.token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(answers.filter((a) => a.json().gagne)).toHaveLength(5);
    expect((await dayRow(7)).won).toBe(5);
    const [credited] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.loyaltyLedger)
      .where(eq(schema.loyaltyLedger.reason, "Gain du calendrier de l'Avent (7 décembre)"));
    expect(credited!.n).toBe(5);
  });

  it("lets one of two plays sent at once by the same customer through", async () => {
    clock = new Date("2026-12-09T15:00:00Z");
    await setDay(9, { oddsBp: 10_000 });
    const { token, userId } = await customer();
    const answers = await Promise.all([post("playCalendrier", {}, token), post("playCalendrier", {}, token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await playsOf(userId)).toHaveLength(1);
    expect(await potOf(userId)).toBe(200);
  });

  it("opens only today's door, by the Paris date", async () => {
    const { token, userId } = await customer();
    clock = new Date("2026-12-10T10:00:00Z");
    const later = await post("playCalendrier", { jour: 11 }, token);
    expect(later.statusCode).toBe(422);
    expect(later.json().message).toBe("Patience ! Cette case s'ouvrira le 11 décembre.");
    expect((await post("playCalendrier", { jour: 9 }, token)).statusCode).toBe(422);
    const bad = await post("playCalendrier", { jour: "vingt" }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.jour).toEqual(["La case doit être un nombre."]);
    // 23:30 UTC on 10 December is already the 11th in Paris.
    clock = new Date("2026-12-10T23:30:00Z");
    const calendar = (await get("getCalendrier", {}, token)).json().calendrier;
    expect(calendar).toMatchObject({ jour_du_jour: 11, peut_jouer: true });
    expect((await post("playCalendrier", { jour: 11 }, token)).statusCode).toBe(200);
    expect((await playsOf(userId)).map((p) => p.day)).toEqual([11]);
  });

  it("is closed before 1 December and after the 24th, playing nothing", async () => {
    const { token, userId } = await customer();
    clock = new Date("2026-11-30T22:59:00Z");
    const before = await post("playCalendrier", {}, token);
    expect(before.statusCode).toBe(422);
    expect(before.json().message).toBe("Le jeu est fermé : le calendrier de l'Avent ouvre ses portes le 1er décembre.");
    const shut = (await get("getCalendrier", {}, token)).json().calendrier;
    expect(shut).toMatchObject({ etat: "avant", peut_jouer: false, jour_du_jour: null });
    expect(shut.cases.every((c: { etat: string; lot: string | null }) => c.etat === "a_venir" && c.lot === null)).toBe(true);

    clock = new Date("2026-12-24T23:00:00Z");
    const after = await post("playCalendrier", {}, token);
    expect(after.statusCode).toBe(422);
    expect(after.json().message).toMatch(/^Le jeu est fermé : le calendrier de l'Avent s'est terminé le 24 décembre/);
    expect((await get("getCalendrier", {}, token)).json().calendrier.etat).toBe("termine");
    expect(await playsOf(userId)).toHaveLength(0);
  });

  it("promises no tomorrow on the last day", async () => {
    clock = new Date("2026-12-24T12:00:00Z");
    await setDay(24, { oddsBp: 0 });
    const { token } = await customer();
    const res = await post("playCalendrier", {}, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().modal.payload.titre).toBe("Ce n'est pas pour cette fois…");
    expect(res.json().modal.payload.textes.join(" ")).not.toMatch(/demain/);
    expect(res.json().calendrier.message).toBe("C'était la dernière case : merci d'avoir joué, et joyeuses fêtes !");
  });
});
