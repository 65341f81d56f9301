// Sessions, accounts and login-as through HTTP on a real seeded database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { hashPassword } from "../../domain/passwords.ts";
import { runDueJobs } from "../../jobs/job-queue.ts";
import { RATE_RULES, signInAccountKey } from "./rate-limit.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let clock = new Date("2026-11-22T10:00:00Z");
const ORIGIN = { origin: "http://localhost:3000" };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const staffHash = await hashPassword("Chef de rayon 2026");
  await t.database.db.insert(schema.users).values({
    email: "support@cabas.example",
    passwordHash: staffHash,
    nom: "Martin",
    prenom: "Léa",
    permissions: ["customer.impersonate"],
  });
});
afterAll(() => t.close());

type Injected = Awaited<ReturnType<TestApp["app"]["inject"]>>;
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/next-react/${url}.php`, payload, headers: { ...ORIGIN, ...headers } });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: `/next-react/${url}.php`, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const cookie = (res: Injected, name: string) => res.cookies.find((c) => c.name === name);

const newCustomer = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: "Un cabas plein de légumes",
  civilite: "Mme",
  nom: "Durand",
  prenom: "Chloé",
  cp: "75011",
  ...extra,
});

async function countUsers() {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.users);
  return row?.n ?? 0;
}

describe("guest session by postal code", () => {
  it("gives a guest token and the perimeter's cookies for a delivered postal code", async () => {
    const res = await post("loginCP", { cp: "75011" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, permissions: [], code_postal: "75011", panier: null });
    expect(body.token).toHaveLength(43);
    const guest = cookie(res, "ID_VISITEUR");
    expect(guest).toMatchObject({ value: body.token, httpOnly: true, sameSite: "Lax", maxAge: 86400 });
    expect(cookie(res, "CP")).toMatchObject({ value: "75011", maxAge: 365 * 86400 });
    expect(cookie(res, "ID_PERIMETRE")).toMatchObject({ value: String(body.perimetre), maxAge: 365 * 86400 });
  });

  it("refuses a postal code outside every perimeter in French and sets nothing", async () => {
    const res = await post("loginCP", { cp: "29200" });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/Cabas ne livre pas encore le 29200/);
    expect(res.json().message).not.toMatch(/newsletter/);
    expect(res.cookies).toHaveLength(0);
    expect((await post("loginCP", { cp: "7501" })).statusCode).toBe(400);
  });

  it("says a postal code no commune has does not exist", async () => {
    const res = await post("loginCP", { cp: "99999" });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Ce code postal n'existe pas.");
    expect(res.cookies).toHaveLength(0);
  });
});

describe("geoloc", () => {
  it("finds the served postal code nearest to the visitor, arrondissement by arrondissement in Paris", async () => {
    // Near the Eiffel Tower (7th arrondissement), then in the Vieux-Lille.
    const paris = await t.app.inject({ method: "GET", url: "/next-react/geoloc.php?lat=48.8566&lng=2.3201" });
    expect(paris.statusCode).toBe(200);
    expect(paris.json()).toMatchObject({ success: true, code_postal: "75007", id_perimetre: 1 });
    const lille = await t.app.inject({ method: "GET", url: "/next-react/geoloc.php?lat=50.6404&lng=3.0614" });
    expect(lille.json()).toMatchObject({ success: true, code_postal: "59000", commune: "Lille" });
    expect(lille.json().distanceKm).toBeLessThan(2);
  });

  it("says in French that nobody delivers far from every perimeter, and refuses bad coordinates", async () => {
    const brest = await t.app.inject({ method: "GET", url: "/next-react/geoloc.php?lat=48.39&lng=-4.486" });
    expect(brest.statusCode).toBe(422);
    expect(brest.json()).toMatchObject({ success: false });
    expect(brest.json().message).toMatch(/ne livre pas encore autour de vous/);
    expect(brest.cookies).toHaveLength(0);
    const bad = await t.app.inject({ method: "GET", url: "/next-react/geoloc.php?lat=abc&lng=999" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.lat[0]).toMatch(/latitude/i);
    expect(bad.json().errors.lng[0]).toMatch(/longitude/i);
  });
});

describe("sign-up, sign-in, sign-out", () => {
  let token = "";

  it("creates a consumer account, signs it in with HttpOnly cookies and queues the welcome e-mail", async () => {
    const res = await post("register", newCustomer("chloe.durand@example.fr"));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, modal: "BIENVENUE", code_postal: "75011" });
    token = body.token;
    expect(cookie(res, "ID")).toMatchObject({ value: token, httpOnly: true, sameSite: "Lax", maxAge: 365 * 86400 });
    expect(JSON.parse(cookie(res, "AUTH_CREDENTIAL")?.value ?? "{}")).toEqual({ token, permissions: [] });
    const me = (await get("me", bearer(token))).json();
    expect(me.user).toMatchObject({ email: "chloe.durand@example.fr", prenom: "Chloé", civilite: "Mme", role: { id: 2 }, kind: "consumer" });
    expect(me.user.id).toBeGreaterThanOrEqual(3_725_781);
    const jobs = await t.database.db.select().from(schema.backgroundJobs);
    expect(jobs.some((j) => j.payload.to === "chloe.durand@example.fr" && j.payload.subject === "Bienvenue chez Cabas")).toBe(true);
  });

  it("gives back the phone typed at sign-up, for the first address to start with it", async () => {
    const withPhone = (await post("register", newCustomer("chloe.tel@example.fr", { telephone: "06 12 34 56 78" }))).json().token;
    expect((await get("me", bearer(withPhone))).json().user).toMatchObject({ prenom: "Chloé", nom: "Durand", telephone: "06 12 34 56 78", settings: { code_postal: "75011" } });
    const without = (await post("register", newCustomer("chloe.sanstel@example.fr"))).json().token;
    expect((await get("me", bearer(without))).json().user.telephone).toBeNull();
  });

  it("refuses a second account with the same address, whatever its case", async () => {
    const before = await countUsers();
    const res = await post("register", newCustomer("Chloe.Durand@Example.fr"));
    expect(res.statusCode).toBe(409);
    expect(await countUsers()).toBe(before);
  });

  it("refuses bad input field by field and creates nothing", async () => {
    const before = await countUsers();
    const res = await post("register", newCustomer("pas-une-adresse", { password: "court", nom: "" }));
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors.email).toEqual(["L'adresse e-mail n'est pas valide."]);
    expect(errors.password).toEqual(["Le mot de passe doit compter au moins 8 caractères."]);
    expect(errors.nom).toEqual(["Le nom est obligatoire."]);
    expect((await post("register", newCustomer("a@example.fr", { password: "x".repeat(129) }))).json().errors.password[0]).toMatch(/128/);
    expect((await post("register", newCustomer("b@example.fr", { password: "azerty123" }))).json().errors.password[0]).toMatch(/trop courant/);
    expect(await countUsers()).toBe(before);
  });

  it("checks a professional's SIRET by its Luhn key and VAT number against it", async () => {
    const bad = await post("register", newCustomer("pro@example.fr", { pro: "1", raison_sociale: "Bistrot du Canal", siret: "73282932000075" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.siret).toEqual(["Ce SIRET n'est pas valide : vérifiez les 14 chiffres."]);
    const ok = await post("register", newCustomer("pro@example.fr", { pro: "1", raison_sociale: "Bistrot du Canal", siret: "732 829 320 00074", tva: "FR44732829320" }));
    expect(ok.statusCode).toBe(200);
    const me = (await get("me", bearer(ok.json().token))).json();
    expect(me.user).toMatchObject({ kind: "professional", company: { name: "Bistrot du Canal", siret: "73282932000074", vat: "FR44732829320" } });
  });

  it("tells a professional every mistake of the sign-up at once, the company's with the others", async () => {
    const res = await post("register", newCustomer("pro.erreurs@example.fr", { civilite: "", nom: "", pro: "1", raison_sociale: "", siret: "12345678901234", tva: "FR00123" }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["civilite", "nom", "raison_sociale", "siret", "tva"]);
  });

  it("signs in with the right password only, with one French message for both mistakes", async () => {
    const wrong = await post("loginToken", { email: "chloe.durand@example.fr", password: "pas le bon" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe("Adresse e-mail ou mot de passe incorrect.");
    const unknown = await post("loginToken", { email: "personne@example.fr", password: "pas le bon" });
    expect(unknown.json().message).toBe("Adresse e-mail ou mot de passe incorrect.");
    const ok = await post("loginToken", { email: "CHLOE.DURAND@example.fr", password: "Un cabas plein de légumes", redirect: "/mon-compte?onglet=1" }, { cookie: `ID=${token}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ redirect: "/mon-compte?onglet=1", permissions: [] });
    // Rotation: the previous session ends at sign-in.
    expect((await get("me", bearer(token))).statusCode).toBe(401);
    token = ok.json().token;
    expect((await get("me", bearer(token))).statusCode).toBe(200);
  });

  it("never echoes a foreign redirect target", async () => {
    const res = await post("loginToken", { email: "chloe.durand@example.fr", password: "Un cabas plein de légumes", redirect: "https://evil.example/" });
    expect(res.json().redirect).toBeNull();
    token = res.json().token;
  });

  it("signs out: the token stops working and the cookies are cleared", async () => {
    const res = await post("logoutToken", {}, { cookie: `ID=${token}` });
    expect(res.statusCode).toBe(200);
    expect(cookie(res, "ID")?.value).toBe("");
    const after = await get("me", bearer(token));
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe("NOT_AUTHORIZED");
    expect(cookie(after, "AUTH_CREDENTIAL")?.value).toBe("");
  });

  it("limits sign-in attempts per account with a French message, never a 500", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      statuses.push((await post("loginToken", { email: "cible@example.fr", password: `essai ${i}` })).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const limited = await post("loginToken", { email: "cible@example.fr", password: "encore" });
    expect(limited.json().message).toMatch(/Trop de tentatives.*réessayez dans \d+ minute/);
  });

  it("locks an account only for the address its wrong passwords came from (an IPv6 /64 as one)", async () => {
    await post("register", newCustomer("visee@example.fr"));
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({ method: "POST", url: "/next-react/loginToken.php", remoteAddress, headers: ORIGIN, payload: { email: "visee@example.fr", password } });
    for (let i = 0; i < 10; i++) expect((await from("2001:db8:66:1::1", `essai ${i}`)).statusCode).toBe(422);
    // The guesser's /64 waits, even with the right password from another address of it.
    expect((await from("2001:db8:66:1::2", "Un cabas plein de légumes")).statusCode).toBe(429);
    // The customer, at home, signs in.
    expect((await from("192.0.2.44", "Un cabas plein de légumes")).statusCode).toBe(200);
  });

  it("stops guessing spread over many addresses at the account's ceiling", async () => {
    await post("register", newCustomer("repartie@example.fr"));
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({ method: "POST", url: "/next-react/loginToken.php", remoteAddress, headers: ORIGIN, payload: { email: "repartie@example.fr", password } });
    // Ninety-nine wrong passwords already counted, from many addresses, each under its own limit.
    await t.database.db.insert(schema.rateLimits).values({ key: signInAccountKey("repartie@example.fr"), windowStart: clock, count: RATE_RULES.loginPerAccount.limit - 1 });
    expect((await from("198.51.100.1", "essai")).statusCode).toBe(422);
    const refused = await from("198.51.100.2", "Un cabas plein de légumes");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Trop de tentatives/);
    expect(RATE_RULES.loginPerAccount.limit).toBeGreaterThanOrEqual(10 * RATE_RULES.loginPerAccountAddress.limit);
  });

  it("counts only failed sign-ins against the limit", async () => {
    await post("register", { email: "habituee@example.fr", password: "Un cabas plein de légumes", civilite: "Mme", nom: "Roux", prenom: "Léa", cp: "75011" });
    for (let i = 0; i < 12; i++) {
      const ok = await post("loginToken", { email: i % 2 ? "habituee@example.fr" : "HABITUEE@example.fr", password: "Un cabas plein de légumes" });
      expect(ok.statusCode).toBe(200);
    }
    // Nine failures still leave the tenth attempt, whatever the successes before.
    for (let i = 0; i < 9; i++) expect((await post("loginToken", { email: "habituee@example.fr", password: `essai ${i}` })).statusCode).toBe(422);
    expect((await post("loginToken", { email: "habituee@example.fr", password: "Un cabas plein de légumes" })).statusCode).toBe(200);
  });
});

