// Revoking a SEPA mandate from the account (ADR 0062), through HTTP on a real database: it pays no new order (a
// French refusal, and a new mandate may be signed for the same account), orders already placed with it keep their
// debit, and another customer's mandate cannot be touched.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "@cabas/db";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";
import { forgetPerimeterTerms } from "../basket/basket-store.ts";
import { createSlot, giveBasketAddress, pickProducts, registerCustomer } from "../../test/order-fixtures.ts";
import { createSandboxProvider } from "../../payment/sandbox-provider.ts";
import { moveOrder } from "./order-warehouse.ts";

const SECRET = "sepa-revocation-secret-0123456789abcdef0123";
let t: TestApp;
let clock = new Date("2026-11-22T10:00:00Z");
let products: Awaited<ReturnType<typeof pickProducts>>;
let slotId = 0;
const IBAN = "FR7630006000011234567890189";

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, paymentSecret: SECRET });
  const first = await registerCustomer(t, "premiere-sepa@example.fr");
  products = await pickProducts(t.database.db, first.perimeterId);
  slotId = (await createSlot(t.database.db, first.perimeterId, new Date("2026-11-26T15:00:00Z"), 1000)).id;
  await t.database.db
    .update(schema.perimeters)
    .set({ minimumOrderCents: 0 })
    .where(eq(schema.perimeters.id, first.perimeterId));
  forgetPerimeterTerms();
});
afterAll(() => t.close());

const { post, get } = callClient(() => t);
const mandateRow = async (id: number) =>
  (await t.database.db.select().from(schema.sepaMandates).where(eq(schema.sepaMandates.id, id)))[0]!;
const sign = async (token: string, lieu = "Paris") => {
  const res = await post(
    "paySepa",
    { action: "mandat", iban: IBAN, titulaire: "Chloé Durand", lieu, accord: "1" },
    token,
  );
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json<{ mandat: { id_mandat: number; reference: string }; mandat_reutilise: boolean }>();
};

/** A customer with one product in her basket, an address and a slot held: ready to pay. */
async function readyCustomer(email: string, productIndex: number) {
  const c = await registerCustomer(t, email);
  await fillBasket(c.token, c.userId, productIndex);
  return c;
}
async function fillBasket(token: string, userId: number, productIndex: number) {
  const res = await post(
    "updatePanier",
    { action: "set_quantity", id: products.fixed[productIndex]!.id, quantity: 1 },
    token,
  );
  if (res.statusCode !== 200) throw new Error(res.body);
  await giveBasketAddress(t.database.db, userId);
  if ((await post("setCreneaux", { id_tranche: slotId }, token)).statusCode !== 200) throw new Error("slot not held");
}
const checkoutRef = async (token: string) => (await get("payConfiguration?type=sepa", token)).json().checkout as string;

