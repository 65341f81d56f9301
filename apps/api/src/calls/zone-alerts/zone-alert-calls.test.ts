// « Prévenez-moi quand Cabas livre chez moi » through HTTP on a real seeded database: the request, its refusals
// (nothing written), then the opening of the postal code and its one e-mail per person, however often it runs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { runDueJobs } from "../../jobs/job-queue.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { registerCustomer } from "../../test/order-fixtures.ts";
import {
  purgeZoneAlerts,
  scheduleZoneAlertJobs,
  zoneAlertJobHandlers,
  ZONE_ALERT_PURGE_JOB,
  ZONE_OPENED_JOB,
} from "./zone-alert-jobs.ts";
import { openPostalCode } from "./zone-opening.ts";

let t: TestApp;
let clock = new Date("2026-11-24T10:00:00Z");
const SHOP = "https://cabas.example";
let addresses = 0;

/** From its own address unless told: requests are rate-limited per address. */
function post(call: string, payload: Record<string, unknown>, options: { token?: string; from?: string } = {}) {
  addresses += 1;
  return t.app.inject({
    method: "POST",
    url: `/next-react/${call}.php`,
    remoteAddress: options.from ?? `10.9.${Math.floor(addresses / 250)}.${addresses % 250}`,
    payload,
    headers: {
      origin: "http://localhost:3000",
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
}
const ask = (cp: string, email: string, extra: Record<string, unknown> = {}) =>
  post("alerteOuvertureZone", { cp, email, consentement: "1", ...extra });

const alerts = () => t.database.db.select().from(schema.zoneOpeningAlerts).orderBy(schema.zoneOpeningAlerts.id);
const zoneMails = async (postalCode: string) =>
  (
    await t.database.db
      .select({
        to: sql<string>`${schema.backgroundJobs.payload}->>'to'`,
        text: sql<string>`${schema.backgroundJobs.payload}->>'text'`,
      })
      .from(schema.backgroundJobs)
      .where(
        and(
          eq(schema.backgroundJobs.kind, "mail.send"),
          sql`${schema.backgroundJobs.payload}->>'subject' = ${`Cabas livre maintenant le ${postalCode}`}`,
        ),
      )
  ).sort((a, b) => a.to.localeCompare(b.to));
const runJobs = () =>
  runDueJobs(
    t.database.db,
    { ...zoneAlertJobHandlers(t.database.db, SHOP, () => clock), "mail.send": async () => {} },
    clock,
  );

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

describe("alerteOuvertureZone", () => {
  it("is offered beside the refusal of a postal code that exists, not of one that does not", async () => {
    const notYet = await post("loginCP", { cp: "29200" });
    expect(notYet.statusCode).toBe(422);
    expect(notYet.json()).toMatchObject({ code_postal: "29200", alerte_ouverture: true });
    expect(
      (await t.app.inject({ method: "GET", url: "/next-react/getCreneauxByCP.php?cp=29200" })).json(),
    ).toMatchObject({ alerte_ouverture: true });
    const unknown = await post("loginCP", { cp: "99999" });
    expect(unknown.json()).toMatchObject({ message: "Ce code postal n'existe pas.", alerte_ouverture: false });
    // A department's code is no commune's postal code: Paris is 75001–75020 and 75116, Marseille 13001–13016.
    for (const cp of ["75000", "75021", "13000"]) {
      expect((await post("loginCP", { cp })).json()).toMatchObject({ message: "Ce code postal n'existe pas.", alerte_ouverture: false });
    }
  });

  it("records a request for a postal code Cabas does not deliver, e-mail lower-cased", async () => {
    const res = await ask("29200", "Anne.Le-Gall@Example.fr");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, code_postal: "29200", etat: "inscrit" });
    expect(res.json().message).toMatch(/une seule fois, quand Cabas livrera le 29200/);
    expect(await alerts()).toMatchObject([
      { email: "anne.le-gall@example.fr", postalCode: "29200", userId: null, notifiedAt: null },
    ]);
  });

  it("answers a second identical request exactly as the first, and changes nothing", async () => {
    const before = await alerts();
    const res = await ask("29200", "anne.le-gall@example.fr");
    expect(res.statusCode).toBe(200);
    // Whoever types an address must not learn that it already asked for this postal code.
    expect(res.json()).toEqual({
      success: true,
      code_postal: "29200",
      etat: "inscrit",
      message:
        "C'est noté : nous vous écrirons une seule fois, quand Cabas livrera le 29200. Pour retirer votre demande, écrivez-nous depuis la page « Contacter Cabas ».",
    });
    expect(await alerts()).toEqual(before);
  });

  it("keeps the signed-in customer with their request", async () => {
    const { token, userId } = await registerCustomer(t, "yann.kerouac@example.fr");
    const res = await post(
      "alerteOuvertureZone",
      { cp: "29200", email: "yann.kerouac@example.fr", consentement: "on" },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = (await alerts()).filter((a) => a.email === "yann.kerouac@example.fr");
    expect(row).toMatchObject({ userId, postalCode: "29200" });
  });

  it("says a delivered postal code is already delivered and records nothing", async () => {
    const before = (await alerts()).length;
    const res = await ask("75011", "paris@example.fr");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ etat: "deja_livre", code_postal: "75011" });
    expect(res.json().message).toMatch(/^Bonne nouvelle : Cabas livre déjà le 75011\./);
    expect((await alerts()).length).toBe(before);
  });

  it("refuses a postal code that does not exist, a bad e-mail and a missing consent, writing nothing", async () => {
    const before = await alerts();
    expect((await ask("75000", "quelquun@example.fr")).statusCode).toBe(422);
    const unknown = await ask("99999", "quelquun@example.fr");
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      success: false,
      message: "Ce code postal n'existe pas.",
      errors: { cp: ["Ce code postal n'existe pas."] },
    });

    const badEmail = await ask("29200", "pas-une-adresse");
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors.email).toEqual(["L'adresse e-mail n'est pas valide."]);

    const noConsent = await post("alerteOuvertureZone", { cp: "29200", email: "sans.accord@example.fr" });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errors.consentement[0]).toMatch(/^Cochez la case/);
    const refused = await ask("29200", "sans.accord@example.fr", { consentement: "0" });
    expect(refused.statusCode).toBe(400);

    const badCode = await ask("2920", "quelquun@example.fr");
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().errors.cp).toEqual(["Le code postal doit compter 5 chiffres."]);
    expect(await alerts()).toEqual(before);
  });

  it("limits requests from one address", async () => {
    const from = "10.200.0.1";
    for (let i = 0; i < 10; i++)
      expect(
        (
          await post(
            "alerteOuvertureZone",
            { cp: "22000", email: `voisin${i}@example.fr`, consentement: "1" },
            { from },
          )
        ).statusCode,
      ).toBe(200);
    const refused = await post(
      "alerteOuvertureZone",
      { cp: "22000", email: "voisin10@example.fr", consentement: "1" },
      { from },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Trop de tentatives/);
    expect((await alerts()).filter((a) => a.email === "voisin10@example.fr")).toHaveLength(0);
  });
});

