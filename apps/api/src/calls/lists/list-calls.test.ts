// Shopping lists through HTTP on a real seeded database: create, change, merge, load into the basket, replace,
// the customer's products; another customer's ids, guests and bad input refused with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { MAX_LISTS, MERGED_LIST_DEFAULT_NAME } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { createTestApp, queryClient, type TestApp } from "../../test/test-app.ts";
import { measureFixtureProducts } from "../../test/measure-fixtures.ts";
import { bearer, createSlot, insertOrder, ORIGIN, pickProducts, registerCustomer } from "../../test/order-fixtures.ts";

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
let perimeterId = 0;
let products: { id: number; name: string; priceCents: number }[] = [];
let customers = 0;

const { post, get } = queryClient(() => t);

async function customer() {
  customers += 1;
  return registerCustomer(t, `listes-${customers}@example.fr`);
}

async function newList(token: string, title: string, lines: { id: number; quantity: number }[] = []): Promise<number> {
  const res = await post("addList", { title }, token);
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().liste.list_id as number;
  for (const line of lines) expect((await post("updateList", { action: "add", list_id: id, article_id: line.id, quantity: line.quantity }, token)).statusCode).toBe(200);
  return id;
}

const tableCounts = async () => {
  const [lists] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.shoppingLists);
  const [items] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.shoppingListItems);
  return { lists: lists!.n, items: items!.n };
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const first = await customer();
  perimeterId = first.perimeterId;
  products = (await pickProducts(t.database.db, perimeterId)).fixed.slice(0, 6);
});
afterAll(() => t.close());

