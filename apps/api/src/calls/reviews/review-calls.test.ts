// Reviews, delivery ratings and surveys through HTTP on a real seeded database: a customer reviews a product they
// received, it waits for moderation, is published and counted; a delivery is rated once; another customer's order,
// guests, bad input and duplicates are refused with nothing written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { NEW_SITE_SURVEY } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { createTestApp, queryClient, type TestApp } from "../../test/test-app.ts";
import { createSlot, insertOrder, pickProducts, registerCustomer } from "../../test/order-fixtures.ts";
import { moderate } from "./review-moderation.ts";

let t: TestApp;
const clock = new Date("2026-11-24T10:00:00Z");
const daysAgo = (n: number) => new Date(clock.getTime() - n * 86_400_000);
let perimeterId = 0;
let slotId = 0;
let products: { id: number; name: string; priceCents: number }[] = [];
let customers = 0;

const { post, get } = queryClient(() => t);

async function customer() {
  customers += 1;
  return registerCustomer(t, `avis-${customers}@example.fr`);
}

/** An order of these products, delivered `deliveredDaysAgo` days ago (or still on its way with null). */
async function order(userId: number, items: typeof products, deliveredDaysAgo: number | null = 1) {
  const row = await insertOrder(t.database.db, {
    userId,
    perimeterId,
    slotId,
    lines: items.map((p) => ({ productId: p.id, name: p.name, quantity: 1, unitCents: p.priceCents })),
    now: clock,
    status: "placed",
  });
  if (deliveredDaysAgo !== null) {
    await t.database.db.update(schema.orders).set({ status: "delivered", deliveredAt: daysAgo(deliveredDaysAgo) }).where(eq(schema.orders.id, row.id));
  }
  return row.id;
}

const review = (id: number, extra: Record<string, unknown> = {}) => ({
  id_article: id,
  note: 5,
  titre: "Excellent",
  texte: "Très bon produit, bien frais et savoureux.",
  ...extra,
});

const rating = (orderId: number, extra: Record<string, unknown> = {}) => ({ id_commande: orderId, note: 4, ponctualite: 5, amabilite: 4, ...extra });

const counts = async () => {
  const one = async (table: typeof schema.productReviews | typeof schema.courierRatings | typeof schema.surveyResponses) =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return { reviews: await one(schema.productReviews), ratings: await one(schema.courierRatings), surveys: await one(schema.surveyResponses) };
};

const moderateReview = (id: number, decision: "publish" | "reject", reason?: string) =>
  moderate(t.database.db, { target: "review", id, decision, reason, now: clock });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const first = await customer();
  perimeterId = first.perimeterId;
  products = (await pickProducts(t.database.db, perimeterId)).fixed.slice(0, 6);
  slotId = (await createSlot(t.database.db, perimeterId, new Date("2026-11-23T08:00:00Z"), 100)).id;
});
afterAll(() => t.close());

