// A game with prizes asks a new account to confirm its address first (ADR 0048), through HTTP on a real seeded
// database: the first play is refused and mails a link (once per 10 minutes), the link confirms once and says where
// to go back, then the account plays; a dead link, or one sent before the address changed, confirms nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bearer, ORIGIN, registerCustomer } from "../../test/order-fixtures.ts";
import { CONFIRMATION_ALREADY_SENT, CONFIRMATION_LINK_DEAD, CONFIRMATION_SENT } from "../games/player-rules.ts";

let t: TestApp;
let clock = new Date("2026-11-22T10:00:00Z");
let people = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const post = (call: string, payload: Record<string, unknown>, token?: string) =>
  t.app.inject({ method: "POST", url: `/next-react/${call}.php`, payload, headers: { ...ORIGIN, ...(token ? bearer(token) : {}) } });
const confirmationMails = (to: string) =>
  t.database.db
    .select({ text: sql<string>`${schema.backgroundJobs.payload}->>'text'` })
    .from(schema.backgroundJobs)
    .where(and(sql`${schema.backgroundJobs.payload}->>'to' = ${to}`, sql`${schema.backgroundJobs.payload}->>'subject' = 'Confirmez votre adresse e-mail pour jouer'`));
const tokenIn = (text: string) => decodeURIComponent(/\/confirmer-mon-adresse\?jeton=(\S+)/.exec(text)![1]!);
const plays = async (userId: number) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.cinemaContestPlays).where(eq(schema.cinemaContestPlays.userId, userId)))[0]!.n;

async function newAccount() {
  people += 1;
  const email = `jeu-${people}@example.fr`;
  return { ...(await registerCustomer(t, email)), email };
}

describe("playing before the address is confirmed", () => {
  it("refuses the play, mails a link once per 10 minutes; the link confirms once and leads back to the game, which then plays", async () => {
    const { token, userId, email } = await newAccount();
    const first = await post("playConcoursCine", {}, token);
    expect(first.statusCode).toBe(422);
    expect(first.json().message).toBe(CONFIRMATION_SENT);
    expect(CONFIRMATION_SENT).toBe("Confirmez votre adresse e-mail pour participer : nous venons de vous envoyer un lien.");
    expect(await plays(userId)).toBe(0);
    const [mail] = await confirmationMails(email);
    expect(mail!.text).toContain("notre jeu concours cinéma");
    expect(mail!.text).toContain("http://localhost:3000/confirmer-mon-adresse?jeton=");

    // Pressing again at once: no second mail, the link already sent is the one.
    const again = await post("playConcoursCine", {}, token);
    expect([again.statusCode, again.json().message]).toEqual([422, CONFIRMATION_ALREADY_SENT]);
    expect(await confirmationMails(email)).toHaveLength(1);

    const confirmed = await post("confirmEmail", { token: tokenIn(mail!.text) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ retour: "/offres-clients/offre-cinema", message: "Votre adresse e-mail est confirmée : vous pouvez jouer." });
    // Single use.
    const reused = await post("confirmEmail", { token: tokenIn(mail!.text) });
    expect([reused.statusCode, reused.json().message]).toEqual([422, CONFIRMATION_LINK_DEAD]);

    const played = await post("playConcoursCine", {}, token);
    expect(played.statusCode, played.body).toBe(200);
    expect(await plays(userId)).toBe(1);
  });

  it("asks the same for the advent calendar, whose link leads back to it", async () => {
    const { token, email } = await newAccount();
    const november = clock;
    clock = new Date("2026-12-01T10:00:00Z");
    try {
      const res = await post("playCalendrier", { jour: 1 }, token);
      expect([res.statusCode, res.json().message]).toEqual([422, CONFIRMATION_SENT]);
      const [mail] = await confirmationMails(email);
      expect((await post("confirmEmail", { token: tokenIn(mail!.text) })).json().retour).toBe("/calendrier-de-l-avent");
    } finally {
      clock = november;
    }
  });

  it("says the advent calendar is closed before asking to confirm the address, and mails nothing", async () => {
    const { token, email } = await newAccount();
    const res = await post("playCalendrier", { jour: 1 }, token);
    expect([res.statusCode, res.json().message]).toEqual([422, "Le jeu est fermé : le calendrier de l'Avent ouvre ses portes le 1er décembre."]);
    expect(await confirmationMails(email)).toEqual([]);
  });

  it("mails a new link after 10 minutes; an expired link, a made-up one or one sent to a former address confirms nothing", async () => {
    const { token, userId, email } = await newAccount();
    await post("playConcoursCine", {}, token);
    clock = new Date(clock.getTime() + 11 * 60_000);
    expect((await post("playConcoursCine", {}, token)).json().message).toBe(CONFIRMATION_SENT);
    const mails = await confirmationMails(email);
    expect(mails).toHaveLength(2);

    // The first link, 48 hours later, is dead.
    clock = new Date(clock.getTime() + 48 * 3_600_000 - 5 * 60_000);
    expect((await post("confirmEmail", { token: tokenIn(mails[0]!.text) })).json().message).toBe(CONFIRMATION_LINK_DEAD);
    expect((await post("confirmEmail", { token: "pas-un-vrai-jeton-0123456789" })).statusCode).toBe(422);
    expect((await post("confirmEmail", { token: "court" })).statusCode).toBe(400);

    // The address changed since the second link: it confirms nothing either.
    await t.database.db.update(schema.users).set({ email: `change-${people}@example.fr` }).where(eq(schema.users.id, userId));
    expect((await post("confirmEmail", { token: tokenIn(mails[1]!.text) })).json().message).toBe(CONFIRMATION_LINK_DEAD);
    const [user] = await t.database.db.select({ at: schema.users.emailConfirmedAt }).from(schema.users).where(eq(schema.users.id, userId));
    expect(user!.at).toBeNull();
  });

  it("holds for fifteen fresh accounts playing at once: none plays, each is asked to confirm", async () => {
    const accounts = [];
    for (let i = 0; i < 15; i++) accounts.push(await newAccount());
    const answers = await Promise.all(accounts.map((a) => post("playConcoursCine", {}, a.token)));
    expect(answers.map((r) => r.statusCode)).toEqual(accounts.map(() => 422));
    expect(await Promise.all(accounts.map((a) => plays(a.userId)))).toEqual(accounts.map(() => 0));
  });
});
