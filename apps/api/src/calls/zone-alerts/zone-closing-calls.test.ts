// Closing a postal code on the zones screen (ADR 0099) through HTTP on a real seeded database: its communes leave the
// perimeter, recorded with who and why; a basket with an address there can no longer be ordered to it and a new
// address there is refused; refused while an order remains to be delivered there; every bad input and every caller
// without the permission refused in French, nothing changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gt, sql } from "drizzle-orm";
import { NOT_AUTHORIZED, ZONE_OPENING_PERMISSION } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { hashPassword } from "../../domain/passwords.ts";
import { createTestApp, queryClient, type TestApp } from "../../test/test-app.ts";
import { createSlot, insertOrder, registerCustomer } from "../../test/order-fixtures.ts";
import { addressOutsideArea } from "../orders/checkout.ts";
import { notDeliveredMessage } from "../session/perimeter-lookup.ts";

let t: TestApp;
const clock = new Date("2026-11-24T10:00:00Z");
let operator = "";
let operatorId = 0;
let helper = "";
const { post, get } = queryClient(() => t);

async function staff(email: string, permissions: string[]): Promise<{ token: string; id: number }> {
  const [row] = await t.database.db
    .insert(schema.users)
    .values({ email, passwordHash: await hashPassword("Fermeture 2026 !"), nom: "Morel", prenom: "Yanis", permissions })
    .returning({ id: schema.users.id });
  return { token: (await post("loginToken", { email, password: "Fermeture 2026 !" })).json().token as string, id: row!.id };
}

const communesOf = async (postalCode: string) =>
  (await t.database.db.select({ commune: schema.postalCodes.commune }).from(schema.postalCodes).where(eq(schema.postalCodes.code, postalCode))).map((r) => r.commune);
const closingsOf = (postalCode: string) => t.database.db.select().from(schema.postalCodeClosings).where(eq(schema.postalCodeClosings.postalCode, postalCode));
const mailsTo = async (email: string) =>
  (await t.database.db.select({ payload: schema.backgroundJobs.payload }).from(schema.backgroundJobs).where(and(eq(schema.backgroundJobs.kind, "mail.send"), sql`${schema.backgroundJobs.payload}->>'to' = ${email}`))).map(
    (row) => row.payload as { subject: string; text: string },
  );
const address = (postalCode: string) => ({ nom: "Durand", prenom: "Chloé", adresse: "8 rue de Charenton", code_postal: postalCode, ville: "Paris", telephone: "0612345678" });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  ({ token: operator, id: operatorId } = await staff("fermetures@cabas.example", [ZONE_OPENING_PERMISSION]));
  ({ token: helper } = await staff("conseil-fermetures@cabas.example", ["customer.impersonate"]));
});
afterAll(() => t.close());

