import { describe, expect, it } from "vitest";
import type { Principal } from "./auth.ts";
import { staleLocationCookies } from "./session-cookies.ts";
import { sessionPlace } from "../calls/session/session-store.ts";

const customer: Principal = { kind: "customer", userId: 7, permissions: [], sessionId: 3, perimeterId: 2, postalCode: "69002" };

describe("staleLocationCookies (ADR 0071)", () => {
  it("is true when a browser sends another perimeter or postal code than its account's", () => {
    expect(staleLocationCookies({ ID_PERIMETRE: "1", CP: "69002" }, customer)).toBe(true);
    expect(staleLocationCookies({ ID_PERIMETRE: "2", CP: "75011" }, customer)).toBe(true);
    expect(staleLocationCookies({ CP: "75011" }, customer)).toBe(true);
  });
  it("is false when they match, when none is sent (an app), for a guest and for nobody", () => {
    expect(staleLocationCookies({ ID_PERIMETRE: "2", CP: "69002" }, customer)).toBe(false);
    expect(staleLocationCookies({}, customer)).toBe(false);
    expect(staleLocationCookies({ ID_PERIMETRE: "1" }, { ...customer, kind: "guest", userId: null })).toBe(false);
    expect(staleLocationCookies({ ID_PERIMETRE: "1" }, null)).toBe(false);
  });
  it("does not compare the postal code of an account that has none", () => {
    expect(staleLocationCookies({ ID_PERIMETRE: "2", CP: "75011" }, { ...customer, postalCode: null })).toBe(false);
  });
});

describe("sessionPlace (ADR 0071)", () => {
  const session = { userId: 7, postalCode: "75011", perimeterId: 1 };
  it("is the account's for an account's session", () => {
    expect(sessionPlace(session, { postalCode: "69002", perimeterId: 2 })).toEqual({ postalCode: "69002", perimeterId: 2 });
  });
  it("is the session's own for a guest, or an account without a perimeter yet", () => {
    expect(sessionPlace({ ...session, userId: null }, { postalCode: null, perimeterId: null })).toEqual({ postalCode: "75011", perimeterId: 1 });
    expect(sessionPlace(session, { postalCode: null, perimeterId: null })).toEqual({ postalCode: "75011", perimeterId: 1 });
  });
});
