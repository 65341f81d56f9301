import { describe, expect, it } from "vitest";
import { postalCodeField } from "./session.ts";

describe("postalCodeField", () => {
  it("takes a postal code typed with a space between the department and the rest, as it is often written", () => {
    expect(postalCodeField.parse("75 001")).toBe("75001");
    expect(postalCodeField.parse(" 75\u00a0001 ")).toBe("75001");
    expect(postalCodeField.parse("20000")).toBe("20000");
  });

  it("refuses anything that is not five digits once the spaces are gone", () => {
    for (const bad of ["7500", "750011", "75 0a1", "2A004", "75-001"]) {
      expect(postalCodeField.safeParse(bad).error?.issues[0]?.message).toBe("Le code postal doit compter 5 chiffres.");
    }
  });

  it("says an empty one is missing, once, as the other fields of a form do", () => {
    for (const empty of ["", "  ", "\u00a0"]) {
      expect(postalCodeField.safeParse(empty).error?.issues.map((issue) => issue.message)).toEqual(["Le code postal est obligatoire."]);
    }
  });
});
