// Referral through HTTP on a real seeded database: a friend invited by e-mail signs up with the code and gets the
// welcome voucher; the referrer's voucher comes once, when the friend's first order is delivered. Oneself, existing
// customers, duplicates, unknown codes, another customer's invitation and guests are refused with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { REFERRAL_CODE_PATTERN } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { createTestApp, queryClient, type TestApp } from "../../test/test-app.ts";
import { createSlot, insertOrder, ORIGIN, pickProducts, registerCustomer } from "../../test/order-fixtures.ts";
import { createSandboxProvider } from "../../payment/sandbox-provider.ts";
import { moveOrder } from "../orders/order-warehouse.ts";
import { REFERRAL_TERMS } from "./referral-rules.ts";
import { voucherExpiry } from "../../domain/voucher-expiry.ts";

let t: TestApp;
let clock = new Date("2026-11-22T10:00:00Z");
let people = 0;
let slotId = 0;
let product: { id: number; name: string; priceCents: number };

const { get, post } = queryClient(() => t);

const customer = async (who = "parrain") => {
  people += 1;
  return registerCustomer(t, `${who}-${people}@example.fr`);
};

/** A sign-up through the call, as the form sends it, from its own address (sign-ups are rate-limited per address). */
async function signUp(email: string, fields: Record<string, string> = {}) {
  people += 1;
  return t.app.inject({
    method: "POST",
    url: "/next-react/register.php",
    remoteAddress: `10.9.${Math.floor(people / 250)}.${people % 250}`,
    headers: ORIGIN,
    payload: { email, password: "Un cabas plein de légumes", civilite: "Mme", nom: "Durand", prenom: "Chloé", cp: "75011", ...fields },
  });
}

const userIdOf = async (email: string) => (await t.database.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)))[0]?.id;
const vouchersOf = (userId: number) => t.database.db.select().from(schema.vouchers).where(eq(schema.vouchers.userId, userId));
const mailsTo = (email: string) => t.database.db.select().from(schema.backgroundJobs).where(sql`${schema.backgroundJobs.payload}->>'to' = ${email}`);
const referralCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.referrals))[0]!.n;
const sandbox = () => createSandboxProvider({ db: t.database.db, secret: "referral-test-secret-0123456789abcdef", now: () => clock, deliver: async () => {} });

/** An order of the customer, delivered as the warehouse does (the fixture delivers at 12 rue Oberkampf, 75011). */
async function deliverOrderOf(userId: number, perimeterId: number) {
  const order = await insertOrder(t.database.db, { userId, perimeterId, slotId, now: clock, status: "placed", lines: [{ productId: product.id, name: product.name, quantity: 3, unitCents: product.priceCents }] });
  await t.database.db.update(schema.orders).set({ status: "out_for_delivery" }).where(eq(schema.orders.id, order.id));
  return moveOrder({ db: t.database.db, provider: sandbox(), now: clock, publicUrl: "http://localhost:3000" }, order.id, "deliver");
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const first = await customer();
  product = (await pickProducts(t.database.db, first.perimeterId)).fixed[0]!;
  slotId = (await createSlot(t.database.db, first.perimeterId, new Date("2026-11-24T08:00:00Z"))).id;
});
afterAll(() => t.close());

