// Address calls through HTTP on a real seeded database: address book, autocomplete, setAdresses moving the basket
// to another perimeter, and ownership (another customer's address id is 404 and changes nothing).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { schema } from "@cabas/db";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";
import { ensureSlots } from "../slots/slot-generation.ts";

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await ensureSlots(t.database.db, clock);
});
afterAll(() => t.close());

const { post, get } = callClient(() => t);

let seq = 0;
async function customer(): Promise<{ token: string; userId: number }> {
  seq += 1;
  const res = await post("register", {
    email: `adresses${seq}@example.fr`,
    password: "Un cabas plein de légumes",
    civilite: "M.",
    nom: "Martin",
    prenom: "Hugo",
    cp: "75011",
  });
  const [user] = await t.database.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, `adresses${seq}@example.fr`));
  return { token: res.json().token as string, userId: user!.id };
}

const paris = {
  nom: "Martin",
  prenom: "Hugo",
  adresse: "12 rue Oberkampf",
  complement: "Bâtiment B",
  code_postal: "75011",
  ville: "paris",
  digicode: "4521A",
  etage: "3e gauche",
  ascenseur: "1",
  interphone: "MARTIN H.",
  telephone: "0612345678",
  instructions: "Sonner deux fois",
};
const lyon = { ...paris, adresse: "5 place Bellecour", code_postal: "69002", ville: "Lyon", digicode: "", etage: "" };

async function addressRow(id: number) {
  const [row] = await t.database.db.select().from(schema.addresses).where(eq(schema.addresses.id, id));
  return row!;
}

describe("address book", () => {
  it("creates an address with door code, floor, lift, intercom and phone, and lists it", async () => {
    const { token } = await customer();
    const res = await post("updateAdresse", paris, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Adresse ajoutée.",
      adresse: {
        ville: "Paris",
        digicode: "4521A",
        etage: "3e gauche",
        ascenseur: true,
        interphone: "MARTIN H.",
        telephone: "06 12 34 56 78",
        livrable: true,
        livraison_defaut: true,
      },
    });
    const list = (await get("mesAdresses", token)).json();
    expect(list.adresses).toHaveLength(1);
    const id = list.adresses[0].id_adresse as number;
    expect((await get(`mesAdresses?id_adresse=${id}`, token)).json().adresses).toHaveLength(1);

    const edited = await post("updateAdresse", { ...paris, id_adresse: id, etage: "4e" }, token);
    expect(edited.json().adresse).toMatchObject({ id_adresse: id, etage: "4e" });
  });

  it("keeps an address Cabas does not deliver, says so at once, and lets it bill but never stand as the delivery default", async () => {
    const { token } = await customer();
    const brest = await post("updateAdresse", { ...paris, adresse: "12 boulevard Voltaire", code_postal: "29200", ville: "Brest" }, token);
    expect(brest.statusCode).toBe(200);
    expect(brest.json().message).toBe(
      "Adresse ajoutée. Cabas ne livre pas le 29200 pour le moment\u00A0: cette adresse peut servir d'adresse de facturation, pas de livraison.",
    );
    // The only address: it bills, as a first address does, but is not where the basket is delivered.
    expect(brest.json().adresse).toMatchObject({ livrable: false, livraison_defaut: false, facturation_defaut: true });
    const home = await post("updateAdresse", paris, token);
    expect(home.json().message).toBe("Adresse ajoutée.");
    expect(home.json().adresse).toMatchObject({ livrable: true, livraison_defaut: true, facturation_defaut: false });
  });

  it("shows a phone stored unformatted (the demo customer's) as new ones are shown", async () => {
    const { token } = await customer();
    const id = (await post("updateAdresse", paris, token)).json().adresse.id_adresse as number;
    await t.database.db.update(schema.addresses).set({ phone: "0612345678" }).where(eq(schema.addresses.id, id));
    expect((await get("mesAdresses", token)).json().adresses[0].telephone).toBe("06 12 34 56 78");
  });

  it("answers per-field French errors and writes nothing", async () => {
    const { token, userId } = await customer();
    const res = await post("updateAdresse", { ...paris, telephone: "12345", nom: "", code_postal: "750" }, token);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors.telephone[0]).toMatch(/téléphone n'est pas valide/);
    expect(body.errors.nom[0]).toBe("Le nom est obligatoire.");
    expect(body.errors.code_postal[0]).toMatch(/5 chiffres/);
    expect(await t.database.db.select().from(schema.addresses).where(eq(schema.addresses.userId, userId))).toHaveLength(0);
  });

  it("is for signed-in customers", async () => {
    const guest = (await post("loginCP", { cp: "75011" })).json().token as string;
    expect((await get("mesAdresses", guest)).statusCode).toBe(401);
    expect((await post("updateAdresse", paris, guest)).statusCode).toBe(401);
  });

  it("soft-deletes an address, and refuses while an open order uses it", async () => {
    const { token, userId } = await customer();
    const first = (await post("updateAdresse", paris, token)).json().adresse.id_adresse as number;
    const second = (await post("updateAdresse", { ...paris, adresse: "3 rue de la Roquette" }, token)).json().adresse.id_adresse as number;
    const del = await post("deleteAdresse", { id_adresse: second }, token);
    expect(del.json()).toMatchObject({ success: true, message: "Adresse supprimée." });
    expect(del.json().adresses).toHaveLength(1);
    expect((await addressRow(second)).deletedAt).not.toBeNull();
    expect((await post("deleteAdresse", { id_adresse: second }, token)).statusCode).toBe(404);

    const [perimeter] = await t.database.db.select().from(schema.perimeters).where(eq(schema.perimeters.code, "paris"));
    const [basket] = await t.database.db.insert(schema.baskets).values({ userId, perimeterId: perimeter!.id, status: "ordered" }).returning();
    const [slot] = await t.database.db.select().from(schema.deliverySlots).limit(1);
    await t.database.db.insert(schema.orders).values({
      userId,
      basketId: basket!.id,
      perimeterId: perimeter!.id,
      slotId: slot!.id,
      status: "placed",
      idempotencyKey: "k1",
      deliveryAddress: { id: first },
      billingAddress: { id: first },
      totals: {},
      goodsCents: 5000,
      feeCents: 0,
      totalCents: 5000,
      authorisedCents: 5000,
      paymentMethod: "card",
      cutoffAt: clock,
    });
    const refused = await post("deleteAdresse", { id_adresse: first }, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/commande en cours/);
    expect((await addressRow(first)).deletedAt).toBeNull();
  });
});