describe("product reviews", () => {
  it("lets a customer review a product received, publishes it after moderation and counts it", async () => {
    const { token, userId } = await customer();
    const [a, b, c] = products;
    const orderId = await order(userId, [a!, b!]);
    await order(userId, [c!], null);

    const toGive = await get("getAvisADonner", {}, token);
    expect(toGive.statusCode, toGive.body).toBe(200);
    expect(toGive.json().produits.map((p: { id: number }) => p.id).sort()).toEqual([a!.id, b!.id].sort());
    expect(toGive.json().produits[0]).toMatchObject({ id_commande: orderId, livre_le: daysAgo(1).toISOString() });
    expect(toGive.json().livraisons).toEqual([{ id_commande: orderId, livree_le: daysAgo(1).toISOString(), nb_articles: 2 }]);

    const before = await get("getMonAvis", { id_article: a!.id }, token);
    expect(before.json()).toMatchObject({ avis: [], produit: { id: a!.id, nom: a!.name }, peut_donner_avis: true });
    expect((await get("getMonAvis", { id_article: c!.id }, token)).json().peut_donner_avis).toBe(false);

    const created = await post("setMonAvis", review(a!.id, { titre: "  Parfait ", texte: "Très bon produit,\r\nbien frais." }), token);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      message: "Merci ! Votre avis sera publié après sa relecture par notre équipe.",
      avis: { produit: { id: a!.id }, note: 5, titre: "Parfait", texte: "Très bon produit,\nbien frais.", statut: "en_attente", statut_libelle: "En attente de validation", motif_refus: null, publie_le: null },
    });
    const reviewId = created.json().avis.id as number;
    expect((await get("getAvisADonner", {}, token)).json().produits.map((p: { id: number }) => p.id)).toEqual([b!.id]);

    // Pending: not shown nor counted.
    expect((await get("getAvis", { id_article: a!.id })).json()).toMatchObject({ id_article: a!.id, note_moyenne: null, nombre: 0, avis: [], page: 1, pages: 1 });

    await moderateReview(reviewId, "publish");
    const shown = (await get("getAvis", { id_article: a!.id })).json();
    expect(shown).toMatchObject({ note_moyenne: 5, nombre: 1 });
    expect(shown.avis).toEqual([
      { id: reviewId, note: 5, titre: "Parfait", texte: "Très bon produit,\nbien frais.", auteur: "Chloé D.", date: clock.toISOString(), date_experience: daysAgo(1).toISOString(), verifie: true },
    ]);
    expect((await get("getMonAvis", {}, token)).json().avis).toMatchObject([{ id: reviewId, statut: "publie", publie_le: clock.toISOString() }]);

    // Changed: the same review, back to moderation and off the product's page.
    const changed = await post("setMonAvis", review(a!.id, { note: 3, texte: "Finalement un peu trop salé à mon goût." }), token);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toMatch(/modifié/);
    expect(changed.json().avis).toMatchObject({ id: reviewId, note: 3, statut: "en_attente", publie_le: null });
    expect((await get("getAvis", { id_article: a!.id })).json()).toMatchObject({ nombre: 0, avis: [] });

    await moderateReview(reviewId, "reject", "hors_sujet");
    expect((await get("getMonAvis", { id_article: a!.id }, token)).json().avis).toMatchObject([
      { id: reviewId, statut: "refuse", statut_libelle: "Refusé", motif_refus: "Votre avis ne porte pas sur le produit (ou la livraison) lui-même." },
    ]);
    const [row] = await t.database.db.select().from(schema.productReviews).where(eq(schema.productReviews.id, reviewId));
    expect(row).toMatchObject({ orderId, status: "rejected", rejectionReason: "hors_sujet" });
  });

  it("averages the published reviews of a product, newest first", async () => {
    const product = products[3]!;
    const ids: number[] = [];
    for (const [i, note] of [5, 4, 2].entries()) {
      const { token, userId } = await customer();
      await order(userId, [product]);
      const res = await post("setMonAvis", review(product.id, { note, titre: `Avis ${i + 1}` }), token);
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().avis.id);
    }
    await moderateReview(ids[0]!, "publish");
    await moderateReview(ids[1]!, "publish");
    const body = (await get("getAvis", { id_article: product.id })).json();
    expect(body).toMatchObject({ note_moyenne: 4.5, nombre: 2 });
    expect(body.repartition).toEqual([
      { note: 5, nombre: 1 },
      { note: 4, nombre: 1 },
      { note: 3, nombre: 0 },
      { note: 2, nombre: 0 },
      { note: 1, nombre: 0 },
    ]);
    expect(body.avis.map((a: { id: number }) => a.id)).toEqual([ids[1], ids[0]]);
    await expect(moderateReview(ids[0]!, "publish")).rejects.toThrow("Cet avis est déjà publié.");
    await expect(moderateReview(ids[2]!, "reject")).rejects.toThrow(/motif/);
  });

  it("refuses a product not received, an unknown product, bad input and coarse words, writing nothing", async () => {
    const { token, userId } = await customer();
    const [a, b] = products;
    await order(userId, [a!]);
    await order(userId, [b!], null);
    const start = await counts();

    const notReceived = await post("setMonAvis", review(b!.id), token);
    expect(notReceived.statusCode).toBe(422);
    expect(notReceived.json().message).toMatch(/reçu ce produit dans une commande livrée/);

    expect((await post("setMonAvis", review(999_999_999), token)).statusCode).toBe(404);
    expect((await get("getAvis", { id_article: 999_999_999 })).statusCode).toBe(404);

    const bad = await post("setMonAvis", { id_article: a!.id, note: 6, titre: "Ok", texte: "Court" }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      note: ["La note : choisissez de 1 à 5 étoiles."],
      titre: ["Le titre doit faire au moins 3 caractères."],
      texte: ["Votre avis doit faire au moins 10 caractères."],
    });
    const long = await post("setMonAvis", review(a!.id, { note: "4.5", texte: "x".repeat(2001) }), token);
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().errors).sort()).toEqual(["note", "texte"]);
    expect((await post("setMonAvis", review(a!.id, { note: "" }), token)).statusCode).toBe(400);

    const coarse = await post("setMonAvis", review(a!.id, { texte: "C'est de la merde, je déconseille." }), token);
    expect(coarse.statusCode).toBe(422);
    expect(coarse.json().errors.texte[0]).toMatch(/grossier ou injurieux/);
    const contact = await post("setMonAvis", review(a!.id, { titre: "Appelez le 06 12 34 56 78" }), token);
    expect(contact.statusCode).toBe(422);
    expect(Object.keys(contact.json().errors)).toEqual(["titre"]);

    expect(await counts()).toEqual(start);
  });

  it("keeps one review per customer and product when sent twice at once", async () => {
    const { token, userId } = await customer();
    const product = products[4]!;
    await order(userId, [product]);
    const answers = await Promise.all([1, 2, 3, 4].map((note) => post("setMonAvis", review(product.id, { note }), token)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await t.database.db.select().from(schema.productReviews).where(eq(schema.productReviews.userId, userId));
    expect(rows).toHaveLength(1);
  });
});

