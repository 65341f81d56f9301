// The moderation screen's calls (ADR 0092) through HTTP on a real seeded database: what waits, oldest first, for staff
// who moderate; a review published or refused with its reason, shown at once; everyone else refused, nothing changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { NOT_AUTHORIZED, REVIEW_MODERATION_PERMISSION } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { hashPassword } from "../../domain/passwords.ts";
import { createTestApp, queryClient, type TestApp } from "../../test/test-app.ts";
import { createSlot, insertOrder, pickProducts, registerCustomer } from "../../test/order-fixtures.ts";

let t: TestApp;
let clock = new Date("2026-11-24T10:00:00Z");
let perimeterId = 0;
let slotId = 0;
let products: { id: number; name: string; priceCents: number }[] = [];
let moderator = "";
let helper = "";
let customerToken = "";
let customerId = 0;
const { post, get } = queryClient(() => t);

async function staff(email: string, permissions: string[]): Promise<string> {
  await t.database.db.insert(schema.users).values({ email, passwordHash: await hashPassword("Chef de rayon 2026"), nom: "Roux", prenom: "Inès", permissions });
  return (await post("loginToken", { email, password: "Chef de rayon 2026" })).json().token as string;
}

/** A delivered order of `items` for the customer, and her review of each, written a minute apart. */
async function reviewed(items: typeof products): Promise<number> {
  const order = await insertOrder(t.database.db, {
    userId: customerId,
    perimeterId,
    slotId,
    lines: items.map((p) => ({ productId: p.id, name: p.name, quantity: 1, unitCents: p.priceCents })),
    now: clock,
    status: "placed",
  });
  await t.database.db.update(schema.orders).set({ status: "delivered", deliveredAt: clock }).where(eq(schema.orders.id, order.id));
  for (const product of items) {
    clock = new Date(clock.getTime() + 60_000);
    const res = await post("setMonAvis", { id_article: product.id, note: 4, titre: `Avis sur ${product.name}`.slice(0, 60), texte: "Bon produit, bien emballé et frais." }, customerToken);
    expect(res.statusCode, res.body).toBe(200);
  }
  return order.id;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const customer = await registerCustomer(t, "avis-moderes@example.fr");
  customerToken = customer.token;
  customerId = customer.userId;
  perimeterId = customer.perimeterId;
  products = (await pickProducts(t.database.db, perimeterId)).fixed.slice(0, 3);
  slotId = (await createSlot(t.database.db, perimeterId, new Date("2026-11-23T08:00:00Z"), 100)).id;
  moderator = await staff("moderation@cabas.example", [REVIEW_MODERATION_PERMISSION]);
  helper = await staff("conseil@cabas.example", ["customer.impersonate"]);
});
afterAll(() => t.close());

const reviewIdOf = async (productId: number) =>
  (await t.database.db.select({ id: schema.productReviews.id }).from(schema.productReviews).where(eq(schema.productReviews.productId, productId)))[0]!.id;

