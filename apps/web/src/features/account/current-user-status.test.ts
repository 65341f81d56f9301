import { describe, expect, it } from "vitest";
import type { UserEntity } from "@cabas/contracts";
import { currentUserFrom, isActingAs } from "./current-user-status.ts";

const user = { id: 4_000_001, prenom: "Léa" } as UserEntity;

describe("current-user check", () => {
  it("is signed in when me answers the user", () => {
    expect(currentUserFrom({ ok: true, data: { user } })).toEqual({ status: "signed-in", user });
  });

  it("ends the session on 401, 403, NOT_AUTHORIZED and success:false", () => {
    expect(currentUserFrom({ ok: false, status: 401, message: "" }).status).toBe("expired");
    expect(currentUserFrom({ ok: false, status: 403, message: "" }).status).toBe("expired");
    expect(currentUserFrom({ ok: false, status: 400, message: "NOT_AUTHORIZED" }).status).toBe("expired");
    expect(currentUserFrom({ ok: false, status: 422, message: "Session inconnue" }).status).toBe("expired");
  });

  it("shows the technical-problem page on 417, a server failure or no answer", () => {
    expect(currentUserFrom({ ok: false, status: 417, message: "" }).status).toBe("technical");
    expect(currentUserFrom({ ok: false, status: 503, message: "" }).status).toBe("technical");
    expect(currentUserFrom({ ok: false, status: 0, message: "" }).status).toBe("technical");
  });

  it("knows a staff member acting as the customer from the account's impersonatedBy", () => {
    expect(isActingAs({ status: "signed-in", user: { ...user, impersonatedBy: { id: 3, name: "Léa Martin" } } })).toBe(true);
    expect(isActingAs({ status: "signed-in", user: { ...user, impersonatedBy: null } })).toBe(false);
    expect(isActingAs({ status: "guest" })).toBe(false);
  });
});