describe("fermerCodePostal", () => {
  it("closes a postal code: its communes leave the perimeter, a basket addressed there cannot be ordered, a new address there is refused", async () => {
    const c = await registerCustomer(t, "fermeture-cliente@example.fr");
    const [paris] = await t.database.db.select().from(schema.perimeters).where(eq(schema.perimeters.id, c.perimeterId));
    expect(await communesOf("75012")).toEqual(["Paris"]);
    // Her basket, to be delivered in the 12th, before the closing.
    const [offer] = await t.database.db.select().from(schema.offers).where(and(eq(schema.offers.perimeterId, c.perimeterId), gt(schema.offers.stock, 10))).limit(1);
    expect((await post("updatePanier", { action: "set_quantity", id: offer!.productId, quantity: 1 }, c.token)).statusCode).toBe(200);
    expect((await post("setAdresses", address("75012"), c.token)).statusCode).toBe(200);

    const res = await post("fermerCodePostal", { code_postal: "75012", raison: "Tournées du 12e reprises par un partenaire.", confirmation: "on" }, operator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code_postal: "75012", perimetre: paris!.name, communes: ["Paris"], paniers: 1 });
    expect(res.json().message).toBe(
      `Cabas ne livre plus le 75012 (Paris) depuis « ${paris!.name} ». 1 panier en cours a une adresse de livraison dans ce code postal : son client, prévenu par e-mail, devra en choisir une autre.`,
    );
    // She is told before she finds it at checkout, with where to ask to be told of a reopening.
    const mail = (await mailsTo("fermeture-cliente@example.fr")).find((m) => m.subject.startsWith("Cabas ne livre plus"));
    expect(mail!.subject).toBe("Cabas ne livre plus le 75012");
    expect(mail!.text).toMatch(/^Bonjour Chloé,\n\nNous ne livrons plus le 75012, où votre panier en cours devait être livré\./);
    expect(mail!.text).toMatch(/\/creneau\?cp=75012/);
    expect(await communesOf("75012")).toEqual([]);
    expect(await closingsOf("75012")).toEqual([
      expect.objectContaining({ perimeterId: paris!.id, closedAt: clock, closedByUserId: operatorId, reason: "Tournées du 12e reprises par un partenaire.", communesRemoved: 1, basketsAffected: 1 }),
    ]);

    // Her basket is refused at checkout for its address, precisely; a new address there is refused as any undelivered code.
    const check = (await get("checkAvantPaiement", {}, c.token)).json();
    expect(check.erreurs).toContainEqual({ code: "adresse", message: addressOutsideArea("75012") });
    const again = await post("setAdresses", { ...address("75012"), adresse: "10 avenue Daumesnil" }, c.token);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(notDeliveredMessage("75012", true));
    expect(again.json().message).toMatch(/^Cabas ne livre plus le 75012 pour le moment\./);
    // A visitor typing it is told Cabas no longer delivers it (not « pas encore »), and may ask to be told.
    const guest = await post("loginCP", { cp: "75012" });
    expect(guest.statusCode).toBe(422);
    expect(guest.json().message).toBe(notDeliveredMessage("75012", true));
    expect(guest.json()).toMatchObject({ code_postal: "75012", alerte_ouverture: true });
    const zones = await get("getFraisLivraison", { cp: "75012" });
    expect(zones.json().message).toBe("Cabas ne livre plus le code postal 75012 pour le moment.");

    // Closed once: closing again is refused, nothing recorded; opening it again works as for any code.
    const twice = await post("fermerCodePostal", { code_postal: "75012", raison: "Encore.", confirmation: "on" }, operator);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("Cabas ne livre pas le 75012 : il n'y a rien à fermer.");
    expect(await closingsOf("75012")).toHaveLength(1);
    const reopened = await post("ouvrirCodePostal", { code_postal: "75012", id_perimetre: String(paris!.id) }, operator);
    expect(reopened.json(), reopened.body).toMatchObject({ ajoutees: 1 });
    expect(await communesOf("75012")).toEqual(["Paris"]);
  });

  it("is refused while an order remains to be delivered there, and allowed once it is delivered", async () => {
    const c = await registerCustomer(t, "fermeture-commande@example.fr");
    const slot = await createSlot(t.database.db, c.perimeterId, new Date("2026-12-01T16:00:00Z"), 10);
    const [product] = await t.database.db.select().from(schema.products).limit(1);
    // insertOrder's delivery address is in the 11th.
    const order = await insertOrder(t.database.db, { userId: c.userId, perimeterId: c.perimeterId, slotId: slot.id, now: clock, status: "placed", lines: [{ productId: product!.id, name: product!.name, quantity: 1, unitCents: 250 }] });
    const input = { code_postal: "75011", raison: "Essai de fermeture.", confirmation: "on" };
    const res = await post("fermerCodePostal", input, operator);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("1 commande reste à livrer au 75011, le mardi 1er décembre : fermez-le après sa livraison, ou annulez-la sur l'écran de l'entrepôt. Rien n'a été fermé.");
    expect(await communesOf("75011")).toEqual(["Paris"]);
    expect(await closingsOf("75011")).toEqual([]);

    await t.database.db.update(schema.orders).set({ status: "delivered", deliveredAt: clock }).where(eq(schema.orders.id, order.id));
    const closed = await post("fermerCodePostal", input, operator);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await communesOf("75011")).toEqual([]);
    // Opened again for the other tests' customers, who sign up in the 11th.
    expect((await post("ouvrirCodePostal", { code_postal: "75011", id_perimetre: String(c.perimeterId) }, operator)).statusCode).toBe(200);
  });

  it("refuses bad input in French and changes nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code_postal: "7501", raison: "Tournées arrêtées.", confirmation: "on" }, "Le code postal doit compter 5 chiffres."],
      [{ code_postal: "75013", confirmation: "on" }, "Dites pourquoi ce code postal est fermé : l'équipe le relira."],
      [{ code_postal: "75013", raison: " a ", confirmation: "on" }, "Dites pourquoi ce code postal est fermé (3 caractères au moins)."],
      [{ code_postal: "75013", raison: "x".repeat(301), confirmation: "on" }, "La raison tient en 300 caractères."],
      [{ code_postal: "75013", raison: "Tournées arrêtées." }, "Cochez la case pour confirmer : les clients de ce code postal ne pourront plus commander."],
    ];
    for (const [input, message] of cases) {
      const res = await post("fermerCodePostal", input, operator);
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(input)).toContain(message);
    }
    const never = await post("fermerCodePostal", { code_postal: "29200", raison: "Jamais ouvert.", confirmation: "on" }, operator);
    expect(never.statusCode).toBe(409);
    expect(never.json().message).toBe("Cabas ne livre pas le 29200 : il n'y a rien à fermer.");
    expect(await communesOf("75013")).toEqual(["Paris"]);
    expect(await closingsOf("75013")).toEqual([]);
  });

  it("is refused to customers, to staff without the permission and to guests, before the input is read", async () => {
    const customer = await registerCustomer(t, "fermeture-intruse@example.fr");
    const input = { code_postal: "75014", raison: "Je ferme.", confirmation: "on" };
    for (const token of [customer.token, helper]) {
      const res = await post("fermerCodePostal", input, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_AUTHORIZED);
      expect((await post("fermerCodePostal", {}, token)).statusCode).toBe(403);
    }
    expect((await post("fermerCodePostal", input)).statusCode).toBe(401);
    expect(await communesOf("75014")).toEqual(["Paris"]);
  });
});