describe("lists", () => {
  it("creates a list with a product, adds to it, changes a quantity and reads it with prices where the customer is", async () => {
    const { token } = await customer();
    const [a, b] = products;
    const created = await post("addList", { title: "  Courses de la semaine ", article_id: a!.id, quantity: 2 }, token);
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json();
    expect(body.message).toBe("Liste « Courses de la semaine » créée avec ce produit.");
    const listId = body.liste.list_id;
    expect(body.liste.lignes).toMatchObject([{ article_id: a!.id, quantity: 2, disponible: true, raison: null }]);

    // Adding a product already there adds to its quantity.
    await post("updateList", { action: "add", list_id: listId, article_id: a!.id, quantity: 3 }, token);
    const added = await post("updateList", { action: "add", list_id: listId, article_id: b!.id }, token);
    const lines = added.json().liste.lignes;
    expect(lines.map((l: { article_id: number; quantity: number }) => [l.article_id, l.quantity])).toEqual([
      [a!.id, 5],
      [b!.id, 1],
    ]);
    const lineB = lines[1].ligne_id;
    const set = await post("updateList", { action: "set_quantity", list_id: listId, ligne_id: lineB, quantity: 4 }, token);
    expect(set.json().liste.lignes[1].quantity).toBe(4);
    expect(set.json().liste.total).toBe((a!.priceCents * 5 + b!.priceCents * 4) / 100);
    expect(set.json().liste.lignes[0].produit).toMatchObject({ id: a!.id, price: a!.priceCents / 100 });

    const read = await get("mesListes", { list_id: listId }, token);
    expect(read.json().liste.nb_articles).toBe(2);
    expect(read.json().listes).toEqual([expect.objectContaining({ list_id: listId, title: "Courses de la semaine", nb_articles: 2, nb_indisponibles: 0 })]);

    const renamed = await post("updateList", { action: "rename", list_id: listId, title: "Semaine" }, token);
    expect(renamed.json().liste.title).toBe("Semaine");
    const removed = await post("updateList", { action: "remove", list_id: listId, ligne_id: lineB }, token);
    expect(removed.json().liste.lignes.map((l: { article_id: number }) => l.article_id)).toEqual([a!.id]);
    const zero = await post("updateList", { action: "set_quantity", list_id: listId, article_id: a!.id, quantity: 0 }, token);
    expect(zero.json().liste.nb_articles).toBe(0);

    const deleted = await post("deleteList", { list_id: listId }, token);
    expect(deleted.json()).toMatchObject({ success: true, message: "Liste « Semaine » supprimée.", listes: [] });
  });

  it.skipIf(!process.env.DATABASE_URL)("says a list deleted once when the delete is sent several times at once: the others find it gone", async () => {
    const { token } = await customer();
    const listId = await newList(token, "Doublon", [{ id: products[0]!.id, quantity: 1 }]);
    const db = t.database.db;
    // The list's row held by another transaction: the five deletes all read the list, then wait at their delete,
    // which is the race that answered 200 five times.
    const { sent } = await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from shopping_lists where id = ${listId} for update`);
      const sent = Promise.all(Array.from({ length: 5 }, () => post("deleteList", { list_id: listId }, token)));
      for (let waiting = 0; waiting < 5; ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const result = await db.execute(sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'delete from "shopping_lists"%'`);
        waiting = (result as { rows: { n: number }[] }).rows[0]!.n;
      }
      // Not awaited here: the deletes wait for this transaction's end.
      return { sent };
    });
    const answers = await sent;
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 404)).toHaveLength(4);
    for (const refused of answers.filter((a) => a.statusCode === 404)) expect(refused.json()).toMatchObject({ success: false, message: "Cette liste n'existe pas." });
  });

  it("gives each product's price per litre or piece, and a weighed product's per kilo, as the basket does (ADR 0061)", async () => {
    const { token } = await customer();
    const { litre, piece, weighed } = await measureFixtureProducts(t.database.db, perimeterId);
    const listId = await newList(token, "Prix au litre", [litre, piece, weighed].map((p) => ({ id: p.id, quantity: 1 })));
    const read = await get("mesListes", { list_id: listId }, token);
    expect(read.statusCode, read.body).toBe(200);
    const cards = read.json().liste.lignes.map((l: { produit: { id: number } }) => l.produit).sort((x: { id: number }, y: { id: number }) => x.id - y.id);
    expect(cards).toEqual(
      [litre, piece, weighed].sort((x, y) => x.id - y.id).map((p) => expect.objectContaining({ id: p.id, unitPrice: p.unitPrice, variableWeight: p.variableWeight })),
    );
  });

  it("says which lists hold a product", async () => {
    const { token } = await customer();
    const [a, b] = products;
    const one = await newList(token, "Apéro", [{ id: a!.id, quantity: 2 }]);
    const two = await newList(token, "Brunch", [{ id: a!.id, quantity: 1 }]);
    const res = await get("isProductInList", { article_id: a!.id }, token);
    expect(res.json().in_list).toBe(true);
    expect(res.json().listes).toEqual(
      expect.arrayContaining([
        { list_id: one, title: "Apéro", quantity: 2 },
        { list_id: two, title: "Brunch", quantity: 1 },
      ]),
    );
    expect((await get("isProductInList", { article_id: b!.id }, token)).json()).toMatchObject({ in_list: false, listes: [] });
  });

  it("says when a line reaches its limit of 999, adding or merging", async () => {
    const { token } = await customer();
    const [a] = products;
    const one = await newList(token, "Réserve", [{ id: a!.id, quantity: 5 }]);
    const two = await newList(token, "Grosse réserve", [{ id: a!.id, quantity: 999 }]);
    const full = await post("updateList", { action: "add", list_id: two, article_id: a!.id, quantity: 3 }, token);
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json()).toMatchObject({ message: "Produit ajouté à la liste « Grosse réserve » : quantité limitée à 999.", quantite_limitee: true });
    const fine = await post("updateList", { action: "add", list_id: one, article_id: a!.id, quantity: 3 }, token);
    expect(fine.json()).toMatchObject({ message: "Produit ajouté à la liste « Réserve ».", quantite_limitee: false });
    const merged = await post("mergeList", { ids: `${one},${two}`, merge_type: 1, list_name: "Tout" }, token);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().message).toBe(`Les 2 listes ont été réunies dans « Tout » ; elles sont conservées. Quantité limitée à 999 pour « ${a!.name} ».`);
    expect(merged.json().quantites_limitees).toEqual([{ article_id: a!.id, nom: a!.name }]);
  });

  it("merges lists, summing a product's quantities, and deletes or keeps the originals", async () => {
    const { token } = await customer();
    const [a, b, c] = products;
    const one = await newList(token, "Lundi", [
      { id: a!.id, quantity: 2 },
      { id: b!.id, quantity: 1 },
    ]);
    const two = await newList(token, "Mardi", [
      { id: c!.id, quantity: 1 },
      { id: a!.id, quantity: 3 },
    ]);
    const kept = await post("mergeList", { ids: `${one},${two}`, merge_type: 1 }, token);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().message).toBe(`Les 2 listes ont été réunies dans « ${MERGED_LIST_DEFAULT_NAME} » ; elles sont conservées.`);
    expect(kept.json().lists).toHaveLength(3);
    const merged = (await get("mesListes", { list_id: kept.json().list_id }, token)).json().liste;
    expect(merged.lignes.map((l: { article_id: number; quantity: number }) => [l.article_id, l.quantity])).toEqual([
      [a!.id, 5],
      [b!.id, 1],
      [c!.id, 1],
    ]);

    // Form-encoded repeated ids; the originals deleted.
    const res = await t.app.inject({
      method: "POST",
      url: "/next-react/mergeList.php",
      headers: { ...ORIGIN, ...bearer(token), "content-type": "application/x-www-form-urlencoded" },
      payload: `ids=${one}&ids=${two}&merge_type=0&list_name=Toute+la+semaine`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lists.map((l: { title: string }) => l.title).sort()).toEqual([MERGED_LIST_DEFAULT_NAME, "Toute la semaine"]);

    // The same field named as a form written for PHP sends it (`ids[]`): the same merge, not « no list chosen ».
    const third = await newList(token, "Apéro", [{ id: a!.id, quantity: 1 }]);
    const phpForm = await t.app.inject({
      method: "POST",
      url: "/next-react/mergeList.php",
      headers: { ...ORIGIN, ...bearer(token), "content-type": "application/x-www-form-urlencoded" },
      payload: `ids[]=${third}&ids[]=${res.json().list_id}&merge_type=1&list_name=Tout+compris`,
    });
    expect(phpForm.statusCode, phpForm.body).toBe(200);
    expect(phpForm.json().lists.map((l: { title: string }) => l.title)).toContain("Tout compris");
  });

  it("puts a list in the basket, adding to what it holds, and reports what cannot be bought", async () => {
    const { token } = await customer();
    const [a, b] = products;
    await post("updatePanier", { action: "set_quantity", id: a!.id, quantity: 1 }, token);
    const listId = await newList(token, "Placard", [
      { id: a!.id, quantity: 2 },
      { id: b!.id, quantity: 3 },
    ]);
    // b runs out where the customer is.
    await t.database.db.update(schema.offers).set({ stock: 0 }).where(and(eq(schema.offers.productId, b!.id), eq(schema.offers.perimeterId, perimeterId)));
    try {
      const detail = (await get("mesListes", { list_id: listId }, token)).json().liste;
      expect(detail.nb_indisponibles).toBe(1);
      const line = detail.lignes.find((l: { article_id: number }) => l.article_id === b!.id);
      expect(line).toMatchObject({ disponible: false, raison: `« ${b!.name} » est en rupture de stock.` });
      expect(line.remplacements.length).toBeGreaterThan(0);
      expect(detail.total).toBe((a!.priceCents * 2) / 100);

      const res = await post("loadList", { list_id: listId }, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ ajoutes: 1, message: "1 produit ajouté à votre panier ; 1 produit indisponible." });
      expect(res.json().indispos).toEqual([{ id_article: b!.id, nom: b!.name, raison: `« ${b!.name} » est en rupture de stock.` }]);
      expect(res.json().panier.items.find((i: { id: number }) => i.id === a!.id).quantity).toBe(3);

      // The suggested replacement goes in the list in place of the missing product, with its quantity.
      const substitute = line.remplacements[0].id;
      const replaced = await post("replaceProductInList", { list_id: listId, old_article_id: b!.id, new_article_id: substitute }, token);
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json().liste.lignes.map((l: { article_id: number; quantity: number }) => [l.article_id, l.quantity])).toEqual([
        [a!.id, 2],
        [substitute, 3],
      ]);
    } finally {
      await t.database.db.update(schema.offers).set({ stock: 100 }).where(and(eq(schema.offers.productId, b!.id), eq(schema.offers.perimeterId, perimeterId)));
    }
  });

  it("replaces a product in every list that holds it", async () => {
    const { token } = await customer();
    const [a, b, c] = products;
    const one = await newList(token, "Liste une", [{ id: a!.id, quantity: 2 }]);
    const two = await newList(token, "Liste deux", [
      { id: a!.id, quantity: 1 },
      { id: b!.id, quantity: 4 },
    ]);
    await newList(token, "Liste trois", [{ id: c!.id, quantity: 1 }]);
    const res = await post("replaceAllProductInList", { old_article_id: a!.id, new_article_id: b!.id }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ remplacements: 2, message: "Produit remplacé dans 2 listes." });
    const quantities = async (id: number) =>
      (await get("mesListes", { list_id: id }, token)).json().liste.lignes.map((l: { article_id: number; quantity: number }) => [l.article_id, l.quantity]);
    expect(await quantities(one)).toEqual([[b!.id, 2]]);
    expect(await quantities(two)).toEqual([[b!.id, 5]]);
    expect((await post("replaceAllProductInList", { old_article_id: a!.id, new_article_id: b!.id }, token)).statusCode).toBe(404);
  });

  it("lists the products the customer has ordered, the most often first, and those in lists", async () => {
    const { token, userId } = await customer();
    const [a, b, c] = products;
    const slot = await createSlot(t.database.db, perimeterId, new Date("2026-11-25T08:00:00Z"), 50);
    const line = (p: typeof a, quantity = 1) => ({ productId: p!.id, name: p!.name, quantity, unitCents: p!.priceCents });
    await insertOrder(t.database.db, { userId, perimeterId, slotId: slot.id, lines: [line(a), line(b)], now: clock, status: "placed" });
    await insertOrder(t.database.db, { userId, perimeterId, slotId: slot.id, lines: [line(b, 3)], now: clock, status: "placed" });
    // An order never paid does not count.
    await insertOrder(t.database.db, { userId, perimeterId, slotId: slot.id, lines: [line(c)], now: clock });
    await newList(token, "Favoris", [{ id: c!.id, quantity: 1 }]);
    const res = await get("myProducts", {}, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().produits.map((p: { id: number; fois_commande: number }) => [p.id, p.fois_commande])).toEqual([
      [b!.id, 2],
      [a!.id, 1],
    ]);
    expect(res.json()).toMatchObject({ total: 2, page: 1, en_liste: [c!.id] });
  });
});

