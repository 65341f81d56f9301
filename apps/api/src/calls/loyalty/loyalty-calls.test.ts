// The loyalty history and vouchers through HTTP on a real seeded database: pages of movements newest first with the
// running balance of their kind, balances equal to the basket's, vouchers in their states; guests and bad input refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "@cabas/db";
import { createTestApp, queryClient, type TestApp } from "../../test/test-app.ts";
import { registerCustomer } from "../../test/order-fixtures.ts";

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
const minutesAgo = (n: number) => new Date(clock.getTime() - n * 60_000);
const daysFromNow = (n: number) => new Date(clock.getTime() + n * 86_400_000);
let customers = 0;

const { get, post } = queryClient(() => t);

async function customer() {
  customers += 1;
  return registerCustomer(t, `fidelite-${customers}@example.fr`);
}

/** The basket shows its balances once there is one. */
async function openBasket(userId: number) {
  const [perimeter] = await t.database.db.select({ id: schema.users.perimeterId }).from(schema.users).where(eq(schema.users.id, userId));
  await t.database.db.insert(schema.baskets).values({ userId, perimeterId: perimeter!.id!, status: "active" });
}

type Movement = { id: number; type: string; libelle: string; montant: number; solde: number; id_commande: number | null; date: string };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

describe("monHistoriqueFidelite", () => {
  let token = "";
  let userId = 0;

  beforeAll(async () => {
    ({ token, userId } = await customer());
    await openBasket(userId);
    // 25 movements over 25 minutes: loyalty euros earned and spent, a prize-pot gain and use, jokers.
    const rows: (typeof schema.loyaltyLedger.$inferInsert)[] = [];
    for (let i = 0; i < 20; i++) rows.push({ userId, kind: "eurofid", amount: 150, reason: `Commande n° ${10_000_100 + i} livrée`, orderId: 10_000_100 + i, createdAt: minutesAgo(50 - i) });
    rows.push({ userId, kind: "eurofid", amount: -1000, reason: "Commande n° 10000200", orderId: 10_000_200, createdAt: minutesAgo(20) });
    rows.push({ userId, kind: "cagnotte", amount: 500, reason: "Gain du calendrier de l'Avent", createdAt: minutesAgo(15) });
    rows.push({ userId, kind: "cagnotte", amount: -200, reason: "Commande n° 10000201", orderId: 10_000_201, createdAt: minutesAgo(10) });
    rows.push({ userId, kind: "joker", amount: 1, reason: "Joker livraison offert pour votre fidélité", createdAt: minutesAgo(5) });
    rows.push({ userId, kind: "joker", amount: 1, reason: "Joker livraison offert pour votre fidélité", createdAt: minutesAgo(1) });
    await t.database.db.insert(schema.loyaltyLedger).values(rows);
  });

  it("answers the balances the basket uses and the first page, newest first, with each kind's balance after it", async () => {
    const res = await get("monHistoriqueFidelite", {}, token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.soldes).toEqual({ eurosfid: 20, cagnotte: 3, jokers: 2 });
    expect(body).toMatchObject({ total: 25, page: 1, pages: 2, par_page: 20 });
    const movements = body.mouvements as Movement[];
    expect(movements).toHaveLength(20);
    expect(movements[0]).toMatchObject({ type: "joker", montant: 1, solde: 2 });
    expect(movements[2]).toMatchObject({ type: "cagnotte", montant: -2, solde: 3, id_commande: 10_000_201, libelle: "Cagnotte utilisée pour la commande n° 10000201" });
    expect(movements[4]).toMatchObject({ type: "eurofid", montant: -10, solde: 20, libelle: "Euros fidélité utilisés pour la commande n° 10000200" });
    expect(movements[5]).toMatchObject({ type: "eurofid", montant: 1.5, solde: 30, libelle: "Commande n° 10000119 livrée" });
    const dates = movements.map((m) => m.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const basket = await get("getPanier", {}, token);
    expect(basket.statusCode, basket.body).toBe(200);
    const settings = basket.json().settings;
    expect({ eurosfid: settings.solde_eurofid, cagnotte: settings.solde_cagnotte, jokers: settings.jokers }).toEqual(body.soldes);
  });

  it("pages through the rest and filters one kind, with balances counting the rows of other pages", async () => {
    const second = (await get("monHistoriqueFidelite", { page: 2 }, token)).json();
    expect(second.mouvements).toHaveLength(5);
    expect(second.mouvements.at(-1)).toMatchObject({ type: "eurofid", montant: 1.5, solde: 1.5 });
    const small = (await get("monHistoriqueFidelite", { type: "eurofid", limit: 5, page: 3 }, token)).json();
    expect(small).toMatchObject({ total: 21, pages: 5, page: 3 });
    // Newest first: the spending (20 €), then credits from the newest (30 €) back; page 3 holds the 11th to 15th.
    expect((small.mouvements as Movement[]).map((m) => m.solde)).toEqual([16.5, 15, 13.5, 12, 10.5]);
    const pot = (await get("monHistoriqueFidelite", { type: "cagnotte" }, token)).json();
    expect((pot.mouvements as Movement[]).map((m) => [m.montant, m.solde])).toEqual([
      [-2, 3],
      [5, 5],
    ]);
    const beyond = (await get("monHistoriqueFidelite", { page: 9 }, token)).json();
    expect(beyond).toMatchObject({ mouvements: [], total: 25, pages: 2 });
  });

  it("never shows a balance below zero, as the basket counts it, while a modification has spent ahead", async () => {
    const other = await customer();
    await openBasket(other.userId);
    await t.database.db.insert(schema.loyaltyLedger).values([
      { userId: other.userId, kind: "eurofid", amount: 500, reason: "Bienvenue", createdAt: minutesAgo(3) },
      { userId: other.userId, kind: "eurofid", amount: -800, reason: "Commande n° 10000300", orderId: 10_000_300, createdAt: minutesAgo(2) },
    ]);
    const body = (await get("monHistoriqueFidelite", {}, other.token)).json();
    expect(body.soldes.eurosfid).toBe(0);
    expect(body.mouvements[0]).toMatchObject({ montant: -8, solde: 0 });
    expect((await get("getPanier", {}, other.token)).json().settings.solde_eurofid).toBe(0);
  });

  it("lists the customer's vouchers: usable soonest first, then used and expired, never another customer's", async () => {
    const other = await customer();
    await t.database.db.insert(schema.vouchers).values([
      { userId, code: "BA-LATER", amountCents: 500, minBasketCents: 4000, expiresAt: daysFromNow(60) },
      { userId, code: "BA-SOON", kind: "parrain", amountCents: 1000, minBasketCents: 5000, expiresAt: daysFromNow(5) },
      { userId, code: "BA-USED", amountCents: 800, minBasketCents: 0, expiresAt: daysFromNow(20), usedAt: minutesAgo(60), usedOrderId: 10_000_400 },
      { userId, code: "BA-GONE", amountCents: 300, minBasketCents: 0, expiresAt: minutesAgo(1) },
      { userId: other.userId, code: "BA-NOT-MINE", amountCents: 300, minBasketCents: 0, expiresAt: daysFromNow(5) },
    ]);
    // One left on a basket the customer set aside (a saved basket): not on the basket she fills, so usable.
    const [perimeter] = await t.database.db.select({ id: schema.perimeters.id }).from(schema.perimeters).limit(1);
    const [saved] = await t.database.db.insert(schema.baskets).values({ userId, perimeterId: perimeter!.id, status: "saved" }).returning({ id: schema.baskets.id });
    await t.database.db.insert(schema.vouchers).values({ userId, code: "BA-SET-ASIDE", amountCents: 500, minBasketCents: 0, expiresAt: daysFromNow(30), basketId: saved!.id });
    const bons = (await get("monHistoriqueFidelite", {}, token)).json().bons_achat;
    expect(bons.map((b: { code: string; statut: string }) => [b.code, b.statut])).toEqual([
      ["BA-SOON", "utilisable"],
      ["BA-SET-ASIDE", "utilisable"],
      ["BA-LATER", "utilisable"],
      ["BA-USED", "utilise"],
      ["BA-GONE", "expire"],
    ]);
    expect(bons[0]).toMatchObject({ type: "parrain", libelle: "Bon de parrainage", montant: 10, minimum: 50 });
    expect(bons[3]).toMatchObject({ id_commande: 10_000_400, utilise_le: minutesAgo(60).toISOString() });
  });

  it("refuses a guest, and bad paging with French messages", async () => {
    expect((await get("monHistoriqueFidelite", {})).statusCode).toBe(401);
    const guest = (await post("loginCP", { cp: "75011" })).json().token as string;
    expect([401, 403]).toContain((await get("monHistoriqueFidelite", {}, guest)).statusCode);
    const bad = await get("monHistoriqueFidelite", { page: 0, limit: 500, type: "points" }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      page: ["La page doit être au moins 1."],
      limit: ["La taille de page ne peut pas dépasser 100."],
      type: ["Type inconnu : tout, eurofid, cagnotte ou joker."],
    });
  });
});
