// Customer service through HTTP on a real seeded database: the contact form, claims on a delivered order credited
// to the prize pot, abandoned baskets, affiliate visits and the offers; bad input and others' ids change nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { createTestApp, queryClient, type TestApp } from "../../test/test-app.ts";
import { measureFixtureProducts } from "../../test/measure-fixtures.ts";
import { claimFixtureProducts, createSlot, insertClaimableOrder, insertOrder, registerCustomer } from "../../test/order-fixtures.ts";
import { loyaltyBaseCents } from "../../domain/order-amounts.ts";
import { deliveredOrderReason } from "../loyalty/loyalty-rules.ts";
import { claimLoyaltyReason } from "./claims.ts";

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
let perimeterId = 0;
let products: { id: number; name: string; priceCents: number }[] = [];
let bulk: { id: number; name: string; priceCents: number };
let customers = 0;
const { post, get } = queryClient(() => t);

async function customer() {
  customers += 1;
  return registerCustomer(t, `service-${customers}@example.fr`);
}

const count = async (table: typeof schema.contactMessages | typeof schema.orderClaims | typeof schema.affiliateVisits) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const mailJobs = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.backgroundJobs).where(eq(schema.backgroundJobs.kind, "mail.send")))[0]!.n;
const pot = async (userId: number) =>
  (
    await t.database.db
      .select({ cents: sql<number>`coalesce(sum(${schema.loyaltyLedger.amount}), 0)::int` })
      .from(schema.loyaltyLedger)
      .where(and(eq(schema.loyaltyLedger.userId, userId), eq(schema.loyaltyLedger.kind, "cagnotte")))
  )[0]!.cents;

/**
 * An order of 3 × product a, 1 × product b and enough of the dearest product (`bulk`) for the usual small claims
 * to stay within the instant-credit ceiling (a quarter of the goods), delivered `hoursAgo` before the clock.
 */
async function deliveredOrder(userId: number, hoursAgo = 2) {
  return insertClaimableOrder(t.database.db, { userId, perimeterId, products, bulk, now: clock, hoursAgo });
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const first = await customer();
  perimeterId = first.perimeterId;
  ({ products, bulk } = await claimFixtureProducts(t.database.db, perimeterId));
});
afterAll(() => t.close());