describe("an address whose town does not match its postal code (ADR 0060)", () => {
  it("is refused on the town field by updateAdresse and setAdresses, and nothing is saved", async () => {
    const { token, userId } = await customer();
    const created = await post("updateAdresse", { ...paris, ville: "Lyon" }, token);
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      success: false,
      message: "Cette ville ne correspond pas au code postal 75011 : Paris.",
      errors: { ville: ["Cette ville ne correspond pas au code postal 75011 : Paris."] },
    });
    const inline = await post("setAdresses", { ...paris, ville: "Marseille", facturation_identique: "1" }, token);
    expect([inline.statusCode, inline.json().errors?.ville]).toEqual([400, ["Cette ville ne correspond pas au code postal 75011 : Paris."]]);
    const live = () => t.database.db.select().from(schema.addresses).where(and(eq(schema.addresses.userId, userId), isNull(schema.addresses.deletedAt)));
    expect(await live()).toEqual([]);

    const id = (await post("updateAdresse", paris, token)).json().adresse.id_adresse as number;
    const moved = await post("updateAdresse", { ...paris, id_adresse: id, ville: "Lyon" }, token);
    expect(moved.statusCode).toBe(400);
    expect((await addressRow(id)).city).toBe("Paris");
  });

  it("accepts each commune of a postal code that has several, whatever the accents, case or « St »", async () => {
    const { token } = await customer();
    for (const [typed, official] of [
      ["fontaines sur saone", "Fontaines-sur-Saône"],
      ["ST ROMAIN AU MONT D'OR", "Saint-Romain-au-Mont-d'Or"],
      ["Cailloux-sur-Fontaines", "Cailloux-sur-Fontaines"],
    ]) {
      const res = await post("updateAdresse", { ...lyon, adresse: "3 rue du Port", code_postal: "69270", ville: typed }, token);
      expect([res.statusCode, res.json().adresse?.ville], typed).toEqual([200, official]);
    }
  });
});

