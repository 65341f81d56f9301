// exportDonnees through HTTP on a real seeded database (ADR 0082): the demo customer, given a bit of everything the
// shop keeps, downloads a file that holds all of it and none of its secrets; nobody else gets it, a guest is asked to
// sign in, an adviser acting as her is refused (and the attempt recorded), and a few exports an hour are allowed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { personalDataExport, type PersonalDataExport } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { seedDateFor } from "@cabas/db/seed";
import { impersonationRefusalText } from "../../http/impersonation.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bearer, giveBasketAddress, ORIGIN, registerCustomer } from "../../test/order-fixtures.ts";
import { createDemoAccounts, DEMO_ACCOUNTS } from "../session/demo-accounts.ts";
import { EXPORT_OWN_ACT, exportLimitMessage, exportRateKey } from "./personal-data-calls.ts";

let clock = new Date("2026-11-22T10:00:00Z");
let t: TestApp;
const [demo, support] = DEMO_ACCOUNTS;
let camille = { token: "", userId: 0 };
/** Values only the database holds, which the file must never carry. */
const secrets = {
  card: "tok_sandbox_SECRET_4242",
  mandate: "prov-mandate-SECRET-77",
  fingerprint: "fp-SECRET-iban-hmac",
  confirmation: "confirm-hash-SECRET-1",
};

const db = () => t.database.db;
const post = (call: string, payload: Record<string, unknown>, token?: string) =>
  t.app.inject({
    method: "POST",
    url: `/next-react/${call}.php`,
    payload,
    headers: { ...ORIGIN, ...(token ? bearer(token) : {}) },
  });
const exportOf = (token?: string) => post("exportDonnees", {}, token);
const signIn = async (email: string, password: string) => {
  const res = await post("loginToken", { email, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await createDemoAccounts(db(), { now: seedDateFor(clock), seededAt: clock, publicUrl: "http://localhost:3000" });
  const token = await signIn(demo.email, demo.password);
  const [user] = await db()
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, demo.email));
  camille = { token, userId: user!.id };
  await giveEverything(camille.userId, token);
}, 120_000);
afterAll(() => t.close());

/** One row, at least, in every part of the file: through the calls where it is simple, else as the calls leave them. */
async function giveEverything(userId: number, token: string) {
  const [order] = await db()
    .select()
    .from(schema.orders)
    .where(eq(schema.orders.userId, userId))
    .orderBy(schema.orders.id)
    .limit(1);
  const [line] = await db().select().from(schema.orderLines).where(eq(schema.orderLines.orderId, order!.id)).limit(1);
  const productId = line!.productId;
  for (const [call, payload] of [
    ["setOptin", { type: "newsletter", abo: 1, origine: "compte" }],
    ["updatePanier", { action: "set_quantity", id: productId, quantity: 2 }],
    ["addList", { title: "Courses du samedi", article_id: productId, quantity: 3 }],
    ["createBlocNotes", { titre: "Anniversaire", texte: "bougies\nfarine" }],
    ["mesParrainages", { action: "add", email: "amie.de.camille@example.fr" }],
    [
      "sendContactForm",
      {
        nom: "Camille Bernard",
        email: demo.email,
        sujet: "livraison",
        message: "Le livreur peut-il sonner deux fois ? Merci.",
      },
    ],
    ["forgotPassword", { step: 1, email: demo.email }],
  ] as const) {
    const res = await post(call, payload, token);
    expect(res.statusCode, `${call}: ${res.body}`).toBe(200);
  }
  await db().insert(schema.paymentCards).values({
    userId,
    provider: "sandbox",
    providerToken: secrets.card,
    brand: "visa",
    last4: "4242",
    expMonth: 9,
    expYear: 2029,
    label: "Carte perso",
    isDefault: true,
  });
  await db().insert(schema.sepaMandates).values({
    userId,
    provider: "sandbox",
    providerRef: secrets.mandate,
    reference: "RUM-CABAS-DEMO-1",
    ibanMasked: "FR76 **** **** **** **** ***1 890",
    ibanFingerprint: secrets.fingerprint,
    holder: "Camille Bernard",
    signedAt: clock,
    signedPlace: "Paris",
  });
  await db()
    .insert(schema.emailConfirmations)
    .values({ userId, email: demo.email, tokenHash: secrets.confirmation, returnPath: "/defis", expiresAt: clock });
  await db().insert(schema.productPreferences).values({ userId, productId, substitutionPref: "no_substitution" });
  await db().insert(schema.productReviews).values({
    userId,
    productId,
    orderId: order!.id,
    rating: 5,
    title: "Excellent",
    body: "Frais et savoureux, je recommande.",
    status: "published",
  });
  await db()
    .insert(schema.courierRatings)
    .values({ userId, orderId: order!.id, rating: 4, punctuality: 5, courtesy: 4 });
  await db()
    .insert(schema.surveyResponses)
    .values({ userId, surveyCode: "NOUVEAU_SITE_SONDAGE", answers: { note: 4 } });
  await db().insert(schema.zoneOpeningAlerts).values({ userId, email: demo.email, postalCode: "13001" });
  const [waitingLine] = await db().select({ id: schema.perimeters.id }).from(schema.perimeters).limit(1);
  await db().insert(schema.reservationWaitlist).values({ userId, productId, perimeterId: waitingLine!.id, createdAt: clock });
  const [day] = await db().select().from(schema.calendarDays).limit(1);
  await db()
    .insert(schema.calendarPlays)
    .values({ userId, year: day!.year, day: day!.day, playedAt: clock, won: false });
  const [contest] = await db().select().from(schema.cinemaContests).limit(1);
  await db().insert(schema.cinemaContestPlays).values({
    userId,
    contestId: contest!.id,
    playedOn: "2026-11-22",
    playedAt: clock,
    won: true,
    ticketCode: "CINE-DEMO-0001",
  });
  const [claim] = await db()
    .insert(schema.orderClaims)
    .values({ userId, orderId: order!.id, creditCents: 129, comment: "Yaourt écrasé" })
    .returning();
  await db()
    .insert(schema.orderClaimLines)
    .values({ claimId: claim!.id, productId, quantity: 1, reason: "abime", creditCents: 129 });
  // Credited 1,00 € first, then the rest when she contested (ADR 0098), by the adviser.
  const [staff] = await db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, support.email));
  await db().insert(schema.orderClaimRevisions).values({
    claimId: claim!.id,
    revisedAt: clock,
    revisedBy: "Camille (service client)",
    revisedByUserId: staff!.id,
    previousStatus: "credited",
    previousCreditCents: 100,
    addedCents: 29,
    note: "Photo reçue : le pot était écrasé.",
  });
  // An adviser's login-as on her account, who tries to download her data.
  const adviser = await signIn(support.email, support.password);
  const acting = await post("loginSA", { id_client: userId }, adviser);
  expect(acting.statusCode, acting.body).toBe(200);
  expect((await exportOf(acting.json<{ token: string }>().token)).statusCode).toBe(422);
}

