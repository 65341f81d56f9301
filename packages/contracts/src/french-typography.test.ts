import { describe, expect, it } from "vitest";
import { frenchInteger, PLAIN_SPACE_BEFORE_MARK, typesetFrench, typesetMessages } from "./french-typography.ts";
import { monHistoriqueFidelite } from "./loyalty-calls.ts";

describe("typesetFrench", () => {
  it("puts a narrow no-break space before ; ! ? and a no-break space before :", () => {
    expect(typesetFrench("Nouveau client ? Inscrivez-vous ! Ou pas ; merci. Prix : 3,49 €")).toBe(
      "Nouveau client\u202F? Inscrivez-vous\u202F! Ou pas\u202F; merci. Prix\u00A0: 3,49\u00A0€",
    );
  });

  it("puts no-break spaces inside « »", () => {
    expect(typesetFrench("l’offre « Bières artisanales »")).toBe("l’offre «\u00A0Bières artisanales\u00A0»");
  });

  it("joins a number to « € » and « % » with a no-break space, so « 90 € » never wraps between the two", () => {
    expect(typesetFrench("la livraison offerte dès 90 € d'achat, 2 % en euros fidélité, -50 % sur la 2e")).toBe(
      "la livraison offerte dès 90\u00A0€ d'achat, 2\u00A0% en euros fidélité, -50\u00A0% sur la 2e",
    );
    expect(typesetFrench("7,90 € ou 4,90  €")).toBe("7,90\u00A0€ ou 4,90\u00A0€");
  });

  it("leaves a « € » or « % » that follows no number, and a number followed by other words, as they are", () => {
    const untouched = "en € ou en %, 12 euros, 5 ans, 100%, 3€";
    expect(typesetFrench(untouched)).toBe(untouched);
  });

  it("leaves URLs, e-mail addresses, times and marks without a space before them alone", () => {
    const untouched = "https://cabas.fr/recherche?text=brie, mailto:contact@cabas.fr, livré à 10:30, Prix:3\u00A0€, «Bio»";
    expect(typesetFrench(untouched)).toBe(untouched);
    expect(typesetFrench("Écrivez à contact@cabas.fr ou https://cabas.fr/faq?x=1#a")).toBe(
      "Écrivez à contact@cabas.fr ou https://cabas.fr/faq?x=1#a",
    );
  });

  it("folds several spaces into one no-break space and leaves typeset text as it is", () => {
    expect(typesetFrench("Vraiment  ?")).toBe("Vraiment\u202F?");
    const done = typesetFrench("Marque : Isigny ? Dès 90 €, -50 % ; « 3 % »");
    expect(typesetFrench(done)).toBe(done);
    expect(PLAIN_SPACE_BEFORE_MARK.test(done)).toBe(false);
    expect(PLAIN_SPACE_BEFORE_MARK.test("dès 90 € d'achat")).toBe(true);
  });
});

describe("typesetMessages", () => {
  it("typesets every string of a nested translation file and keeps its keys and placeholders", () => {
    expect(typesetMessages({ product: { price: "Prix : {{price}}", "by-brand": "Marque : {{brand}}" }, n: 2 })).toEqual(
      {
        product: { price: "Prix\u00A0: {{price}}", "by-brand": "Marque\u00A0: {{brand}}" },
        n: 2,
      },
    );
  });
});

describe("numbers and their abbreviated units", () => {
  it("keeps « 7 h », « 14 h 30 », « 250 g » and « 75 cl » on one line, not words starting like a unit", () => {
    expect(typesetFrench("de 7 h à 22 h")).toBe("de 7\u00A0h à 22\u00A0h");
    expect(typesetFrench("à 14 h 30 au plus tard")).toBe("à 14\u00A0h\u00A030 au plus tard");
    expect(typesetFrench("250 g, 75 cl, 1 L, 3 min")).toBe("250\u00A0g, 75\u00A0cl, 1\u00A0L, 3\u00A0min");
    expect(typesetFrench("2 grands pots, 7 jours sur 7, 12 ha, 2 l’unité")).toBe("2 grands pots, 7 jours sur 7, 12 ha, 2 l’unité");
    expect(PLAIN_SPACE_BEFORE_MARK.test("de 7 h à 22 h")).toBe(true);
    expect(PLAIN_SPACE_BEFORE_MARK.test(typesetFrench("de 7 h à 22 h"))).toBe(false);
  });
});


describe("slot labels and times", () => {
  it("keeps « 10 h – 12 h » together: no-break spaces in each time and before the en dash, an ordinary one after it", () => {
    expect(typesetFrench("samedi 28 novembre, 10 h – 12 h")).toBe("samedi 28 novembre, 10\u00A0h\u00A0– 12\u00A0h");
    expect(typesetFrench("7 h 30 – 9 h 30")).toBe("7\u00A0h\u00A030\u00A0– 9\u00A0h\u00A030");
    expect(typesetFrench("à 6 h 47")).toBe("à 6\u00A0h\u00A047");
    const done = typesetFrench("10 h – 12 h");
    expect(typesetFrench(done)).toBe(done);
    expect(PLAIN_SPACE_BEFORE_MARK.test(done)).toBe(false);
    expect(PLAIN_SPACE_BEFORE_MARK.test("10\u00A0h – 12\u00A0h")).toBe(true);
  });

  it("leaves an en dash after words or a number without unit as it is (an aside, « 2024 – 2026 »)", () => {
    const untouched = "Livraison – gratuite, 2024 – 2026, 3 – 4 jours";
    expect(typesetFrench(untouched)).toBe(untouched);
  });
});

describe("frenchInteger", () => {
  it("groups digits by three with a narrow no-break space, as French writes numbers", () => {
    expect(frenchInteger(100_000)).toBe("100\u202F000");
    expect(frenchInteger(3000)).toBe("3\u202F000");
    expect(frenchInteger(999)).toBe("999");
  });

  it("is how a refusal writes its limit (« La page ne peut pas dépasser 100 000. », not « 100000 »)", () => {
    const refused = monHistoriqueFidelite.input.safeParse({ page: "999999" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("La page ne peut pas dépasser 100\u202F000.");
  });
});