describe("password reset", () => {
  const outboxLink = async () => {
    const jobs = await t.database.db.select().from(schema.backgroundJobs).where(sql`${schema.backgroundJobs.payload}->>'subject' like 'Réinitialisation%'`);
    const raw = jobs.at(-1)?.payload.text;
    const text = typeof raw === "string" ? raw : "";
    return /reset=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
  };

  it("answers the same whether or not the address has an account", async () => {
    const known = await post("forgotPassword", { step: "1", email: "chloe.durand@example.fr" });
    const unknown = await post("forgotPassword", { step: "1", email: "inconnu@example.fr" });
    expect(known.statusCode).toBe(200);
    expect(unknown.json().message).toBe(known.json().message);
  });

  it("sets a new password once with the e-mailed link, and refuses it replayed", async () => {
    const resetToken = await outboxLink();
    expect(resetToken.length).toBeGreaterThan(20);
    const done = await post("forgotPassword", { step: "2", token: resetToken, password: "Des radis et du beurre" });
    expect(done.statusCode).toBe(200);
    const replay = await post("forgotPassword", { step: "2", token: resetToken, password: "Encore un autre essai" });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().message).toBe("Ce lien de réinitialisation n'est plus valable. Demandez-en un nouveau.");
    expect((await post("loginToken", { email: "chloe.durand@example.fr", password: "Des radis et du beurre" })).statusCode).toBe(200);
  });

  it("refuses an expired link", async () => {
    await post("forgotPassword", { step: "1", email: "chloe.durand@example.fr" });
    const resetToken = await outboxLink();
    clock = new Date(clock.getTime() + 31 * 60_000);
    const res = await post("forgotPassword", { step: "2", token: resetToken, password: "Des radis et du beurre 2" });
    expect(res.statusCode).toBe(422);
  });

  it("kills the other links already mailed once one of them has set the password", async () => {
    const email = "deux.liens@example.fr";
    expect((await post("register", newCustomer(email))).statusCode).toBe(200);
    const linksTo = async () => {
      const jobs = await t.database.db.select().from(schema.backgroundJobs).where(sql`${schema.backgroundJobs.payload}->>'to' = ${email} and ${schema.backgroundJobs.payload}->>'subject' like 'Réinitialisation%'`).orderBy(schema.backgroundJobs.id);
      return jobs.map((job) => /reset=([A-Za-z0-9_-]+)/.exec(String(job.payload.text))?.[1] ?? "");
    };
    await post("forgotPassword", { step: "1", email });
    await post("forgotPassword", { step: "1", email });
    const [older, newer] = await linksTo();
    expect(older && newer && older !== newer).toBe(true);
    expect((await post("forgotPassword", { step: "2", token: newer, password: "Le mot de passe choisi" })).statusCode).toBe(200);
    const stale = await post("forgotPassword", { step: "2", token: older, password: "Le mot de passe du pirate" });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().message).toBe("Ce lien de réinitialisation n'est plus valable. Demandez-en un nouveau.");
    expect((await post("loginToken", { email, password: "Le mot de passe du pirate" })).statusCode).toBe(422);
    expect((await post("loginToken", { email, password: "Le mot de passe choisi" })).statusCode).toBe(200);
  });

  it("sends queued e-mails through the background job", async () => {
    const sent: string[] = [];
    await runDueJobs(t.database.db, { "mail.send": async (p) => void sent.push(String(p.subject)) }, new Date(clock.getTime() + 60_000));
    expect(sent).toContain("Réinitialisation de votre mot de passe Cabas");
    const pending = await t.database.db.select().from(schema.backgroundJobs).where(sql`${schema.backgroundJobs.doneAt} is null`);
    expect(pending).toHaveLength(0);
  });
});