describe("mesParrainages", () => {
  it("gives each customer one stable code, a link to share and the offer", async () => {
    const { token } = await customer();
    const first = await get("mesParrainages", { action: "liste" }, token);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.code).toMatch(REFERRAL_CODE_PATTERN);
    expect(body.code).toMatch(/^CHLOE-/);
    expect(body.lien).toBe(`http://localhost:3000/authentification?signin=1&parrain=${body.code}`);
    expect(body.offre).toMatchObject({ filleul: { montant: 10, minimum: 50, validite_jours: 90 }, parrain: { montant: 10, minimum: 50 }, invitations_par_jour: 10 });
    expect(body).toMatchObject({ filleuls: [], gains: { recompenses: 0, total: 0 }, invitations_restantes: 10 });
    expect((await get("mesParrainages", {}, token)).json().code).toBe(body.code);
  });

  it("takes a friend from the invitation to the sign-up with the code, then rewards the referrer once after the first delivery", async () => {
    const referrer = await customer();
    const { code } = (await get("mesParrainages", {}, referrer.token)).json();
    const friendEmail = `filleule-${people}@example.fr`;

    const invited = await post("mesParrainages", { action: "add", email: ` ${friendEmail.toUpperCase()} ` }, referrer.token);
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().message).toBe(`Invitation envoyée à ${friendEmail}.`);
    expect(invited.json().filleuls).toMatchObject([{ email: friendEmail, statut: "invitee", peut_retirer: true, nom: null }]);
    expect(invited.json().invitations_restantes).toBe(9);
    const [invitation] = await mailsTo(friendEmail);
    expect(invitation!.payload).toMatchObject({ subject: expect.stringContaining("vous offre 10 €") });
    expect((invitation!.payload as { text: string }).text).toContain(`/authentification?signin=1&parrain=${code}`);

    // The friend types the code in lower case with spaces.
    const joined = await signUp(friendEmail, { code_parrain: ` ${code.toLowerCase()} ` });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().message).toBe("Bienvenue chez Cabas, Chloé ! Votre bon de bienvenue de 10 € vous attend.");
    const friendId = (await userIdOf(friendEmail))!;
    const [welcome] = await vouchersOf(friendId);
    expect(welcome).toMatchObject({ kind: "parrain", amountCents: 1000, minBasketCents: 5000, usedAt: null });
    expect(welcome!.code).toMatch(/^FILLEUL-/);
    expect(welcome!.expiresAt).toEqual(voucherExpiry(clock, REFERRAL_TERMS.friend.validDays));
    const friendToken = joined.json().token as string;
    const bons = (await get("monHistoriqueFidelite", {}, friendToken)).json().bons_achat;
    expect(bons).toMatchObject([{ code: welcome!.code, type: "parrain", montant: 10, minimum: 50, statut: "utilisable" }]);
    expect((await mailsTo(friendEmail)).map((j) => (j.payload as { subject: string }).subject)).toContain("Votre bon de bienvenue de 10 €");

    const waiting = (await get("mesParrainages", {}, referrer.token)).json();
    expect(waiting.filleuls).toMatchObject([{ email: friendEmail, nom: "Chloé D.", statut: "inscrite", peut_retirer: false, bon: null }]);

    // The friend's first order delivered: the referrer's voucher, and its e-mail.
    clock = new Date(clock.getTime() + 86_400_000);
    await deliverOrderOf(friendId, referrer.perimeterId);
    const rewards = (await vouchersOf(referrer.userId)).filter((v) => v.kind === "parrain");
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({ amountCents: 1000, minBasketCents: 5000 });
    expect(rewards[0]!.code).toMatch(/^PARRAIN-/);
    const rewarded = (await get("mesParrainages", {}, referrer.token)).json();
    expect(rewarded.filleuls).toMatchObject([{ statut: "recompensee", bon: { code: rewards[0]!.code, montant: 10 }, recompense_le: clock.toISOString() }]);
    expect(rewarded.gains).toEqual({ recompenses: 1, total: 10 });
    const referrerEmail = (await t.database.db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, referrer.userId)))[0]!.email;
    expect((await mailsTo(referrerEmail)).some((j) => (j.payload as { subject: string }).subject.startsWith("Merci pour votre parrainage"))).toBe(true);
    // The referrer's basket and vouchers page see it.
    const mine = (await get("monHistoriqueFidelite", {}, referrer.token)).json().bons_achat;
    expect(mine.map((b: { code: string }) => b.code)).toContain(rewards[0]!.code);

    // A second delivered order earns nothing more.
    await deliverOrderOf(friendId, referrer.perimeterId);
    expect((await vouchersOf(referrer.userId)).filter((v) => v.kind === "parrain")).toHaveLength(1);
  });

  it("joins a friend invited by e-mail who signs up without typing the code", async () => {
    const referrer = await customer();
    const friendEmail = `sans-code-${people}@example.fr`;
    expect((await post("mesParrainages", { action: "add", email: friendEmail }, referrer.token)).statusCode).toBe(200);
    const joined = await signUp(friendEmail);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().message).toContain("bon de bienvenue");
    expect((await get("mesParrainages", {}, referrer.token)).json().filleuls).toMatchObject([{ statut: "inscrite", civilite: "Mme", nom: "Chloé D." }]);
  });

  it("tells the referrer a friend's deleted account brings no voucher, without the erased name", async () => {
    const referrer = await customer();
    const friendEmail = `supprimee-${people}@example.fr`;
    expect((await post("mesParrainages", { action: "add", email: friendEmail }, referrer.token)).statusCode).toBe(200);
    const joined = await signUp(friendEmail);
    expect(joined.statusCode, joined.body).toBe(200);
    const friendToken = joined.json().token as string;
    const deleted = await post("supprimerCompte", { password: "Un cabas plein de légumes", confirmation: "1" }, friendToken);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get("mesParrainages", {}, referrer.token)).json().filleuls).toMatchObject([
      // The deletion erased the invited address too: the row names nobody.
      { statut: "compte_ferme", statut_libelle: "Compte fermé : pas de bon pour ce parrainage", nom: null, email: null, civilite: null, bon: null },
    ]);
  });

  it("gives no voucher when the friend's household had already ordered through another account (ADR 0063)", async () => {
    const referrer = await customer();
    const { code } = (await get("mesParrainages", {}, referrer.token)).json();
    // Someone of the same name at the same home (the fixtures' orders all go to Durand, 12 rue Oberkampf) ordered first:
    // a second account, or the same person signing up again after deleting hers.
    const earlier = await customer();
    await deliverOrderOf(earlier.userId, referrer.perimeterId);
    // The fixtures place every order at the clock's time: this one is the day before (only earlier orders count).
    await t.database.db.update(schema.orders).set({ placedAt: new Date(clock.getTime() - 86_400_000) }).where(eq(schema.orders.userId, earlier.userId));
    const friendEmail = `deja-client-${people}@example.fr`;
    expect((await signUp(friendEmail, { code_parrain: code })).statusCode).toBe(200);
    await deliverOrderOf((await userIdOf(friendEmail))!, referrer.perimeterId);
    expect((await vouchersOf(referrer.userId)).filter((v) => v.kind === "parrain")).toHaveLength(0);
    const [friend] = (await get("mesParrainages", {}, referrer.token)).json().filleuls;
    expect(friend).toMatchObject({ statut: "non_eligible", bon: null });
    expect(friend.statut_libelle).toMatch(/son foyer était déjà client de Cabas/);
  });

  it("lets the friend's welcome voucher give nothing in a household that already ordered through another account (ADR 0063)", async () => {
    const referrer = await customer();
    const { code } = (await get("mesParrainages", {}, referrer.token)).json();
    // Someone of the same name ordered at the same home (the fixtures' orders all go to Durand, 12 rue Oberkampf).
    await deliverOrderOf((await customer()).userId, referrer.perimeterId);
    const friendEmail = `foyer-connu-${people}@example.fr`;
    const joined = await signUp(friendEmail, { code_parrain: code });
    const token = joined.json().token as string;
    const friendId = (await userIdOf(friendEmail))!;
    const [welcome] = (await vouchersOf(friendId)).filter((v) => v.kind === "parrain");
    const { fixed } = await pickProducts(t.database.db, referrer.perimeterId);
    const dear = [...fixed].sort((a, b) => b.priceCents - a.priceCents)[0]!;
    expect((await post("updatePanier", { action: "set_quantity", id: dear.id, quantity: Math.ceil(6000 / dear.priceCents) }, token)).statusCode).toBe(200);
    const [home] = await t.database.db
      .insert(schema.addresses)
      .values({ userId: friendId, nom: "DURAND", prenom: "Chloé", line1: "12, rue Oberkampf", postalCode: "75011", city: "Paris", phone: "0612345678" })
      .returning();
    await t.database.db.update(schema.baskets).set({ deliveryAddressId: home!.id }).where(and(eq(schema.baskets.userId, friendId), eq(schema.baskets.status, "active")));

    const refused = await post("updatePanier", { action: "use_ba_parrain", action_ba: "add", code: welcome!.code }, token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      `Le bon de bienvenue ${welcome!.code} est réservé à un nouveau client : une commande a déjà été livrée à votre nom, à cette adresse, depuis un autre compte Cabas.`,
    );
    // Put on the basket before the address told the household: it stays there, gives nothing and says why.
    await t.database.db.update(schema.vouchers).set({ basketId: sql`(select id from baskets where user_id = ${friendId} and status = 'active')` }).where(eq(schema.vouchers.id, welcome!.id));
    const basket = (await get("getPanier", {}, token)).json();
    expect(basket.totals.total_ba_panier).toBe(0);
    expect(basket.avantages.bha).toMatchObject([{ code: welcome!.code, actif: true, utilise: 0 }]);
    expect(basket.alerte).toContain(refused.json().message);
  });

  it("gives no voucher when the friend's first order is delivered to the referrer's home", async () => {
    const referrer = await customer();
    const saved = await post("updateAdresse", { nom: "Durand", prenom: "Chloé", adresse: "12, rue Oberkampf", code_postal: "75011", ville: "Paris", telephone: "06 12 34 56 78" }, referrer.token);
    expect(saved.statusCode, saved.body).toBe(200);
    const [address] = await t.database.db.select().from(schema.addresses).where(eq(schema.addresses.userId, referrer.userId));
    expect(address, "the referrer's address was saved").toBeDefined();
    const { code } = (await get("mesParrainages", {}, referrer.token)).json();
    const friendEmail = `meme-foyer-${people}@example.fr`;
    expect((await signUp(friendEmail, { code_parrain: code })).statusCode).toBe(200);
    await deliverOrderOf((await userIdOf(friendEmail))!, referrer.perimeterId);
    expect((await vouchersOf(referrer.userId)).filter((v) => v.kind === "parrain")).toHaveLength(0);
    const [friend] = (await get("mesParrainages", {}, referrer.token)).json().filleuls;
    expect(friend).toMatchObject({ statut: "non_eligible", bon: null });
    expect(friend.statut_libelle).toMatch(/même foyer/);
  });

  it("refuses an unknown or malformed code at sign-up as a field error, and creates no account", async () => {
    for (const [typed, message] of [
      ["NOBODY-22222", "Ce code parrain n'existe pas : vérifiez-le auprès de votre parrain, ou laissez le champ vide."],
      ["pas un code", "Ce code parrain n'est pas valide. Un code parrain s'écrit comme CHLOE-7K3MQ : un prénom (10 caractères au plus), un tiret et cinq lettres ou chiffres."],
    ] as const) {
      const email = `mauvais-code-${people}@example.fr`;
      const res = await signUp(email, { code_parrain: typed });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ code_parrain: [message] });
      expect(await userIdOf(email)).toBeUndefined();
    }
    // An empty field is no code at all.
    expect((await signUp(`sans-parrain-${people}@example.fr`, { code_parrain: "" })).statusCode).toBe(200);
  });

  it("refuses inviting oneself or the same address twice, with nothing changed", async () => {
    const referrer = await customer();
    const own = (await t.database.db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, referrer.userId)))[0]!.email;
    const before = await referralCount();

    const self = await post("mesParrainages", { action: "add", email: own }, referrer.token);
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.email).toEqual(["Vous ne pouvez pas vous parrainer vous-même : invitez l'adresse d'un ami."]);
    expect(await referralCount()).toBe(before);

    const friendEmail = `deux-fois-${people}@example.fr`;
    expect((await post("mesParrainages", { action: "add", email: friendEmail }, referrer.token)).statusCode).toBe(200);
    const again = await post("mesParrainages", { action: "add", email: friendEmail }, referrer.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Vous avez déjà invité cette adresse : votre invitation est toujours valable.");
    expect(await referralCount()).toBe(before + 1);
    expect(await mailsTo(friendEmail)).toHaveLength(1);

    const bad = await post("mesParrainages", { action: "add", email: "pas-une-adresse" }, referrer.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toEqual(["L'adresse e-mail n'est pas valide."]);
    expect((await post("mesParrainages", { action: "envoyer" }, referrer.token)).statusCode).toBe(400);

    // Signed in, one's own code is refused at sign-up too.
    const { code } = (await get("mesParrainages", {}, referrer.token)).json();
    const ownCode = await t.app.inject({
      method: "POST",
      url: "/next-react/register.php",
      headers: { ...ORIGIN, authorization: `Bearer ${referrer.token}` },
      payload: { email: `second-compte-${people}@example.fr`, password: "Un cabas plein de légumes", civilite: "Mme", nom: "Durand", prenom: "Chloé", cp: "75011", code_parrain: code },
    });
    expect(ownCode.statusCode).toBe(400);
    expect(ownCode.json().errors.code_parrain).toEqual(["C'est votre propre code parrain : il sert à inviter vos amis."]);
  });

  it("answers an existing customer's address exactly as a new one, and mails the customer nothing (ADR 0048)", async () => {
    const referrer = await customer();
    const other = await customer("client");
    const otherEmail = (await t.database.db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.id, other.userId)))[0]!.email;
    const newEmail = `nouvelle-${people}@example.fr`;

    const existing = await post("mesParrainages", { action: "add", email: otherEmail }, referrer.token);
    const fresh = await post("mesParrainages", { action: "add", email: newEmail }, referrer.token);
    expect(existing.statusCode).toBe(200);
    expect(fresh.statusCode).toBe(200);
    expect(existing.json().message).toBe(`Invitation envoyée à ${otherEmail}.`);
    expect(fresh.json().message).toBe(`Invitation envoyée à ${newEmail}.`);
    // The page lists both the same way: « invitée », not « déjà client » for the older account.
    const rows = fresh.json().filleuls as { email: string; statut: string; peut_retirer: boolean }[];
    const shown = (email: string) => rows.find((r) => r.email === email);
    expect(shown(otherEmail)).toMatchObject({ statut: "invitee", peut_retirer: true });
    expect(shown(newEmail)).toMatchObject({ statut: "invitee", peut_retirer: true });
    // Only the new address is mailed « … vous offre 10 € ».
    const invitations = async (email: string) => (await mailsTo(email)).filter((job) => String(job.payload.subject).includes("vous offre"));
    expect(await invitations(otherEmail)).toHaveLength(0);
    expect(await invitations(newEmail)).toHaveLength(1);
    // A second try answers the same for both.
    const [again1, again2] = [await post("mesParrainages", { action: "add", email: otherEmail }, referrer.token), await post("mesParrainages", { action: "add", email: newEmail }, referrer.token)];
    expect([again1.statusCode, again1.json().message]).toEqual([again2.statusCode, again2.json().message]);
  });

  it("withdraws an unused invitation; another customer's is not found and a used one stays", async () => {
    const referrer = await customer();
    const stranger = await customer("autre");
    const unused = `retiree-${people}@example.fr`;
    const used = `utilisee-${people}@example.fr`;
    await post("mesParrainages", { action: "add", email: unused }, referrer.token);
    const list = (await post("mesParrainages", { action: "add", email: used }, referrer.token)).json().filleuls as { id_parrainage: number; email: string }[];
    const unusedId = list.find((f) => f.email === unused)!.id_parrainage;
    const usedId = list.find((f) => f.email === used)!.id_parrainage;
    await signUp(used);

    const foreign = await post("mesParrainages", { action: "delete", id_parrainage: unusedId }, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Cette invitation n'existe pas.");
    expect((await post("mesParrainages", { action: "delete", id_parrainage: 2_000_000_000 }, referrer.token)).statusCode).toBe(404);
    const stays = await post("mesParrainages", { action: "delete", id_parrainage: usedId }, referrer.token);
    expect(stays.statusCode).toBe(409);

    const withdrawn = await post("mesParrainages", { action: "delete", id_parrainage: unusedId }, referrer.token);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().message).toBe(`Invitation à ${unused} retirée.`);
    expect(withdrawn.json().filleuls.map((f: { email: string }) => f.email)).toEqual([used]);
  });

  it("sends at most the daily number of invitations, even all at once", async () => {
    const referrer = await customer();
    const answers = await Promise.all(
      Array.from({ length: REFERRAL_TERMS.invitationsPerDay + 3 }, (_, i) => post("mesParrainages", { action: "add", email: `foule-${people}-${i}@example.fr` }, referrer.token)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(REFERRAL_TERMS.invitationsPerDay);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.map((a) => a.statusCode)).toEqual([429, 429, 429]);
    expect(refused[0]!.json().message).toMatch(/10 invitations en 24 heures/);
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.referrals).where(eq(schema.referrals.referrerId, referrer.userId));
    expect(row!.n).toBe(REFERRAL_TERMS.invitationsPerDay);
    expect((await get("mesParrainages", {}, referrer.token)).json().invitations_restantes).toBe(0);
  });

  it("refuses a guest", async () => {
    expect((await get("mesParrainages", {})).statusCode).toBe(401);
    const guest = (await post("loginCP", { cp: "75011" })).json().token as string;
    for (const res of [await get("mesParrainages", {}, guest), await post("mesParrainages", { action: "add", email: "ami@example.fr" }, guest)]) {
      expect([401, 403]).toContain(res.statusCode);
    }
  });
});

