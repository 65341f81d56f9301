import { describe, expect, it } from "vitest";
import { z } from "zod";
import { decimalTextValue, notANumber, numberFromText } from "./decimal-number.ts";
import { eurosToCentsField, quantityField, updatePanierInput } from "./basket-calls.ts";
import { idParam } from "./catalogue.ts";

describe("decimal text", () => {
  it("reads plain decimal notation, with a comma or a point", () => {
    expect(["12", " 7 ", "007", "-3", "+4", "5,50", "5.5"].map(decimalTextValue)).toEqual([12, 7, 7, -3, 4, 5.5, 5.5]);
  });

  it("reads nothing else: empty, hexadecimal, exponent, separators, words", () => {
    for (const text of ["", " ", "0x10", "1e2", "1E2", "Infinity", "1 000", "1_000", "5,", ",5", "5,5,5", "douze", "0b11", "0o7"]) {
      expect(decimalTextValue(text), text).toBeNaN();
    }
  });
});

describe("numbers read from text", () => {
  const count = numberFromText(z.number({ error: "Le nombre doit être un nombre." }).int({ error: "Le nombre doit être un nombre entier." }));

  it("gives the schema a number for decimal text and JSON numbers, the raw value otherwise", () => {
    expect(count.parse("16")).toBe(16);
    expect(count.parse(16)).toBe(16);
    for (const raw of ["0x10", "1e2", "", null, true, [], "16abc"]) {
      const result = count.safeParse(raw);
      expect(result.success, String(raw)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Le nombre doit être un nombre.");
    }
    expect(count.safeParse("1,5").error?.issues[0]?.message).toBe("Le nombre doit être un nombre entier.");
  });

  it("keeps updatePanier's quantity strict: « 0x10 », an empty field or null change nothing", () => {
    expect(quantityField.parse("3")).toBe(3);
    expect(quantityField.parse("0")).toBe(0);
    for (const raw of ["0x10", "", null, "1e1"]) expect(quantityField.safeParse(raw).success, String(raw)).toBe(false);
    const empty = updatePanierInput.safeParse({ action: "set_quantity", id: "12", quantity: "" });
    expect(empty.error?.issues.map((i) => i.message)).toEqual(["La quantité est obligatoire."]);
    const typed = updatePanierInput.safeParse({ action: "set_quantity", id: "12", quantity: "douze" });
    expect(typed.error?.issues.map((i) => i.message)).toEqual(["La quantité doit être un nombre."]);
    expect(idParam("Le produit").safeParse("0x10").success).toBe(false);
  });

  it("takes euros as « 5 », « 5,50 » or « 5.50 » only", () => {
    const don = eurosToCentsField("Le don", 50_000);
    expect([don.parse("5"), don.parse("5,50"), don.parse("5.50"), don.parse(5.5), don.parse(" 2 ")]).toEqual([500, 550, 550, 550, 200]);
    for (const raw of ["1e2", "0x10", "Infinity"]) {
      expect(don.safeParse(raw).error?.issues[0]?.message, String(raw)).toBe("Le don doit être un nombre.");
    }
    for (const raw of ["", " ", null, undefined]) {
      expect(don.safeParse(raw).error?.issues[0]?.message, String(raw)).toBe("Le don est obligatoire.");
    }
    expect(don.safeParse("5,555").error?.issues[0]?.message).toBe("Le don compte au plus deux décimales.");
  });

  it("says a number left out or blank is obligatory, and one typed wrong not a number", () => {
    const quantity = numberFromText(z.number({ error: notANumber("La quantité") }));
    const messageFor = (raw: unknown) => quantity.safeParse(raw).error?.issues[0]?.message ?? null;
    expect(messageFor(undefined)).toBe("La quantité est obligatoire.");
    expect(messageFor("  ")).toBe("La quantité est obligatoire.");
    expect(messageFor(null)).toBe("La quantité est obligatoire.");
    expect(messageFor("deux")).toBe("La quantité doit être un nombre.");
    expect(messageFor(2)).toBeNull();
  });

  it("lists the accepted preferences when one is unknown", () => {
    const result = updatePanierInput.safeParse({ action: "update_pref", d1: "peut-etre" });
    expect(result.error?.issues[0]?.message).toBe("Préférence de remplacement inconnue : remplacer ou ne_pas_remplacer.");
  });
});