describe("opening a postal code", () => {
  it("refuses an unknown perimeter, a code no commune has and a code another perimeter delivers", async () => {
    await expect(openPostalCode(t.database.db, "29200", "999", clock)).rejects.toThrow(
      "Le périmètre « 999 » n'existe pas.",
    );
    await expect(openPostalCode(t.database.db, "29200", "marseille", clock)).rejects.toThrow("n'existe pas");
    await expect(openPostalCode(t.database.db, "99999", "1", clock)).rejects.toThrow(
      "Le code postal 99999 n'existe pas : aucune commune ne l'a.",
    );
    await expect(openPostalCode(t.database.db, "75011", "lyon", clock)).rejects.toThrow(
      "Le 75011 est déjà livré par le périmètre « Paris & petite couronne ».",
    );
    const rows = await t.database.db.select().from(schema.postalCodes).where(eq(schema.postalCodes.code, "29200"));
    expect(rows).toHaveLength(0);
  });

  it("adds the code to the perimeter and sends each waiting person exactly one e-mail, even run twice", async () => {
    const first = await openPostalCode(t.database.db, "29200", "1", clock);
    expect(first).toMatchObject({
      postalCode: "29200",
      perimeter: { id: 1 },
      communes: ["Brest"],
      added: 1,
      waiting: 2,
      jobQueued: true,
    });
    // The command run again: nothing more to add; the second job finds everyone already told.
    const again = await openPostalCode(t.database.db, "29200", "paris", clock);
    expect(again).toMatchObject({ added: 0, waiting: 2 });
    // Each opening is kept, the command's with nobody as its author.
    const openings = await t.database.db.select().from(schema.postalCodeOpenings).where(eq(schema.postalCodeOpenings.postalCode, "29200"));
    expect(openings.map((o) => [o.perimeterId, o.openedByUserId, o.communesAdded, o.peopleWaiting])).toEqual([
      [1, null, 1, 2],
      [1, null, 0, 2],
    ]);
    await runJobs();
    await runJobs();

    const mails = await zoneMails("29200");
    expect(mails.map((m) => m.to)).toEqual(["anne.le-gall@example.fr", "yann.kerouac@example.fr"]);
    expect(mails[0]!.text).toContain("Cabas livre maintenant le 29200 (Brest)");
    expect(mails[0]!.text).toContain(`${SHOP}/creneau?cp=29200`);
    expect(mails[0]!.text).toMatch(/seul que vous recevrez/);
    expect((await alerts()).filter((a) => a.postalCode === "29200").every((a) => a.notifiedAt !== null)).toBe(true);
    // A job queued twice for the same code, or retried, sends nothing more.
    await runDueJobs(
      t.database.db,
      zoneAlertJobHandlers(t.database.db, SHOP, () => clock),
      clock,
    );
    expect(await zoneMails("29200")).toHaveLength(2);

    // The code is delivered now: the shopper is told so, and may pick it.
    expect((await ask("29200", "nouveau@example.fr")).json().etat).toBe("deja_livre");
    expect((await post("loginCP", { cp: "29200" })).statusCode).toBe(200);
    expect(await openPostalCode(t.database.db, "29200", "1", clock)).toMatchObject({ waiting: 0, jobQueued: false });
  });

  it("tells nobody when the code closed again before the job ran", async () => {
    await ask("56100", "lorient@example.fr");
    await openPostalCode(t.database.db, "56100", "1", clock);
    await t.database.db.delete(schema.postalCodes).where(eq(schema.postalCodes.code, "56100"));
    await runJobs();
    expect(await zoneMails("56100")).toHaveLength(0);
    expect((await alerts()).find((a) => a.postalCode === "56100")?.notifiedAt).toBeNull();
    await t.database.db
      .update(schema.backgroundJobs)
      .set({ doneAt: clock })
      .where(eq(schema.backgroundJobs.kind, ZONE_OPENED_JOB));
  });
});

