import { describe, expect, it } from "vitest";
import { postalCodeExists } from "./postal-code.ts";

describe("postalCodeExists", () => {
  it("accepts the codes of metropolitan and overseas communes, Corsica and Monaco", () => {
    for (const code of ["75011", "01000", "20000", "29200", "95880", "97400", "97133", "98000", "98713"]) expect(postalCodeExists(code)).toBe(true);
  });

  it("refuses departments that do not exist", () => {
    for (const code of ["00100", "96000", "99999", "97000", "97900", "98100", "98999"]) expect(postalCodeExists(code)).toBe(false);
  });

  it("refuses anything but five digits", () => {
    for (const code of ["7501", "750111", "7501A", ""]) expect(postalCodeExists(code)).toBe(false);
  });
});