describe("profile", () => {
  let token = "";
  beforeAll(async () => {
    token = (await post("register", newCustomer("profil@example.fr"))).json().token;
  });

  it("updates the customer's own details and opt-ins", async () => {
    // A new address needs the current password (ADR 0041; the refusals and the link are in credential-change.test.ts).
    const res = await post(
      "updateMe",
      { action: "infos", nom: "Petit", prenom: "Jules", email: "jules.petit@example.fr", civilite: "M.", telephone: "0611223344", password: "Un cabas plein de légumes" },
      bearer(token),
    );
    // The name is saved at once; the new address waits for the link mailed to it (ADR 0041, amended).
    expect(res.json().user).toMatchObject({ nom: "Petit", prenom: "Jules", email: "profil@example.fr", civilite: "M.", emailEnAttente: { email: "jules.petit@example.fr" } });
    const optin = await post("setOptin", { abo: "1", type: "sms", origine: "next" }, bearer(token));
    expect(optin.json().optins).toContainEqual({ type: "sms", abo: true });
    expect((await post("setGroupe", { type: "old" }, bearer(token))).json().groupe).toBe("old");
  });

  it("refuses SMS to an account without a phone, in French beside the field, and changes nothing", async () => {
    const unphoned = (await post("register", newCustomer("sans.tel@example.fr"))).json().token;
    const refused = await post("setOptin", { abo: "1", type: "sms", origine: "next" }, bearer(unphoned));
    expect(refused.statusCode).toBe(422);
    const why = "Ajoutez un numéro de téléphone dans vos informations personnelles pour recevoir les SMS.";
    expect(refused.json()).toMatchObject({ success: false, message: why, errors: { abo: [why] } });
    expect((await get("me", bearer(unphoned))).json().user.optins).not.toContainEqual({ type: "sms", abo: true });
    // Turning them off, and the other subscriptions, need no phone.
    expect((await post("setOptin", { abo: "0", type: "sms" }, bearer(unphoned))).statusCode).toBe(200);
    expect((await post("setOptin", { abo: "1", type: "newsletter" }, bearer(unphoned))).statusCode).toBe(200);
  });

  it("sees, changes and removes the phone given at sign-up; a bad number is refused in French and nothing changes", async () => {
    const phoned = (await post("register", newCustomer("profil.tel@example.fr", { telephone: "0611223344" }))).json().token;
    const infos = { action: "infos", civilite: "Mme", nom: "Durand", prenom: "Chloé", email: "profil.tel@example.fr" };
    // Kept as typed before this form existed: shown as every other phone is.
    expect((await get("me", bearer(phoned))).json().user.telephone).toBe("06 11 22 33 44");

    const bad = await post("updateMe", { ...infos, nom: "Changé", telephone: "12345" }, bearer(phoned));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.telephone).toEqual(["Le numéro de téléphone n'est pas valide (ex. 06 12 34 56 78)."]);
    expect((await get("me", bearer(phoned))).json().user).toMatchObject({ nom: "Durand", telephone: "06 11 22 33 44" });

    const changed = await post("updateMe", { ...infos, telephone: "+33 1 23 45 67 89" }, bearer(phoned));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.telephone).toBe("01 23 45 67 89");
    // An older client that sends no phone leaves it as it is.
    expect((await post("updateMe", infos, bearer(phoned))).json().user.telephone).toBe("01 23 45 67 89");
    const removed = await post("updateMe", { ...infos, telephone: "  " }, bearer(phoned));
    expect(removed.statusCode).toBe(200);
    expect((await get("me", bearer(phoned))).json().user.telephone).toBeNull();
  });

  it("turns SMS off with the phone they were sent to, and says so; a save that keeps the phone leaves them on", async () => {
    const phoned = (await post("register", newCustomer("profil.sms@example.fr", { telephone: "0611223344" }))).json().token;
    const infos = { action: "infos", civilite: "Mme", nom: "Roux", prenom: "Léa", email: "profil.sms@example.fr" };
    expect((await post("setOptin", { abo: "1", type: "sms" }, bearer(phoned))).statusCode).toBe(200);
    const kept = await post("updateMe", { ...infos, telephone: "07 11 22 33 44" }, bearer(phoned));
    expect(kept.json().message).toBe("Vos informations sont enregistrées.");
    expect(kept.json().user.optins).toContainEqual({ type: "sms", abo: true });
    const removed = await post("updateMe", { ...infos, telephone: "" }, bearer(phoned));
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(
      "Vos informations sont enregistrées. Sans numéro de téléphone, vous ne recevrez plus de SMS : ajoutez-en un pour les réactiver dans « Paramètres ».",
    );
    expect((await get("me", bearer(phoned))).json().user.optins).toContainEqual({ type: "sms", abo: false });
    // Saved again without a phone: nothing more to turn off, nothing more said.
    expect((await post("updateMe", { ...infos, telephone: "" }, bearer(phoned))).json().message).toBe("Vos informations sont enregistrées.");
  });

  it("refuses a sign-up phone that is no French number, in French", async () => {
    const res = await post("register", newCustomer("profil.faux@example.fr", { telephone: "+44 20 7946 0958" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.telephone).toEqual(["Le numéro de téléphone n'est pas valide (ex. 06 12 34 56 78)."]);
  });

  it("refuses a password change with the wrong old password", async () => {
    const res = await post("updateMe", { action: "password", oldPassword: "faux", newPassword: "Une nouvelle recette" }, bearer(token));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Le mot de passe actuel est incorrect.");
  });

  it("refuses profile calls without a session", async () => {
    expect((await post("updateMe", { action: "infos", nom: "X", prenom: "Y", email: "x@example.fr", civilite: "M." })).statusCode).toBe(401);
    expect((await get("me")).statusCode).toBe(401);
  });
});