const fileOf = (body: string): PersonalDataExport => personalDataExport.parse(JSON.parse(body));

/** Every key of the document, however deep: none may name a secret. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)])
      : [];

describe("exportDonnees", () => {
  it("downloads a JSON file named after the day, that the contract's strict schema reads whole", async () => {
    const res = await exportOf(camille.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="cabas-mes-donnees-2026-11-22.json"');
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const file = fileOf(res.body);
    expect(file).toMatchObject({ format: "cabas-mes-donnees", version: 1, genere_le: "2026-11-22T10:00:00.000Z" });
    expect(file.a_propos).toContain("http://localhost:3000/donnees-personnelles");
  });

  it("holds everything the shop keeps about the customer, in every part of the file", async () => {
    const file = fileOf((await exportOf(camille.token)).body);
    for (const [section, value] of Object.entries(file)) {
      if (Array.isArray(value)) expect(value.length, section).toBeGreaterThan(0);
    }
    expect(file.adresses).toEqual([
      expect.objectContaining({ ligne1: "18 rue de la Roquette", code_postal: "75011", digicode: "4521B" }),
    ]);
    expect(file.commandes[0]!.adresse_livraison).toMatchObject({
      ligne1: "18 rue de la Roquette",
      ville: "Paris",
      digicode: "4521B",
    });
    expect(file.compte).toMatchObject({
      numero_client: camille.userId,
      email: demo.email,
      prenom: "Camille",
      nom: "Bernard",
      type_de_compte: "particulier",
    });
    expect(file.abonnements).toContainEqual(
      expect.objectContaining({ type: "newsletter", abonne: true, origine: "compte" }),
    );
    // The demo's two delivered orders, amounts in cents with their currency, each with lines, payment and history.
    const orders = await db()
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, camille.userId))
      .orderBy(schema.orders.placedAt);
    expect(file.commandes.map((c) => c.id_commande)).toEqual(orders.map((o) => o.id));
    for (const [i, commande] of file.commandes.entries()) {
      expect(commande).toMatchObject({
        statut: "delivered",
        statut_libelle: "livrée",
        numero_facture: orders[i]!.invoiceNumber,
      });
      expect(commande.montants.total).toEqual({ centimes: orders[i]!.totalCents, devise: "EUR" });
      expect(commande.lignes.length).toBeGreaterThan(0);
      expect(commande.paiements).toEqual([expect.objectContaining({ moyen: "card", statut: "captured" })]);
      expect(commande.historique.at(-1)?.statut).toBe("delivered");
    }
    expect(file.reclamations).toEqual([
      expect.objectContaining({
        credit: { centimes: 129, devise: "EUR" },
        commentaire: "Yaourt écrasé",
        // Who revised it is the team's; when, what and why are hers.
        revisions: [
          {
            le: expect.any(String),
            statut_avant: "credited",
            motif_refus_avant: null,
            credit_ajoute: { centimes: 29, devise: "EUR" },
            euros_fidelite_repris: { centimes: 0, devise: "EUR" },
            raison: "Photo reçue : le pot était écrasé.",
          },
        ],
        lignes: [expect.objectContaining({ motif: "abime" })],
      }),
    ]);
    expect(file.cartes_bancaires).toEqual([
      {
        id_carte: expect.any(Number),
        marque: "visa",
        quatre_derniers_chiffres: "4242",
        mois_expiration: 9,
        annee_expiration: 2029,
        libelle: "Carte perso",
        par_defaut: true,
        enregistree_le: expect.any(String),
        supprimee_le: null,
      },
    ]);
    expect(file.mandats_sepa).toEqual([
      expect.objectContaining({
        reference_unique_de_mandat: "RUM-CABAS-DEMO-1",
        iban_masque: "FR76 **** **** **** **** ***1 890",
        titulaire: "Camille Bernard",
      }),
    ]);
    // Balances as the account pages give them: 2,04 € of loyalty euros, 5 € in the pot from the challenge, one joker.
    expect(file.fidelite.soldes).toEqual({
      euros_fidelite: { centimes: 204, devise: "EUR" },
      cagnotte: { centimes: 500, devise: "EUR" },
      jokers: 1,
    });
    expect(file.bons_achat.map((b) => b.code).sort()).toEqual(["BA-DEMO-5", "PARRAIN-DEMO-10"]);
    expect(file.parrainage.invitations).toEqual([expect.objectContaining({ email: "amie.de.camille@example.fr" })]);
    expect(file.listes).toEqual([
      expect.objectContaining({ nom: "Courses du samedi", articles: [expect.objectContaining({ quantite: 3 })] }),
    ]);
    expect(file.blocs_notes).toEqual([expect.objectContaining({ titre: "Anniversaire", texte: "bougies\nfarine" })]);
    expect(file.paniers).toEqual([
      expect.objectContaining({ statut: "active", articles: [expect.objectContaining({ quantite: 2 })] }),
    ]);
    expect(file.defis).toEqual([
      expect.objectContaining({
        titre: "Deux commandes, une récompense",
        recompense: { centimes: 500, devise: "EUR" },
      }),
    ]);
    expect(file.concours_cinema).toEqual([
      expect.objectContaining({ jour: "2026-11-22", gagne: true, e_billet: "CINE-DEMO-0001" }),
    ]);
    expect(file.messages_au_service_client).toEqual([
      expect.objectContaining({ sujet: "livraison", message: "Le livreur peut-il sonner deux fois ? Merci." }),
    ]);
    expect(file.reinitialisations_du_mot_de_passe).toHaveLength(1);
    // The adviser's visit: when and what was tried, not who; the session it used is marked as an adviser's.
    expect(file.acces_du_service_client).toEqual([
      {
        debut: expect.any(String),
        fin: null,
        actions: [{ appel: "exportDonnees", le: "2026-11-22T10:00:00.000Z", abouti: false }],
      },
    ]);
    expect(file.connexions.filter((c) => c.par_un_conseiller)).toHaveLength(1);
  });

  it("never carries a password hash, a token, a provider's reference or a card number", async () => {
    const body = (await exportOf(camille.token)).body;
    const [user] = await db().select().from(schema.users).where(eq(schema.users.id, camille.userId));
    const sessions = await db().select().from(schema.sessions).where(eq(schema.sessions.userId, camille.userId));
    const resets = await db()
      .select()
      .from(schema.passwordResets)
      .where(eq(schema.passwordResets.userId, camille.userId));
    const orders = await db().select().from(schema.orders).where(eq(schema.orders.userId, camille.userId));
    const payments = await db().select().from(schema.payments);
    const held = [
      user!.passwordHash,
      camille.token,
      ...sessions.map((s) => s.tokenHash),
      ...resets.map((r) => r.tokenHash),
      ...orders.map((o) => o.idempotencyKey),
      ...payments.map((p) => p.providerRef),
      ...Object.values(secrets),
    ];
    expect(held.filter((secret) => body.includes(secret))).toEqual([]);
    expect(body).not.toMatch(/\d{13,19}/);
    expect(
      keysOf(JSON.parse(body)).filter((key) =>
        /token|hash|jeton|empreinte|fingerprint|provider|idempotenc|^ip$/i.test(key),
      ),
    ).toEqual([]);
  });

  it("gives each customer their own data only", async () => {
    const other = await registerCustomer(t, "voisin@example.fr");
    const res = await exportOf(other.token);
    expect(res.statusCode).toBe(200);
    const file = fileOf(res.body);
    expect(file.compte).toMatchObject({ numero_client: other.userId, email: "voisin@example.fr" });
    expect([file.commandes, file.cartes_bancaires, file.bons_achat, file.listes, file.acces_du_service_client]).toEqual(
      [[], [], [], [], []],
    );
    expect(res.body).not.toContain(demo.email);
    expect(res.body).not.toContain("Bernard");
  });

  it("gives phones as the site shows them, however older accounts stored them, and a foreign one as stored", async () => {
    const older = await registerCustomer(t, "ancien.compte@example.fr");
    await db().update(schema.users).set({ phone: "+33612345678" }).where(eq(schema.users.id, older.userId));
    await giveBasketAddress(db(), older.userId, { phone: "0612345678" });
    await giveBasketAddress(db(), older.userId, { line1: "3 Baker Street", phone: "+44 20 7946 0958" });
    const file = fileOf((await exportOf(older.token)).body);
    expect(file.compte.telephone).toBe("06 12 34 56 78");
    expect(file.adresses.map((a) => a.telephone)).toEqual(["06 12 34 56 78", "+44 20 7946 0958"]);
  });

  it("asks a guest, or a caller without a session, to sign in", async () => {
    expect((await exportOf()).json()).toEqual({ success: false, message: "NOT_AUTHORIZED" });
    const guest = (await post("loginCP", { cp: "75011" })).json<{ token: string }>().token;
    const res = await exportOf(guest);
    expect([res.statusCode, res.json().message]).toEqual([401, "NOT_AUTHORIZED"]);
  });

  it("refuses an adviser acting as the customer, records the attempt and counts no export", async () => {
    const customer = await registerCustomer(t, "aidee@example.fr");
    const adviser = await signIn(support.email, support.password);
    const acting = (await post("loginSA", { id_client: customer.userId }, adviser)).json<{ token: string }>().token;
    const res = await exportOf(acting);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message: impersonationRefusalText(EXPORT_OWN_ACT) });
    expect(res.json().message).toBe(
      "Un conseiller connecté à la place d'un client ne peut pas télécharger ses données en son nom.",
    );
    expect(res.headers["content-disposition"]).toBeUndefined();
    const [login] = await db()
      .select()
      .from(schema.impersonations)
      .where(eq(schema.impersonations.customerUserId, customer.userId));
    const actions = await db()
      .select()
      .from(schema.impersonationActions)
      .where(
        and(
          eq(schema.impersonationActions.impersonationId, login!.id),
          eq(schema.impersonationActions.callName, "exportDonnees"),
        ),
      );
    expect(actions.map((a) => a.succeeded)).toEqual([false]);
    expect(
      await db()
        .select()
        .from(schema.rateLimits)
        .where(eq(schema.rateLimits.key, exportRateKey(customer.userId))),
    ).toEqual([]);
  });

  it("allows three exports an hour per account, then says when to come back", async () => {
    const customer = await registerCustomer(t, "pressee@example.fr");
    for (let i = 0; i < 3; i++) expect((await exportOf(customer.token)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 20 * 60_000);
    const refused = await exportOf(customer.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: exportLimitMessage(40) });
    expect(refused.json().message).toBe(
      "Vous avez déjà téléchargé vos données 3 fois en une heure : réessayez dans 40 minutes.",
    );
    // Another account is not held back by it, and the hour over, the customer may again.
    expect((await exportOf((await registerCustomer(t, "patiente@example.fr")).token)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 41 * 60_000);
    expect((await exportOf(customer.token)).statusCode).toBe(200);
  });

  it("forgets the account's export counter with the account", async () => {
    const customer = await registerCustomer(t, "partante@example.fr");
    expect((await exportOf(customer.token)).statusCode).toBe(200);
    const counter = () =>
      db()
        .select()
        .from(schema.rateLimits)
        .where(eq(schema.rateLimits.key, exportRateKey(customer.userId)));
    expect(await counter()).toHaveLength(1);
    expect(
      (await post("supprimerCompte", { password: "Un cabas plein de légumes", confirmation: "1" }, customer.token))
        .statusCode,
    ).toBe(200);
    expect(await counter()).toEqual([]);
  });
});