describe("autocomplete type=parrain", () => {
  it("says whose code it is and what it gives, and refuses an unknown code or one's own", async () => {
    const referrer = await customer();
    const { code } = (await get("mesParrainages", {}, referrer.token)).json();
    const valid = await post("autocomplete", { type: "parrain", code: code.toLowerCase() });
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json().message).toBe("Code valide : Chloé D. vous offre 10 € dès 50 € d'achats.");
    const unknown = await post("autocomplete", { type: "parrain", code: "NOBODY-22222" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ success: false, message: expect.stringContaining("n'existe pas") });
    const own = await post("autocomplete", { type: "parrain", code }, referrer.token);
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toMatch(/votre propre code/);
    expect((await post("autocomplete", { type: "parrain" })).json().message).toBe("Indiquez le code parrain.");
  });
});

describe("the referral tables", () => {
  it("never hold a customer referred by themselves or twice", async () => {
    const a = await customer();
    const b = await customer();
    await expect(t.database.db.insert(schema.referrals).values({ referrerId: a.userId, refereeId: a.userId })).rejects.toThrow();
    await t.database.db.insert(schema.referrals).values({ referrerId: a.userId, refereeId: b.userId });
    await expect(t.database.db.insert(schema.referrals).values({ referrerId: b.userId, refereeId: b.userId })).rejects.toThrow();
    const rows = await t.database.db.select().from(schema.referrals).where(and(eq(schema.referrals.refereeId, b.userId)));
    expect(rows).toHaveLength(1);
  });
});
