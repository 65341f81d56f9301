// Login-as through HTTP on a real seeded database (ADR 0048): staff acting as a customer may help with the account,
// never speak, consent or play in the customer's name; each refusal changes nothing; every write call of the
// login-as is recorded (name, time, outcome), reads are not; a staff account plays no contest itself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, sql } from "drizzle-orm";
import { NEW_SITE_SURVEY, NOT_AUTHORIZED } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { hashPassword } from "../../domain/passwords.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bearer, confirmEmailOf, ORIGIN, registerCustomer } from "../../test/order-fixtures.ts";
import { STAFF_PLAYER_REFUSAL } from "../games/player-rules.ts";

let t: TestApp;
let clock = new Date("2026-11-22T10:00:00Z");
const STAFF_PASSWORD = "Chef de rayon 2026";
let staffToken = "";
let staffId = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const [staff] = await t.database.db
    .insert(schema.users)
    .values({ email: "conseil@cabas.example", passwordHash: await hashPassword(STAFF_PASSWORD), nom: "Martin", prenom: "Léa", permissions: ["customer.impersonate"], emailConfirmedAt: clock })
    .returning({ id: schema.users.id });
  staffId = staff!.id;
  staffToken = (await post("loginToken", { email: "conseil@cabas.example", password: STAFF_PASSWORD })).json().token as string;
});
afterAll(() => t.close());

const db = () => t.database.db;
function post(call: string, payload: Record<string, unknown>, token?: string) {
  return t.app.inject({ method: "POST", url: `/next-react/${call}.php`, payload, headers: { ...ORIGIN, ...(token ? bearer(token) : {}) } });
}
const get = (call: string, token: string) => t.app.inject({ method: "GET", url: `/next-react/${call}.php`, headers: bearer(token) });
const count = async (table: typeof schema.referrals | typeof schema.cinemaContestPlays | typeof schema.challengeEntries | typeof schema.surveyResponses | typeof schema.contactMessages, userColumn: "referrerId" | "userId", userId: number) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(table).where(eq((table as typeof schema.referrals & typeof schema.surveyResponses)[userColumn as "userId"], userId)))[0]!.n;

/** A confirmed customer (so a refusal is the login-as's, not the address's) and staff acting as them. */
async function actingAs(email: string) {
  const customer = await registerCustomer(t, email);
  await confirmEmailOf(t, customer.userId);
  const res = await post("loginSA", { id_client: customer.userId }, staffToken);
  expect(res.statusCode, res.body).toBe(200);
  const [impersonation] = await db().select().from(schema.impersonations).where(eq(schema.impersonations.customerUserId, customer.userId));
  return { customer, acting: res.json().token as string, impersonationId: impersonation!.id };
}

const actionsOf = (impersonationId: number) =>
  db()
    .select({ callName: schema.impersonationActions.callName, succeeded: schema.impersonationActions.succeeded, at: schema.impersonationActions.at })
    .from(schema.impersonationActions)
    .where(eq(schema.impersonationActions.impersonationId, impersonationId))
    .orderBy(schema.impersonationActions.id);

