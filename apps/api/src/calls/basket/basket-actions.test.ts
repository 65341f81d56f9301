// updatePanier's actions, the guest basket kept at sign-in, penseBete and getBanqueAlimentaire, through HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gt, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
const DAY = 86_400_000;
const ORIGIN = { origin: "http://localhost:3000" };

type Injected = Awaited<ReturnType<TestApp["app"]["inject"]>>;
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/next-react/${url}.php`, payload, headers: { ...ORIGIN, ...headers } });
const get = (url: string, headers: Record<string, string> = {}) => {
  const [name, query] = url.split("?");
  return t.app.inject({ method: "GET", url: `/next-react/${name}.php${query ? `?${query}` : ""}`, headers });
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const panier = (res: Injected) => res.json().panier;

let perimeterId = 0;
let products: { id: number; name: string; priceCents: number }[] = [];
let accounts = 0;

/** A new customer account (signed in) with its id and token. */
async function newCustomer(): Promise<{ token: string; userId: number; email: string }> {
  accounts += 1;
  const email = `client${accounts}@example.fr`;
  const res = await post("register", { email, password: "Un cabas plein de légumes", civilite: "Mme", nom: "Durand", prenom: "Chloé", cp: "75011" });
  expect(res.statusCode).toBe(200);
  const [user] = await t.database.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  return { token: res.json().token, userId: user!.id, email };
}

const setQty = (token: string, id: number, quantity: number) => post("updatePanier", { action: "set_quantity", id, quantity }, bearer(token));
const act = (token: string, payload: Record<string, unknown>) => post("updatePanier", payload, bearer(token));

/** Puts goods worth at least `cents` in the basket with the cheapest-first products. */
async function fillTo(token: string, cents: number) {
  let total = 0;
  let i = 0;
  while (total < cents) {
    const p = products[i++]!;
    const qty = Math.min(20, Math.ceil((cents - total) / p.priceCents));
    await setQty(token, p.id, qty);
    total += qty * p.priceCents;
  }
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  perimeterId = (await post("loginCP", { cp: "75011" })).json().perimetre;
  products = await t.database.db
    .select({ id: schema.products.id, name: schema.products.name, priceCents: schema.offers.priceCents })
    .from(schema.offers)
    .innerJoin(schema.products, eq(schema.products.id, schema.offers.productId))
    .where(
      and(
        eq(schema.offers.perimeterId, perimeterId),
        gt(schema.offers.stock, 100),
        sql`${schema.offers.promoPriceCents} is null`,
        eq(schema.products.variableWeight, false),
        eq(schema.products.isReservable, false),
      ),
    )
    .orderBy(schema.products.id)
    .limit(40);
});
afterAll(() => t.close());

describe("preferences, memo and printing", () => {
  it("remembers a line's substitution preference for the customer and offers it in the next basket", async () => {
    const { token, userId } = await newCustomer();
    const [a, b] = [products[0]!, products[1]!];
    await setQty(token, a.id, 1);
    const res = await act(token, { action: "update_pref", id: a.id, d1: "ne_pas_remplacer" });
    expect(res.statusCode).toBe(200);
    expect(panier(res).items[0].substitution).toBe("ne_pas_remplacer");
    const [pref] = await t.database.db.select().from(schema.productPreferences).where(eq(schema.productPreferences.userId, userId));
    expect(pref).toMatchObject({ productId: a.id, substitutionPref: "ne_pas_remplacer" });
    // Next basket: the remembered preference comes back with the product.
    await act(token, { action: "reset" });
    const again = await setQty(token, a.id, 2);
    expect(panier(again).items[0].substitution).toBe("ne_pas_remplacer");
    // A product not in the basket is refused and nothing is remembered for it.
    const missing = await act(token, { action: "update_pref", id: b.id, d1: "remplacer" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Ce produit n'est pas dans votre panier.");
    expect(await t.database.db.select().from(schema.productPreferences).where(eq(schema.productPreferences.userId, userId))).toHaveLength(1);
  });

  it("keeps basket-wide preferences, the memo and noprint in settings", async () => {
    const { token } = await newCustomer();
    await setQty(token, products[2]!.id, 1);
    await act(token, { action: "update_pref", d1: "remplacer", d2: "sans_sac", d3: "sms" });
    await act(token, { action: "memo", texte: "  Sonnez deux fois, merci !  " });
    const res = await act(token, { action: "noprint", actif: "1" });
    expect(panier(res).settings).toMatchObject({ substitution: "remplacer", sacs: "sans_sac", contact: "sms", memo: "Sonnez deux fois, merci !", noprint: true });
    const tooLong = await act(token, { action: "memo", texte: "x".repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.texte).toEqual(["Le mot pour le préparateur ne peut pas dépasser 500 caractères."]);
    const badPref = await act(token, { action: "update_pref", d2: "cabas_en_or" });
    expect(badPref.statusCode).toBe(400);
    expect(badPref.json().errors.d2).toEqual(["Préférence de sacs inconnue : sacs ou sans_sac."]);
    expect((await act(token, { action: "update_pref" })).statusCode).toBe(400);
    expect((await get("getPanier", bearer(token))).json().settings.memo).toBe("Sonnez deux fois, merci !");
  });
});

describe("benefits", () => {
  it("uses loyalty euros and the cagnotte up to the balance and to what is due, and stops them", async () => {
    const { token, userId } = await newCustomer();
    await t.database.db.insert(schema.loyaltyLedger).values([
      { userId, kind: "eurofid", amount: 1500, reason: "test" },
      { userId, kind: "eurofid", amount: -300, reason: "test" },
      { userId, kind: "cagnotte", amount: 400, reason: "test" },
    ]);
    // On an empty basket nothing is taken yet: said so, not « appliqués ».
    const early = await act(token, { action: "use_eurofid", montant: "2", source: "cagnotte" });
    expect(early.json().message).toBe("2,00 € de cagnotte seront utilisés dès que votre panier contiendra des produits.");
    expect(panier(early).totals.total_cagnotte).toBe(0);
    await act(token, { action: "reset_eurofid" });
    const p = products[3]!;
    await setQty(token, p.id, 1);
    const capped = await act(token, { action: "use_eurofid", montant: "50" });
    expect(capped.json().message).toBe("Votre solde est de 12,00 € : 12,00 € en euros fidélité appliqués.");
    const view = panier(capped);
    const due = view.totals.total_achat + view.fl;
    expect(view.avantages.eurosfid).toBe(Math.min(12, Math.round(due * 100) / 100));
    const pot = await act(token, { action: "use_eurofid", montant: "2,50", source: "cagnotte" });
    expect(panier(pot).settings.solde_cagnotte).toBe(4);
    expect(panier(pot).totals.total_cagnotte).toBe(Math.min(2.5, due));
    expect((await act(token, { action: "use_eurofid", montant: "-1" })).statusCode).toBe(400);
    expect((await act(token, { action: "use_eurofid", montant: "1,234" })).statusCode).toBe(400);
    // 0 takes them off, and says so: not « 0,00 € … appliqués ».
    const none = await act(token, { action: "use_eurofid", montant: "0", source: "cagnotte" });
    expect(none.json().message).toBe("Votre cagnotte n'est plus utilisée sur ce panier.");
    expect(panier(none).totals.total_cagnotte).toBe(0);
    expect((await act(token, { action: "use_eurofid", montant: "0" })).json().message).toBe("Vos euros fidélité ne sont plus utilisés sur ce panier.");
    const reset = await act(token, { action: "reset_eurofid" });
    expect(panier(reset).avantages.eurosfid).toBe(0);
    expect(panier(reset).totals.total_cagnotte).toBe(0);
  });

  it("refuses a joker or Amex the customer does not have, then applies them", async () => {
    const { token, userId } = await newCustomer();
    await fillTo(token, 4000);
    const noJoker = await act(token, { action: "use_joker" });
    expect(noJoker.statusCode).toBe(422);
    expect(noJoker.json().message).toBe("Vous n'avez pas de joker livraison.");
    const noAmex = await act(token, { action: "use_amex" });
    expect(noAmex.statusCode).toBe(422);
    await t.database.db.insert(schema.loyaltyLedger).values({ userId, kind: "joker", amount: 1, reason: "test" });
    await t.database.db.insert(schema.paymentCards).values({ userId, provider: "sandbox", providerToken: `tok_${userId}`, brand: "amex", last4: "0005", expMonth: 12, expYear: 2030 });
    const before = (await get("getPanier", bearer(token))).json();
    expect(before.fl).toBeGreaterThan(0);
    expect(before.avantages.joker).toEqual({ usable: true, actif: false });
    const joker = await act(token, { action: "use_joker" });
    expect(panier(joker).fl).toBe(0);
    expect(panier(joker).avantages.joker).toEqual({ usable: true, actif: true });
    const amex = await act(token, { action: "use_amex", actif: "1" });
    const goods = Math.round(panier(amex).totals.total_marchandise * 100);
    expect(Math.round(panier(amex).totals.total_remises * 100)).toBe(Math.min(1000, Math.floor((goods * 500) / 10000)));
    const off = await act(token, { action: "use_amex", actif: "0" });
    expect(panier(off).totals.total_remises).toBe(0);
  });

  it("gives one free delivery per basket: a joker and LIVRAISONOFFERTE are not both taken", async () => {
    const { token, userId } = await newCustomer();
    await fillTo(token, 4000);
    await t.database.db.insert(schema.loyaltyLedger).values({ userId, kind: "joker", amount: 1, reason: "test" });
    const code = await act(token, { action: "set_code", code: "LIVRAISONOFFERTE" });
    expect(panier(code).fl).toBe(0);
    // The code already gives the delivery: the joker is refused, and stays the customer's.
    const joker = await act(token, { action: "use_joker" });
    expect([joker.statusCode, joker.json().message]).toEqual([422, "La livraison est déjà offerte par le code LIVRAISONOFFERTE : gardez votre joker livraison pour une prochaine commande."]);
    const view = (await get("getPanier", bearer(token))).json();
    expect(view.avantages.joker).toEqual({ usable: true, actif: false });
    // The other way round: a joker in use, the code is refused with its reason.
    await act(token, { action: "set_code", code: "" });
    expect(panier(await act(token, { action: "use_joker" })).avantages.joker).toEqual({ usable: true, actif: true });
    const second = await act(token, { action: "set_code", code: "LIVRAISONOFFERTE" });
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toMatch(/^La livraison est déjà offerte par votre joker livraison : retirez-le pour utiliser le code LIVRAISONOFFERTE/);
    expect((await get("getPanier", bearer(token))).json().avantages.codeAvantage.hasCodeAvantage).toBe(false);
  });

  it("puts the customer's own vouchers on the basket, never another customer's", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const expires = new Date(clock.getTime() + 30 * DAY);
    await t.database.db.insert(schema.vouchers).values([
      { userId: owner.userId, code: "BA-OWN", amountCents: 500, minBasketCents: 3000, expiresAt: expires },
      { userId: owner.userId, code: "BA-OLD", amountCents: 500, minBasketCents: 0, expiresAt: new Date(clock.getTime() - DAY) },
      { userId: owner.userId, code: "PAR-OWN", kind: "parrain", amountCents: 1000, minBasketCents: 0, expiresAt: expires },
      { userId: other.userId, code: "BA-OTHER", amountCents: 800, minBasketCents: 0, expiresAt: expires },
    ]);
    await setQty(owner.token, products[4]!.id, 1);
    const tooSmall = await act(owner.token, { action: "use_ba", action_ba: "add", code: "ba-own" });
    expect(tooSmall.statusCode).toBe(422);
    expect(tooSmall.json().message).toMatch(/^Ce bon d'achat demande 30,00 € d'achats ; votre panier en compte /);
    const foreign = await act(owner.token, { action: "use_ba", action_ba: "add", code: "BA-OTHER" });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Ce bon d'achat est introuvable.");
    expect((await act(owner.token, { action: "use_ba", code: "BA-OLD" })).json().message).toBe("Ce bon d'achat a expiré.");
    // A referral voucher goes through use_ba_parrain only.
    expect((await act(owner.token, { action: "use_ba", code: "PAR-OWN" })).statusCode).toBe(404);
    await fillTo(owner.token, 3500);
    const added = await act(owner.token, { action: "use_ba", action_ba: "add", code: "BA-OWN" });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe("5,00 € de bon d'achat appliqués.");
    expect(panier(added).totals.total_ba_panier).toBe(5);
    const parrain = await act(owner.token, { action: "use_ba_parrain", action_ba: "add", code: "PAR-OWN" });
    // A referral voucher is named as such, as the basket and « Mes bons d'achat » name it.
    expect(parrain.json().message).toBe("10,00 € de bon de parrainage appliqués.");
    expect(panier(parrain).totals.total_ba_panier).toBe(15);
    expect(panier(parrain).avantages.bha.filter((v: { actif: boolean }) => v.actif).map((v: { code: string }) => v.code).sort()).toEqual(["BA-OWN", "PAR-OWN"]);
    // The other customer cannot take the owner's voucher off either.
    await setQty(other.token, products[5]!.id, 1);
    expect((await act(other.token, { action: "use_ba", action_ba: "remove", code: "BA-OWN" })).statusCode).toBe(404);
    const removed = await act(owner.token, { action: "use_ba", action_ba: "remove", code: "BA-OWN" });
    expect(panier(removed).totals.total_ba_panier).toBe(10);
  });

  it("never stacks the welcome code with a referral voucher: the second is refused, saying how to switch (ADR 0058)", async () => {
    const { token, userId } = await newCustomer();
    await t.database.db
      .insert(schema.vouchers)
      .values({ userId, code: "FILLEUL-TEST1", kind: "parrain", amountCents: 1000, minBasketCents: 5000, expiresAt: new Date(clock.getTime() + 30 * DAY) });
    await fillTo(token, 7000);
    // The code first: the referral voucher is refused and stays off the basket.
    expect(panier(await act(token, { action: "set_code", code: "BIENVENUE10" })).totals.total_remises).toBe(10);
    const voucher = await act(token, { action: "use_ba_parrain", action_ba: "add", code: "FILLEUL-TEST1" });
    expect([voucher.statusCode, voucher.json().message]).toEqual([
      422,
      "Le code BIENVENUE10 est déjà appliqué et ne se cumule pas avec un bon de parrainage : retirez ce code pour utiliser votre bon FILLEUL-TEST1 à la place.",
    ]);
    let view = (await get("getPanier", bearer(token))).json();
    expect([view.totals.total_remises, view.totals.total_ba_panier]).toEqual([10, 0]);
    // Switching as told works; then the code is the one refused, and the basket keeps the voucher only.
    await act(token, { action: "set_code", code: "" });
    expect(panier(await act(token, { action: "use_ba_parrain", action_ba: "add", code: "FILLEUL-TEST1" })).totals.total_ba_panier).toBe(10);
    const code = await act(token, { action: "set_code", code: "BIENVENUE10" });
    expect([code.statusCode, code.json().message]).toEqual([
      422,
      "Votre bon de parrainage FILLEUL-TEST1 est déjà appliqué et le code BIENVENUE10 ne se cumule pas avec lui : retirez le bon de parrainage pour utiliser ce code à la place.",
    ]);
    view = (await get("getPanier", bearer(token))).json();
    expect(view.avantages.codeAvantage.hasCodeAvantage).toBe(false);
    expect([view.totals.total_remises, view.totals.total_ba_panier]).toEqual([0, 10]);
    // Other codes still stack with the voucher.
    expect((await act(token, { action: "set_code", code: "LIVRAISONOFFERTE" })).statusCode).toBe(200);

    // A basket that got both before the rule: the code gives nothing and its condition says why and how to switch.
    await t.database.db.update(schema.baskets).set({ advantageCode: "BIENVENUE10" }).where(and(eq(schema.baskets.userId, userId), eq(schema.baskets.status, "active")));
    view = (await get("getPanier", bearer(token))).json();
    expect(view.avantages.codeAvantage).toEqual({
      hasCodeAvantage: true,
      condition: { ret: false, texte: expect.stringMatching(/^Votre bon de parrainage FILLEUL-TEST1 est déjà appliqué et le code BIENVENUE10 ne se cumule pas/) },
    });
    expect([view.totals.total_remises, view.totals.total_ba_panier]).toEqual([0, 10]);
  });

  it("explains an advantage code's unmet minimum, applies it once met, refuses unknown and expired codes", async () => {
    const { token } = await newCustomer();
    await setQty(token, products[6]!.id, 1);
    const unknown = await act(token, { action: "set_code", code: "CADEAU" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe("Ce code avantage n'existe pas. Vérifiez son orthographe.");
    // One of the customer's own vouchers typed in the code's field is named as such; another customer's is unknown.
    const voucherOwner = await newCustomer();
    await t.database.db.insert(schema.vouchers).values({ userId: voucherOwner.userId, code: "NOEL-2026-03-7", amountCents: 500, minBasketCents: 4000, expiresAt: new Date(clock.getTime() + 30 * DAY) });
    await setQty(voucherOwner.token, products[6]!.id, 1);
    const typedVoucher = await act(voucherOwner.token, { action: "set_code", code: "noel-2026-03-7" });
    expect([typedVoucher.statusCode, typedVoucher.json().message]).toEqual([
      422,
      "NOEL-2026-03-7 est un de vos bons d'achat, pas un code avantage : choisissez-le dans la liste de vos bons, à l'étape « Mes avantages ».",
    ]);
    expect((await act(token, { action: "set_code", code: "NOEL-2026-03-7" })).json().message).toBe("Ce code avantage n'existe pas. Vérifiez son orthographe.");
    const expired = await act(token, { action: "set_code", code: "automne5" });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe("Le code AUTOMNE5 a expiré.");
    const unmet = await act(token, { action: "set_code", code: "bienvenue10" });
    expect(unmet.statusCode).toBe(200);
    expect(panier(unmet).avantages.codeAvantage.hasCodeAvantage).toBe(true);
    expect(panier(unmet).avantages.codeAvantage.condition.ret).toBe(false);
    expect(panier(unmet).avantages.codeAvantage.condition.texte).toMatch(/^Plus que .* d'achats pour profiter du code BIENVENUE10/);
    expect(panier(unmet).totals.total_remises).toBe(0);
    await fillTo(token, 6000);
    const met = (await get("getPanier", bearer(token))).json();
    expect(met.avantages.codeAvantage.condition).toEqual({ ret: true, texte: "Code BIENVENUE10 appliqué : 10 € offerts sur votre première commande." });
    expect(met.totals.total_remises).toBe(10);
    const removed = await act(token, { action: "set_code", code: "" });
    expect(panier(removed).avantages.codeAvantage).toEqual({ hasCodeAvantage: false, condition: null });
  });
});

describe("donation, reset and load", () => {
  it("adds a donation to the total, refuses silly amounts, shows the campaign", async () => {
    const { token } = await newCustomer();
    await setQty(token, products[7]!.id, 1);
    const before = (await get("getPanier", bearer(token))).json().totals.total_euro;
    const res = await act(token, { action: "don", montant: "5" });
    expect(res.json().message).toBe("Votre don est de 5,00 €, merci !");
    expect(panier(res).totals.total_dons).toBe(5);
    expect(panier(res).totals.total_euro).toBeCloseTo(before + 5, 2);
    // A second amount replaces the first (never adds to it), and the message says so; 0 removes it.
    const replaced = await act(token, { action: "don", montant: "2,5" });
    expect([replaced.json().message, panier(replaced).totals.total_dons]).toEqual(["Votre don passe à 2,50 €, merci !", 2.5]);
    const removed = await act(token, { action: "don", montant: "0" });
    expect([removed.json().message, panier(removed).totals.total_dons]).toEqual(["Votre don est retiré du panier.", 0]);
    expect((await act(token, { action: "don", montant: "5" })).json().message).toBe("Votre don est de 5,00 €, merci !");
    expect((await act(token, { action: "don", montant: "501" })).statusCode).toBe(400);
    expect((await act(token, { action: "don", montant: "abc" })).json().errors.montant).toEqual(["Le don doit être un nombre."]);
    const campaign = (await get("getBanqueAlimentaire", bearer(token))).json();
    expect(campaign).toMatchObject({ success: true, don: 5, campagne: { partner: "Banques Alimentaires", suggested: [2, 5, 10] } });
    expect((await get("getBanqueAlimentaire")).json().don).toBe(0);
  });

  it("takes only plain decimal amounts, and says a donation alone is given with an order (ADR 0060)", async () => {
    const { token } = await newCustomer();
    for (const [montant, reason] of [["1e2", "Le don doit être un nombre."], ["0x10", "Le don doit être un nombre."], ["", "Le don est obligatoire."]]) {
      const res = await act(token, { action: "don", montant });
      expect([res.statusCode, res.json().errors?.montant], montant).toEqual([400, [reason]]);
    }
    expect((await get("getBanqueAlimentaire", bearer(token))).json().don).toBe(0);
    const alone = await act(token, { action: "don", montant: "5,50" });
    expect(alone.json().message).toBe(
      "Votre don est de 5,50 €, merci ! Il sera versé avec votre commande : ajoutez vos courses (le don ne compte pas dans le minimum de commande).",
    );
    expect(panier(alone).totals.total_dons).toBe(5.5);
  });

  it("refuses a quantity that is not a plain whole number, and keeps the line (ADR 0060)", async () => {
    const { token } = await newCustomer();
    const id = products[9]!.id;
    await setQty(token, id, 2);
    const form = (body: string) =>
      t.app.inject({ method: "POST", url: "/next-react/updatePanier.php", payload: body, headers: { ...ORIGIN, ...bearer(token), "content-type": "application/x-www-form-urlencoded" } });
    for (const body of [`action=set_quantity&id=${id}&quantity=0x10`, `action=set_quantity&id=${id}&quantity=1e1`]) {
      const res = await form(body);
      expect([res.statusCode, res.json().success, res.json().message], body).toEqual([400, false, "La quantité doit être un nombre."]);
    }
    // Nothing typed is not « not a number »: it is missing.
    const blank = await form(`action=set_quantity&id=${id}&quantity=`);
    expect([blank.statusCode, blank.json().success, blank.json().message]).toEqual([400, false, "La quantité est obligatoire."]);
    const nul = await act(token, { action: "set_quantity", id, quantity: null });
    expect(nul.statusCode).toBe(400);
    expect((await get("getPanier", bearer(token))).json().items.map((i: { id: number; quantity: number }) => [i.id, i.quantity])).toEqual([[id, 2]]);
    expect(panier(await form(`action=set_quantity&id=${id}&quantity=3`)).items[0].quantity).toBe(3);
    const pref = await act(token, { action: "update_pref", d1: "peut-etre" });
    expect(pref.json().message).toBe("Préférence de remplacement inconnue : remplacer ou ne_pas_remplacer.");
  });

  it("resets the basket: success message, empty basket, vouchers given back", async () => {
    const { token, userId } = await newCustomer();
    await t.database.db.insert(schema.vouchers).values({ userId, code: `BA-R${userId}`, amountCents: 300, minBasketCents: 0, expiresAt: new Date(clock.getTime() + DAY) });
    await setQty(token, products[8]!.id, 2);
    await act(token, { action: "use_ba", code: `BA-R${userId}` });
    await act(token, { action: "don", montant: "2" });
    const res = await act(token, { action: "reset" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: "Votre panier a été vidé." });
    expect(panier(res)).toMatchObject({ isEmpty: true, items: [], totalItems: 0, total: 0 });
    const [voucher] = await t.database.db.select().from(schema.vouchers).where(eq(schema.vouchers.code, `BA-R${userId}`));
    expect(voucher?.basketId).toBeNull();
    // A visitor without anything gets the empty basket too.
    expect(panier(await post("updatePanier", { action: "reset" }))).toMatchObject({ id_panier: 0, isEmpty: true });
  });

  it("loads the customer's saved basket, keeps the current one, and answers 404 for another customer's", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const [saved] = await t.database.db
      .insert(schema.baskets)
      .values({ userId: owner.userId, perimeterId, status: "saved", origin: "test" })
      .returning();
    await t.database.db.insert(schema.basketItems).values({ basketId: saved!.id, productId: products[9]!.id, quantity: 3 });
    const current = panier(await setQty(owner.token, products[10]!.id, 1));
    const foreign = await act(other.token, { action: "load", id_panier: saved!.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Ce panier est introuvable.");
    const [stillSaved] = await t.database.db.select().from(schema.baskets).where(eq(schema.baskets.id, saved!.id));
    expect(stillSaved?.status).toBe("saved");
    const loaded = await act(owner.token, { action: "load", id_panier: saved!.id });
    expect(panier(loaded)).toMatchObject({ id_panier: saved!.id, totalItems: 3 });
    const [previous] = await t.database.db.select().from(schema.baskets).where(eq(schema.baskets.id, current.id_panier));
    expect(previous?.status).toBe("saved");
    expect((await get("getPanier", bearer(owner.token))).json().id_panier).toBe(saved!.id);
    expect((await act(owner.token, { action: "load", id_panier: 2_000_000 })).statusCode).toBe(404);
  });
});

describe("the guest basket is kept at sign-in", () => {
  it("merges the guest's lines into the account's basket at login, capped at stock", async () => {
    const customer = await newCustomer();
    const [shared, guestOnly, scarce] = [products[11]!, products[12]!, products[13]!];
    await setQty(customer.token, shared.id, 2);
    await t.database.db.update(schema.offers).set({ stock: 4 }).where(and(eq(schema.offers.productId, scarce.id), eq(schema.offers.perimeterId, perimeterId)));
    await setQty(customer.token, scarce.id, 3);
    await post("logoutToken", {}, bearer(customer.token));

    const guest = (await post("loginCP", { cp: "75011" })).json().token as string;
    await setQty(guest, shared.id, 1);
    await setQty(guest, guestOnly.id, 5);
    await setQty(guest, scarce.id, 4);
    const login = await post("loginToken", { email: customer.email, password: "Un cabas plein de légumes" }, { cookie: `ID_VISITEUR=${guest}` });
    expect(login.statusCode).toBe(200);
    const basket = login.json().panier;
    const qty = Object.fromEntries(basket.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity]));
    expect(qty).toEqual({ [shared.id]: 3, [guestOnly.id]: 5, [scarce.id]: 4 });
    // The account's session sees the same basket; the guest's is closed.
    expect((await get("getPanier", bearer(login.json().token))).json().id_panier).toBe(basket.id_panier);
    const open = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.baskets)
      .where(and(eq(schema.baskets.status, "active"), sql`${schema.baskets.userId} is null and ${schema.baskets.sessionId} is not null`, eq(schema.baskets.id, basket.id_panier)));
    expect(open[0]?.n).toBe(0);
  });

  it("gives a new account the guest's basket at sign-up", async () => {
    const guest = (await post("loginCP", { cp: "75011" })).json().token as string;
    const guestBasket = panier(await setQty(guest, products[14]!.id, 2));
    const res = await post(
      "register",
      { email: "nouveau@example.fr", password: "Un cabas plein de légumes", civilite: "M.", nom: "Petit", prenom: "Jules", cp: "75011" },
      { cookie: `ID_VISITEUR=${guest}` },
    );
    expect(res.json().panier).toMatchObject({ id_panier: guestBasket.id_panier, totalItems: 2 });
    // The old guest token no longer reaches it.
    expect((await get("getPanier", bearer(guest))).json().id_panier).toBe(0);
  });

  it("answers a null basket to a customer who has none", async () => {
    const res = await post("register", { email: "vide@example.fr", password: "Un cabas plein de légumes", civilite: "M.", nom: "Vide", prenom: "Paul", cp: "75011" });
    expect(res.json().panier).toBeNull();
  });
});

describe("penseBete", () => {
  it("suggests popular in-stock products to a guest, leaving out what the basket holds", async () => {
    const guest = (await post("loginCP", { cp: "75011" })).json().token as string;
    const first = (await get("penseBete?limit=5", bearer(guest))).json();
    expect(first.success).toBe(true);
    expect(first.products.length).toBeGreaterThan(0);
    expect(first.products.every((p: { in_stock: number }) => p.in_stock === 1)).toBe(true);
    const top = first.products[0].id as number;
    await setQty(guest, top, 1);
    const next = (await get("penseBete?limit=5", bearer(guest))).json();
    expect(next.products.map((p: { id: number }) => p.id)).not.toContain(top);
  });

  it("puts what the customer bought before first", async () => {
    const { token, userId } = await newCustomer();
    const [saved] = await t.database.db.insert(schema.baskets).values({ userId, perimeterId, status: "saved" }).returning();
    const usual = products[20]!;
    await t.database.db.insert(schema.basketItems).values({ basketId: saved!.id, productId: usual.id, quantity: 1 });
    const res = (await get("penseBete", bearer(token))).json();
    expect(res.products[0].id).toBe(usual.id);
    await setQty(token, usual.id, 1);
    expect((await get("penseBete", bearer(token))).json().products.map((p: { id: number }) => p.id)).not.toContain(usual.id);
    expect((await get("penseBete?limit=0", bearer(token))).statusCode).toBe(400);
  });

  it("says in French what is wrong with a limit, not « doit être un nombre » for a number out of range", async () => {
    const guest = (await post("loginCP", { cp: "75011" })).json().token as string;
    for (const [limit, message] of [
      ["abc", "La limite doit être un nombre."],
      ["2.5", "La limite doit être un nombre entier."],
      ["0", "La limite doit être au moins 1."],
      ["-1", "La limite doit être au moins 1."],
      ["41", "La limite ne peut pas dépasser 40."],
    ] as const) {
      const res = await get(`penseBete?limit=${limit}`, bearer(guest));
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().message, limit).toBe(message);
    }
  });
});
