// The zones screen's calls (ADR 0096) through HTTP on a real seeded database: the postal codes people wait for, with
// their communes and the perimeters; a code opened from a perimeter, its waiting people's job queued; every refusal in
// French, and everyone without the permission refused, nothing changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { NOT_AUTHORIZED, ZONE_OPENING_PERMISSION } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { hashPassword } from "../../domain/passwords.ts";
import { createTestApp, queryClient, type TestApp } from "../../test/test-app.ts";
import { registerCustomer } from "../../test/order-fixtures.ts";
import { ZONE_OPENED_JOB } from "./zone-alert-jobs.ts";

let t: TestApp;
const clock = new Date("2026-11-24T10:00:00Z");
let operator = "";
let helper = "";
const { post, get } = queryClient(() => t);

async function staff(email: string, permissions: string[]): Promise<string> {
  await t.database.db.insert(schema.users).values({ email, passwordHash: await hashPassword("Ouverture 2026 !"), nom: "Morel", prenom: "Yanis", permissions });
  return (await post("loginToken", { email, password: "Ouverture 2026 !" })).json().token as string;
}

const waitFor = (postalCode: string, email: string, createdAt: Date) =>
  t.database.db.insert(schema.zoneOpeningAlerts).values({ postalCode, email, createdAt });
const deliveredBy = async (postalCode: string) =>
  (await t.database.db.select({ perimeterId: schema.postalCodes.perimeterId }).from(schema.postalCodes).where(eq(schema.postalCodes.code, postalCode))).map((r) => r.perimeterId);
const openingJobs = async (postalCode: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.backgroundJobs)
      .where(and(eq(schema.backgroundJobs.kind, ZONE_OPENED_JOB), sql`${schema.backgroundJobs.payload}->>'postalCode' = ${postalCode}`))
  )[0]!.n;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  operator = await staff("zones@cabas.example", [ZONE_OPENING_PERMISSION]);
  helper = await staff("conseil-zones@cabas.example", ["customer.impersonate"]);
});
afterAll(() => t.close());

describe("getZonesEnAttente", () => {
  it("lists the postal codes people wait for, most asked first, with their communes, and the perimeters", async () => {
    await waitFor("29200", "a@example.fr", new Date("2026-11-20T09:00:00Z"));
    await waitFor("29200", "b@example.fr", new Date("2026-11-22T09:00:00Z"));
    await waitFor("35000", "c@example.fr", new Date("2026-11-21T09:00:00Z"));
    const res = await get("getZonesEnAttente", {}, operator);
    expect(res.statusCode, res.body).toBe(200);
    const { attentes, perimetres } = res.json<{ attentes: { code_postal: string; communes: string[]; demandes: number; plus_ancienne: string }[]; perimetres: { id: number; nom: string; codes_postaux: number }[] }>();
    expect(attentes.map((a) => [a.code_postal, a.demandes])).toEqual([
      ["29200", 2],
      ["35000", 1],
    ]);
    expect(attentes[0]).toMatchObject({ communes: ["Brest"], plus_ancienne: "2026-11-20T09:00:00.000Z" });
    expect(attentes[1]!.communes).toContain("Rennes");
    expect(perimetres.length).toBeGreaterThan(1);
    expect(perimetres.every((p) => p.nom.length > 0 && p.codes_postaux > 0)).toBe(true);
  });

  it("is refused to customers, to staff without the permission and to guests", async () => {
    const customer = await registerCustomer(t, "zones-cliente@example.fr");
    for (const token of [customer.token, helper]) {
      const res = await get("getZonesEnAttente", {}, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_AUTHORIZED);
    }
    expect((await get("getZonesEnAttente", {})).statusCode).toBe(401);
  });
});