describe("staff acting as a customer", () => {
  it("may not invite friends, change the customer's consent, play, join a challenge, answer a survey, review, rate a delivery or write to the service, and nothing changes", async () => {
    const { customer, acting } = await actingAs("aidee-1@example.fr");
    // The customer's own invitation, which staff may not withdraw either.
    const own = await post("mesParrainages", { action: "add", email: "amie-de-camille@example.fr" }, customer.token);
    expect(own.statusCode, own.body).toBe(200);
    const invitationId = (own.json().filleuls as { id_parrainage: number }[])[0]!.id_parrainage;
    const [challenge] = await db().select({ id: schema.challenges.id }).from(schema.challenges).limit(1);
    const optinsOf = () => db().select().from(schema.optins).where(eq(schema.optins.userId, customer.userId)).orderBy(schema.optins.type);
    const before = {
      optins: await optinsOf(),
      referrals: await count(schema.referrals, "referrerId", customer.userId),
      plays: await count(schema.cinemaContestPlays, "userId", customer.userId),
      entries: await count(schema.challengeEntries, "userId", customer.userId),
      surveys: await count(schema.surveyResponses, "userId", customer.userId),
      messages: await count(schema.contactMessages, "userId", customer.userId),
    };

    const refusals: [string, Record<string, unknown>, string][] = [
      ["mesParrainages", { action: "add", email: "ami-du-conseiller@example.fr" }, "parrainer ses amis"],
      ["mesParrainages", { action: "delete", id_parrainage: invitationId }, "parrainer ses amis"],
      ["setOptin", { type: "newsletter", abo: 1, origine: "compte" }, "changer ses abonnements aux e-mails"],
      ["setOptin", { type: "offres", abo: 0 }, "changer ses abonnements aux e-mails"],
      ["playConcoursCine", {}, "jouer"],
      ["playCalendrier", { jour: 1 }, "jouer"],
      ["activationDefi", { id_defi: challenge!.id }, "participer à un défi"],
      ["postSurvey", { code: NEW_SITE_SURVEY, satisfaction: 5, facilite: "pareil" }, "répondre"],
      ["sendContactForm", { nom: "Camille", email: "aidee-1@example.fr", sujet: "livraison", message: "Message écrit par le conseiller." }, "écrire au service client"],
      ["setMonAvis", { id_article: 1, note: 5, titre: "Parfait", texte: "Un avis que le conseiller écrirait à sa place." }, "donner d'avis"],
      ["postNotationLivreur", { id_commande: 1, note: 5, ponctualite: 5, amabilite: 5 }, "donner d'avis"],
    ];
    for (const [call, payload, act] of refusals) {
      const res = await post(call, payload, acting);
      expect(res.statusCode, `${call}: ${res.body}`).toBe(422);
      expect(res.json().message).toBe(`Un conseiller connecté à la place d'un client ne peut pas ${act} en son nom.`);
    }

    expect(await optinsOf()).toEqual(before.optins);
    expect(await count(schema.referrals, "referrerId", customer.userId)).toBe(before.referrals);
    expect(await db().select().from(schema.referrals).where(eq(schema.referrals.id, invitationId))).toHaveLength(1);
    expect(await count(schema.cinemaContestPlays, "userId", customer.userId)).toBe(before.plays);
    expect(await count(schema.challengeEntries, "userId", customer.userId)).toBe(before.entries);
    expect(await count(schema.surveyResponses, "userId", customer.userId)).toBe(before.surveys);
    expect(await count(schema.contactMessages, "userId", customer.userId)).toBe(before.messages);
    const mailed = await db()
      .select()
      .from(schema.backgroundJobs)
      .where(sql`${schema.backgroundJobs.payload}->>'to' = 'ami-du-conseiller@example.fr'`);
    expect(mailed).toEqual([]);

    // The customer themselves still may: the guard is the login-as's, not the account's.
    const optin = await post("setOptin", { type: "newsletter", abo: 1, origine: "compte" }, customer.token);
    expect(optin.statusCode, optin.body).toBe(200);
    expect((await post("playConcoursCine", {}, customer.token)).statusCode).toBe(200);
  });

  it("records every write call of the login-as (name, time, outcome), not its reads nor the customer's own calls", async () => {
    const { customer, acting, impersonationId } = await actingAs("aidee-2@example.fr");
    expect((await get("me", acting)).statusCode).toBe(200);
    const renamed = await post("updateMe", { action: "infos", civilite: "Mme", nom: "Durand-Petit", prenom: "Chloé", email: "aidee-2@example.fr" }, acting);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await post("setOptin", { type: "newsletter", abo: 1 }, acting)).statusCode).toBe(422);
    expect((await post("updateMe", { action: "infos", civilite: "Mme", nom: "", prenom: "Chloé", email: "aidee-2@example.fr" }, acting)).statusCode).toBe(400);
    expect((await post("setOptin", { type: "newsletter", abo: 1 }, customer.token)).statusCode).toBe(200);

    const actions = await actionsOf(impersonationId);
    expect(actions.map(({ callName, succeeded }) => ({ callName, succeeded }))).toEqual([
      { callName: "updateMe", succeeded: true },
      { callName: "setOptin", succeeded: false },
      // Refused by the input's check (an empty name): tried, so recorded, as refused.
      { callName: "updateMe", succeeded: false },
    ]);
    expect(actions[0]!.at.toISOString()).toBe(clock.toISOString());
    // Nothing of what was sent is kept: the row has no room for it.
    expect(Object.keys((await db().select().from(schema.impersonationActions).limit(1))[0]!).sort()).toEqual(["at", "callName", "id", "impersonationId", "succeeded"]);

    // « What did staff do as this customer »: the query the ADR gives.
    const answer = await db()
      .select({ staff: schema.impersonations.staffUserId, call: schema.impersonationActions.callName })
      .from(schema.impersonationActions)
      .innerJoin(schema.impersonations, eq(schema.impersonations.id, schema.impersonationActions.impersonationId))
      .where(and(eq(schema.impersonations.customerUserId, customer.userId), eq(schema.impersonationActions.succeeded, true)));
    expect(answer).toEqual([{ staff: staffId, call: "updateMe" }]);

    // Leaving the login-as is its last write: it ends the session and is recorded too.
    expect((await post("logoutToken", {}, acting)).statusCode).toBe(200);
    expect((await actionsOf(impersonationId)).at(-1)).toMatchObject({ callName: "logoutToken", succeeded: true });
  });
});