describe("another customer's address", () => {
  it("is 404 « Adresse introuvable. » for every call and nothing changes", async () => {
    const owner = await customer();
    const stranger = await customer();
    const id = (await post("updateAdresse", paris, owner.token)).json().adresse.id_adresse as number;
    const before = await addressRow(id);

    const calls = [
      get(`mesAdresses?id_adresse=${id}`, stranger.token),
      post("updateAdresse", { ...paris, id_adresse: id, nom: "Pirate" }, stranger.token),
      post("deleteAdresse", { id_adresse: id }, stranger.token),
      post("setAdresses", { id_adresse_liv: id }, stranger.token),
      post("setAdresses", { id_adresse_fac: id }, stranger.token),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: "Adresse introuvable." });
    }
    expect(await addressRow(id)).toEqual(before);
    const baskets = await t.database.db.select().from(schema.baskets).where(eq(schema.baskets.userId, stranger.userId));
    expect(baskets.every((b) => b.deliveryAddressId === null && b.billingAddressId === null)).toBe(true);
  });
});

describe("autocomplete", () => {
  it("says whether a postal code is delivered, with its communes", async () => {
    const ok = await post("autocomplete", { type: "cp", cp: "75011" });
    expect(ok.json()).toMatchObject({ success: true, livrable: true, communes: ["Paris"], perimetre: "Paris & petite couronne" });
    const no = await post("autocomplete", { type: "cp", cp: "29200" });
    expect(no.statusCode).toBe(422);
    expect(no.json()).toMatchObject({ success: false, message: expect.stringMatching(/ne livre pas encore le 29200/) });
  });

  it("checks an address against its postal code's communes", async () => {
    const ok = await post("autocomplete", { type: "adresse", cp: "75011", ville: "PARIS", adresse: "12 rue Oberkampf" });
    expect(ok.json().adresse).toEqual({ adresse: "12 rue Oberkampf", code_postal: "75011", ville: "Paris" });
    const wrongCity = await post("autocomplete", { type: "adresse", cp: "75011", ville: "Lyon", adresse: "12 rue Oberkampf" });
    expect(wrongCity.json()).toMatchObject({ success: false, message: expect.stringMatching(/ne correspond pas/) });
    const noNumber = await post("autocomplete", { type: "adresse", cp: "75011", ville: "Paris", adresse: "rue" });
    expect(noNumber.json().message).toMatch(/numéro/);
  });
});

