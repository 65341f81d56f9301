import { describe, expect, it } from "vitest";
import {
  cgvPlainText,
  confirmationLineText,
  deliveryAddressText,
  orderChangedMail,
  orderConfirmationMail,
  orderModifiedMail,
  paymentText,
  sepaReturnReminderMail,
  withdrawalText,
  type OrderConfirmationFacts,
} from "./order-mails.ts";
import { typesetMail } from "./mail-typography.ts";

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
      name: "Lait demi-écrémé 1 L",
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
      "- Lait demi-écrémé 1 L × 3 : 3,27 € (1,09 € l'unité ; 1,09 €/L)",
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

  it("prints a phone stored unformatted (the demo customer's) as the address book shows it", () => {
    expect(deliveryAddressText({ ...facts.address, phone: "0612345678" })).toContain("Téléphone : 06 12 34 56 78");
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

describe("orderModifiedMail (ADR 0069)", () => {
  const weighed = {
    ...facts,
    orderId: 10000008,
    lines: [...facts.lines, { name: "Brie de Meaux", quantity: 1, unitPriceCents: 2979, lineCents: 775, variableWeight: true, estimatedWeightGrams: 260, measurePrice: null }],
    amounts: [
      { label: "Livraison", cents: 590 },
      { label: "Total TTC", cents: 3365 },
    ],
    totalCents: 3365,
    authorisedCents: 3481,
    cgvText: "CGV",
  };

  it("recaps the new contract as the confirmation does: lines, fees, the new authorisation, the deadline, the CGV", () => {
    const mail = orderModifiedMail({ ...weighed, replacedOrderId: 10000006, complementIds: [], complementBasketFollows: false });
    expect(mail.subject).toBe("Votre commande Cabas n° 10000008 : modifiée (elle remplace la commande n° 10000006)");
    expect(mail.text).toContain("la commande n° 10000008 remplace la commande n° 10000006 : seule la nouvelle commande vous sera livrée et facturée.");
    expect(mail.text).not.toContain("annulée");
    expect(mail.text).toContain("- Lait demi-écrémé 1 L × 3 : 3,27 € (1,09 € l'unité ; 1,09 €/L)");
    expect(mail.text).toContain("- Brie de Meaux × 1 : prix estimé 7,75 €");
    expect(mail.text).toContain("Livraison : 5,90 €\nTotal TTC : 33,65 €");
    expect(mail.text).toContain("Nous demandons une autorisation de 34,81 €");
    expect(mail.text).toContain("Carte bancaire VISA se terminant par 4242.");
    expect(mail.text).toContain("Vous pouvez modifier ou compléter votre commande jusqu'au mardi 24 novembre à 9 h : https://cabas.example/commande/10000042");
    expect(mail.attachments?.map((a) => a.filename)).toEqual(["conditions-generales-de-vente-cabas.txt"]);
    expect(mail.text).not.toContain("toujours dans votre panier");
  });

  it("speaks of an authorisation only for a card: a direct debit or a phone payment takes the weighed amount, at most the ceiling", () => {
    const sepa = { kind: "sepa", reference: "CABAS-1", ibanMasked: "FR76 **** 0189", holder: "Chloé Durand", creditorName: "Cabas SAS", creditorId: "FR72ZZZ123456" } as const;
    for (const payment of [sepa, { kind: "phone" } as const]) {
      const mail = orderConfirmationMail({ ...weighed, payment });
      expect(mail.text).not.toMatch(/autorisation/);
      expect(mail.text).toContain("Produits pesés : le prix est estimé sur un poids moyen ; seul le montant du poids réellement livré est débité, au plus 34,81 €.");
    }
  });

  it("repeats the BIC and the debtor's address of a mandate on an account outside the EEA (ADR 0085's amendment)", () => {
    const sepa = { kind: "sepa", reference: "CABAS-2", ibanMasked: "CH93 **** **** 2957", holder: "Eve Favre", creditorName: "Cabas SAS", creditorId: "FR72ZZZ123456" } as const;
    const swiss = { ...sepa, bic: "UBSWCHZH80A", debtorAddress: "12 rue du Rhône, 1204 Genève, Suisse" };
    expect(orderConfirmationMail({ ...weighed, payment: swiss }).text).toContain(
      "Prélèvement SEPA sur le compte CH93 **** **** 2957 (Eve Favre).\nBanque (BIC) : UBSWCHZH80A. Adresse du titulaire : 12 rue du Rhône, 1204 Genève, Suisse.\nMandat",
    );
    expect(orderConfirmationMail({ ...weighed, payment: { ...sepa, bic: null, debtorAddress: null } }).text).not.toContain("BIC");
  });

  it("says that the items being added to the replaced order wait in the basket, to ride with the new one (ADR 0078)", () => {
    const mail = orderModifiedMail({ ...weighed, replacedOrderId: 10000006, complementIds: [], complementBasketFollows: true });
    expect(mail.text).toContain(
      "remplace la commande n° 10000006 : seule la nouvelle commande vous sera livrée et facturée. Les articles que vous ajoutiez à la commande n° 10000006 sont toujours dans votre panier : validez-le jusqu'au mardi 24 novembre à 9 h pour qu'ils soient livrés avec la commande n° 10000008, sans frais de livraison. Voici le récapitulatif",
    );
  });

  it("gives a SEPA modification its new debit notice, and names the complements delivered with it", () => {
    const sepa = { kind: "sepa" as const, reference: "CABAS-RUM-1", ibanMasked: "FR76 **** 0189", holder: "Chloé Durand", creditorName: "Cabas SAS", creditorId: "FR12ZZZ123456" };
    const mail = orderModifiedMail({ ...weighed, payment: sepa, replacedOrderId: 10000006, complementIds: [10000007], complementBasketFollows: false });
    expect(mail.text).toContain("Avis de prélèvement : un prélèvement de 33,65 € (montant estimé : le montant définitif, calculé sur le poids réellement livré, ne dépassera pas 34,81 €");
    expect(mail.text).toContain("Votre complément (commande n° 10000007) est livré avec elle.");
  });
});

describe("orderChangedMail", () => {
  it("tells a cancelled order's customer what goes back on the card", () => {
    const mail = orderChangedMail({ ...facts, totalCents: 169, change: "annulée", detail: "1,69\u00a0€ remboursés sur votre carte" });
    expect(mail.text).toContain("est annulée.\nMontant : 1,69 €.\n1,69\u00a0€ remboursés sur votre carte.\n\nLe détail : https://cabas.example/commande/10000042");
  });

  it("gives the weighed amount beside the estimate the customer saw when she ordered, as the order's page does", () => {
    const mail = orderChangedMail({ ...facts, totalCents: 7372, estimatedCents: 7266, change: "en préparation" });
    expect(mail.text).toContain("est en préparation.\nMontant après pesée : 73,72 € (montant estimé à la commande : 72,66 €).\n");
    // Weighed at the estimate, or no estimate given: one amount.
    expect(orderChangedMail({ ...facts, totalCents: 7266, estimatedCents: 7266, change: "en préparation" }).text).toContain("est en préparation.\nMontant : 72,66 €.\n");
  });
});

describe("a product's name in an order's e-mail", () => {
  it("is typeset where the e-mail leaves, with the rest of its text: « 1,5 L » keeps its line", () => {
    const water = { ...facts.lines[0]!, name: "Eau minérale naturelle plate 1,5 L" };
    const mail = typesetMail(orderConfirmationMail({ ...facts, lines: [water] }));
    expect(mail.text).toContain("- Eau minérale naturelle plate 1,5\u00A0L × 3\u00A0: 3,27\u00A0€");
  });
});

describe("sepaReturnReminderMail (ADR 0130)", () => {
  const facts = {
    to: "lea@example.fr",
    prenom: "Léa",
    orderId: 10000012,
    orderUrl: "https://cabas.example/commande/10000012",
    dueCents: 4210,
    kind: "rejet" as const,
    reason: "provision insuffisante (AM04)",
    returnedOn: "2 décembre 2026",
    settlement: "Pour régler les 42,10 € dus par carte bancaire, utilisez le bouton.",
  };

  it("gives the amount, the order, the bank's reason and the page to pay it; no fee", () => {
    const mail = sepaReturnReminderMail({ ...facts, final: false });
    expect(mail.subject).toBe("Rappel : 42,10 € restent dus sur votre commande Cabas n° 10000012");
    expect(mail.text).toContain("Le 2 décembre 2026, votre banque nous a rejeté le prélèvement SEPA de 42,10 € de votre commande n° 10000012. Motif indiqué par la banque : provision insuffisante (AM04).");
    expect(mail.text).toContain("rendez-vous sur la page de votre commande : https://cabas.example/commande/10000012");
    expect(mail.text).toContain("Cabas ne vous facture aucuns frais pour ce rejet.");
    expect(mail.text).not.toContain("prélèvement SEPA ne vous est plus proposé");
  });

  it("the last one says what happens next: SEPA no longer offered until paid, customer service calls", () => {
    const mail = sepaReturnReminderMail({ ...facts, final: true });
    expect(mail.subject).toBe("Dernier rappel : 42,10 € restent dus sur votre commande Cabas n° 10000012");
    expect(mail.text).toContain("tant que ce montant reste dû, le paiement par prélèvement SEPA ne vous est plus proposé pour vos commandes (la carte bancaire reste possible)");
    expect(mail.text).toContain("notre service client va vous appeler");
    expect(mail.text).toContain("aucuns frais ni pénalités");
  });
});