describe("keeping requests no longer than needed", () => {
  it("deletes requests notified 30 days ago and those waiting for 3 years, keeping the others", async () => {
    const db = t.database.db;
    const table = schema.zoneOpeningAlerts;
    await db.insert(table).values([
      { email: "ancien@example.fr", postalCode: "35000", createdAt: new Date("2023-11-01T00:00:00Z") },
      { email: "recent@example.fr", postalCode: "35000", createdAt: new Date("2025-06-01T00:00:00Z") },
    ]);
    clock = new Date("2026-12-20T10:00:00Z");
    expect(await purgeZoneAlerts(db, clock)).toBe(1);
    let left = (await alerts()).map((a) => a.email);
    expect(left).not.toContain("ancien@example.fr");
    expect(left).toContain("anne.le-gall@example.fr");
    clock = new Date("2026-12-25T10:00:00Z");
    expect(await purgeZoneAlerts(db, clock)).toBe(2);
    left = (await alerts()).map((a) => a.email);
    expect(left).not.toContain("anne.le-gall@example.fr");
    expect(left).toContain("recent@example.fr");
  });

  it("a daily run also tells the people whose code opened while they were asking", async () => {
    // Recorded just as 29200 opened (after the opening's job had run): the daily job sends its e-mail.
    await t.database.db
      .insert(schema.zoneOpeningAlerts)
      .values({ email: "en.retard@example.fr", postalCode: "29200", createdAt: clock });
    await scheduleZoneAlertJobs(t.database.db, new Date(clock.getTime() - 86_400_000));
    await runJobs();
    expect((await zoneMails("29200")).map((m) => m.to)).toContain("en.retard@example.fr");
    // …and the next day's run is queued.
    const next = await t.database.db
      .select()
      .from(schema.backgroundJobs)
      .where(and(eq(schema.backgroundJobs.kind, ZONE_ALERT_PURGE_JOB), sql`done_at is null`));
    expect(next).toHaveLength(1);
  });
});