describe("delivery ratings", () => {
  it("rates a delivered order once; the comment is published on the shop's page after moderation", async () => {
    const { token, userId } = await customer();
    const orderId = await order(userId, [products[0]!]);
    const res = await post("postNotationLivreur", rating(orderId, { note: 5, commentaire: "Livreur souriant et ponctuel, merci !", publier: "1" }), token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Merci pour votre note ! Votre commentaire sera publié sur la page Avis clients après sa relecture.",
      notation: { id_commande: orderId, note: 5, ponctualite: 5, amabilite: 4, commentaire: "Livreur souriant et ponctuel, merci !", publier: true, statut_commentaire: "en_attente" },
    });
    expect((await get("getAvisADonner", {}, token)).json().livraisons).toEqual([]);

    const again = await post("postNotationLivreur", rating(orderId), token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Vous avez déjà noté la livraison de cette commande : merci !");

    const before = (await get("getAvisClient", {})).json();
    expect(before.avis.find((a: { commentaire: string }) => a.commentaire.startsWith("Livreur souriant"))).toBeUndefined();
    const [row] = await t.database.db.select().from(schema.courierRatings).where(eq(schema.courierRatings.orderId, orderId));
    await moderate(t.database.db, { target: "comment", id: row!.id, decision: "publish", now: clock });
    const after = (await get("getAvisClient", {})).json();
    expect(after.avis[0]).toEqual({
      id: row!.id,
      note: 5,
      ponctualite: 5,
      amabilite: 4,
      commentaire: "Livreur souriant et ponctuel, merci !",
      auteur: "Chloé D.",
      date: clock.toISOString(),
      date_experience: daysAgo(1).toISOString(),
    });
  });

  it("counts every rating in the shop's average, published comment or not", async () => {
    const { token, userId } = await customer();
    const before = (await get("getAvisClient", {})).json();
    const first = await order(userId, [products[1]!]);
    const second = await order(userId, [products[2]!], 3);
    expect((await post("postNotationLivreur", rating(first, { note: 1, ponctualite: 1, amabilite: 2, commentaire: "En retard d'une heure." }), token)).statusCode).toBe(200);
    const privateOne = await post("postNotationLivreur", rating(second, { note: 3, commentaire: "Bien", publier: "0" }), token);
    expect(privateOne.json().notation).toMatchObject({ publier: false, statut_commentaire: null });
    const after = (await get("getAvisClient", {})).json();
    expect(after.nombre).toBe(before.nombre + 2);
    expect(after.avis).toEqual(before.avis);
    expect(after.repartition.find((r: { note: number }) => r.note === 1).nombre).toBe(before.repartition.find((r: { note: number }) => r.note === 1).nombre + 1);
    expect(after.ponctualite_moyenne).toBeGreaterThan(0);
  });

  it("answers another customer's order as not found and an undelivered, late or complement order as refused, writing nothing", async () => {
    const owner = await customer();
    const other = await customer();
    const delivered = await order(owner.userId, [products[0]!]);
    const onItsWay = await order(owner.userId, [products[1]!], null);
    const old = await order(owner.userId, [products[2]!], 31);
    const complement = await order(owner.userId, [products[3]!]);
    await t.database.db.update(schema.orders).set({ parentOrderId: delivered }).where(eq(schema.orders.id, complement));
    const start = await counts();

    const foreign = await post("postNotationLivreur", rating(delivered), other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Cette commande n'existe pas.");
    expect((await post("postNotationLivreur", rating(999_999_999), other.token)).statusCode).toBe(404);

    const notYet = await post("postNotationLivreur", rating(onItsWay), owner.token);
    expect(notYet.statusCode).toBe(422);
    expect(notYet.json().message).toMatch(/une fois qu'elle vous aura été livrée/);
    expect((await post("postNotationLivreur", rating(old), owner.token)).statusCode).toBe(422);
    const withParent = await post("postNotationLivreur", rating(complement), owner.token);
    expect(withParent.statusCode).toBe(422);
    expect(withParent.json().message).toMatch(new RegExp(`commande n° ${delivered}`));

    const bad = await post("postNotationLivreur", { id_commande: delivered, note: 0, ponctualite: "abc", commentaire: "x".repeat(1001) }, owner.token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["amabilite", "commentaire", "note", "ponctualite"]);
    const coarse = await post("postNotationLivreur", rating(delivered, { commentaire: "Livreur abruti", publier: "1" }), owner.token);
    expect(coarse.statusCode).toBe(422);
    expect(Object.keys(coarse.json().errors)).toEqual(["commentaire"]);

    expect(await counts()).toEqual(start);
  });

  it("records one rating when the same order is rated several times at once", async () => {
    const { token, userId } = await customer();
    const orderId = await order(userId, [products[0]!]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post("postNotationLivreur", rating(orderId), token)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await t.database.db.select().from(schema.courierRatings).where(eq(schema.courierRatings.orderId, orderId));
    expect(rows).toHaveLength(1);
  });
});

describe("surveys", () => {
  const answers = { code: NEW_SITE_SURVEY, satisfaction: "4", facilite: "plus_facile", recommandation: "8", commentaire: "Plus de produits bio" };

  it("shows the survey, takes a customer's answers once", async () => {
    const { token, userId } = await customer();
    const shown = await get("getSurvey", {}, token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ sondage: { code: NEW_SITE_SURVEY, titre: "Votre avis sur le nouveau site" }, peut_repondre: true, deja_repondu: false });
    expect(shown.json().sondage.questions.map((q: { id: string }) => q.id)).toEqual(["satisfaction", "facilite", "recommandation", "commentaire"]);

    const sent = await post("postSurvey", answers, token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ message: "Merci pour vos réponses !", code: NEW_SITE_SURVEY });
    const [row] = await t.database.db.select().from(schema.surveyResponses).where(eq(schema.surveyResponses.userId, userId));
    expect(row!.answers).toEqual({ satisfaction: 4, facilite: "plus_facile", recommandation: 8, commentaire: "Plus de produits bio" });
    expect((await get("getSurvey", { code: NEW_SITE_SURVEY }, token)).json()).toMatchObject({ peut_repondre: false, deja_repondu: true });

    const twice = await post("postSurvey", answers, token);
    expect(twice.statusCode).toBe(409);
  });

  it("refuses bad answers per question, an unknown survey, and keeps one answer sent twice at once", async () => {
    const { token, userId } = await customer();
    const bad = await post("postSurvey", { code: NEW_SITE_SURVEY, satisfaction: "9", facilite: "plus_facile" }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ satisfaction: ["Choisissez une note de 1 à 5."], recommandation: ["Merci de répondre à cette question."] });
    expect((await post("postSurvey", { ...answers, code: "INCONNU" }, token)).statusCode).toBe(404);
    expect((await get("getSurvey", { code: "INCONNU" })).statusCode).toBe(404);
    expect((await get("getSurvey", { code: "pas un code" })).statusCode).toBe(400);

    const at = await Promise.all([1, 2, 3].map(() => post("postSurvey", answers, token)));
    expect(at.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await t.database.db.select().from(schema.surveyResponses).where(eq(schema.surveyResponses.userId, userId))).toHaveLength(1);
  });
});

describe("guests", () => {
  it("read the public reviews but may not review, rate or answer", async () => {
    const start = await counts();
    expect((await get("getAvisClient", {})).statusCode).toBe(200);
    expect((await get("getAvis", { id_article: products[0]!.id })).statusCode).toBe(200);
    expect((await get("getSurvey", {})).json()).toMatchObject({ peut_repondre: false, deja_repondu: false });
    for (const res of [
      await post("setMonAvis", review(products[0]!.id)),
      await post("postNotationLivreur", rating(10_000_001)),
      await post("postSurvey", answers()),
      await get("getMonAvis", {}),
      await get("getAvisADonner", {}),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: "NOT_AUTHORIZED" });
    }
    expect(await counts()).toEqual(start);
  });
});

function answers() {
  return { code: NEW_SITE_SURVEY, satisfaction: "4", facilite: "pareil", recommandation: "7" };
}
