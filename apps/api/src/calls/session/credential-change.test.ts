// updateMe through HTTP on a real seeded database: changing the e-mail needs the current password, tells the old
// address and waits for the link mailed to the new one (changementEmail, confirmChangementEmail), changing the
// password tells the account's address, staff acting as the customer changes neither, and every refusal changes
// nothing (ADR 0041).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { hashPassword } from "../../domain/passwords.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bearer, ORIGIN, registerCustomer } from "../../test/order-fixtures.ts";
import {
  EMAIL_CHANGE_NEEDS_PASSWORD,
  EMAIL_TAKEN,
  IMPERSONATION_CREDENTIALS_REFUSAL,
  SAME_PASSWORD,
  WRONG_OLD_PASSWORD,
  WRONG_PASSWORD_FOR_EMAIL,
} from "./credential-change-rules.ts";
import {
  EMAIL_CHANGE_LINK_EXPIRED,
  EMAIL_CHANGE_LINK_UNKNOWN,
  EMAIL_CHANGE_LINK_USED,
  EMAIL_TAKEN_BEFORE_CONFIRMATION,
  NO_PENDING_EMAIL_CHANGE,
} from "./email-change-rules.ts";

let t: TestApp;
const START = new Date("2026-11-22T10:00:00Z");
let clock = START;
const PASSWORD = "Un cabas plein de légumes";
const STAFF_PASSWORD = "Chef de rayon 2026";

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await t.database.db.insert(schema.users).values({
    email: "support@cabas.example",
    passwordHash: await hashPassword(STAFF_PASSWORD),
    nom: "Martin",
    prenom: "Léa",
    permissions: ["customer.impersonate"],
  });
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (call: string, payload: Record<string, unknown>, token?: string) =>
  t.app.inject({ method: "POST", url: `/next-react/${call}.php`, payload, headers: { ...ORIGIN, ...(token ? bearer(token) : {}) } });
const me = (token: string) => t.app.inject({ method: "GET", url: "/next-react/me.php", headers: bearer(token) });
const signIn = (email: string, password = PASSWORD) => post("loginToken", { email, password });
const infos = (token: string, fields: Record<string, unknown>) =>
  post("updateMe", { action: "infos", civilite: "Mme", nom: "Durand", prenom: "Chloé", ...fields }, token);
const changePassword = (token: string, oldPassword: string, newPassword: string) => post("updateMe", { action: "password", oldPassword, newPassword }, token);
const userRow = async (id: number) => (await db().select().from(schema.users).where(eq(schema.users.id, id)))[0]!;
const mailsTo = (to: string) =>
  db()
    .select({ subject: sql<string>`${schema.backgroundJobs.payload}->>'subject'`, text: sql<string>`${schema.backgroundJobs.payload}->>'text'` })
    .from(schema.backgroundJobs)
    .where(and(eq(schema.backgroundJobs.kind, "mail.send"), sql`${schema.backgroundJobs.payload}->>'to' = ${to}`))
    .orderBy(schema.backgroundJobs.id);
/** The token of the last link mailed to a new address. */
const linkTokenFor = async (to: string): Promise<string> => {
  const links = (await mailsTo(to)).filter((m) => m.subject === "Confirmez votre nouvelle adresse e-mail Cabas");
  const token = /jeton=([\w-]+)/.exec(links.at(-1)?.text ?? "")?.[1];
  if (!token) throw new Error(`no link mailed to ${to}`);
  return token;
};
const attempts = async (email: string) =>
  (await db().select().from(schema.rateLimits).where(eq(schema.rateLimits.key, `login:account:${email}`)))[0]?.count ?? 0;