describe("leaving a login-as", () => {
  const impersonation = async (id: number) => (await db().select().from(schema.impersonations).where(eq(schema.impersonations.id, id)))[0]!;
  const rename = (token: string, email: string, nom: string) => post("updateMe", { action: "infos", civilite: "Mme", nom, prenom: "Chloé", email }, token);

  it("ends only the login-as of the session that quits: another one of the same staff member goes on, recorded against an open login-as", async () => {
    const first = await actingAs("aidee-onglet-1@example.fr");
    const second = await actingAs("aidee-onglet-2@example.fr");
    // « Quitter » in the second tab: its session, with the staff member's own token kept aside (ID_SA).
    const quit = await t.app.inject({
      method: "POST",
      url: "/next-react/logoutToken.php",
      payload: {},
      headers: { ...ORIGIN, cookie: `ID=${second.acting}; ID_SA=${staffToken}` },
    });
    expect(quit.statusCode, quit.body).toBe(200);
    expect(quit.json().message).toBe("Vous avez repris votre session.");
    expect((await impersonation(second.impersonationId)).endedAt).toEqual(clock);
    expect((await impersonation(first.impersonationId)).endedAt).toBeNull();

    // The first tab still acts as its customer, and its writes are recorded against a login-as still open.
    const renamed = await rename(first.acting, "aidee-onglet-1@example.fr", "Durand-Premier");
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await actionsOf(first.impersonationId)).map((a) => a.callName)).toEqual(["updateMe"]);
    expect((await impersonation(first.impersonationId)).endedAt).toBeNull();
    // The second tab's session is over.
    expect((await rename(second.acting, "aidee-onglet-2@example.fr", "Durand-Second")).statusCode).toBe(401);
  });

  it("ends the login-as when its session signs out without the staff cookie (an app's bearer token)", async () => {
    const { acting, impersonationId } = await actingAs("aidee-appli@example.fr");
    expect((await post("logoutToken", {}, acting)).statusCode).toBe(200);
    expect((await impersonation(impersonationId)).endedAt).toEqual(clock);
  });

  it("lets a session whose login-as is marked ended write nothing more, and records nothing against it", async () => {
    const { acting, impersonationId } = await actingAs("aidee-terminee@example.fr");
    await db().update(schema.impersonations).set({ endedAt: clock }).where(eq(schema.impersonations.id, impersonationId));
    const res = await rename(acting, "aidee-terminee@example.fr", "Durand-Apres");
    expect(res.statusCode).toBe(401);
    expect(await actionsOf(impersonationId)).toEqual([]);
    const [user] = await db().select({ nom: schema.users.nom }).from(schema.users).where(eq(schema.users.email, "aidee-terminee@example.fr"));
    expect(user!.nom).toBe("Durand");
  });
});

