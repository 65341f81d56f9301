import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK, typesetFrench, typesetMessages } from "./french-typography.ts";

describe("typesetFrench", () => {
  it("puts a narrow no-break space before ; ! ? and a no-break space before :", () => {
    expect(typesetFrench("Nouveau client ? Inscrivez-vous ! Ou pas ; merci. Prix : 3,49 €")).toBe(
      "Nouveau client\u202F? Inscrivez-vous\u202F! Ou pas\u202F; merci. Prix\u00A0: 3,49 €",
    );
  });

  it("puts no-break spaces inside « »", () => {
    expect(typesetFrench("l’offre « Bières artisanales »")).toBe("l’offre «\u00A0Bières artisanales\u00A0»");
  });

  it("leaves URLs, e-mail addresses, times and marks without a space before them alone", () => {
    const untouched = "https://cabas.fr/recherche?text=brie, mailto:contact@cabas.fr, livré à 10:30, Prix:3 €, «Bio»";
    expect(typesetFrench(untouched)).toBe(untouched);
    expect(typesetFrench("Écrivez à contact@cabas.fr ou https://cabas.fr/faq?x=1#a")).toBe(
      "Écrivez à contact@cabas.fr ou https://cabas.fr/faq?x=1#a",
    );
  });

  it("folds several spaces into one no-break space and leaves typeset text as it is", () => {
    expect(typesetFrench("Vraiment  ?")).toBe("Vraiment\u202F?");
    const done = typesetFrench("Marque : Isigny ?");
    expect(typesetFrench(done)).toBe(done);
    expect(PLAIN_SPACE_BEFORE_MARK.test(done)).toBe(false);
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
