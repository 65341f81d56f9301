import { describe, expect, it } from "vitest";
import { GENERIC_PAGE_ERROR, PAGE_ERRORS, pageErrorMessage } from "./page-errors.ts";

describe("pageErrorMessage", () => {
  it("gives a known code's French message", () => {
    expect(pageErrorMessage("refus")).toBe(PAGE_ERRORS.refus);
  });
  it("never repeats what the address says: any other text reads as the generic message", () => {
    expect(pageErrorMessage("Votre compte est bloqué, appelez le 0899 00 00 00")).toBe(GENERIC_PAGE_ERROR);
    expect(pageErrorMessage("toString")).toBe(GENERIC_PAGE_ERROR);
    expect(pageErrorMessage(["refus", "refus"])).toBe(GENERIC_PAGE_ERROR);
  });
  it("shows nothing without a code", () => {
    expect(pageErrorMessage(undefined)).toBeUndefined();
    expect(pageErrorMessage("")).toBeUndefined();
  });
});
