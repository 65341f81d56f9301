import { describe, expect, it } from "vitest";
import { offersZoneAlert } from "./zone-alert-offer.ts";

describe("offersZoneAlert", () => {
  it("offers the alert only when the web-service says the code exists but is not delivered", () => {
    expect(offersZoneAlert({ code_postal: "29200", alerte_ouverture: true })).toBe(true);
    expect(offersZoneAlert({ code_postal: "99999", alerte_ouverture: false })).toBe(false);
    expect(offersZoneAlert({ code_postal: "29200" })).toBe(false);
    expect(offersZoneAlert(undefined)).toBe(false);
  });
});
