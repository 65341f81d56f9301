// updateMe through HTTP on a real seeded database: changing the e-mail needs the current password and tells the old
// address, changing the password tells the account's address, staff acting as the customer changes neither, and
// every refusal changes nothing (ADR 0041).
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

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
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
    .where(and(eq(schema.backgroundJobs.kind, "mail.send"), sql`${schema.backgroundJobs.payload}->>'to' = ${to}`));
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

  it("changes the address with the password, tells the old one, welcomes the new one and signs out the other devices", async () => {
    const { token, userId } = await registerCustomer(t, "ancienne@example.fr");
    const otherDevice = (await signIn("ancienne@example.fr")).json().token as string;
    await post("forgotPassword", { step: 1, email: "ancienne@example.fr" });
    expect(await db().select().from(schema.passwordResets).where(eq(schema.passwordResets.userId, userId))).toHaveLength(1);

    const res = await infos(token, { email: "Nouvelle.Adresse@example.fr", password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.email).toBe("nouvelle.adresse@example.fr");
    expect((await userRow(userId)).email).toBe("nouvelle.adresse@example.fr");

    const [notice] = (await mailsTo("ancienne@example.fr")).filter((m) => m.subject === "Votre adresse e-mail Cabas a été modifiée");
    expect(notice?.text).toContain("a été modifiée le 22 novembre 2026 à 11 h.");
    expect(notice?.text).toContain("Elle est désormais no•••@example.fr");
    expect(notice?.text).not.toContain("nouvelle.adresse@");
    expect(notice?.text).toContain("Si ce n'est pas vous, contactez-nous sans attendre : http");
    expect(notice?.text).toContain("/contacter-cabas");
    expect(await mailsTo("nouvelle.adresse@example.fr")).toContainEqual(expect.objectContaining({ subject: "Votre nouvelle adresse e-mail Cabas" }));

    // This session goes on; the other device and the reset link mailed to the old address are over.
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect(await db().select().from(schema.passwordResets).where(and(eq(schema.passwordResets.userId, userId), isNull(schema.passwordResets.usedAt)))).toHaveLength(0);
    expect((await signIn("nouvelle.adresse@example.fr")).statusCode).toBe(200);
    expect((await signIn("ancienne@example.fr")).statusCode).toBe(422);
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
