import { describe, expect, it } from "vitest";
import { z } from "zod";
import { invoiceText, ONE_LINE_MESSAGE, printedOnInvoice, unprintableOnInvoice, unprintableOnInvoiceMessage } from "./invoice-text.ts";

describe("invoiceText", () => {
  it("prints French and other Western names exactly as typed", () => {
    const names =
      "Zoé Dupré-Lefèvre, Cœur d’Œillet, Æsa Ærø, François Çelik, Straße, Åsa Bjørn, Núñez, Gonçalves, L’Haÿ-les-Roses";
    expect(invoiceText(names)).toBe(names);
    expect(unprintableOnInvoice(names)).toEqual([]);
  });

  it("writes Latin letters the standard fonts lack as their base letter", () => {
    expect(invoiceText("Łukasz Wąsowski, Łódź")).toBe("Lukasz Wasowski, Lódz");
    expect(invoiceText("Dvořák, Ștefănescu, Yıldız, Đorđević, Nguyễn")).toBe(
      "Dvorák, Stefanescu, Yildiz, Dordevic, Nguyen",
    );
    expect(unprintableOnInvoice("Łukasz Wąsowski Dvořák Ștefănescu Yıldız Đorđević Nguyễn")).toEqual([]);
  });

  it("marks what it cannot print at all, and turns odd spaces into plain ones", () => {
    expect(invoiceText("Traiteur & Fils 🍓 ☕ 中")).toBe("Traiteur & Fils ? ? ?");
    expect(unprintableOnInvoice("Traiteur 🍓🍓 Фёдор")).toEqual(["🍓", "Ф", "ё", "д", "о", "р"]);
    expect(invoiceText("10\u202f€\u00a0TTC")).toBe("10 € TTC");
  });

  it("reads a name typed with combining accents like the same name typed whole", () => {
    expect(invoiceText("Ame\u0301lie")).toBe("Amélie");
  });
});

describe("printedOnInvoice", () => {
  const field = printedOnInvoice(z.string().trim());
  it("refuses an emoji or another script with a French message naming the characters", () => {
    const result = field.safeParse("Traiteur 🍓");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(unprintableOnInvoiceMessage(["🍓"]));
    expect(unprintableOnInvoiceMessage(["🍓"])).toBe(
      "Ce champ contient un caractère que nos factures ne peuvent pas imprimer (🍓) : écrivez-le en lettres latines, sans émoji ni symbole.",
    );
  });
  it("accepts every name the invoice prints, transliterated or not", () => {
    expect(field.parse(" Łucja Wąs ")).toBe("Łucja Wąs");
  });
  it("refuses a tab or a line break inside the text, which the invoice prints as a space and the account shows as typed", () => {
    for (const value of ["Zoé\tSARL", "Bistrot\ndu Canal", "3 quai\r\nde Valmy"]) {
      const result = field.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(ONE_LINE_MESSAGE);
    }
    expect(ONE_LINE_MESSAGE).toBe("Ce champ s'écrit sur une seule ligne : retirez la tabulation ou le retour à la ligne.");
  });
});
