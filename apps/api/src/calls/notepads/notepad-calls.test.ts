// Notepads through HTTP on a real seeded database: create, list, read with products matched to each line, edit,
// delete; another customer's ids, guests, bad input and the limit refused in French with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { MAX_MATCHED_LINES, MAX_NOTEPADS, NOT_AUTHORIZED, NOTEPAD_LINES_PER_PAGE, NOTEPAD_TEXT_MAX, PRODUCTS_PER_LINE } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { createTestApp, queryClient, type TestApp } from "../../test/test-app.ts";
import { registerCustomer } from "../../test/order-fixtures.ts";

let t: TestApp;
// Moved forward by tests that need "modified later".
let clock = new Date("2026-11-22T10:00:00Z");
let customers = 0;

const { post, get } = queryClient(() => t);

async function customer() {
  customers += 1;
  return registerCustomer(t, `blocs-notes-${customers}@example.fr`);
}

async function newNotepad(token: string, titre: string, texte = ""): Promise<number> {
  const res = await post("createBlocNotes", { titre, texte }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().bloc_note.blocnote_id as number;
}

const notepadRows = () => t.database.db.select().from(schema.notepads).orderBy(schema.notepads.id);
const notepadCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.notepads))[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

describe("notepads", () => {
  it("creates a notepad, lists it, edits it and deletes it", async () => {
    const { token } = await customer();
    const created = await post("createBlocNotes", { titre: "  Courses du week-end ", texte: "2 baguettes\r\n\r\n- tomates\r\n" }, token);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      success: true,
      message: "Bloc-notes créé.",
      bloc_note: { titre: "Courses du week-end", texte: "2 baguettes\n\n- tomates", nb_lignes: 2, modifie: clock.toISOString() },
    });
    const id = created.json().bloc_note.blocnote_id as number;

    const listed = (await get("mesBlocsNotes", {}, token)).json();
    expect(listed).toMatchObject({ success: true, bloc_note: null });
    expect(listed.blocs_notes).toEqual([created.json().bloc_note]);

    clock = new Date(clock.getTime() + 60_000);
    const edited = await post("updateBlocNotes", { blocnote_id: id, titre: "Apéro", texte: "chips\nolives x2\ncamembert" }, token);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: "Bloc-notes enregistré.",
      bloc_note: { blocnote_id: id, titre: "Apéro", texte: "chips\nolives x2\ncamembert", nb_lignes: 3, modifie: clock.toISOString() },
    });

    // Only the title: the text stays.
    const renamed = await post("updateBlocNotes", { blocnote_id: id, titre: "Apéro du soir" }, token);
    expect(renamed.json().bloc_note).toMatchObject({ titre: "Apéro du soir", texte: "chips\nolives x2\ncamembert" });

    const other = await newNotepad(token, "Autre");
    const deleted = await post("deleteBlocNotes", { blocnote_id: id }, token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ success: true, message: "Bloc-notes supprimé." });
    expect(deleted.json().blocs_notes.map((n: { blocnote_id: number }) => n.blocnote_id)).toEqual([other]);
    expect((await get("mesBlocsNotes", { blocnote_id: id }, token)).statusCode).toBe(404);
  });

  it("lists the customer's notepads last modified first, without matching products", async () => {
    const { token } = await customer();
    const first = await newNotepad(token, "Premier", "lait");
    clock = new Date(clock.getTime() + 60_000);
    const second = await newNotepad(token, "Deuxième", "pain");
    clock = new Date(clock.getTime() + 60_000);
    await post("updateBlocNotes", { blocnote_id: first, texte: "lait\nbeurre" }, token);
    const body = (await get("mesBlocsNotes", {}, token)).json();
    expect(body.blocs_notes.map((n: { blocnote_id: number }) => n.blocnote_id)).toEqual([first, second]);
    expect(body.blocs_notes[0]).toEqual({ blocnote_id: first, titre: "Premier", texte: "lait\nbeurre", nb_lignes: 2, modifie: clock.toISOString() });
    expect(body.blocs_notes[0]).not.toHaveProperty("lignes");
    expect(body.bloc_note).toBeNull();
  });

  it("matches each line of one notepad to products of the shop, with the quantity written", async () => {
    const { token, perimeterId } = await customer();
    const id = await newNotepad(token, "Fromages", "2 camembert\n\n- lait demi-écrémé x3\n500 g de farine\nzzzzqqqq xxyyww");
    const res = await get("mesBlocsNotes", { blocnote_id: id }, token);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().bloc_note;
    expect(detail).toMatchObject({ blocnote_id: id, titre: "Fromages", nb_lignes: 4 });
    expect(detail.lignes.map((l: { texte: string; recherche: string; quantite: number }) => [l.texte, l.recherche, l.quantite])).toEqual([
      ["2 camembert", "camembert", 2],
      ["lait demi-écrémé x3", "lait demi-écrémé", 3],
      ["500 g de farine", "farine", 1],
      ["zzzzqqqq xxyyww", "zzzzqqqq xxyyww", 1],
    ]);
    const [camembert, lait, farine, nonsense] = detail.lignes;
    expect(camembert.produits.length).toBeGreaterThan(0);
    expect(camembert.produits.length).toBeLessThanOrEqual(PRODUCTS_PER_LINE);
    expect(camembert.produits[0].name).toMatch(/camembert/i);
    expect(lait.produits[0].name).toMatch(/lait/i);
    // "500 g" is neither a count nor searched: the flour is found.
    expect(farine.produits[0].name).toMatch(/farine/i);
    expect(nonsense.produits).toEqual([]);

    // Priced as the catalogue prices them where the customer is.
    const card = camembert.produits[0];
    const [offer] = await t.database.db
      .select({ priceCents: schema.offers.priceCents, perimeterId: schema.offers.perimeterId })
      .from(schema.offers)
      .where(sql`${schema.offers.productId} = ${card.id} and ${schema.offers.perimeterId} = ${perimeterId}`);
    expect(offer).toBeDefined();
    const catalogue = (await get("getProduct", { search: "camembert", limit: 3, id_perimetre: perimeterId })).json();
    expect(catalogue.products.map((p: { id: number }) => p.id)).toEqual(camembert.produits.map((p: { id: number }) => p.id));
    expect(catalogue.products[0].price).toBe(card.price);
  });

  it("proposes the packs of a multi-pack that cover the count written, and says so", async () => {
    const { token } = await customer();
    const id = await newNotepad(token, "Semaine", "œufs x18\n2 camembert");
    const [eggs, camembert] = (await get("mesBlocsNotes", { blocnote_id: id }, token)).json().bloc_note.lignes;
    const perPack = Number(/x\s?(\d+)/i.exec(eggs.produits[0].name)?.[1]);
    expect(perPack).toBeGreaterThan(1);
    const packs = Math.ceil(18 / perPack);
    expect(eggs).toMatchObject({ quantite: 18, quantite_proposee: packs, precision_quantite: `${packs} pack${packs > 1 ? "s" : ""} de ${perPack} pour 18 demandés` });
    // One camembert is one thing: the count as written.
    expect(camembert).toMatchObject({ quantite: 2, quantite_proposee: 2, precision_quantite: null });
  });

  it("never searches the count a line writes: « 100 baguettes » finds baguettes, capped at 99, « 1/2 citron » a lemon", async () => {
    const { token } = await customer();
    const id = await newNotepad(token, "Fête", "100 baguettes\n1/2 citron\n½ citron");
    const [baguettes, half, vulgarHalf] = (await get("mesBlocsNotes", { blocnote_id: id }, token)).json().bloc_note.lignes;
    expect(baguettes).toMatchObject({ recherche: "baguettes", quantite: 100 });
    expect(baguettes.produits[0].name).toMatch(/baguette/i);
    // One baguette is one thing: 99 proposed, and why.
    expect(baguettes).toMatchObject({ quantite_proposee: 99, precision_quantite: "99 au plus sur une ligne pour 100 demandés" });
    for (const line of [half, vulgarHalf]) {
      expect(line).toMatchObject({ recherche: "citron", quantite: 1 });
      expect(line.produits[0].name).toMatch(/citron/i);
    }
  });

  it("gives each product found its own quantity for the count written, the closest packs first", async () => {
    const { token } = await customer();
    const id = await newNotepad(token, "Courses", "lait demi-écrémé x3\n3 bouteilles d'eau de source\n6 oeufs");
    type Line = { produits: { id: number; name: string }[]; propositions: { id_article: number; quantite: number; precision: string | null }[]; quantite_proposee: number };
    const [milk, water, eggs] = (await get("mesBlocsNotes", { blocnote_id: id }, token)).json().bloc_note.lignes as [Line, Line, Line];
    const proposalFor = (line: Line, name: string) => {
      const product = line.produits.find((p) => p.name === name);
      expect(product, `${name} parmi ${line.produits.map((p) => p.name).join(", ")}`).toBeDefined();
      return line.propositions.find((p) => p.id_article === product!.id);
    };
    for (const line of [milk, water, eggs]) expect(line.propositions.map((p) => p.id_article)).toEqual(line.produits.map((p) => p.id));
    // 3 bottles of milk: 3 single bottles, or 1 pack of 6 — never 3 packs of 6.
    expect(proposalFor(milk, "Lait demi-écrémé UHT x6")).toEqual(expect.objectContaining({ quantite: 1, precision: "1 pack de 6 pour 3 demandés" }));
    expect(proposalFor(milk, "Lait demi-écrémé UHT")).toEqual(expect.objectContaining({ quantite: 3, precision: null }));
    expect(milk.quantite_proposee).toBe(milk.propositions[0]!.quantite);
    // « 6 x 1,5 L » is a pack of 6 bottles.
    expect(proposalFor(water, "Eau de source 6 x 1,5 L")).toEqual(expect.objectContaining({ quantite: 1, precision: "1 pack de 6 pour 3 demandés" }));
    // 6 eggs: the box of 6 hen eggs first, not 18 quail eggs.
    expect(eggs.produits[0]!.name).toMatch(/^Œufs (?!de caille).*x6$/);
    const names = eggs.produits.map((p) => p.name);
    if (names.includes("Œufs de caille x18")) expect(names.indexOf("Œufs de caille x18")).toBeGreaterThan(names.findIndex((n) => /x6$/.test(n)));
    expect(eggs.propositions[0]).toEqual(expect.objectContaining({ quantite: 1, precision: "1 pack de 6 pour 6 demandés" }));
  });

  it(`searches the first ${MAX_MATCHED_LINES} lines only`, async () => {
    const { token } = await customer();
    const text = Array.from({ length: MAX_MATCHED_LINES + 5 }, (_, i) => (i % 2 ? "pain" : "lait")).join("\n");
    const id = await newNotepad(token, "Longue liste", text);
    const detail = (await get("mesBlocsNotes", { blocnote_id: id }, token)).json().bloc_note;
    expect(detail.nb_lignes).toBe(MAX_MATCHED_LINES + 5);
    const pages = MAX_MATCHED_LINES / NOTEPAD_LINES_PER_PAGE;
    expect(detail).toMatchObject({ page: 1, pages });
    const last = (await get("mesBlocsNotes", { blocnote_id: id, page: pages }, token)).json().bloc_note;
    expect(last.lignes).toHaveLength(NOTEPAD_LINES_PER_PAGE);
    // Past the last page: the last one.
    expect((await get("mesBlocsNotes", { blocnote_id: id, page: pages + 3 }, token)).json().bloc_note).toMatchObject({ page: pages, lignes: last.lignes });
  });

  it(`shows ${NOTEPAD_LINES_PER_PAGE} lines a page, so that a long notepad's page stays light`, async () => {
    const { token } = await customer();
    const text = Array.from({ length: 300 }, (_, i) => `${(i % 9) + 1} ${["pain", "lait", "beurre"][i % 3]} ${i + 1}`).join("\n");
    const id = await newNotepad(token, "Trois cents lignes", text);
    const first = (await get("mesBlocsNotes", { blocnote_id: id }, token)).json().bloc_note;
    expect(first.lignes).toHaveLength(NOTEPAD_LINES_PER_PAGE);
    expect(first.lignes[0].texte).toBe("1 pain 1");
    const second = (await get("mesBlocsNotes", { blocnote_id: id, page: 2 }, token)).json().bloc_note;
    expect(second).toMatchObject({ page: 2, nb_lignes: 300 });
    expect(second.lignes[0].texte).toBe(`${(NOTEPAD_LINES_PER_PAGE % 9) + 1} ${["pain", "lait", "beurre"][NOTEPAD_LINES_PER_PAGE % 3]} ${NOTEPAD_LINES_PER_PAGE + 1}`);
    expect((await get("mesBlocsNotes", { blocnote_id: id, page: 0 }, token)).statusCode).toBe(400);
  });

  it("refuses a second notepad of the same title, or a rename to another's, in French, and changes nothing", async () => {
    const { token } = await customer();
    const first = await newNotepad(token, "Semaine", "pain");
    const other = await newNotepad(token, "Fête", "ballons");
    const before = await notepadRows();
    // A double click on « Créer » without scripts posts the form twice.
    const again = await post("createBlocNotes", { titre: "semaine", texte: "pain" }, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Vous avez déjà un bloc-notes « Semaine » : choisissez un autre titre.");
    const renamed = await post("updateBlocNotes", { blocnote_id: other, titre: "SEMAINE" }, token);
    expect(renamed.statusCode).toBe(409);
    expect(await notepadRows()).toEqual(before);
    // Its own title, in other letters, is not another's.
    expect((await post("updateBlocNotes", { blocnote_id: first, titre: "semaine" }, token)).statusCode).toBe(200);
    // Another customer may use the same title.
    const { token: theirs } = await customer();
    await newNotepad(theirs, "Semaine");
  });

  it("keeps another customer's notepad out of reach: 404 and nothing changed", async () => {
    const owner = await customer();
    const intruder = await customer();
    const id = await newNotepad(owner.token, "À moi", "camembert");
    const before = await notepadRows();
    const notFound = { success: false, message: "Ce bloc-notes n'existe pas." };

    for (const res of [
      await get("mesBlocsNotes", { blocnote_id: id }, intruder.token),
      await post("updateBlocNotes", { blocnote_id: id, titre: "Volé", texte: "rien" }, intruder.token),
      await post("deleteBlocNotes", { blocnote_id: id }, intruder.token),
      await get("mesBlocsNotes", { blocnote_id: 999_999 }, owner.token),
      await post("updateBlocNotes", { blocnote_id: 999_999, titre: "Inconnu" }, owner.token),
      await post("deleteBlocNotes", { blocnote_id: 999_999 }, owner.token),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject(notFound);
    }
    expect(await notepadRows()).toEqual(before);
    expect((await get("mesBlocsNotes", {}, intruder.token)).json().blocs_notes).toEqual([]);
  });

  it("refuses guests and callers without a token", async () => {
    const guest = (await post("loginCP", { cp: "75011" })).json().token as string;
    const count = await notepadCount();
    for (const token of [guest, undefined]) {
      expect((await get("mesBlocsNotes", {}, token)).statusCode).toBe(401);
      const created = await post("createBlocNotes", { titre: "Invité", texte: "pain" }, token);
      expect(created.statusCode).toBe(401);
      expect(created.json()).toMatchObject({ success: false, message: NOT_AUTHORIZED });
      expect((await post("updateBlocNotes", { blocnote_id: 1, titre: "Invité" }, token)).statusCode).toBe(401);
      expect((await post("deleteBlocNotes", { blocnote_id: 1 }, token)).statusCode).toBe(401);
    }
    expect(await notepadCount()).toBe(count);
  });

  it("refuses bad input with French messages per field, and changes nothing", async () => {
    const { token } = await customer();
    const id = await newNotepad(token, "Intact", "pain");
    const before = await notepadRows();
    const count = before.length;

    const cases: [string, Record<string, unknown>, string, RegExp][] = [
      ["createBlocNotes", { titre: "   ", texte: "pain" }, "titre", /^Le titre est obligatoire\.$/],
      ["createBlocNotes", { texte: "pain" }, "titre", /^Le titre est obligatoire\.$/],
      ["createBlocNotes", { titre: "x".repeat(61) }, "titre", /ne peut pas dépasser 60 caractères/],
      ["createBlocNotes", { titre: "Trop long", texte: "a".repeat(NOTEPAD_TEXT_MAX + 1) }, "texte", /ne peut pas dépasser 5\u202F000 caractères\./],
      ["updateBlocNotes", { blocnote_id: id, titre: "" }, "titre", /^Le titre est obligatoire\.$/],
      ["updateBlocNotes", { blocnote_id: id }, "titre", /Indiquez le nouveau titre ou le nouveau texte/],
      ["updateBlocNotes", { blocnote_id: id, texte: "b".repeat(NOTEPAD_TEXT_MAX + 1) }, "texte", /5\u202F000 caractères/],
      ["updateBlocNotes", { blocnote_id: "abc", titre: "Ok" }, "blocnote_id", /Le bloc-notes doit être un nombre/],
      ["deleteBlocNotes", { blocnote_id: "-4" }, "blocnote_id", /Le bloc-notes n'existe pas/],
      ["deleteBlocNotes", {}, "blocnote_id", /Le bloc-notes/],
    ];
    for (const [call, payload, field, message] of cases) {
      const res = await post(call, payload, token);
      expect(res.statusCode, `${call} ${JSON.stringify(payload).slice(0, 80)}`).toBe(400);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(body.errors[field]?.[0], `${call} ${field}`).toMatch(message);
    }
    const badRead = await get("mesBlocsNotes", { blocnote_id: "deux" }, token);
    expect(badRead.statusCode).toBe(400);
    expect(badRead.json().errors.blocnote_id[0]).toMatch(/Le bloc-notes doit être un nombre/);

    expect(await notepadRows()).toEqual(before);
    expect(before).toHaveLength(count);
  });

  it("counts a line break typed in a form as one character", async () => {
    const { token } = await customer();
    // 2,500 CRLF line breaks: 5,000 characters as the text area counts them, 7,499 as the form sends them.
    const texte = Array.from({ length: 2500 }, () => "a").join("\r\n");
    const res = await post("createBlocNotes", { titre: "Plein", texte }, token);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.json().bloc_note.texte).toHaveLength(4999);
  });

  it(`refuses a customer's notepad number ${MAX_NOTEPADS + 1}, and another customer still creates theirs`, async () => {
    const { token, userId } = await customer();
    for (let i = 1; i <= MAX_NOTEPADS; i += 1) await newNotepad(token, `Bloc ${i}`);
    const refused = await post("createBlocNotes", { titre: "Un de trop", texte: "pain" }, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      message: `Vous avez déjà ${MAX_NOTEPADS} blocs-notes : supprimez-en un pour en créer un autre.`,
    });
    const mine = await t.database.db.select().from(schema.notepads).where(eq(schema.notepads.userId, userId));
    expect(mine).toHaveLength(MAX_NOTEPADS);
    expect(mine.some((n) => n.title === "Un de trop")).toBe(false);

    // Several at once cannot slip past the limit either.
    const first = mine[0]!.id;
    expect((await post("deleteBlocNotes", { blocnote_id: first }, token)).statusCode).toBe(200);
    const racing = await Promise.all(Array.from({ length: 4 }, (_, i) => post("createBlocNotes", { titre: `Course ${i}` }, token)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await t.database.db.select().from(schema.notepads).where(eq(schema.notepads.userId, userId))).toHaveLength(MAX_NOTEPADS);

    const someoneElse = await customer();
    expect((await post("createBlocNotes", { titre: "Le mien" }, someoneElse.token)).statusCode).toBe(200);
  });
});