describe("sendContactForm", () => {
  const message = { nom: "Chloé Durand", email: "Chloe@Example.fr", sujet: "livraison", message: "Le livreur est passé en avance, merci de vérifier." };

  it("keeps the message and sends it to the team with an acknowledgement to its sender", async () => {
    const [messages, jobs] = [await count(schema.contactMessages), await mailJobs()];
    const res = await post("sendContactForm", message);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().reference).toMatch(/^SC-\d{6}$/);
    expect(res.json().message).toMatch(/sous 24 heures ouvrées/);
    expect(await count(schema.contactMessages)).toBe(messages + 1);
    expect(await mailJobs()).toBe(jobs + 2);
    const [row] = await t.database.db.select().from(schema.contactMessages).orderBy(sql`${schema.contactMessages.id} desc`).limit(1);
    expect(row).toMatchObject({ email: "chloe@example.fr", subject: "livraison", userId: null, orderId: null });
  });

  it("refuses bad input, another customer's order and too many messages, keeping nothing", async () => {
    const owner = await customer();
    const other = await customer();
    const orderId = await deliveredOrder(owner.userId);
    const before = await count(schema.contactMessages);
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ ...message, message: "Court" }, 400, /au moins 10 caractères/],
      [{ ...message, email: "pas-un-email" }, 400, /n'est pas valide/],
      [{ ...message, sujet: "menu" }, 400, /sujet/],
      [{ ...message, id_commande: "abc" }, 400, /nombre/],
    ];
    for (const [payload, status, text] of cases) {
      const res = await post("sendContactForm", payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message + JSON.stringify(res.json().errors ?? {})).toMatch(text);
    }
    const stolen = await post("sendContactForm", { ...message, id_commande: orderId }, other.token);
    expect(stolen.statusCode).toBe(404);
    expect(await count(schema.contactMessages)).toBe(before);
    // The owner may name it.
    expect((await post("sendContactForm", { ...message, id_commande: orderId }, owner.token)).statusCode).toBe(200);

    const flood = [];
    for (let i = 0; i < 6; i++) flood.push((await t.app.inject({ method: "POST", url: "/next-react/sendContactForm.php", remoteAddress: "10.9.9.9", payload: message, headers: { origin: "http://localhost:3000" } })).statusCode);
    expect(flood).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("sendMRForm", () => {
  const claimRow = async (id: number) => (await t.database.db.select().from(schema.orderClaims).where(eq(schema.orderClaims.id, id)))[0]!;
  const eurofid = async (userId: number) =>
    (
      await t.database.db
        .select({ cents: sql<number>`coalesce(sum(${schema.loyaltyLedger.amount}), 0)::int` })
        .from(schema.loyaltyLedger)
        .where(and(eq(schema.loyaltyLedger.userId, userId), eq(schema.loyaltyLedger.kind, "eurofid")))
    )[0]!.cents;
  /** The loyalty euros the delivery credited, as order-warehouse.ts writes them. */
  const earnOnDelivery = (userId: number, orderId: number, cents: number) =>
    t.database.db.insert(schema.loyaltyLedger).values({ userId, kind: "eurofid", amount: cents, reason: deliveredOrderReason(orderId), orderId, createdAt: clock });

  it("credits what the units were paid: the order's voucher and discounts shared over its lines, not the shelf price", async () => {
    const { token, userId } = await customer();
    const [a] = products;
    const orderId = await insertClaimableOrder(t.database.db, { userId, perimeterId, products, bulk, now: clock, reductions: { total_ba_panier: 1000, total_remises: 300 } });
    const lines = await t.database.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, orderId));
    const goods = lines.reduce((sum, l) => sum + l.lineCents, 0);
    const res = await post("sendMRForm", { id_commande: orderId, lignes: [{ id_article: a!.id, quantite: 1, motif: "abime" }] }, token);
    expect(res.statusCode, res.body).toBe(200);
    // 3 × a at the shelf, less its share of the 13 € off (the cents lost to rounding aside), one unit of three.
    const lineA = lines.find((l) => l.productId === a!.id)!;
    const paidLine = lineA.lineCents - (lineA.lineCents * 1300) / goods;
    const expected = res.json().credit * 100;
    expect(Math.abs(expected - paidLine / 3)).toBeLessThanOrEqual(1);
    expect(expected).toBeLessThan(a!.priceCents);
    expect(res.json()).toMatchObject({ statut: "creditee" });
    expect(await pot(userId)).toBe(expected);
  });

  it("credits the prize pot with what the claimed units cost, once per unit", async () => {
    const { token, userId } = await customer();
    const [a, b] = products;
    const orderId = await deliveredOrder(userId);
    const res = await post("sendMRForm", { id_commande: orderId, lignes: JSON.stringify([{ id_article: a!.id, quantite: 2, motif: "abime" }, { id_article: b!.id, quantite: 1, motif: "manquant" }]) }, token);
    expect(res.statusCode, res.body).toBe(200);
    const credit = 2 * a!.priceCents + b!.priceCents;
    expect(res.json()).toMatchObject({ statut: "creditee", credit: credit / 100, solde_cagnotte: credit / 100 });
    expect(await pot(userId)).toBe(credit);
    // The order's page knows what was claimed and until when more may be.
    const detail = (await get("getCommande", { id_commande: orderId }, token)).json().commande;
    expect(detail.reclames).toEqual({ [a!.id]: 2, [b!.id]: 1 });
    expect(detail.reclamation_jusqu_au).toBe(new Date(clock.getTime() - 2 * 3_600_000 + 72 * 3_600_000).toISOString());
    expect(detail.reclamations).toEqual([{ id_reclamation: res.json().id_reclamation, statut: "creditee", libelle_statut: "Créditée sur votre cagnotte", montant: credit / 100, date: clock.toISOString() }]);

    // Only one unit of a is left to claim.
    const more = await post("sendMRForm", { id_commande: orderId, lignes: [{ id_article: a!.id, quantite: 2, motif: "abime" }] }, token);
    expect(more.statusCode).toBe(422);
    expect(more.json().message).toBe(`Vous pouvez signaler au plus 1 « ${a!.name} » pour cette commande.`);
    const none = await post("sendMRForm", { id_commande: orderId, lignes: [{ id_article: b!.id, quantite: 1, motif: "abime" }] }, token);
    expect(none.json().message).toBe(`« ${b!.name} » a déjà été signalé en entier pour cette commande.`);
    expect(await pot(userId)).toBe(credit);
  });

  it("never credits a unit twice when claims arrive together", async () => {
    const { token, userId } = await customer();
    const [a] = products;
    const orderId = await deliveredOrder(userId);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post("sendMRForm", { id_commande: orderId, lignes: [{ id_article: a!.id, quantite: 2, motif: "manquant" }] }, token)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await pot(userId)).toBe(2 * a!.priceCents);
  });

  it("sends a whole order claimed at once to customer service instead of crediting it, and tells the team", async () => {
    const { token, userId } = await customer();
    const [a, b] = products;
    const orderId = await deliveredOrder(userId);
    await earnOnDelivery(userId, orderId, 150);
    const lines = await t.database.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, orderId));
    const [jobs, loyalty] = [await mailJobs(), await eurofid(userId)];
    const res = await post("sendMRForm", { id_commande: orderId, lignes: lines.map((l) => ({ id_article: l.productId, quantite: l.quantity, motif: "manquant" })) }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ statut: "en_examen", credit: 0, solde_cagnotte: 0 });
    expect(res.json().message).toMatch(/en cours d'examen par notre service client/);
    // Nothing credited, nothing taken back; the claim waits, the team's mailbox and the customer are told.
    expect(await pot(userId)).toBe(0);
    expect(await eurofid(userId)).toBe(loyalty);
    expect(await claimRow(res.json().id_reclamation)).toMatchObject({ status: "under_review", creditCents: 0, loyaltyDeductedCents: 0 });
    expect(await mailJobs()).toBe(jobs + 2);
    const [teamMail] = await t.database.db.select({ payload: schema.backgroundJobs.payload }).from(schema.backgroundJobs).where(sql`${schema.backgroundJobs.payload}->>'subject' like ${`[Réclamation ${res.json().id_reclamation}]%`}`);
    expect(teamMail).toBeDefined();
    const goods = lines.reduce((s, l) => s + l.lineCents, 0);
    const detail = (await get("getCommande", { id_commande: orderId }, token)).json().commande;
    expect(detail.reclamations).toMatchObject([{ statut: "en_examen", libelle_statut: "En cours d'examen par le service client", montant: goods / 100 }]);
    // Its units stay claimed: sending it again claims nothing more.
    const again = await post("sendMRForm", { id_commande: orderId, lignes: [{ id_article: a!.id, quantite: 1, motif: "manquant" }] }, token);
    expect(again.json().message).toBe(`« ${a!.name} » a déjà été signalé en entier pour cette commande.`);
    // A product claimed as missing cannot then be reviewed as received.
    const review = await post("setMonAvis", { id_article: b!.id, note: 5, titre: "Excellent", texte: "Très bon produit, je recommande." }, token);
    expect(review.statusCode).toBe(422);
    expect(review.json().message).toMatch(/signalé ce produit comme manquant/);
  });

  it("takes back the loyalty euros earned on what it credits, never below zero", async () => {
    const { token, userId } = await customer();
    const [a, b] = products;
    const orderId = await deliveredOrder(userId);
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    const earned = 300;
    await earnOnDelivery(userId, orderId, earned);
    const base = loyaltyBaseCents({ paidCents: order!.totalCents, feeCents: order!.feeCents, donationCents: 0 });
    const before = await eurofid(userId);

    const first = await post("sendMRForm", { id_commande: orderId, lignes: [{ id_article: a!.id, quantite: 1, motif: "abime" }] }, token);
    expect(first.json().statut, first.body).toBe("creditee");
    const taken = Math.round((earned * a!.priceCents) / base);
    expect(taken).toBeGreaterThan(0);
    expect(await eurofid(userId)).toBe(before - taken);
    expect(await claimRow(first.json().id_reclamation)).toMatchObject({ loyaltyDeductedCents: taken, loyaltyUnrecoveredCents: 0 });

    // The loyalty euros were spent meanwhile: what is left is taken, the rest recorded, the balance stays at 0.
    const left = await eurofid(userId);
    await t.database.db.insert(schema.loyaltyLedger).values({ userId, kind: "eurofid", amount: -(left - 1), reason: "Commande", createdAt: clock });
    const second = await post("sendMRForm", { id_commande: orderId, lignes: [{ id_article: b!.id, quantite: 1, motif: "manquant" }] }, token);
    expect(second.json().statut, second.body).toBe("creditee");
    const due = Math.round((earned * (a!.priceCents + b!.priceCents)) / base) - taken;
    expect(due).toBeGreaterThan(1);
    expect(await eurofid(userId)).toBe(0);
    expect(await claimRow(second.json().id_reclamation)).toMatchObject({ loyaltyDeductedCents: 1, loyaltyUnrecoveredCents: due - 1 });
    const rows = await t.database.db.select().from(schema.loyaltyLedger).where(and(eq(schema.loyaltyLedger.userId, userId), eq(schema.loyaltyLedger.reason, claimLoyaltyReason(orderId))));
    expect(rows.map((r) => r.amount).sort()).toEqual([-taken, -1].sort());
    // Only a product claimed missing in full is refused a review: a received unit of a still proves the purchase.
    const received = await post("setMonAvis", { id_article: a!.id, note: 4, titre: "Bien", texte: "Bon produit malgré un pot abîmé." }, token);
    expect(received.statusCode, received.body).toBe(200);
  });

  it("refuses an order not delivered, too old, someone else's, or a product not in it, changing nothing", async () => {
    const owner = await customer();
    const other = await customer();
    const [a, , c] = products;
    const orderId = await deliveredOrder(owner.userId);
    const old = await deliveredOrder(owner.userId, 73);
    const line = [{ id_article: a!.id, quantite: 1, motif: "manquant" }];
    const claims = await count(schema.orderClaims);

    expect((await post("sendMRForm", { id_commande: orderId, lignes: line }, other.token)).statusCode).toBe(404);
    expect((await get("getCommande", { id_commande: old }, owner.token)).json().commande.reclamation_jusqu_au).toBeNull();
    const late = await post("sendMRForm", { id_commande: old, lignes: line }, owner.token);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toMatch(/délai de 72 h/);
    const notIn = await post("sendMRForm", { id_commande: orderId, lignes: [{ id_article: c!.id, quantite: 1, motif: "erreur" }] }, owner.token);
    expect(notIn.json().message).toBe("Ce produit n'est pas dans cette commande.");
    for (const bad of [[], [{ id_article: a!.id, quantite: 0, motif: "manquant" }], [{ id_article: a!.id, quantite: 1, motif: "trop cher" }], "pas du JSON"]) {
      expect((await post("sendMRForm", { id_commande: orderId, lignes: bad }, owner.token)).statusCode).toBe(400);
    }
    await t.database.db.update(schema.orders).set({ status: "out_for_delivery", deliveredAt: null }).where(eq(schema.orders.id, orderId));
    const early = await post("sendMRForm", { id_commande: orderId, lignes: line }, owner.token);
    expect(early.statusCode).toBe(409);
    expect(await count(schema.orderClaims)).toBe(claims);
    expect(await pot(owner.userId)).toBe(0);
  });
});

