// The cinema contest through HTTP on a real seeded database (open from 7 days before the seed date to 30 days after):
// one play a day per customer (Paris time), a win's e-ticket written and e-mailed, prizes never exceeded by
// concurrent plays, and the game closed outside its window. Odds and stock are set on the contest's row per case.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { createTestApp, queryClient, type TestApp } from "../../test/test-app.ts";
import { confirmEmailOf, registerCustomer } from "../../test/order-fixtures.ts";

// Seeded on 10 November 2026: the contest runs from 3 November to 10 December (Paris days).
let clock = new Date("2026-11-10T10:00:00Z");
let t: TestApp;
let customers = 0;
const { post, get } = queryClient(() => t);

async function customer() {
  customers += 1;
  const email = `cinema-${customers}@example.fr`;
  const account = await registerCustomer(t, email);
  // Games with prizes need a confirmed address (ADR 0048): the flow itself is tested in email-confirmation.test.ts.
  await confirmEmailOf(t, account.userId);
  return { ...account, email };
}

const setContest = (values: Partial<typeof schema.cinemaContests.$inferInsert>) => t.database.db.update(schema.cinemaContests).set(values);
const contestRow = async () => (await t.database.db.select().from(schema.cinemaContests))[0]!;
const playsOf = (userId: number) => t.database.db.select().from(schema.cinemaContestPlays).where(eq(schema.cinemaContestPlays.userId, userId));
const WIN_SUBJECT = "Vous avez gagné 2 places de cinéma !";
const ticketMails = () => t.database.db.select().from(schema.backgroundJobs).where(sql`${schema.backgroundJobs.payload}->>'subject' = ${WIN_SUBJECT}`);
const mailsTo = async (email: string) => (await ticketMails()).filter((m) => m.payload.to === email);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

