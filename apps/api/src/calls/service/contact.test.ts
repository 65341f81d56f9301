// The contact form's e-mails (ADR 0048), through HTTP on a real seeded database: the acknowledgement repeats nothing
// typed (no name, no message), so the form cannot relay a text from the shop to any address; the team's copy is
// answered to the sender (Reply-To) and says a visitor's order number is unverified and linked to nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bearer, ORIGIN, registerCustomer } from "../../test/order-fixtures.ts";
import { contactAcknowledgementMail, contactForTeamMail } from "./service-mails.ts";

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
let senders = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const send = (payload: Record<string, unknown>, token?: string) => {
  senders += 1;
  return t.app.inject({
    method: "POST",
    url: "/next-react/sendContactForm.php",
    remoteAddress: `10.7.0.${senders}`,
    payload,
    headers: { ...ORIGIN, ...(token ? bearer(token) : {}) },
  });
};
type Mail = { to: string; subject: string; text: string; replyTo?: string };
const mailsOf = async (reference: string) =>
  (await t.database.db.select({ payload: schema.backgroundJobs.payload }).from(schema.backgroundJobs).where(sql`${schema.backgroundJobs.payload}->>'subject' like ${`%${reference}%`}`)).map(
    (row) => row.payload as unknown as Mail,
  );

const PHISHING = "Votre compte est bloqué : reconnectez-vous sur http://cabas-securite.example/login";

describe("sendContactForm's e-mails", () => {
  it("acknowledges a visitor neutrally, with the reference and nothing typed, and the team answers the sender", async () => {
    const res = await send({ nom: "Service sécurité Cabas", email: "victime@example.fr", sujet: "autre", message: PHISHING, id_commande: 123456 });
    expect(res.statusCode, res.body).toBe(200);
    const reference = res.json().reference as string;
    const mails = await mailsOf(reference);
    const ack = mails.find((m) => m.to === "victime@example.fr")!;
    expect(ack.subject).toBe(`Nous avons bien reçu votre message (${reference})`);
    expect(ack.text).toContain("Nous avons bien reçu votre message");
    expect(ack.text).toContain(reference);
    expect(ack.text).not.toContain("cabas-securite");
    expect(ack.text).not.toContain("bloqué");
    expect(ack.text).not.toContain("Service sécurité");

    const team = mails.find((m) => m.to !== "victime@example.fr")!;
    expect(team.replyTo).toBe("victime@example.fr");
    expect(team.text).toContain(PHISHING);
    expect(team.text).toContain("Expéditeur non connecté : adresse non vérifiée");
    expect(team.text).toContain("Commande citée : n° 123456 (donnée par un expéditeur non connecté : non vérifiée, non reliée au message)");
    expect(team.subject).not.toContain("123456");
    const [row] = await t.database.db.select().from(schema.contactMessages).orderBy(desc(schema.contactMessages.id)).limit(1);
    expect(row!.orderId).toBeNull();
  });

  it("acknowledges a signed-in customer at their account's address, whatever the form says", async () => {
    const { token, userId } = await registerCustomer(t, "cliente-contact@example.fr");
    const res = await send({ nom: "Chloé", email: "autre-boite@example.fr", sujet: "livraison", message: "Le livreur est passé en avance, merci." }, token);
    expect(res.statusCode, res.body).toBe(200);
    const mails = await mailsOf(res.json().reference as string);
    expect(mails.map((m) => m.to).sort()).toEqual(["cliente-contact@example.fr", "service-client@cabas.example"].sort());
    const team = mails.find((m) => m.to !== "cliente-contact@example.fr")!;
    expect(team.replyTo).toBe("autre-boite@example.fr");
    expect(team.text).toContain(`Compte client n° ${userId} (cliente-contact@example.fr)`);
  });

  it("links an order only for its signed-in owner (the mail says so)", () => {
    const base = { reference: "SC-000001", nom: "Chloé", email: "c@example.fr", sujet: "commande" as const, message: "Où est ma commande ?", account: { id: 7, email: "c@example.fr" } };
    const linked = contactForTeamMail("equipe@example.fr", { ...base, order: { id: 42, linked: true } });
    expect(linked.subject).toContain("commande n° 42");
    expect(linked.text).toContain("Commande : n° 42 (commande de ce client)");
    expect(contactAcknowledgementMail({ ...base, order: null }).text).not.toContain("Où est ma commande");
  });
});