describe("getProduct reorder (what the customer usually buys)", () => {
  it("lists the customer's products most often ordered first, with the catalogue's filters; a visitor gets none", async () => {
    const { token, userId } = await customer();
    const [a, b, c] = products;
    const slot = await createSlot(t.database.db, perimeterId, new Date("2026-11-26T08:00:00Z"), 50);
    const line = (p: typeof a, quantity = 1) => ({ productId: p!.id, name: p!.name, quantity, unitCents: p!.priceCents });
    await insertOrder(t.database.db, { userId, perimeterId, slotId: slot.id, lines: [line(a), line(c)], now: clock, status: "placed" });
    await insertOrder(t.database.db, { userId, perimeterId, slotId: slot.id, lines: [line(c), line(b)], now: clock, status: "placed" });
    await insertOrder(t.database.db, { userId, perimeterId, slotId: slot.id, lines: [line(c)], now: clock, status: "placed" });
    const ids = async (query: Record<string, string | number>, who?: string) => {
      const res = await get("getProduct", { reorder: 1, id_perimetre: perimeterId, ...query }, who);
      expect(res.statusCode, res.body).toBe(200);
      return { ids: res.json().products.map((p: { id: number }) => p.id), total: res.json().total };
    };
    // c thrice, then a and b once each (ties by id).
    expect(await ids({}, token)).toEqual({ ids: [c!.id, ...[a!.id, b!.id].sort((x, y) => x - y)], total: 3 });
    // « Mes bonnes affaires »: those of them on promotion now.
    await t.database.db
      .update(schema.offers)
      .set({ promoPriceCents: b!.priceCents - 50, promoEndsAt: new Date(clock.getTime() + 7 * 86_400_000) })
      .where(and(eq(schema.offers.productId, b!.id), eq(schema.offers.perimeterId, perimeterId)));
    try {
      expect(await ids({ promo: 1 }, token)).toEqual({ ids: [b!.id], total: 1 });
    } finally {
      await t.database.db
        .update(schema.offers)
        .set({ promoPriceCents: null, promoEndsAt: null })
        .where(and(eq(schema.offers.productId, b!.id), eq(schema.offers.perimeterId, perimeterId)));
    }
    expect(await ids({})).toEqual({ ids: [], total: 0 });
  });
});

