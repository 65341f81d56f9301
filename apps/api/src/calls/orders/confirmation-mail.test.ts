// The order confirmation e-mail (ADR 0057), built from a real order: a weighed line, a voucher, the prize pot, a
// donation, SEPA with its mandate. Every element L221-13 and the CGV's article 4 ask for is checked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "@cabas/db";
import { COMPANY } from "@cabas/db/seed";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";
import { createSlot, insertOrder, pickProducts, registerCustomer } from "../../test/order-fixtures.ts";
import { MAIL_JOB, type MailMessage } from "../../mail/mailer.ts";
import { CGV_ATTACHMENT_NAME } from "../../mail/order-mails.ts";
import { queueConfirmationMail } from "./payment-outcome.ts";

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
const PUBLIC = "https://cabas.example";
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());
const { post } = callClient(() => t);
const euro = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",")} €`;

describe("order confirmation e-mail", () => {
  it("recaps the lines, amounts, delivery, SEPA mandate and debit notice, withdrawal right, and attaches the CGV", async () => {
    const c = await registerCustomer(t, "recap@example.fr");
    const db = t.database.db;
    const { fixed, weighed } = await pickProducts(db, c.perimeterId);
    const packed = fixed[0]!;
    const slot = await createSlot(db, c.perimeterId, new Date("2026-11-24T16:00:00Z"));
    const signed = await post(
      "paySepa",
      { action: "mandat", iban: "FR7630006000011234567890189", titulaire: "Chloé Durand", lieu: "Paris", accord: "1" },
      c.token,
    );
    const mandate = signed.json().mandat;
    const order = await insertOrder(db, {
      userId: c.userId,
      perimeterId: c.perimeterId,
      slotId: slot.id,
      now: clock,
      status: "placed",
      method: "sepa",
      providerRef: "sbp_recap",
      lines: [
        { productId: packed.id, name: packed.name, quantity: 2, unitCents: packed.priceCents },
        {
          productId: weighed.id,
          name: weighed.name,
          quantity: 2,
          unitCents: 1290,
          variableWeight: true,
          avgGrams: 400,
        },
      ],
    });
    // The fixture's benefits made the way checkout stores them: a 5 € voucher, 2 € of prize pot, a 1 € donation.
    const totalCents = order.goodsCents + order.feeCents + 100 - 500 - 200;
    const marginCents = order.authorisedCents - order.totalCents;
    const [placed] = await db
      .update(schema.orders)
      .set({
        totals: {
          total_marchandise: order.goodsCents,
          total_ba_panier: 500,
          total_cagnotte: 200,
          total_dons: 100,
          total_euro: totalCents,
        },
        discountCents: 700,
        totalCents,
        authorisedCents: totalCents + marginCents,
        deliveryAddress: {
          ...order.deliveryAddress,
          line2: "Bâtiment B",
          floor: "3",
          hasLift: false,
          intercomName: "DURAND",
          phone: "0612345678",
        },
      })
      .where(eq(schema.orders.id, order.id))
      .returning();
    await db.update(schema.payments).set({ mandateId: mandate.id_mandat }).where(eq(schema.payments.orderId, order.id));

    await queueConfirmationMail(db, placed!, PUBLIC, clock);
    // The sign-up's welcome e-mail is queued too: the confirmation is the one about the order.
    const mails = (await db.select().from(schema.backgroundJobs).where(eq(schema.backgroundJobs.kind, MAIL_JOB))).map(
      (j) => j.payload as unknown as MailMessage,
    );
    const mail = mails.find((m) => m.subject.includes(`n° ${order.id}`))!;
    const text = mail.text;

    expect(mail.to).toBe("recap@example.fr");
    expect(mail.subject).toBe(`Votre commande Cabas n° ${order.id} est confirmée`);
    // Lines: name, quantity, unit price, price per kilo or litre; the weighed one's estimate and price per kilo.
    const packedLine = text
      .split("\n")
      .find((l) =>
        l.startsWith(`- ${packed.name} × 2 : ${euro(packed.priceCents * 2)} (${euro(packed.priceCents)} l'unité`),
      );
    expect(packedLine).toBeDefined();
    const [product] = await db.select().from(schema.products).where(eq(schema.products.id, packed.id));
    if (product!.netUnit !== "piece") expect(packedLine).toMatch(/ ; \d+,\d\d €\/(kg|l)\)$/);
    expect(text).toContain(
      `- ${weighed.name} × 2 : prix estimé ${euro(Math.round((800 * 1290) / 1000))} (environ 800 g à 12,90 €/kg ; prix définitif selon le poids livré)`,
    );
    // Amounts: goods, fee, donation, voucher, prize pot, total; the ceiling of weighed products (a debit: no authorisation).
    expect(text).toContain(`Marchandises TTC : ${euro(order.goodsCents)}`);
    expect(text).toContain(`Livraison : ${euro(order.feeCents)}`);
    expect(text).toContain("Don à la banque alimentaire (sans TVA) : 1,00 €");
    expect(text).toContain("Bons d'achat : −5,00 €");
    expect(text).toContain("Cagnotte : −2,00 €");
    expect(text).toContain(`Total payé : ${euro(totalCents)}`);
    expect(text).toContain(`seul le montant du poids réellement livré est débité, au plus ${euro(totalCents + marginCents)}.`);
    expect(text).not.toContain("Nous demandons une autorisation");
    // Delivery: slot, address with door code, floor and intercom.
    expect(text).toMatch(
      /LIVRAISON\nmardi 24 novembre, 17 h – 19 h\nChloé Durand\n12 rue Oberkampf\nBâtiment B\n75011 Paris\nCode d'accès : 4521B — Étage : 3 \(sans ascenseur\) — Interphone : DURAND\nTéléphone : 06 12 34 56 78/,
    );
    // SEPA: account, mandate reference (RUM), creditor and its identifier (ICS), notice of the debit's amount and date.
    expect(text).toContain("Prélèvement SEPA sur le compte FR76 **** **** 0189 (Chloé Durand).");
    expect(text).toContain(`référence unique du mandat (RUM) : ${mandate.reference}.`);
    expect(text).toContain(
      `Créancier : ${COMPANY.name}, identifiant créancier SEPA (ICS) : ${COMPANY.sepaCreditorId}.`,
    );
    expect(text).toContain(
      `Avis de prélèvement : un prélèvement de ${euro(totalCents)} (montant estimé : le montant définitif, calculé sur le poids réellement livré, ne dépassera pas ${euro(totalCents + marginCents)} et figurera sur votre facture) sera présenté à votre banque au titre de ce mandat quand votre commande est préparée et pesée, la veille ou le jour de sa livraison (24 novembre 2026).`,
    );
    // Withdrawal right as the CGV's article 8 says it: none for perishables, 14 days for the rest.
    expect(text).toContain(
      "ne peuvent pas faire l'objet d'une rétractation (article L221-28 4° du Code de la consommation)",
    );
    expect(text).toContain(
      "vous disposez de 14 jours à compter de leur réception pour vous rétracter sans motif (article L221-18)",
    );
    // The CGV on a durable medium: attached as text, the stored page's own words.
    expect(text).toContain(`sont jointes à ce message (${CGV_ATTACHMENT_NAME})`);
    expect(mail.attachments).toHaveLength(1);
    const attachment = mail.attachments![0]!;
    expect(attachment).toMatchObject({ filename: CGV_ATTACHMENT_NAME, contentType: "text/plain; charset=utf-8" });
    const cgv = Buffer.from(attachment.contentBase64, "base64").toString("utf8");
    expect(cgv).toContain(`en vigueur à la date de la commande n° ${order.id}`);
    expect(cgv).toContain("Article 8 — Droit de rétractation");
    expect(cgv).toContain("le droit de rétractation ne peut pas être exercé");
    expect(cgv).toContain(`politique de données personnelles (${PUBLIC}/donnees-personnelles)`);
    expect(cgv).not.toContain("**");
    expect(text).toContain(`jusqu'au mardi 24 novembre à 9 h : ${PUBLIC}/commande/${order.id}`);
  });
});
