import { describe, expect, it } from "vitest";
import { recordIdParam } from "./record-id.ts";

describe("recordIdParam", () => {
  it("reads digits only, within the database's integers", () => {
    expect(recordIdParam("12")).toBe(12);
    expect(recordIdParam("2147483647")).toBe(2_147_483_647);
    for (const raw of ["0", "012", "-3", "1e3", "12a", "", "2147483648", "99999999999"]) expect(recordIdParam(raw)).toBeNull();
  });
});
