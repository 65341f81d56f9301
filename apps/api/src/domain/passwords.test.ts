import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword, weakPasswordReason } from "./passwords.ts";

describe("passwords", () => {
  it("hash with argon2id and verify", async () => {
    const stored = await hashPassword("Un panier bien rempli");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "Un panier bien rempli")).toBe(true);
    expect(await verifyPassword(stored, "un panier bien rempli")).toBe(false);
    expect(await verifyPassword("not-a-hash", "x")).toBe(false);
  });
  it("refuses common passwords, single repeated characters and the e-mail", () => {
    expect(weakPasswordReason("Azerty123", {})).toMatch(/trop courant/);
    expect(weakPasswordReason("zzzzzzzzzz", {})).toMatch(/trop simple/);
    expect(weakPasswordReason("marie.dupont2026", { email: "marie.dupont@example.fr" })).toMatch(/adresse e-mail/);
    expect(weakPasswordReason("Des tomates au jardin", { email: "marie@example.fr" })).toBeNull();
  });
});
