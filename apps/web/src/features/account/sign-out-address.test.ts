import { describe, expect, it } from "vitest";
import { signOutGetTarget } from "./sign-out-address.ts";

describe("signOutGetTarget", () => {
  it("sends a GET of /deconnexion to the account's home, where the sign-out button is, without signing out", () => {
    expect(signOutGetTarget(true)).toBe("/mon-compte");
  });

  it("sends a visitor without a session home", () => {
    expect(signOutGetTarget(false)).toBe("/");
  });
});