describe("a staff account", () => {
  it("does not play the games with prizes itself (article 2 of their rules)", async () => {
    const before = await count(schema.cinemaContestPlays, "userId", staffId);
    const res = await post("playConcoursCine", {}, staffToken);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(STAFF_PLAYER_REFUSAL);
    // The advent calendar tells a closed game first (ADR 0081): on its first day, the staff refusal.
    const november = clock;
    clock = new Date("2026-12-01T10:00:00Z");
    try {
      expect((await post("playCalendrier", { jour: 1 }, staffToken)).json().message).toBe(STAFF_PLAYER_REFUSAL);
    } finally {
      clock = november;
    }
    expect(await count(schema.cinemaContestPlays, "userId", staffId)).toBe(before);
  });
});

describe("the staff journal of a customer (getJournalSA, ADR 0091)", () => {
  const journal = (query: string, token: string) => t.app.inject({ method: "GET", url: `/next-react/getJournalSA.php?${query}`, headers: bearer(token) });

  it("lists each login-as, newest first, with its staff member, times, address and write calls in order, refused ones too", async () => {
    const { customer, acting, impersonationId } = await actingAs("aidee-journal@example.fr");
    expect((await post("updateMe", { action: "infos", civilite: "Mme", nom: "Durand-Journal", prenom: "Chloé", email: "aidee-journal@example.fr" }, acting)).statusCode).toBe(200);
    expect((await post("setOptin", { type: "newsletter", abo: 1 }, acting)).statusCode).toBe(422);
    clock = new Date(clock.getTime() + 60_000);
    expect((await post("logoutToken", {}, acting)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 60_000);
    // A second login-as, still open, with nothing done yet.
    const again = await post("loginSA", { id_client: customer.userId }, staffToken);
    expect(again.statusCode, again.body).toBe(200);

    const byEmail = await journal("email=AIDEE-JOURNAL%40example.fr", staffToken);
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    const body = byEmail.json();
    expect(body.client).toEqual({ id: customer.userId, prenom: "Chloé", nom: "Durand-Journal", email: "aidee-journal@example.fr" });
    expect(body.total_connexions).toBe(2);
    expect(body.connexions).toHaveLength(2);
    const [open, first] = body.connexions;
    expect(open).toMatchObject({ fin: null, actions: [], total_actions: 0, conseiller: { id: staffId, prenom: "Léa", nom: "Martin", email: "conseil@cabas.example" } });
    expect(first).toMatchObject({ id: impersonationId, total_actions: 3, ip: expect.any(String) });
    // Ended by « Quitter » a minute before the second began.
    expect(first.fin).toBe(new Date(clock.getTime() - 60_000).toISOString());
    expect(open.debut).toBe(clock.toISOString());
    expect(first.actions.map((a: { appel: string; reussi: boolean }) => [a.appel, a.reussi])).toEqual([
      ["updateMe", true],
      ["setOptin", false],
      ["logoutToken", true],
    ]);
    // By the customer's number, the same journal.
    expect((await journal(`id_client=${customer.userId}`, staffToken)).json().connexions).toEqual(body.connexions);
  });

  it("says a login-as left idle without « Quitter » expired, and when, rather than still open", async () => {
    const { customer, acting } = await actingAs("aidee-journal-expiree@example.fr");
    expect((await post("updateMe", { action: "infos", civilite: "Mme", nom: "Durand", prenom: "Chloé", email: "aidee-journal-expiree@example.fr" }, acting)).statusCode).toBe(200);
    const [session] = await db().select().from(schema.sessions).where(eq(schema.sessions.impersonatorId, staffId)).orderBy(desc(schema.sessions.id)).limit(1);
    const lastSeen = session!.lastSeenAt;
    const read = async () => (await journal(`id_client=${customer.userId}`, staffToken)).json().connexions[0];
    expect(await read()).toMatchObject({ fin: null, expiree: false, expiree_le: null });
    // An hour without a request: the session is over, though nobody pressed « Quitter ».
    clock = new Date(lastSeen.getTime() + 60 * 60_000 + 1000);
    expect(await read()).toMatchObject({ fin: null, expiree: true, expiree_le: new Date(lastSeen.getTime() + 60 * 60_000).toISOString() });
    expect((await post("updateMe", { action: "infos", civilite: "Mme", nom: "Trop tard", prenom: "Chloé", email: "aidee-journal-expiree@example.fr" }, acting)).statusCode).toBe(401);
  });

  it("is for staff who may act as customers only, and changes nothing", async () => {
    const { customer, acting } = await actingAs("aidee-journal-2@example.fr");
    const before = await db().select().from(schema.impersonationActions);
    // The customer herself, staff acting as her (a customer's session), and someone without the permission.
    expect((await journal(`id_client=${customer.userId}`, customer.token)).statusCode).toBe(403);
    expect((await journal(`id_client=${customer.userId}`, acting)).statusCode).toBe(403);
    const [other] = await db()
      .insert(schema.users)
      .values({ email: "compta@cabas.example", passwordHash: await hashPassword(STAFF_PASSWORD), nom: "Petit", prenom: "Marc", permissions: ["orders.refund"], emailConfirmedAt: clock })
      .returning({ id: schema.users.id });
    expect(other).toBeDefined();
    const accounting = (await post("loginToken", { email: "compta@cabas.example", password: STAFF_PASSWORD })).json().token as string;
    const refused = await journal(`id_client=${customer.userId}`, accounting);
    expect(refused.statusCode).toBe(403);
    // The specification's refusal, as for every call staff only may make.
    expect(refused.json()).toMatchObject({ success: false, message: NOT_AUTHORIZED });
    expect(await db().select().from(schema.impersonationActions)).toEqual(before);
  });

  it("answers a clear French error for a missing, unknown or staff account, and an empty journal for a customer never helped", async () => {
    const nobody = await journal("", staffToken);
    expect(nobody.statusCode).toBe(400);
    expect(JSON.stringify(nobody.json())).toContain("Indiquez le client : id_client ou email.");
    expect((await journal("id_client=abc", staffToken)).json().errors.id_client).toEqual(["Le n° client doit être un nombre."]);
    const unknown = await journal("id_client=2147483000", staffToken);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Ce client n'existe pas.");
    const colleague = await journal("email=conseil%40cabas.example", staffToken);
    expect(colleague.statusCode).toBe(422);
    expect(colleague.json().message).toBe("Ce compte est celui d'un membre de l'équipe, pas d'un client.");
    const quiet = await registerCustomer(t, "jamais-aidee@example.fr");
    expect((await journal(`id_client=${quiet.userId}`, staffToken)).json()).toMatchObject({ success: true, connexions: [], total_connexions: 0 });
  });
});

describe("the journal of a staff member across customers (getJournalConseiller, ADR 0097)", () => {
  const memberJournal = (query: string, token: string) => t.app.inject({ method: "GET", url: `/next-react/getJournalConseiller.php?${query}`, headers: bearer(token) });
  let supervisor = "";

  beforeAll(async () => {
    await db()
      .insert(schema.users)
      .values({ email: "superviseur@cabas.example", passwordHash: await hashPassword(STAFF_PASSWORD), nom: "Roux", prenom: "Inès", permissions: ["staff.audit"], emailConfirmedAt: clock });
    supervisor = (await post("loginToken", { email: "superviseur@cabas.example", password: STAFF_PASSWORD })).json().token as string;
  });

  it("lists a staff member's login-as across customers, newest first, each with its customer and write calls", async () => {
    const first = await actingAs("aidee-conseiller-1@example.fr");
    expect((await post("updateMe", { action: "infos", civilite: "Mme", nom: "Premiere", prenom: "Alice", email: "aidee-conseiller-1@example.fr" }, first.acting)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 60_000);
    const second = await actingAs("aidee-conseiller-2@example.fr");

    const res = await memberJournal("email=conseil%40cabas.example", supervisor);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.conseiller).toEqual({ id: staffId, prenom: "Léa", nom: "Martin", email: "conseil@cabas.example" });
    // Every login-as of this member so far, this describe's and the ones before.
    const all = await db().select({ n: sql<number>`count(*)::int` }).from(schema.impersonations).where(eq(schema.impersonations.staffUserId, staffId));
    expect(body.total_connexions).toBe(all[0]!.n);
    const [newest, previous] = body.connexions;
    expect(newest).toMatchObject({ id: second.impersonationId, client: { id: second.customer.userId, email: "aidee-conseiller-2@example.fr" }, actions: [] });
    expect(previous).toMatchObject({ id: first.impersonationId, client: { id: first.customer.userId, nom: "Premiere" } });
    expect(previous.actions.map((a: { appel: string }) => a.appel)).toEqual(["updateMe"]);
    expect(newest.conseiller).toBeUndefined();
    // By number, the same journal.
    expect((await memberJournal(`id_conseiller=${staffId}`, supervisor)).json().connexions).toEqual(body.connexions);
  });

  it("keeps a former staff member's journal readable once their permissions are withdrawn", async () => {
    const [former] = await db()
      .insert(schema.users)
      .values({ email: "ancienne@cabas.example", passwordHash: await hashPassword(STAFF_PASSWORD), nom: "Blanc", prenom: "Zoé", permissions: ["customer.impersonate"], emailConfirmedAt: clock })
      .returning({ id: schema.users.id });
    const token = (await post("loginToken", { email: "ancienne@cabas.example", password: STAFF_PASSWORD })).json().token as string;
    const customer = await registerCustomer(t, "aidee-par-ancienne@example.fr");
    expect((await post("loginSA", { id_client: customer.userId }, token)).statusCode).toBe(200);
    await db().update(schema.users).set({ permissions: [] }).where(eq(schema.users.id, former!.id));
    const res = await memberJournal(`id_conseiller=${former!.id}`, supervisor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().connexions.map((c: { client: { id: number } }) => c.client.id)).toEqual([customer.userId]);
  });

  it("is for supervisors only, and refuses in French a missing, unknown or customer's account", async () => {
    const customer = await registerCustomer(t, "pas-conseillere@example.fr");
    for (const token of [staffToken, customer.token]) {
      const res = await memberJournal(`id_conseiller=${staffId}`, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_AUTHORIZED);
    }
    expect((await t.app.inject({ method: "GET", url: `/next-react/getJournalConseiller.php?id_conseiller=${staffId}` })).statusCode).toBe(401);
    const nobody = await memberJournal("", supervisor);
    expect(nobody.statusCode).toBe(400);
    expect(JSON.stringify(nobody.json())).toContain("Indiquez le membre de l'équipe : id_conseiller ou email.");
    for (const query of ["id_conseiller=2147483000", `id_conseiller=${customer.userId}`, "email=pas-conseillere%40example.fr"]) {
      const res = await memberJournal(query, supervisor);
      expect(res.statusCode, query).toBe(404);
      expect(res.json().message).toBe("Ce membre de l'équipe n'existe pas.");
    }
  });
});