describe("abandoned baskets", () => {
  async function setAside(userId: number, lines: { id: number; quantity: number }[]) {
    const [basket] = await t.database.db.insert(schema.baskets).values({ userId, perimeterId, status: "saved", updatedAt: clock }).returning();
    await t.database.db.insert(schema.basketItems).values(lines.map((l) => ({ basketId: basket!.id, productId: l.id, quantity: l.quantity })));
    return basket!.id;
  }

  it("lists the set-aside baskets with their products, loads one back and deletes another", async () => {
    const { token, userId } = await customer();
    const [a, b] = products;
    const first = await setAside(userId, [{ id: a!.id, quantity: 2 }]);
    const second = await setAside(userId, [
      { id: a!.id, quantity: 1 },
      { id: b!.id, quantity: 3 },
    ]);
    const list = await get("getCommande", { type: "paniers", id_panier: second }, token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().paniers.map((p: { id_panier: number }) => p.id_panier).sort()).toEqual([first, second].sort());
    expect(list.json().panier).toMatchObject({ id_panier: second, nb_articles: 2, total: (a!.priceCents + 3 * b!.priceCents) / 100 });
    expect(list.json().panier.lignes.map((l: { article_id: number; quantity: number }) => [l.article_id, l.quantity])).toEqual([
      [a!.id, 1],
      [b!.id, 3],
    ]);

    // Loaded back, it is the basket in progress and no longer listed.
    const load = await post("updatePanier", { action: "load", id_panier: second }, token);
    expect(load.statusCode, load.body).toBe(200);
    expect((await get("getCommande", { type: "paniers" }, token)).json().paniers.map((p: { id_panier: number }) => p.id_panier)).toEqual([first]);
    // The basket in progress cannot be deleted here.
    expect((await post("deletePanierAbandonne", { id_panier: second }, token)).statusCode).toBe(404);

    const deleted = await post("deletePanierAbandonne", { id_panier: first }, token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ message: "Panier supprimé.", paniers: [] });
    const [row] = await t.database.db.select().from(schema.baskets).where(eq(schema.baskets.id, first));
    expect(row).toBeUndefined();
  });

  it("gives each product's price per litre or piece, and a weighed product's per kilo, as the basket does (ADR 0061)", async () => {
    const { token, userId } = await customer();
    const { litre, piece, weighed } = await measureFixtureProducts(t.database.db, perimeterId);
    const basket = await setAside(userId, [litre, piece, weighed].map((p) => ({ id: p.id, quantity: 1 })));
    const read = await get("getCommande", { type: "paniers", id_panier: basket }, token);
    expect(read.statusCode, read.body).toBe(200);
    const cards = read.json().panier.lignes.map((l: { produit: { id: number } }) => l.produit).sort((x: { id: number }, y: { id: number }) => x.id - y.id);
    expect(cards).toEqual(
      [litre, piece, weighed].sort((x, y) => x.id - y.id).map((p) => expect.objectContaining({ id: p.id, unitPrice: p.unitPrice, variableWeight: p.variableWeight })),
    );
  });

  it("sets the basket in progress aside when the customer reopens an order, ready to be taken back", async () => {
    const { token, userId } = await customer();
    const [a, b] = products;
    await post("updatePanier", { action: "set_quantity", id: b!.id, quantity: 2 }, token);
    const slot = await createSlot(t.database.db, perimeterId, new Date("2026-11-28T08:00:00Z"), 50);
    const order = await insertOrder(t.database.db, { userId, perimeterId, slotId: slot.id, now: clock, status: "placed", lines: [{ productId: a!.id, name: a!.name, quantity: 1, unitCents: a!.priceCents }] });
    const reopened = await post("updateCommande", { id_commande: order.id, mode: "modification" }, token);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().message).toMatch(/Votre panier en cours est mis de côté dans « Mes paniers abandonnés »\.$/);
    const [aside] = (await get("getCommande", { type: "paniers" }, token)).json().paniers;
    expect(aside).toMatchObject({ nb_articles: 1, apercu: [b!.name] });
    // The basket in progress is now the order's change, holding the order's lines.
    const current = (await get("getPanier", {}, token)).json();
    expect(current.items.map((i: { id: number }) => i.id)).toEqual([a!.id]);
  });

  it("keeps another customer's baskets out of reach", async () => {
    const owner = await customer();
    const other = await customer();
    const basket = await setAside(owner.userId, [{ id: products[0]!.id, quantity: 1 }]);
    expect((await post("deletePanierAbandonne", { id_panier: basket }, other.token)).statusCode).toBe(404);
    expect((await get("getCommande", { type: "paniers", id_panier: basket }, other.token)).statusCode).toBe(404);
    expect((await get("getCommande", { type: "paniers" }, other.token)).json().paniers).toEqual([]);
    expect((await t.database.db.select().from(schema.baskets).where(eq(schema.baskets.id, basket))).length).toBe(1);
  });
});

