import { describe, expect, it } from "vitest";
import {
  notifiedPurgeCutoff,
  waitingPurgeCutoff,
  zoneAlertAnswer,
  zoneAlertOutcome,
  zoneAlertRefusal,
} from "./zone-alert-rules.ts";
import { communesOfPostalCode } from "./zone-opening.ts";

describe("zone alert rules", () => {
  it("accepts a postal code that exists and refuses one no commune can have", () => {
    expect(zoneAlertRefusal("29200")).toBeNull();
    expect(zoneAlertRefusal("97411")).toBeNull();
    expect(zoneAlertRefusal("00100")).toBe("Ce code postal n'existe pas.");
    expect(zoneAlertRefusal("99999")).toBe("Ce code postal n'existe pas.");
    expect(zoneAlertRefusal("75000")).toBe("Ce code postal n'existe pas.");
  });

  it("accepts exactly the codes the operator can open (npm run zones -- ouvrir), so no request waits for nothing", () => {
    for (const code of ["29200", "22000", "75116", "97133", "75000", "75021", "13000", "98000"]) {
      expect(zoneAlertRefusal(code) === null, code).toBe(communesOfPostalCode(code).length > 0);
    }
  });

  it("records nothing for a delivered code, once for a waiting one", () => {
    expect(zoneAlertOutcome(true, false)).toBe("deja_livre");
    expect(zoneAlertOutcome(false, true)).toBe("inscrit");
    expect(zoneAlertOutcome(false, false)).toBe("deja_inscrit");
  });

  it("tells each outcome in French with the postal code", () => {
    expect(zoneAlertAnswer("deja_livre", "75011")).toMatchObject({ etat: "deja_livre", message: expect.stringMatching(/^Bonne nouvelle : Cabas livre déjà le 75011\./) });
    expect(zoneAlertAnswer("inscrit", "29200")).toMatchObject({ etat: "inscrit", message: expect.stringMatching(/une seule fois, quand Cabas livrera le 29200/) });
  });

  it("answers a request already waiting exactly as a new one, so no one learns who asked for which code", () => {
    expect(zoneAlertAnswer("deja_inscrit", "29200")).toEqual(zoneAlertAnswer("inscrit", "29200"));
  });

  it("keeps a waiting request 3 years and a notified one 30 days", () => {
    const now = new Date("2026-11-24T10:00:00Z");
    expect(waitingPurgeCutoff(now).toISOString()).toBe("2023-11-24T10:00:00.000Z");
    expect(notifiedPurgeCutoff(now).toISOString()).toBe("2026-10-25T10:00:00.000Z");
  });
});
