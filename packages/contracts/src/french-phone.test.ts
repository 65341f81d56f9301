import { describe, expect, it } from "vitest";
import { FRENCH_PHONE, formatFrenchPhone } from "./french-phone.ts";

describe("formatFrenchPhone", () => {
  it("writes a French number in pairs, whatever form it was typed in", () => {
    expect(formatFrenchPhone("0612345678")).toBe("06 12 34 56 78");
    expect(formatFrenchPhone("+33 6 12 34 56 78")).toBe("06 12 34 56 78");
    expect(formatFrenchPhone("+33612345678")).toBe("06 12 34 56 78");
    expect(formatFrenchPhone("01.23.45.67.89")).toBe("01 23 45 67 89");
    expect(formatFrenchPhone("06 12 34 56 78")).toBe("06 12 34 56 78");
  });

  it("shows anything else as stored, never a made-up number", () => {
    expect(formatFrenchPhone("+44 20 7946 0958")).toBe("+44 20 7946 0958");
    expect(formatFrenchPhone(" 12345 ")).toBe("12345");
  });
});

describe("FRENCH_PHONE", () => {
  it("takes mobiles and landlines, refuses the rest", () => {
    for (const ok of ["0612345678", "01 23 45 67 89", "+33 6 12 34 56 78", "07-12-34-56-78"]) expect(FRENCH_PHONE.test(ok)).toBe(true);
    for (const bad of ["12345", "0012345678", "06123456789", "+44 20 7946 0958", "06 12 34 56 7a"]) expect(FRENCH_PHONE.test(bad)).toBe(false);
  });
});
