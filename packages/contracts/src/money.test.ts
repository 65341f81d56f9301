import { describe, expect, it } from "vitest";
import { eurosTextToCents, typedEuros } from "./money.ts";

describe("euros typed by a French person", () => {
  it("reads the plain forms", () => {
    expect(eurosTextToCents("12,50")).toBe(1250);
    expect(eurosTextToCents("12.5")).toBe(1250);
    expect(eurosTextToCents(" 7 ")).toBe(700);
  });

  it("reads thousands grouped by a space, a no-break space or a narrow no-break space", () => {
    expect(eurosTextToCents("1 000")).toBe(100_000);
    expect(eurosTextToCents("1 000,50")).toBe(100_050);
    expect(eurosTextToCents("1\u00A0000,50")).toBe(100_050);
    expect(eurosTextToCents("12\u202F345,06")).toBe(1_234_506);
    expect(eurosTextToCents("123 456")).toBe(12_345_600);
  });

  it("reads an amount followed by the euro sign or « euros », and « 5€50 »", () => {
    expect(eurosTextToCents("5 €")).toBe(500);
    expect(eurosTextToCents("5,00 €")).toBe(500);
    expect(eurosTextToCents("5,00\u00A0€")).toBe(500);
    expect(eurosTextToCents("1\u202F000,50\u00A0€")).toBe(100_050);
    expect(eurosTextToCents("5€")).toBe(500);
    expect(eurosTextToCents("12 euros")).toBe(1200);
    expect(eurosTextToCents("1 Euro")).toBe(100);
    expect(eurosTextToCents("5€50")).toBe(550);
  });

  it("refuses what could be read two ways, or is not an amount", () => {
    for (const bad of ["1.000", "1,000", "1 00", "1 0000", "10 00,50", "1 000 000", "1  000", "5€5", "€5", "5 € 50 €", "5,5,5", "12,505", "-3", "douze", "", "5 $", "5 €€", "1.000,50", "1,000.50"])
      expect(eurosTextToCents(bad), bad).toBeNull();
  });

  it("gives the staff forms' field the same reading, with its French refusal", () => {
    const field = typedEuros("Le montant doit être supérieur à 0 €.");
    expect(field.parse("1 000,50 €")).toBe(100_050);
    expect(field.parse("")).toBeUndefined();
    expect(field.safeParse("1.000").error?.issues[0]?.message).toBe("Montant illisible : 50,60 par exemple.");
    expect(field.safeParse("0 €").error?.issues[0]?.message).toBe("Le montant doit être supérieur à 0 €.");
  });
});