describe("revoking a SEPA mandate", () => {
  it("lists the mandate with its RUM, masked IBAN, date and place, then revokes it: it leaves the account and the payment page", async () => {
    const c = await registerCustomer(t, "revoque@example.fr");
    const { mandat } = await sign(c.token, "Montreuil");
    const listed = (await get("mesCB", c.token)).json().mandats;
    expect(listed).toEqual([
      {
        id_mandat: mandat.id_mandat,
        reference: mandat.reference,
        iban_masque: "FR76 **** **** 0189",
        titulaire: "Chloé Durand",
        signe_le: clock.toISOString(),
        lieu_signature: "Montreuil",
        revoque_le: null,
        motif_revocation: null,
        commandes_a_prelever: [],
        // A French IBAN needs neither: only accounts outside the EEA give them (ADR 0085's amendment).
        bic: null,
        adresse_debiteur: null,
      },
    ]);

    clock = new Date("2026-11-23T09:00:00Z");
    const res = await post("paySepa", { action: "revocation", id_mandat: mandat.id_mandat }, c.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      `Mandat ${mandat.reference} révoqué : il ne servira plus à aucune nouvelle commande.`,
    );
    expect(res.json().mandat).toMatchObject({ id_mandat: mandat.id_mandat, revoque_le: clock.toISOString() });
    expect(res.json().mandats).toEqual([]);
    expect((await mandateRow(mandat.id_mandat)).revokedAt).toEqual(clock);
    expect((await get("mesCB", c.token)).json().mandats).toEqual([]);

    // Revoked again an hour later (a second click, another tab): nothing changes, the first date stays.
    clock = new Date("2026-11-23T10:00:00Z");
    const twice = await post("paySepa", { action: "revocation", id_mandat: mandat.id_mandat }, c.token);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().message).toBe(
      `Le mandat ${mandat.reference} était déjà révoqué depuis le 23 novembre 2026 : rien n'a été changé.`,
    );
    expect((await mandateRow(mandat.id_mandat)).revokedAt).toEqual(new Date("2026-11-23T09:00:00Z"));
  });

  it("refuses to pay a new order with the revoked mandate, in French; a new mandate for the same account pays", async () => {
    const c = await readyCustomer("nouveau-mandat@example.fr", 2);
    const { mandat } = await sign(c.token);
    expect((await post("paySepa", { action: "revocation", id_mandat: mandat.id_mandat }, c.token)).statusCode).toBe(
      200,
    );

    const refused = await post(
      "paySepa",
      { action: "paiement", checkout: await checkoutRef(c.token), id_mandat: mandat.id_mandat },
      c.token,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(
      new RegExp(
        `^Le mandat de prélèvement ${mandat.reference} a été révoqué le \\d+ novembre 2026 : il ne peut plus payer de commande\\. Signez un nouveau mandat`,
      ),
    );
    expect(refused.json()).toMatchObject({ success: false, code: "mandat_revoque" });
    // Without naming a mandate: none is left to pay with.
    const none = await post("paySepa", { action: "paiement", checkout: await checkoutRef(c.token) }, c.token);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe("Signez d'abord un mandat de prélèvement SEPA.");
    expect(await t.database.db.select().from(schema.orders).where(eq(schema.orders.userId, c.userId))).toEqual([]);
    expect((await get("payConfiguration?type=sepa", c.token)).json().mandats).toEqual([]);

    // The same account signed again: a new mandate (the revoked one is not reused), which pays.
    const fresh = await sign(c.token);
    expect(fresh.mandat_reutilise).toBe(false);
    expect(fresh.mandat.id_mandat).not.toBe(mandat.id_mandat);
    expect(fresh.mandat.reference).not.toBe(mandat.reference);
    const paid = await post(
      "paySepa",
      { action: "paiement", checkout: await checkoutRef(c.token), id_mandat: fresh.mandat.id_mandat },
      c.token,
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.json().paiement.statut).toBe("authorised");
  });

  it("keeps the debit of an order already placed with it: named when revoking, captured at its preparation", async () => {
    const c = await readyCustomer("commande-avant@example.fr", 3);
    const { mandat } = await sign(c.token);
    const placed = await post(
      "paySepa",
      { action: "paiement", checkout: await checkoutRef(c.token), id_mandat: mandat.id_mandat },
      c.token,
    );
    const orderId = placed.json().paiement.id_commande as number;
    expect((await get("mesCB", c.token)).json().mandats[0].commandes_a_prelever).toEqual([orderId]);

    const res = await post("paySepa", { action: "revocation", id_mandat: mandat.id_mandat }, c.token);
    expect(res.json().message).toBe(
      `Mandat ${mandat.reference} révoqué : il ne servira plus à aucune nouvelle commande. La commande n° ${orderId}, déjà passée avec lui, reste prélevée à sa préparation, comme annoncé.`,
    );
    const provider = createSandboxProvider({
      db: t.database.db,
      secret: SECRET,
      now: () => clock,
      deliver: async () => {},
    });
    await moveOrder(
      { db: t.database.db, provider, now: clock, publicUrl: "http://localhost:3000" },
      orderId,
      "prepare",
    );
    const [payment] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
    expect(payment).toMatchObject({ method: "sepa", mandateId: mandat.id_mandat, status: "captured" });
  });

  it("answers another customer's mandate like an unknown one, in French, and changes nothing", async () => {
    const owner = await registerCustomer(t, "titulaire@example.fr");
    const other = await registerCustomer(t, "curieuse@example.fr");
    const { mandat } = await sign(owner.token);
    const res = await post("paySepa", { action: "revocation", id_mandat: mandat.id_mandat }, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Mandat SEPA introuvable.");
    expect(
      (await post("paySepa", { action: "revocation", id_mandat: 2_000_000_000 }, other.token)).json().message,
    ).toBe("Mandat SEPA introuvable.");
    expect((await mandateRow(mandat.id_mandat)).revokedAt).toBeNull();
    expect((await get("mesCB", owner.token)).json().mandats.map((m: { id_mandat: number }) => m.id_mandat)).toEqual([
      mandat.id_mandat,
    ]);
    expect((await post("paySepa", { action: "revocation", id_mandat: "abc" }, owner.token)).statusCode).toBe(400);
    expect((await post("paySepa", { action: "revocation", id_mandat: mandat.id_mandat })).statusCode).toBe(401);
    expect((await mandateRow(mandat.id_mandat)).revokedAt).toBeNull();
  });
});