describe("staff login-as", () => {
  let staffToken = "";
  let customerToken = "";
  let customerId = 0;
  beforeAll(async () => {
    staffToken = (await post("loginToken", { email: "support@cabas.example", password: "Chef de rayon 2026" })).json().token;
    const reg = (await post("register", newCustomer("client.aide@example.fr"))).json();
    customerToken = reg.token;
    customerId = (await get("me", bearer(customerToken))).json().user.id;
  });

  it("refuses login-as to a customer", async () => {
    const res = await post("loginSA", { id_client: customerId }, bearer(customerToken));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("NOT_AUTHORIZED");
  });

  it("lets staff act as a customer, audited, with the impersonation visible", async () => {
    const res = await post("loginSA", { email: "client.aide@example.fr" }, bearer(staffToken));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Vous agissez en tant que Chloé Durand.");
    const acting = res.json().token;
    const me = (await get("me", bearer(acting))).json().user;
    expect(me.id).toBe(customerId);
    expect(me.impersonatedBy).toMatchObject({ name: "Léa Martin" });
    const audit = await t.database.db.select().from(schema.impersonations).where(eq(schema.impersonations.customerUserId, customerId));
    expect(audit).toHaveLength(1);
    // The customer session opened by login-as carries no staff power.
    expect((await get("getDebug", bearer(acting))).statusCode).toBe(403);
  });

  it("cannot act as a staff member", async () => {
    const res = await post("loginSA", { email: "support@cabas.example" }, bearer(staffToken));
    expect(res.statusCode).toBe(422);
  });

  it("shows debug facts to staff only", async () => {
    expect((await get("getDebug")).statusCode).toBe(401);
    expect((await get("getDebug", bearer(customerToken))).statusCode).toBe(403);
    const ok = await get("getDebug", bearer(staffToken));
    expect(ok.json()).toMatchObject({ success: true, node: process.version });
  });
});

// Last: its twenty sign-ups queue twenty welcome e-mails the job test above does not expect.
describe("sign-ups per address", () => {
  it("counts an IPv6 network (/64) as one address for sign-ups, as for slot places (ADR 0061)", async () => {
    const from = (remoteAddress: string, email: string) =>
      t.app.inject({ method: "POST", url: "/next-react/register.php", remoteAddress, headers: ORIGIN, payload: newCustomer(email) });
    // Twenty sign-ups an hour per address: each from a fresh address of one /64, as a script could.
    for (let i = 1; i <= 20; i++) expect((await from(`2001:db8:7:7::${i.toString(16)}`, `v6-${i}@example.fr`)).statusCode).toBe(200);
    const refused = await from("2001:db8:7:7:ffff::1", "v6-21@example.fr");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Trop de/);
    expect(await t.database.db.select().from(schema.users).where(eq(schema.users.email, "v6-21@example.fr"))).toHaveLength(0);
    expect((await from("2001:db8:7:8::1", "v6-autre-reseau@example.fr")).statusCode).toBe(200);
  });
});