describe("limits and bad input", () => {
  it("refuses another customer's list, line or product and changes nothing", async () => {
    const owner = await customer();
    const other = await customer();
    const [a, b] = products;
    const listId = await newList(owner.token, "À moi", [{ id: a!.id, quantity: 2 }]);
    const lineId = (await get("mesListes", { list_id: listId }, owner.token)).json().liste.lignes[0].ligne_id;
    const before = await tableCounts();
    const attempts = [
      await get("mesListes", { list_id: listId }, other.token),
      await post("updateList", { action: "rename", list_id: listId, title: "Volée" }, other.token),
      await post("updateList", { action: "add", list_id: listId, article_id: b!.id }, other.token),
      await post("updateList", { action: "remove", list_id: listId, ligne_id: lineId }, other.token),
      await post("deleteList", { list_id: listId }, other.token),
      await post("loadList", { list_id: listId }, other.token),
      await post("replaceProductInList", { list_id: listId, old_article_id: a!.id, new_article_id: b!.id }, other.token),
      await post("mergeList", { ids: [listId, await newList(other.token, "La mienne")], merge_type: 0 }, other.token),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toMatch(/n'existe pas/);
    }
    // The other customer's own list (made above) is the only change.
    expect(await tableCounts()).toEqual({ lists: before.lists + 1, items: before.items });
    const mine = (await get("mesListes", { list_id: listId }, owner.token)).json().liste;
    expect(mine).toMatchObject({ title: "À moi", nb_articles: 1 });
    // A line of another list of one's own is not in this list either.
    const otherList = await newList(owner.token, "Autre", [{ id: b!.id, quantity: 1 }]);
    expect((await post("updateList", { action: "remove", list_id: otherList, ligne_id: lineId }, owner.token)).json().message).toBe("Cette ligne n'est pas dans la liste.");
  });

  it("saves the basket as a new list, quantities included; an empty basket or a product with it is refused", async () => {
    const { token } = await customer();
    const [a, b] = products;
    const before = await tableCounts();
    const empty = await post("addList", { title: "Panier vide", panier: 1 }, token);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe("Votre panier est vide : ajoutez-y des produits avant d'en faire une liste.");
    expect(await tableCounts()).toEqual(before);

    await post("updatePanier", { action: "set_quantity", id: a!.id, quantity: 3 }, token);
    await post("updatePanier", { action: "set_quantity", id: b!.id, quantity: 1 }, token);
    const both = await post("addList", { title: "Mon panier", panier: 1, article_id: a!.id }, token);
    expect(both.statusCode).toBe(400);
    expect(both.json().errors.panier).toEqual(["Choisissez un produit ou le panier, pas les deux."]);

    const saved = await post("addList", { title: "Mon panier du samedi", panier: "1" }, token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe("Liste « Mon panier du samedi » créée avec les 2 produits du panier.");
    const lines = saved.json().liste.lignes.map((l: { article_id: number; quantity: number }) => [l.article_id, l.quantity]);
    expect(lines).toEqual(expect.arrayContaining([[a!.id, 3], [b!.id, 1]]));
    expect(lines).toHaveLength(2);
    // The basket itself is untouched.
    const basket = (await get("getPanier", {}, token)).json();
    expect(basket.totalUniqueItems).toBe(2);
  });

  it("is for signed-in customers only", async () => {
    const guest = (await post("loginCP", { cp: "75011" })).json().token as string;
    for (const res of [await get("mesListes", {}, guest), await post("addList", { title: "Invité" }, guest), await get("myProducts", {})]) {
      expect([401, 403]).toContain(res.statusCode);
      expect(res.json().success).toBe(false);
    }
  });

  it("answers bad input with French messages and changes nothing", async () => {
    const { token } = await customer();
    const listId = await newList(token, "Épicerie", [{ id: products[0]!.id, quantity: 1 }]);
    const before = await tableCounts();
    const cases: [string, Record<string, unknown>, number, RegExp][] = [
      ["addList", { title: "ab" }, 400, /au moins 3 caractères/],
      ["addList", { title: "x".repeat(51) }, 400, /ne peut pas dépasser 50 caractères/],
      // Named as the existing list is, not as typed.
      ["addList", { title: "ÉPICERIE" }, 409, /Vous avez déjà une liste « Épicerie » : choisissez un autre nom\./],
      ["updateList", { action: "add", list_id: 0, article_id: products[1]!.id, quantity: 1 }, 400, /La liste n'existe pas\./],
      ["updateList", { action: "add", list_id: -1, article_id: products[1]!.id, quantity: 1 }, 400, /La liste n'existe pas\./],
      ["addList", { title: "Nouvelle", article_id: 999_999_999 }, 404, /introuvable/],
      ["addList", { title: "Nouvelle", article_id: products[0]!.id, quantity: -2 }, 400, /au moins 1/],
      ["updateList", { action: "add", list_id: listId, article_id: products[1]!.id, quantity: 1.5 }, 400, /nombre entier/],
      ["updateList", { action: "add", list_id: listId, article_id: products[1]!.id, quantity: 1000 }, 400, /999/],
      ["updateList", { action: "vider", list_id: listId }, 400, /Action inconnue/],
      ["updateList", { action: "set_quantity", list_id: listId, quantity: 2 }, 400, /ligne_id/],
      ["updateList", { action: "rename", list_id: "abc", title: "Bonjour" }, 400, /nombre/],
      ["mergeList", { ids: `${listId}` }, 400, /au moins deux listes/],
      ["mergeList", { ids: `${listId},${listId}` }, 400, /deux fois/],
      // One id of several is wrong: the sentence agrees with « Une des listes », never « Les listes doit ».
      ["mergeList", { ids: `${listId},x` }, 400, /^Une des listes doit être un nombre\./],
      ["mergeList", { ids: `${listId},-4` }, 400, /^Une des listes n'existe pas\./],
      ["loadList", { list_id: listId, ligne_ids: "1,1.5" }, 400, /^Une des lignes doit être un nombre entier\./],
      // No line chosen from a list that has some: not « Cette liste est vide ».
      ["loadList", { list_id: listId, ligne_ids: "" }, 422, /^Choisissez au moins un produit de la liste\./],
      ["mergeList", { ids: `${listId},${listId + 1000}`, merge_type: 3 }, 400, /supprimer/],
      ["replaceProductInList", { list_id: listId, old_article_id: products[0]!.id, new_article_id: products[0]!.id }, 422, /autre produit/],
      ["replaceProductInList", { list_id: listId, old_article_id: products[3]!.id, new_article_id: products[1]!.id }, 404, /pas dans la liste/],
    ];
    for (const [call, payload, status, message] of cases) {
      const res = await post(call, payload, token);
      expect(res.statusCode, `${call} ${JSON.stringify(payload)}: ${res.body}`).toBe(status);
      expect(res.json().success).toBe(false);
      expect(res.json().message + JSON.stringify(res.json().errors ?? {})).toMatch(message);
    }
    expect(await tableCounts()).toEqual(before);
    const empty = await newList(token, "Vide");
    expect((await post("loadList", { list_id: empty }, token)).json().message).toBe("Cette liste est vide : ajoutez-y des produits d'abord.");
  });

  it(`keeps at most ${MAX_LISTS} lists per customer, even when created at once`, async () => {
    const { token, userId } = await customer();
    const results = await Promise.all(Array.from({ length: MAX_LISTS + 5 }, (_, i) => post("addList", { title: `Liste n° ${i + 1}` }, token)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(MAX_LISTS);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json().message).toBe(`Vous avez déjà ${MAX_LISTS} listes : supprimez-en une pour en créer une autre.`);
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.shoppingLists).where(eq(schema.shoppingLists.userId, userId));
    expect(row!.n).toBe(MAX_LISTS);
  });
});
