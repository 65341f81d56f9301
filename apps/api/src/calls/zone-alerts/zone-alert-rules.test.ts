import { describe, expect, it } from "vitest";
import {
  notifiedPurgeCutoff,
  waitingPurgeCutoff,
  zoneAlertMessage,
  zoneAlertOutcome,
  zoneAlertRefusal,
} from "./zone-alert-rules.ts";

describe("zone alert rules", () => {
  it("accepts a postal code that exists and refuses one no commune can have", () => {
    expect(zoneAlertRefusal("29200")).toBeNull();
    expect(zoneAlertRefusal("97411")).toBeNull();
    expect(zoneAlertRefusal("00100")).toBe("Ce code postal n'existe pas.");
    expect(zoneAlertRefusal("99999")).toBe("Ce code postal n'existe pas.");
  });

  it("records nothing for a delivered code, once for a waiting one", () => {
    expect(zoneAlertOutcome(true, false)).toBe("deja_livre");
    expect(zoneAlertOutcome(false, true)).toBe("inscrit");
    expect(zoneAlertOutcome(false, false)).toBe("deja_inscrit");
  });

  it("tells each outcome in French with the postal code", () => {
    expect(zoneAlertMessage("deja_livre", "75011")).toMatch(/^Bonne nouvelle : Cabas livre déjà le 75011\./);
    expect(zoneAlertMessage("inscrit", "29200")).toMatch(/une seule fois, quand Cabas livrera le 29200/);
    expect(zoneAlertMessage("deja_inscrit", "29200")).toMatch(/^Vous êtes déjà inscrit/);
  });

  it("keeps a waiting request 3 years and a notified one 30 days", () => {
    const now = new Date("2026-11-24T10:00:00Z");
    expect(waitingPurgeCutoff(now).toISOString()).toBe("2023-11-24T10:00:00.000Z");
    expect(notifiedPurgeCutoff(now).toISOString()).toBe("2026-10-25T10:00:00.000Z");
  });
});
