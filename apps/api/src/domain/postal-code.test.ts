import { describe, expect, it } from "vitest";
import { postalCodeExists } from "./postal-code.ts";

describe("postalCodeExists", () => {
  it("accepts the codes of metropolitan and overseas communes, Corsica and the Pacific", () => {
    for (const code of ["75001", "75011", "75020", "75116", "13001", "01000", "20000", "29200", "95880", "97400", "97133", "98714"]) {
      expect(postalCodeExists(code)).toBe(true);
    }
  });

  it("refuses codes of an existing department that no commune has", () => {
    // Paris is 75001–75020 and 75116; Marseille 13001–13016: the bare department code is nobody's.
    for (const code of ["75000", "75021", "75099", "13000", "13017", "29999"]) expect(postalCodeExists(code)).toBe(false);
  });

  it("refuses departments that do not exist, and Monaco, which is not a French commune", () => {
    for (const code of ["00100", "96000", "99999", "97000", "97900", "98100", "98999", "98000"]) expect(postalCodeExists(code)).toBe(false);
  });

  it("refuses anything but five digits", () => {
    for (const code of ["7501", "750111", "7501A", ""]) expect(postalCodeExists(code)).toBe(false);
  });

});