describe("the moderation screen's calls", () => {
  it("lists what waits, oldest first, then publishes one and refuses another with the reason its author sees", async () => {
    const [a, b] = products;
    await reviewed([a!, b!]);
    const waiting = await get("getModeration", {}, moderator);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json().total).toBe(2);
    // Counted apart: the screen names a delivery comment as such.
    expect(waiting.json()).toMatchObject({ total_avis: 2, total_commentaires: 0 });
    expect(waiting.json().a_moderer.map((item: { sujet: string; cible: string; note: number }) => [item.cible, item.sujet, item.note])).toEqual([
      ["avis", a!.name, 4],
      ["avis", b!.name, 4],
    ]);

    const published = await post("setModeration", { cible: "avis", id: await reviewIdOf(a!.id), decision: "publier" }, moderator);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ statut: "publie", message: `L'avis n° ${await reviewIdOf(a!.id)} est publié.` });
    // Shown on the product at once, not when the shared answer expires.
    expect((await get("getAvis", { id_article: a!.id })).json()).toMatchObject({ nombre: 1 });

    const refused = await post("setModeration", { cible: "avis", id: await reviewIdOf(b!.id), decision: "refuser", motif: "publicite" }, moderator);
    expect(refused.json()).toMatchObject({ statut: "refuse" });
    // Both decisions name their moderator, for the team (ADR 0094).
    const [moderatorRow] = await t.database.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, "moderation@cabas.example"));
    const decided = await t.database.db.select({ by: schema.productReviews.moderatedBy }).from(schema.productReviews).where(inArray(schema.productReviews.productId, [a!.id, b!.id]));
    expect(decided.map((row) => row.by)).toEqual([moderatorRow!.id, moderatorRow!.id]);
    const mine = (await get("getMonAvis", { id_article: b!.id }, customerToken)).json();
    expect(JSON.stringify(mine)).toContain("Votre avis contient de la publicité ou un lien vers un autre site.");
    expect((await get("getModeration", {}, moderator)).json()).toMatchObject({ a_moderer: [], total: 0, total_avis: 0, total_commentaires: 0 });
  });

  it("refuses a decision without its reason, a reason on a publication, an unknown or already moderated review, and changes nothing", async () => {
    const [, , c] = products;
    await reviewed([c!]);
    const id = await reviewIdOf(c!.id);
    const statusOf = async () => (await t.database.db.select({ s: schema.productReviews.status }).from(schema.productReviews).where(eq(schema.productReviews.id, id)))[0]!.s;

    const noReason = await post("setModeration", { cible: "avis", id, decision: "refuser" }, moderator);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.motif).toEqual(["Choisissez le motif du refus : il est montré à l'auteur."]);
    expect((await post("setModeration", { cible: "avis", id, decision: "publier", motif: "injurieux" }, moderator)).json().errors.motif).toEqual(["Une publication ne prend pas de motif."]);
    expect((await post("setModeration", { cible: "avis", id, decision: "refuser", motif: "pas_aime" }, moderator)).json().errors.motif).toEqual(["Motif de refus inconnu."]);
    expect((await post("setModeration", { cible: "note", id, decision: "publier" }, moderator)).json().errors.cible).toEqual(["Indiquez ce qui est modéré : avis ou commentaire."]);
    const unknown = await post("setModeration", { cible: "avis", id: 2_147_483_000, decision: "publier" }, moderator);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Cet avis n'existe pas.");
    expect(await statusOf()).toBe("pending");

    expect((await post("setModeration", { cible: "avis", id, decision: "publier" }, moderator)).statusCode).toBe(200);
    const twice = await post("setModeration", { cible: "avis", id, decision: "publier" }, moderator);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe("Cet avis est déjà publié.");
  });

  it("refuses a decision from a page left open while a colleague moderated the same review, and keeps the colleague's", async () => {
    // The first test published a's review and refused b's; a second moderator's page still lists them as waiting.
    const [a, b] = products;
    const statusOf = async (id: number) => (await t.database.db.select({ s: schema.productReviews.status }).from(schema.productReviews).where(eq(schema.productReviews.id, id)))[0]!.s;
    const published = await reviewIdOf(a!.id);
    const refused = await reviewIdOf(b!.id);
    const withdrawn = await post("setModeration", { cible: "avis", id: published, decision: "refuser", motif: "injurieux" }, moderator);
    expect(withdrawn.statusCode).toBe(422);
    expect(withdrawn.json().message).toBe("Cet avis est déjà publié.");
    const overturned = await post("setModeration", { cible: "avis", id: refused, decision: "publier" }, moderator);
    expect(overturned.statusCode).toBe(422);
    expect(overturned.json().message).toBe("Cet avis est déjà refusé.");
    expect([await statusOf(published), await statusOf(refused)]).toEqual(["published", "rejected"]);
  });

  it("is for staff who moderate only: a customer, a guest and support without the permission are refused, nothing changes", async () => {
    const before = await t.database.db.select().from(schema.productReviews).orderBy(schema.productReviews.id);
    for (const token of [customerToken, helper]) {
      expect((await get("getModeration", {}, token)).json()).toMatchObject({ success: false, message: NOT_AUTHORIZED });
      const write = await post("setModeration", { cible: "avis", id: before[0]!.id, decision: "refuser", motif: "injurieux" }, token);
      expect(write.statusCode).toBe(403);
    }
    expect((await get("getModeration", {})).statusCode).toBe(401);
    expect(await t.database.db.select().from(schema.productReviews).orderBy(schema.productReviews.id)).toEqual(before);
  });
});