describe("choosing the basket's addresses", () => {
  it("sets delivery and billing addresses of the same perimeter without moving the basket", async () => {
    const { token } = await customer();
    const id = (await post("updateAdresse", paris, token)).json().adresse.id_adresse as number;
    const res = await post("setAdresses", { id_adresse_liv: id, id_adresse_fac: id }, token);
    expect(res.json()).toMatchObject({ success: true, code_postal: "75011", indispos: [], id_adresse_liv: id, id_adresse_fac: id });
    expect(res.cookies.find((c) => c.name === "CP")).toBeUndefined();
    expect((await get("mesAdresses", token)).json()).toMatchObject({ id_adresse_liv: id, id_adresse_fac: id });
  });

  it("gives the basket's delivery address with how to reach the door, for the recap the shopper checks before paying", async () => {
    const { token } = await customer();
    const id = (await post("updateAdresse", paris, token)).json().adresse.id_adresse as number;
    await post("setAdresses", { id_adresse_liv: id, id_adresse_fac: id }, token);
    expect((await get("getPanier", token)).json().livraison).toMatchObject({
      ligne1: "12 rue Oberkampf",
      ligne2: "Bâtiment B",
      digicode: "4521A",
      etage: "3e gauche",
      ascenseur: true,
      interphone: "MARTIN H.",
      instructions: "Sonner deux fois",
    });
  });

  it("starts the basket after an order with the addresses of the last one, the delivery address only when delivered from its perimeter", async () => {
    const { token } = await customer();
    const home = (await post("updateAdresse", paris, token)).json().adresse.id_adresse as number;
    const away = (await post("updateAdresse", lyon, token)).json().adresse.id_adresse as number;
    const first = (await post("setAdresses", { id_adresse_liv: home, id_adresse_fac: away }, token)).json().panier.id_panier as number;
    await t.database.db.update(schema.baskets).set({ status: "ordered" }).where(eq(schema.baskets.id, first));

    const slotId = (await get("getCreneaux", token)).json().jours[1].creneaux[0].id_tranche as number;
    const next = (await post("setCreneaux", { id_tranche: slotId }, token)).json().panier;
    expect(next.id_panier).not.toBe(first);
    expect(next).toMatchObject({ id_adresse_liv: home, id_adresse_fac: away });

    // An order delivered in Lyon: the next Paris basket keeps its billing address, and is delivered to the default
    // address (the first one saved) rather than to one its perimeter cannot serve.
    await t.database.db.update(schema.baskets).set({ status: "ordered", deliveryAddressId: away }).where(eq(schema.baskets.id, next.id_panier));
    const third = (await post("setCreneaux", { id_tranche: slotId }, token)).json().panier;
    expect(third.id_panier).not.toBe(next.id_panier);
    expect(third).toMatchObject({ id_adresse_liv: home, id_adresse_fac: away });
    expect((await addressRow(home)).isDefaultDelivery).toBe(true);
  });

  it("refuses a delivery address Cabas does not deliver, creating nothing", async () => {
    const { token, userId } = await customer();
    const res = await post("setAdresses", { ...paris, code_postal: "29200", ville: "Brest" }, token);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/ne livre pas encore le 29200/);
    expect(await t.database.db.select().from(schema.addresses).where(eq(schema.addresses.userId, userId))).toHaveLength(0);
  });

  it("moves the basket to the new perimeter: cookies, held slot released, unavailable products with substitutes", async () => {
    const { token, userId } = await customer();
    const [parisP] = await t.database.db.select().from(schema.perimeters).where(eq(schema.perimeters.code, "paris"));
    const [lyonP] = await t.database.db.select().from(schema.perimeters).where(eq(schema.perimeters.code, "lyon"));

    // A basket with two products; the first is not sold in Lyon.
    const grid = (await get("getCreneaux", token)).json();
    const slotId = grid.jours[1].creneaux[0].id_tranche as number;
    const held = (await post("setCreneaux", { id_tranche: slotId }, token)).json();
    const basketId = held.id_panier as number;
    const products = await t.database.db
      .select({ id: schema.products.id, name: schema.products.name })
      .from(schema.products)
      .innerJoin(schema.offers, and(eq(schema.offers.productId, schema.products.id), eq(schema.offers.perimeterId, lyonP!.id)))
      .limit(2);
    await t.database.db.insert(schema.basketItems).values(products.map((p) => ({ basketId, productId: p.id, quantity: 1 })));
    await t.database.db.delete(schema.offers).where(and(eq(schema.offers.productId, products[0]!.id), eq(schema.offers.perimeterId, lyonP!.id)));
    const [slotBefore] = await t.database.db.select().from(schema.deliverySlots).where(eq(schema.deliverySlots.id, slotId));

    const res = await post("setAdresses", lyon, token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code_postal: "69002", id_perimetre: lyonP!.id, token });
    expect(body.panier).toMatchObject({ id_panier: basketId, perimetre: lyonP!.id, id_tranche: null, id_adresse_liv: body.id_adresse_liv });
    expect(body.indispos).toHaveLength(1);
    expect(body.indispos[0]).toMatchObject({ id: products[0]!.id, name: products[0]!.name });
    expect(body.indispos[0].substitutes.length).toBeGreaterThan(0);
    expect(body.indispos[0].substitutes.every((s: { in_stock: number }) => s.in_stock !== 0)).toBe(true);
    expect(res.cookies.find((c) => c.name === "CP")?.value).toBe("69002");
    expect(res.cookies.find((c) => c.name === "ID_PERIMETRE")?.value).toBe(String(lyonP!.id));

    const [basket] = await t.database.db.select().from(schema.baskets).where(eq(schema.baskets.id, basketId));
    expect(basket).toMatchObject({ perimeterId: lyonP!.id, deliveryAddressId: body.id_adresse_liv, billingAddressId: body.id_adresse_liv });
    const [slotAfter] = await t.database.db.select().from(schema.deliverySlots).where(eq(schema.deliverySlots.id, slotId));
    expect(slotAfter!.booked).toBe(slotBefore!.booked - 1);
    const live = await t.database.db
      .select()
      .from(schema.slotBookings)
      .where(and(eq(schema.slotBookings.basketId, basketId), isNull(schema.slotBookings.releasedAt)));
    expect(live).toHaveLength(0);
    const [user] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, userId));
    expect(user).toMatchObject({ postalCode: "69002", perimeterId: lyonP!.id });
    expect(parisP!.id).not.toBe(lyonP!.id);
    // The session follows: the slot grid is now Lyon's.
    expect((await get("getCreneaux", token)).json().id_perimetre).toBe(lyonP!.id);
  });
});