describe("updateMe, action infos", () => {
  it("saves the name and title without the password while the address stays", async () => {
    const { token, userId } = await registerCustomer(t, "nom.seul@example.fr");
    const res = await infos(token, { email: "Nom.Seul@example.fr", nom: "Petit", prenom: "Jules", civilite: "M." });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: "Vos informations sont enregistrées.", user: { nom: "Petit", prenom: "Jules", email: "nom.seul@example.fr" } });
    expect(await mailsTo("nom.seul@example.fr")).not.toContainEqual(expect.objectContaining({ subject: "Votre adresse e-mail Cabas a été modifiée" }));
    expect((await userRow(userId)).nom).toBe("Petit");
  });

  it("asks for the current password to change the address, beside its field, and changes nothing", async () => {
    const { token, userId } = await registerCustomer(t, "sans.mdp@example.fr");
    const before = await userRow(userId);
    const res = await infos(token, { email: "pirate@example.fr", nom: "Autre" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: EMAIL_CHANGE_NEEDS_PASSWORD, errors: { password: [EMAIL_CHANGE_NEEDS_PASSWORD] } });
    expect(await userRow(userId)).toEqual(before);
  });

  it("refuses a wrong password, changes nothing, and counts it like a sign-in attempt", async () => {
    const { token, userId } = await registerCustomer(t, "mauvais.mdp@example.fr");
    const before = await userRow(userId);
    const res = await infos(token, { email: "pirate@example.fr", nom: "Autre", password: "pas le bon" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: WRONG_PASSWORD_FOR_EMAIL, errors: { password: [WRONG_PASSWORD_FOR_EMAIL] } });
    expect(await userRow(userId)).toEqual(before);
    expect(await attempts("mauvais.mdp@example.fr")).toBe(1);
    // The sign-in limit is shared: ten wrong guesses here and the account's sign-in waits too.
    for (let i = 0; i < 9; i++) await infos(token, { email: "pirate@example.fr", password: `essai ${i}` });
    expect((await infos(token, { email: "pirate@example.fr", password: PASSWORD })).statusCode).toBe(429);
    expect((await signIn("mauvais.mdp@example.fr")).statusCode).toBe(429);
    expect((await userRow(userId)).email).toBe("mauvais.mdp@example.fr");
  });

  it("refuses an address another account has, once the password is proved", async () => {
    await registerCustomer(t, "deja.pris@example.fr");
    const { token, userId } = await registerCustomer(t, "veut.prendre@example.fr");
    const res = await infos(token, { email: "Deja.Pris@example.fr", password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: EMAIL_TAKEN, errors: { email: [EMAIL_TAKEN] } });
    expect((await userRow(userId)).email).toBe("veut.prendre@example.fr");
    expect(await attempts("veut.prendre@example.fr")).toBe(0);
  });

  it("asks for a new address with the password: the account keeps its own until the link, mailed to the new one; the old one is told", async () => {
    const { token, userId } = await registerCustomer(t, "demande@example.fr");
    const res = await infos(token, { email: "Nouvelle.Demande@example.fr", nom: "Lemoine", password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain("ouvrez le lien que nous venons d'envoyer à nouvelle.demande@example.fr (valable 24 heures)");
    // The name needs no link; the address does.
    expect(res.json().user).toMatchObject({ nom: "Lemoine", email: "demande@example.fr", emailEnAttente: { email: "nouvelle.demande@example.fr", expireLe: "2026-11-23T10:00:00.000Z" } });
    expect((await userRow(userId)).email).toBe("demande@example.fr");
    expect((await me(token)).json().user.emailEnAttente.email).toBe("nouvelle.demande@example.fr");

    const [link] = (await mailsTo("nouvelle.demande@example.fr")).filter((m) => m.subject === "Confirmez votre nouvelle adresse e-mail Cabas");
    expect(link?.text).toMatch(/\/confirmer-ma-nouvelle-adresse\?jeton=[\w-]{20,}/);
    expect(link?.text).toContain("dans les 24 heures");
    // Nobody has checked whose mailbox this is yet (a mistyped address): the link names no one (ADR 0134).
    expect(link?.text).toMatch(/^Bonjour,\n/);
    expect(link?.text).not.toContain("Chloé");
    const [asked] = (await mailsTo("demande@example.fr")).filter((m) => m.subject === "Changement d'adresse e-mail demandé sur votre compte Cabas");
    expect(asked?.text).toContain("le 22 novembre 2026 à 11 h que l'adresse e-mail de votre compte Cabas devienne no•••@example.fr");
    expect(asked?.text).not.toContain("nouvelle.demande@");
    expect(asked?.text).toContain("Si ce n'est pas vous");
    expect(asked?.text).toContain("/contacter-cabas");
    expect(await mailsTo("demande@example.fr")).not.toContainEqual(expect.objectContaining({ subject: "Votre adresse e-mail Cabas a été modifiée" }));
    // Signing in and mails still go by the account's address; the new one does not open it yet.
    expect((await signIn("demande@example.fr")).statusCode).toBe(200);
    expect((await signIn("nouvelle.demande@example.fr")).statusCode).toBe(422);
    // Only the token's hash is kept.
    const [row] = await db().select().from(schema.emailChanges).where(eq(schema.emailChanges.userId, userId));
    expect(link?.text).not.toContain(row!.tokenHash);
  });

  it("changes the address once its link is opened, signed out, tells the old one, signs out the other devices; the link serves once", async () => {
    const { token, userId } = await registerCustomer(t, "ancienne@example.fr");
    const otherDevice = (await signIn("ancienne@example.fr")).json().token as string;
    await post("forgotPassword", { step: 1, email: "ancienne@example.fr" });
    expect(await db().select().from(schema.passwordResets).where(eq(schema.passwordResets.userId, userId))).toHaveLength(1);
    expect((await infos(token, { email: "Nouvelle.Adresse@example.fr", password: PASSWORD })).statusCode).toBe(200);

    const opened = await post("confirmChangementEmail", { token: await linkTokenFor("nouvelle.adresse@example.fr") });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ email: "nouvelle.adresse@example.fr", message: expect.stringContaining("confirmée") });
    const after = await userRow(userId);
    expect(after.email).toBe("nouvelle.adresse@example.fr");
    // The link reached the new mailbox: the address is confirmed for games with prizes (ADR 0048).
    expect(after.emailConfirmedAt).toEqual(clock);

    const [notice] = (await mailsTo("ancienne@example.fr")).filter((m) => m.subject === "Votre adresse e-mail Cabas a été modifiée");
    expect(notice?.text).toContain("a été modifiée le 22 novembre 2026 à 11 h.");
    expect(notice?.text).toContain("Elle est désormais no•••@example.fr");
    expect(notice?.text).not.toContain("nouvelle.adresse@");
    expect(notice?.text).toContain("Si ce n'est pas vous, contactez-nous sans attendre : http");

    // The session that asked goes on; the other device and the reset link mailed to the old address are over.
    expect((await me(token)).json().user).toMatchObject({ email: "nouvelle.adresse@example.fr", emailEnAttente: null });
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect(await db().select().from(schema.passwordResets).where(and(eq(schema.passwordResets.userId, userId), isNull(schema.passwordResets.usedAt)))).toHaveLength(0);
    expect((await signIn("nouvelle.adresse@example.fr")).statusCode).toBe(200);
    expect((await signIn("ancienne@example.fr")).statusCode).toBe(422);

    const again = await post("confirmChangementEmail", { token: await linkTokenFor("nouvelle.adresse@example.fr") });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(EMAIL_CHANGE_LINK_USED);
  });

  it("replaces an older request with a newer one, sends the link again, cancels, and refuses a dead link in French", async () => {
    const { token, userId } = await registerCustomer(t, "hesite@example.fr");
    expect((await infos(token, { email: "premiere@example.fr", password: PASSWORD })).statusCode).toBe(200);
    const first = await linkTokenFor("premiere@example.fr");
    expect((await infos(token, { email: "seconde@example.fr", password: PASSWORD })).statusCode).toBe(200);
    expect((await me(token)).json().user.emailEnAttente.email).toBe("seconde@example.fr");
    const replaced = await post("confirmChangementEmail", { token: first });
    expect(replaced.statusCode).toBe(422);
    expect(replaced.json().message).toBe(EMAIL_CHANGE_LINK_UNKNOWN);

    const second = await linkTokenFor("seconde@example.fr");
    const resent = await post("changementEmail", { action: "renvoyer" }, token);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().message).toBe("Un nouveau lien de confirmation est envoyé à seconde@example.fr, valable 24 heures.");
    const third = await linkTokenFor("seconde@example.fr");
    expect(third).not.toBe(second);
    expect((await post("confirmChangementEmail", { token: second })).json().message).toBe(EMAIL_CHANGE_LINK_UNKNOWN);

    const cancelled = await post("changementEmail", { action: "annuler" }, token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe("Le changement d'adresse e-mail est annulé : votre adresse reste hesite@example.fr.");
    expect((await me(token)).json().user.emailEnAttente).toBeNull();
    expect((await post("confirmChangementEmail", { token: third })).json().message).toBe(EMAIL_CHANGE_LINK_UNKNOWN);
    const nothing = await post("changementEmail", { action: "renvoyer" }, token);
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toBe(NO_PENDING_EMAIL_CHANGE);

    // A link's day is over: the address stays, the page says to ask again.
    expect((await infos(token, { email: "tardive@example.fr", password: PASSWORD })).statusCode).toBe(200);
    const late = await linkTokenFor("tardive@example.fr");
    clock = new Date(clock.getTime() + 24 * 3_600_000);
    try {
      expect((await me(token)).json().user.emailEnAttente).toBeNull();
      const expired = await post("confirmChangementEmail", { token: late });
      expect(expired.statusCode).toBe(422);
      expect(expired.json()).toMatchObject({ message: EMAIL_CHANGE_LINK_EXPIRED, lien: "expire" });
    } finally {
      clock = START;
    }
    expect((await userRow(userId)).email).toBe("hesite@example.fr");
    expect((await post("confirmChangementEmail", { token: "pas-un-vrai-jeton" })).json().message).toBe(EMAIL_CHANGE_LINK_UNKNOWN);
  });

  it("refuses the link when another account took the address meanwhile, and the account keeps its own", async () => {
    const { token, userId } = await registerCustomer(t, "lente@example.fr");
    expect((await infos(token, { email: "convoitee@example.fr", password: PASSWORD })).statusCode).toBe(200);
    await registerCustomer(t, "convoitee@example.fr");
    const taken = await post("confirmChangementEmail", { token: await linkTokenFor("convoitee@example.fr") });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: EMAIL_TAKEN_BEFORE_CONFIRMATION, lien: "prise" });
    expect((await userRow(userId)).email).toBe("lente@example.fr");
    expect((await me(token)).json().user.emailEnAttente).toBeNull();
  });

  it("limits the links mailed to new addresses to five an hour per account", async () => {
    const { token } = await registerCustomer(t, "bavarde@example.fr");
    for (let i = 0; i < 5; i++) expect((await infos(token, { email: `essai${i}@example.fr`, password: PASSWORD })).statusCode).toBe(200);
    expect((await infos(token, { email: "essai5@example.fr", password: PASSWORD })).statusCode).toBe(429);
    expect((await post("changementEmail", { action: "renvoyer" }, token)).statusCode).toBe(429);
    expect((await me(token)).json().user.emailEnAttente.email).toBe("essai4@example.fr");
  });
});

