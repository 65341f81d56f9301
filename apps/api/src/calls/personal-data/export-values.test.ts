import { describe, expect, it } from "vitest";
import { exportPhone } from "./export-values.ts";

describe("exportPhone", () => {
  it("gives a French number as the site shows it, however it was stored", () => {
    for (const stored of ["0612345678", "+33612345678", "+33 6 12 34 56 78", "06.12.34.56.78", "06 12 34 56 78", " 0612345678 "]) {
      expect(exportPhone(stored), stored).toBe("06 12 34 56 78");
    }
  });

  it("keeps a number the French rule does not read exactly as stored, and no number as none", () => {
    expect(exportPhone("+44 20 7946 0958")).toBe("+44 20 7946 0958");
    expect(exportPhone(" 12345 ")).toBe(" 12345 ");
    expect(exportPhone(null)).toBeNull();
  });
});