describe("deleting the basket's delivery address (ADR 0117)", () => {
  /** A customer whose basket is delivered at `first` (Paris), with the other addresses given added after it. */
  async function basketAt(others: Record<string, unknown>[]) {
    const who = await customer();
    const first = (await post("updateAdresse", paris, who.token)).json().adresse.id_adresse as number;
    const ids: number[] = [];
    for (const other of others) ids.push((await post("updateAdresse", other, who.token)).json().adresse.id_adresse as number);
    expect((await post("setAdresses", { id_adresse_liv: first, id_adresse_fac: first }, who.token)).statusCode).toBe(200);
    return { ...who, first, ids };
  }

  it("moves the basket to another delivered address of its zone, said beforehand by mesAdresses and after by the answer", async () => {
    const { token, first, ids } = await basketAt([lyon, { ...paris, adresse: "3 rue de la Roquette" }, { ...paris, adresse: "1 quai de Brest", code_postal: "29200", ville: "Brest" }]);
    const roquette = ids[1]!;
    const before = (await get("mesAdresses", token)).json();
    expect(before.livraison_apres_suppression).toEqual({ id_adresse: roquette, autre_zone: false });
    // Also told beforehand (ADR 0122): billed there too, and it takes over both defaults the first address holds.
    expect(before.apres_suppression).toContainEqual({ id_adresse: first, id_adresse_fac: roquette, livraison_defaut: roquette, facturation_defaut: roquette });

    const res = await post("deleteAdresse", { id_adresse: first }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      etait_livraison_panier: true,
      etait_facturation_panier: true,
      id_adresse_liv: roquette,
      id_adresse_fac: roquette,
      autre_zone: false,
      indispos: [],
      panier: null,
      adresse_livraison: { id_adresse: roquette },
      adresse_facturation: { id_adresse: roquette },
      livraison_defaut: { id_adresse: roquette, livraison_defaut: true, facturation_defaut: true },
      facturation_defaut: { id_adresse: roquette },
      message:
        "Adresse supprimée. Votre panier sera livré et facturé à « 3 rue de la Roquette, 75011 Paris », désormais votre adresse de livraison et de facturation par défaut.",
    });
    expect((await get("getPanier", token)).json()).toMatchObject({ id_adresse_liv: roquette, id_adresse_fac: roquette });
    expect(await addressRow(roquette)).toMatchObject({ isDefaultDelivery: true, isDefaultBilling: true });
  });

  it("moves the basket into another zone when no address of its own is left: slot given back, cookies, unavailable products", async () => {
    const { token, first, ids, userId } = await basketAt([lyon]);
    const [lyonP] = await t.database.db.select().from(schema.perimeters).where(eq(schema.perimeters.code, "lyon"));
    const grid = (await get("getCreneaux", token)).json();
    const held = (await post("setCreneaux", { id_tranche: grid.jours[1].creneaux[0].id_tranche }, token)).json();
    const basketId = held.id_panier as number;
    const [product] = await t.database.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .innerJoin(schema.offers, eq(schema.offers.productId, schema.products.id))
      .where(eq(schema.offers.perimeterId, held.panier.perimetre))
      .limit(1);
    await t.database.db.insert(schema.basketItems).values({ basketId, productId: product!.id, quantity: 1 });
    await t.database.db.delete(schema.offers).where(and(eq(schema.offers.productId, product!.id), eq(schema.offers.perimeterId, lyonP!.id)));
    expect((await get("mesAdresses", token)).json().livraison_apres_suppression).toEqual({ id_adresse: ids[0], autre_zone: true });

    const res = await post("deleteAdresse", { id_adresse: first }, token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id_adresse_liv: ids[0], autre_zone: true, code_postal: "69002", id_perimetre: lyonP!.id });
    expect(body.message).toBe(
      "Adresse supprimée. Votre panier sera livré et facturé à « 5 place Bellecour, 69002 Lyon », dans une autre zone de livraison : il en suit les prix et la disponibilité. C'est désormais votre adresse de livraison et de facturation par défaut. Certains produits de votre panier n'y sont pas disponibles.",
    );
    expect(body.indispos.map((p: { id: number }) => p.id)).toEqual([product!.id]);
    expect(body.panier).toMatchObject({ id_panier: basketId, perimetre: lyonP!.id, id_tranche: null, id_adresse_liv: ids[0] });
    expect(res.cookies.find((c) => c.name === "CP")?.value).toBe("69002");
    const [user] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, userId));
    expect(user).toMatchObject({ postalCode: "69002", perimeterId: lyonP!.id });
    expect(await t.database.db.select().from(schema.slotBookings).where(and(eq(schema.slotBookings.basketId, basketId), isNull(schema.slotBookings.releasedAt)))).toHaveLength(0);
  });

  it("unsets the basket's delivery address when no other one is delivered, and bills it at the one left", async () => {
    const { token, first, ids } = await basketAt([{ ...paris, adresse: "1 quai de Brest", code_postal: "29200", ville: "Brest" }]);
    const brest = ids[0]!;
    const before = (await get("mesAdresses", token)).json();
    expect(before.livraison_apres_suppression).toBeNull();
    expect(before.apres_suppression).toContainEqual({ id_adresse: first, id_adresse_fac: brest, livraison_defaut: null, facturation_defaut: brest });
    const res = await post("deleteAdresse", { id_adresse: first }, token);
    expect(res.json()).toMatchObject({
      id_adresse_liv: null,
      id_adresse_fac: brest,
      adresse_livraison: null,
      adresse_facturation: { id_adresse: brest },
      livraison_defaut: null,
      facturation_defaut: { id_adresse: brest },
      autre_zone: false,
      message:
        "Adresse supprimée. Votre panier n'a plus d'adresse de livraison : ajoutez-en une pour commander. Votre panier sera facturé à « 1 quai de Brest, 29200 Brest », désormais votre adresse de facturation par défaut.",
    });
    expect((await get("getPanier", token)).json()).toMatchObject({ id_adresse_liv: null, id_adresse_fac: brest });
    // An address Cabas does not deliver never becomes the delivery default.
    expect(await addressRow(brest)).toMatchObject({ isDefaultDelivery: false, isDefaultBilling: true });
  });

  it("leaves the basket as it is when another address is deleted, and refuses another customer's", async () => {
    const { token, first, ids } = await basketAt([{ ...paris, adresse: "3 rue de la Roquette" }]);
    const res = await post("deleteAdresse", { id_adresse: ids[0] }, token);
    expect(res.json()).toMatchObject({ etait_livraison_panier: false, id_adresse_liv: first, id_adresse_fac: first, message: "Adresse supprimée." });
    const stranger = await customer();
    const refused = await post("deleteAdresse", { id_adresse: first }, stranger.token);
    expect(refused.statusCode).toBe(404);
    expect((await addressRow(first)).deletedAt).toBeNull();
    expect((await get("getPanier", token)).json().id_adresse_liv).toBe(first);
  });
});