describe("updateMe, action password", () => {
  it("says a wrong old password beside its field and counts it like a sign-in attempt", async () => {
    const { token, userId } = await registerCustomer(t, "ancien.faux@example.fr");
    const before = await userRow(userId);
    const res = await changePassword(token, "faux", "Une nouvelle recette");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: WRONG_OLD_PASSWORD, errors: { oldPassword: [WRONG_OLD_PASSWORD] } });
    expect(await userRow(userId)).toEqual(before);
    expect(await attempts("ancien.faux@example.fr")).toBe(1);
  });

  it("refuses the current password as the new one", async () => {
    const { token, userId } = await registerCustomer(t, "meme.mdp@example.fr");
    const before = await userRow(userId);
    const res = await changePassword(token, PASSWORD, PASSWORD);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: SAME_PASSWORD, errors: { newPassword: [SAME_PASSWORD] } });
    expect(await userRow(userId)).toEqual(before);
  });

  it("changes the password, tells the account's address and signs out the other devices", async () => {
    const { token } = await registerCustomer(t, "nouveau.mdp@example.fr");
    const otherDevice = (await signIn("nouveau.mdp@example.fr")).json().token as string;
    const res = await changePassword(token, PASSWORD, "Une nouvelle recette de saison");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Votre mot de passe est modifié.");
    const [notice] = (await mailsTo("nouveau.mdp@example.fr")).filter((m) => m.subject === "Votre mot de passe Cabas a été modifié");
    expect(notice?.text).toContain("a été modifié le 22 novembre 2026 à 11 h.");
    expect(notice?.text).toContain("Si ce n'est pas vous");
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await signIn("nouveau.mdp@example.fr", "Une nouvelle recette de saison")).statusCode).toBe(200);
    expect(await attempts("nouveau.mdp@example.fr")).toBe(0);
  });
});