describe("ouvrirCodePostal", () => {
  it("opens a postal code from a perimeter and queues the e-mails of the people waiting for it, once", async () => {
    const [bordeaux] = await t.database.db.select().from(schema.perimeters).where(eq(schema.perimeters.code, "bordeaux"));
    const res = await post("ouvrirCodePostal", { code_postal: "29200", id_perimetre: String(bordeaux!.id) }, operator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code_postal: "29200", perimetre: bordeaux!.name, communes: ["Brest"], ajoutees: 1, prevenus: 2 });
    expect(res.json().message).toBe(`Le 29200 (Brest) est livré par « ${bordeaux!.name} ». 2 personnes sont prévenues par e-mail.`);
    expect(await deliveredBy("29200")).toEqual([bordeaux!.id]);
    expect(await openingJobs("29200")).toBe(1);
    // Who opened it and what it did are kept for the team.
    const [operatorRow] = await t.database.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, "zones@cabas.example"));
    const openings = await t.database.db.select().from(schema.postalCodeOpenings).where(eq(schema.postalCodeOpenings.postalCode, "29200"));
    expect(openings).toEqual([expect.objectContaining({ perimeterId: bordeaux!.id, openedByUserId: operatorRow!.id, openedAt: clock, communesAdded: 1, peopleWaiting: 2 })]);
    // Opened again: nothing added.
    const again = await post("ouvrirCodePostal", { code_postal: "29200", id_perimetre: bordeaux!.id }, operator);
    expect(again.json()).toMatchObject({ ajoutees: 0 });
    expect(again.json().message).toMatch(/^Le 29200 \(Brest\) était déjà livré par « .+ » : rien n'a été ajouté\./);
  });

  it("refuses in French a bad postal code, a code no commune has, an unknown perimeter and a code another perimeter delivers, nothing changed", async () => {
    const [paris] = await t.database.db.select().from(schema.perimeters).where(eq(schema.perimeters.code, "paris"));
    const [lyon] = await t.database.db.select().from(schema.perimeters).where(eq(schema.perimeters.code, "lyon"));
    const bad = await post("ouvrirCodePostal", { code_postal: "2920", id_perimetre: paris!.id }, operator);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("Le code postal doit compter 5 chiffres.");
    const noPerimeter = await post("ouvrirCodePostal", { code_postal: "35000", id_perimetre: "" }, operator);
    expect(noPerimeter.statusCode).toBe(400);
    const unknownCode = await post("ouvrirCodePostal", { code_postal: "99999", id_perimetre: paris!.id }, operator);
    expect(unknownCode.statusCode).toBe(422);
    expect(unknownCode.json().message).toBe("Le code postal 99999 n'existe pas : aucune commune ne l'a.");
    const unknownPerimeter = await post("ouvrirCodePostal", { code_postal: "35000", id_perimetre: 999_999 }, operator);
    expect(unknownPerimeter.statusCode).toBe(404);
    const taken = await post("ouvrirCodePostal", { code_postal: "75011", id_perimetre: lyon!.id }, operator);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/^Le 75011 est déjà livré par le périmètre « .+ »\.$/);
    expect(await deliveredBy("35000")).toEqual([]);
    expect(await openingJobs("35000")).toBe(0);
    expect(await t.database.db.select().from(schema.postalCodeOpenings).where(eq(schema.postalCodeOpenings.postalCode, "35000"))).toEqual([]);
  });

  it("opens a postal code asked at once into two perimeters in one of them only, the other told which", async () => {
    const [bordeaux] = await t.database.db.select().from(schema.perimeters).where(eq(schema.perimeters.code, "bordeaux"));
    const [lille] = await t.database.db.select().from(schema.perimeters).where(eq(schema.perimeters.code, "lille"));
    const answers = await Promise.all([bordeaux!, lille!].map((p) => post("ouvrirCodePostal", { code_postal: "44000", id_perimetre: p.id }, operator)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().perimetre as string;
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(`Le 44000 est déjà livré par le périmètre « ${winner} ».`);
    expect(new Set(await deliveredBy("44000")).size).toBe(1);
    expect(await t.database.db.select().from(schema.postalCodeOpenings).where(eq(schema.postalCodeOpenings.postalCode, "44000"))).toHaveLength(1);
  });

  it("is refused to customers, to staff without the permission and to guests, before the input is read", async () => {
    const customer = await registerCustomer(t, "zones-client@example.fr");
    for (const token of [customer.token, helper]) {
      const res = await post("ouvrirCodePostal", { code_postal: "35000", id_perimetre: 1 }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_AUTHORIZED);
      expect((await post("ouvrirCodePostal", { code_postal: "x" }, token)).statusCode).toBe(403);
    }
    expect((await post("ouvrirCodePostal", { code_postal: "35000", id_perimetre: 1 })).statusCode).toBe(401);
    expect(await deliveredBy("35000")).toEqual([]);
  });
});