describe("deleting the basket's billing address or a default one (ADR 0122)", () => {
  const brestFields = { ...paris, adresse: "1 quai de Brest", code_postal: "29200", ville: "Brest" };
  // This file signs up more customers than one address may in an hour (registerPerAddress): start the count afresh.
  beforeAll(async () => {
    await t.database.db.delete(schema.rateLimits);
  });

  it("bills the basket at its delivery address when its billing address is deleted", async () => {
    const { token } = await customer();
    const home = (await post("updateAdresse", paris, token)).json().adresse.id_adresse as number;
    const office = (await post("updateAdresse", brestFields, token)).json().adresse.id_adresse as number;
    await post("setAdresses", { id_adresse_liv: home, id_adresse_fac: office }, token);
    const res = await post("deleteAdresse", { id_adresse: office }, token);
    expect(res.json()).toMatchObject({
      etait_livraison_panier: false,
      etait_facturation_panier: true,
      id_adresse_liv: home,
      id_adresse_fac: home,
      adresse_facturation: { id_adresse: home },
      livraison_defaut: null,
      facturation_defaut: null,
      message: "Adresse supprimée. Votre panier sera facturé à « 12 rue Oberkampf, 75011 Paris ».",
    });
    expect((await get("getPanier", token)).json()).toMatchObject({ id_adresse_liv: home, id_adresse_fac: home });
  });

  it("passes the defaults of an address the basket does not use to the basket's address", async () => {
    const { token } = await customer();
    const home = (await post("updateAdresse", paris, token)).json().adresse.id_adresse as number;
    const roquette = (await post("updateAdresse", { ...paris, adresse: "3 rue de la Roquette" }, token)).json().adresse.id_adresse as number;
    const brest = (await post("updateAdresse", brestFields, token)).json().adresse.id_adresse as number;
    await post("setAdresses", { id_adresse_liv: roquette, id_adresse_fac: brest }, token);
    const res = await post("deleteAdresse", { id_adresse: home }, token);
    expect(res.json()).toMatchObject({
      etait_livraison_panier: false,
      etait_facturation_panier: false,
      id_adresse_liv: roquette,
      id_adresse_fac: brest,
      livraison_defaut: { id_adresse: roquette },
      facturation_defaut: { id_adresse: brest },
      message:
        "Adresse supprimée. Votre adresse de livraison par défaut est désormais « 3 rue de la Roquette, 75011 Paris ». Votre adresse de facturation par défaut est désormais « 1 quai de Brest, 29200 Brest ».",
    });
    expect(await addressRow(roquette)).toMatchObject({ isDefaultDelivery: true, isDefaultBilling: false });
    expect(await addressRow(brest)).toMatchObject({ isDefaultDelivery: false, isDefaultBilling: true });
  });

  it("unsets both addresses when the last one is deleted", async () => {
    const { token } = await customer();
    const home = (await post("updateAdresse", paris, token)).json().adresse.id_adresse as number;
    await post("setAdresses", { id_adresse_liv: home, id_adresse_fac: home }, token);
    const res = await post("deleteAdresse", { id_adresse: home }, token);
    expect(res.json()).toMatchObject({
      id_adresse_liv: null,
      id_adresse_fac: null,
      adresse_facturation: null,
      livraison_defaut: null,
      facturation_defaut: null,
      message: "Adresse supprimée. Votre panier n'a plus d'adresse de livraison ni de facturation : ajoutez-en une pour commander.",
    });
  });

  it("changes nothing on bad input or another customer's address", async () => {
    const { token } = await customer();
    const home = (await post("updateAdresse", paris, token)).json().adresse.id_adresse as number;
    const roquette = (await post("updateAdresse", { ...paris, adresse: "3 rue de la Roquette" }, token)).json().adresse.id_adresse as number;
    await post("setAdresses", { id_adresse_liv: home, id_adresse_fac: home }, token);
    const stranger = await customer();
    const strangers = (await post("updateAdresse", paris, stranger.token)).json().adresse.id_adresse as number;
    await post("setAdresses", { id_adresse_liv: strangers, id_adresse_fac: strangers }, stranger.token);

    const refused = [
      await post("deleteAdresse", { id_adresse: home }, stranger.token),
      await post("deleteAdresse", { id_adresse: "deux" }, token),
      await post("deleteAdresse", {}, token),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([404, 400, 400]);
    for (const r of refused) expect(r.json().success).toBe(false);
    expect(refused[1]!.json().message).toMatch(/adresse/i);
    expect(await addressRow(home)).toMatchObject({ deletedAt: null, isDefaultDelivery: true, isDefaultBilling: true });
    expect(await addressRow(roquette)).toMatchObject({ isDefaultDelivery: false, isDefaultBilling: false });
    expect((await get("getPanier", token)).json()).toMatchObject({ id_adresse_liv: home, id_adresse_fac: home });
    expect((await get("getPanier", stranger.token)).json()).toMatchObject({ id_adresse_liv: strangers, id_adresse_fac: strangers });
  });
});
