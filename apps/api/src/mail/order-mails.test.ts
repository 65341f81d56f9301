import { describe, expect, it } from "vitest";
import {
  cgvPlainText,
  confirmationLineText,
  deliveryAddressText,
  orderConfirmationMail,
  paymentText,
  withdrawalText,
  type OrderConfirmationFacts,
} from "./order-mails.ts";

const facts: OrderConfirmationFacts = {
  to: "chloe@example.fr",
  prenom: "Chloé",
  orderId: 10000042,
  slotLabel: "mardi 24 novembre, 17 h – 19 h",
  totalCents: 2590,
  orderUrl: "https://cabas.example/commande/10000042",
  cutoffLabel: "mardi 24 novembre à 9 h",
  deliveryDay: "24 novembre 2026",
  lines: [
    {
      name: "Lait demi-écrémé 1 l",
      quantity: 3,
      unitPriceCents: 109,
      lineCents: 327,
      variableWeight: false,
      estimatedWeightGrams: null,
      measurePrice: { cents: 109, unit: "l" },
    },
  ],
  amounts: [{ label: "Total TTC", cents: 2590 }],
  authorisedCents: 2590,
  address: { prenom: "Chloé", nom: "Durand", line1: "12 rue Oberkampf", postalCode: "75011", city: "Paris" },
  payment: { kind: "card", brand: "visa", last4: "4242" },
  professional: false,
  cgvText: null,
  cgvUrl: "https://cabas.example/conditions-generales-de-vente",
};

describe("confirmationLineText", () => {
  it("gives a packed line its unit price and its price per litre", () => {
    expect(confirmationLineText(facts.lines[0]!)).toBe(
      "- Lait demi-écrémé 1 l × 3 : 3,27 € (1,09 € l'unité ; 1,09 €/l)",
    );
  });
  it("says a weighed line's price is an estimate, with its weight and price per kilo", () => {
    const line = {
      name: "Entrecôte",
      quantity: 1,
      unitPriceCents: 3290,
      lineCents: 1151,
      variableWeight: true,
      estimatedWeightGrams: 1350,
      measurePrice: null,
    };
    expect(confirmationLineText(line)).toBe(
      "- Entrecôte × 1 : prix estimé 11,51 € (environ 1,35 kg à 32,90 €/kg ; prix définitif selon le poids livré)",
    );
  });
});

describe("paymentText", () => {
  it("names a card by its brand and last four digits, or just as a card when the provider did not say", () => {
    expect(paymentText(facts)).toBe("Carte bancaire VISA se terminant par 4242.");
    expect(paymentText({ ...facts, payment: { kind: "card", brand: null, last4: null } })).toBe("Carte bancaire.");
  });
  it("tells a phone payment that an adviser calls", () => {
    expect(paymentText({ ...facts, payment: { kind: "phone" } })).toMatch(/un conseiller vous appelle/);
  });
  it("gives a direct debit without weighed products its exact amount", () => {
    const sepa = {
      kind: "sepa",
      reference: "CABAS-1",
      ibanMasked: "FR76 **** **** 0189",
      holder: "Chloé Durand",
      creditorName: "Cabas SAS",
      creditorId: "FR72ZZZ123456",
    } as const;
    expect(paymentText({ ...facts, payment: sepa })).toContain(
      "un prélèvement de 25,90 € sera présenté à votre banque au titre de ce mandat quand votre commande est préparée et pesée, la veille ou le jour de sa livraison (24 novembre 2026).",
    );
  });
});

describe("withdrawalText", () => {
  it("tells a professional account the consumer's right does not apply", () => {
    expect(withdrawalText(true)).toMatch(
      /compte professionnel : le droit de rétractation, réservé aux consommateurs, ne s'applique pas/,
    );
    expect(withdrawalText(false)).toMatch(/14 jours/);
  });
});

describe("deliveryAddressText", () => {
  it("leaves out what the address does not have", () => {
    expect(deliveryAddressText(facts.address)).toBe("Chloé Durand\n12 rue Oberkampf\n75011 Paris");
  });
});

describe("cgvPlainText", () => {
  it("turns the page's light Markdown into plain text with full links", () => {
    expect(
      cgvPlainText(
        "## Article 8 — Droit\n\nVoir **ceci** et la [politique](/donnees-personnelles).",
        "https://cabas.example",
      ),
    ).toBe(
      "Article 8 — Droit\n=================\n\nVoir ceci et la politique (https://cabas.example/donnees-personnelles).",
    );
  });
});

describe("orderConfirmationMail", () => {
  it("links the CGV when none is stored to attach, rather than saying they are attached", () => {
    const mail = orderConfirmationMail(facts);
    expect(mail.attachments).toBeUndefined();
    expect(mail.text).toContain(
      "Nos conditions générales de vente, en vigueur à la date de votre commande : https://cabas.example/conditions-generales-de-vente",
    );
    expect(mail.text).not.toMatch(/autorisation de/);
  });
});