describe("forgotPassword, a new password by the e-mailed link", () => {
  it("drops a new address waiting for its link, as a change from the account does: its link no longer takes the account", async () => {
    // Whoever held the session asked for their own address; the owner, told by e-mail, chooses a new password.
    const { token, userId } = await registerCustomer(t, "reprise@example.fr");
    expect((await infos(token, { email: "intrus@example.org", password: PASSWORD })).statusCode).toBe(200);
    await post("forgotPassword", { step: 1, email: "reprise@example.fr" });
    const resetMail = (await mailsTo("reprise@example.fr")).find((m) => m.subject === "Réinitialisation de votre mot de passe Cabas");
    const resetToken = /reset=([\w-]+)/.exec(resetMail?.text ?? "")?.[1];
    const reset = await post("forgotPassword", { step: 2, token: resetToken, password: "Une soupe de potiron" });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await db().select().from(schema.emailChanges).where(eq(schema.emailChanges.userId, userId))).toHaveLength(0);

    const opened = await post("confirmChangementEmail", { token: await linkTokenFor("intrus@example.org") });
    expect(opened.statusCode).toBe(422);
    expect(opened.json().message).toBe(EMAIL_CHANGE_LINK_UNKNOWN);
    expect((await userRow(userId)).email).toBe("reprise@example.fr");
    expect((await signIn("reprise@example.fr", "Une soupe de potiron")).statusCode).toBe(200);
  });
});