describe("the cinema contest", () => {
  it("shows a visitor the contest open, its prize, odds, prizes left and rules", async () => {
    const res = await get("getConcoursCine", {});
    expect(res.statusCode, res.body).toBe(200);
    const { concours, connecte } = res.json();
    expect(connecte).toBe(false);
    expect(concours).toMatchObject({
      etat: "ouvert",
      premier_jour: "2026-11-03",
      dernier_jour: "2026-12-10",
      lot: { libelle: "2 places de cinéma", valeur: 24, code_billet: null },
      lots_total: 300,
      lots_restants: 300,
      une_chance_sur: 10,
      peut_jouer: false,
      joue_aujourd_hui: false,
      partie_du_jour: null,
      billets: [],
    });
    expect(concours.message).toMatch(/^Connectez-vous pour tenter votre chance/);
    expect(concours.reglement).toContain("jeu gratuit sans obligation d'achat");
    expect(concours.reglement).toContain("une seule fois par jour et par compte");
    expect(concours.reglement).toContain("300 lots de « 2 places de cinéma », d'une valeur unitaire de 24 € TTC");
  });

  it("refuses visitors and guests", async () => {
    expect((await post("playConcoursCine", {})).statusCode).toBe(401);
    const guest = (await post("loginCP", { cp: "75011" })).json().token as string;
    expect((await post("playConcoursCine", {}, guest)).statusCode).toBe(401);
  });

  it("loses, then refuses a second play the same day and changes nothing", async () => {
    clock = new Date("2026-11-10T10:00:00Z");
    await setContest({ oddsBp: 0 });
    const { token, userId, email } = await customer();
    const res = await post("playConcoursCine", {}, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().gagne).toBe(false);
    expect(res.json().modal).toEqual({
      view: "CONCOURS_CINE_PERDANT",
      payload: {
        titre: "Ce n'est pas pour cette fois…",
        textes: ["mais le jeu concours continue jusqu'au 10 décembre 2026 !", "Vous pouvez retenter votre chance demain"],
        couleur_texte: "#FFFFFF",
        couleur_fond: "#1D2A4D",
        lot: null,
      },
    });
    expect(res.json().concours).toMatchObject({ peut_jouer: false, joue_aujourd_hui: true, partie_du_jour: res.json().modal });

    await setContest({ oddsBp: 10_000 });
    const before = await contestRow();
    const again = await post("playConcoursCine", {}, token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: "Vous avez déjà joué aujourd'hui : revenez demain pour retenter votre chance !" });
    expect(await playsOf(userId)).toHaveLength(1);
    expect((await contestRow()).won).toBe(before.won);
    expect(await mailsTo(email)).toHaveLength(0);

    // The next day in Paris starts at 23:00 UTC in November: the customer may play again.
    clock = new Date("2026-11-10T23:30:00Z");
    expect((await get("getConcoursCine", {}, token)).json().concours).toMatchObject({ peut_jouer: true, joue_aujourd_hui: false });
    expect((await post("playConcoursCine", {}, token)).statusCode).toBe(200);
    expect((await playsOf(userId)).map((p) => p.playedOn).sort()).toEqual(["2026-11-10", "2026-11-11"]);
  });

  it("gives a winner an e-ticket, kept in the play, e-mailed and shown on the contest and in the account", async () => {
    clock = new Date("2026-11-12T15:00:00Z");
    await setContest({ oddsBp: 10_000 });
    const { token, userId, email } = await customer();
    const wonBefore = (await contestRow()).won;
    const res = await post("playConcoursCine", {}, token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ gagne: true, modal: { view: "CONCOURS_CINE_GAGNANT", payload: { titre: "Bravo, vous avez gagné !", couleur_fond: "#1D2A4D" } } });
    const code = body.modal.payload.lot.code_billet as string;
    expect(code).toMatch(/^CINE-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(body.modal.payload.lot).toEqual({ libelle: "2 places de cinéma", valeur: 24, code_billet: code });
    expect(await playsOf(userId)).toMatchObject([{ won: true, ticketCode: code, playedOn: "2026-11-12" }]);
    expect((await contestRow()).won).toBe(wonBefore + 1);
    expect(body.concours).toMatchObject({ lots_restants: 300 - wonBefore - 1, billets: [{ code, gagne_le: "2026-11-12T15:00:00.000Z" }] });

    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ kind: "mail.send", payload: { subject: WIN_SUBJECT } });
    expect(mail!.payload.text).toContain(`Votre code e-billet : ${code}`);
    expect(mail!.payload.text).not.toContain("au « ");
    expect(mail!.payload.text).toContain("http://localhost:3000/offres-clients/offre-cinema");

    const activity = (await get("getActivites", {}, token)).json().activites;
    expect(activity[0]).toMatchObject({ type: "jeu", titre: "Jeu concours cinéma : gagné !", detail: `Votre e-billet : ${code}`, lien: "/offres-clients/offre-cinema" });
  });

  it("is closed before its first day and after its last, playing nothing", async () => {
    const { token, userId } = await customer();
    // 0 h in Paris on 3 November is 23:00 UTC on the 2nd.
    clock = new Date("2026-11-02T22:59:00Z");
    const before = await post("playConcoursCine", {}, token);
    expect(before.statusCode).toBe(422);
    expect(before.json().message).toBe("Le jeu est fermé : il commence le 3 novembre 2026.");
    expect((await get("getConcoursCine", {}, token)).json().concours).toMatchObject({ etat: "avant", peut_jouer: false });

    clock = new Date("2026-12-10T23:00:00Z");
    const after = await post("playConcoursCine", {}, token);
    expect(after.statusCode).toBe(422);
    expect(after.json().message).toBe("Le jeu est fermé : il s'est terminé le 10 décembre 2026. Merci d'avoir joué !");
    expect((await get("getConcoursCine", {}, token)).json().concours).toMatchObject({ etat: "termine", peut_jouer: false });
    expect(await playsOf(userId)).toHaveLength(0);
  });

  it("promises no tomorrow on the last day", async () => {
    clock = new Date("2026-12-10T20:00:00Z");
    await setContest({ oddsBp: 0 });
    const { token } = await customer();
    const res = await post("playConcoursCine", {}, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().modal.payload.titre).toBe("Ce n'est pas pour cette fois…");
    expect(res.json().modal.payload.textes.join(" ")).not.toMatch(/demain|continue/);
    const again = await post("playConcoursCine", {}, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).not.toMatch(/demain/);
  });

  it("never gives more prizes than its stock, whatever the number of customers playing at once, then closes", async () => {
    clock = new Date("2026-11-20T15:00:00Z");
    await setContest({ oddsBp: 10_000, stock: 5, won: 0 });
    const players: Awaited<ReturnType<typeof customer>>[] = [];
    for (let i = 0; i < 50; i++) players.push(await customer());
    const answers = await Promise.all(players.map((p) => post("playConcoursCine", {}, p.token)));
    const won = answers.filter((a) => a.statusCode === 200 && a.json().gagne);
    expect(won).toHaveLength(5);
    // Once the five are won, the game is over: the others are told so and nothing is written for them.
    expect(answers.filter((a) => a.statusCode === 422).map((a) => a.json().message)).toEqual(Array(45).fill("Le jeu est fermé : les 5 lots ont tous été gagnés. Merci d'avoir joué !"));
    expect((await contestRow()).won).toBe(5);
    const tickets = await t.database.db.select({ code: schema.cinemaContestPlays.ticketCode }).from(schema.cinemaContestPlays).where(sql`${schema.cinemaContestPlays.playedOn} = '2026-11-20'`);
    expect(tickets).toHaveLength(5);
    expect(new Set(tickets.map((r) => r.code)).size).toBe(5);
    expect((await ticketMails()).filter((m) => players.some((p) => p.email === m.payload.to))).toHaveLength(5);
    expect((await get("getConcoursCine", {})).json().concours).toMatchObject({ etat: "termine", lots_restants: 0 });
  });

  it("lets one of two plays sent at once by the same customer through", async () => {
    clock = new Date("2026-11-21T15:00:00Z");
    await setContest({ oddsBp: 10_000, stock: 300, won: 0 });
    const { token, userId } = await customer();
    const answers = await Promise.all([post("playConcoursCine", {}, token), post("playConcoursCine", {}, token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await playsOf(userId)).toHaveLength(1);
    expect((await contestRow()).won).toBe(1);
  });
});