describe("tracking and offers", () => {
  it("counts a visit through a partner's link once", async () => {
    const visit = { partenaire: "Bons-Plans", campagne: "noel", page: "/catalogue/cremerie", visite: "a1B2c3D4e5F6g7H8i9" };
    const before = await count(schema.affiliateVisits);
    expect((await post("tracking", visit)).json().enregistree).toBe(true);
    expect((await post("tracking", visit)).json().enregistree).toBe(false);
    expect(await count(schema.affiliateVisits)).toBe(before + 1);
    const [row] = await t.database.db.select().from(schema.affiliateVisits).where(eq(schema.affiliateVisits.visitKey, visit.visite));
    expect(row).toMatchObject({ partner: "bons-plans", campaign: "noel", landingPath: "/catalogue/cremerie" });
    for (const bad of [{ ...visit, partenaire: "<script>" }, { ...visit, page: "//ailleurs.example" }, { ...visit, visite: "court" }]) {
      expect((await post("tracking", bad)).statusCode).toBe(400);
    }
    expect(await count(schema.affiliateVisits)).toBe(before + 1);
  });

  it("lists the codes valid today with their conditions in French", async () => {
    const res = await get("getOffres", {});
    expect(res.statusCode).toBe(200);
    const welcome = res.json().offres.find((o: { code: string }) => o.code === "BIENVENUE10");
    expect(welcome).toMatchObject({ avantage: "10,00 € de remise dès 60,00 € d'achats", conditions: expect.stringMatching(/^Pour la première commande d'un foyer/) });
    // A code that has ended is not offered.
    await t.database.db.update(schema.advantageCodes).set({ endsAt: new Date(clock.getTime() - 1000) }).where(eq(schema.advantageCodes.code, "BIENVENUE10"));
    try {
      expect((await get("getOffres", {})).json().offres.map((o: { code: string }) => o.code)).not.toContain("BIENVENUE10");
    } finally {
      await t.database.db.update(schema.advantageCodes).set({ endsAt: null }).where(eq(schema.advantageCodes.code, "BIENVENUE10"));
    }
  });

  it("gives the picking page with each zone's warehouse and cut-off read from the zones", async () => {
    const res = await get("getPicking", {});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.page.slug).toBe("picking");
    const zones = await t.database.db.select().from(schema.perimeters);
    expect(body.entrepots).toHaveLength(zones.length);
    expect(body.entrepots).toContainEqual({ perimetre: zones[0]!.name, entrepot: zones[0]!.warehouse, heure_limite_heures: zones[0]!.cutoffHours, express_minutes: 90 });
    expect(body.marge_poids_variable).toBe(15);
    expect(body.remplacements.map((r: { code: string }) => r.code)).toEqual(["remplacer", "ne_pas_remplacer"]);
  });
});