describe("staff acting as the customer", () => {
  it("corrects the name but changes neither the address nor the password, even with the customer's password", async () => {
    const { userId } = await registerCustomer(t, "aidee@example.fr");
    const staff = (await signIn("support@cabas.example", STAFF_PASSWORD)).json().token as string;
    const acting = (await post("loginSA", { id_client: userId }, staff)).json().token as string;

    const name = await infos(acting, { email: "aidee@example.fr", nom: "Durand-Petit" });
    expect(name.statusCode, name.body).toBe(200);
    expect((await userRow(userId)).nom).toBe("Durand-Petit");

    const email = await infos(acting, { email: "support.perso@example.fr", password: PASSWORD });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({ message: IMPERSONATION_CREDENTIALS_REFUSAL, errors: { email: [IMPERSONATION_CREDENTIALS_REFUSAL] } });
    // Nor send again or cancel a change the customer asked.
    const resend = await post("changementEmail", { action: "renvoyer" }, acting);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(IMPERSONATION_CREDENTIALS_REFUSAL);
    const password = await changePassword(acting, PASSWORD, "Une nouvelle recette de saison");
    expect(password.statusCode).toBe(409);
    expect(password.json().message).toBe(IMPERSONATION_CREDENTIALS_REFUSAL);

    const after = await userRow(userId);
    expect(after.email).toBe("aidee@example.fr");
    expect((await signIn("aidee@example.fr")).statusCode).toBe(200);
    expect(await mailsTo("aidee@example.fr")).not.toContainEqual(expect.objectContaining({ subject: "Votre mot de passe Cabas a été modifié" }));
  });

  it("tells the storefront which accounts are staff", async () => {
    const { token } = await registerCustomer(t, "cliente@example.fr");
    expect((await me(token)).json().user.staff).toBe(false);
    const staff = (await signIn("support@cabas.example", STAFF_PASSWORD)).json().token as string;
    expect((await me(staff)).json().user.staff).toBe(true);
  });
});
