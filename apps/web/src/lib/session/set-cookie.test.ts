import { describe, expect, it } from "vitest";
import { cookieHeader, isDeletion, parseSetCookie, parseSetCookies } from "./set-cookie.ts";

describe("parseSetCookie", () => {
  it("keeps the token cookie's HttpOnly, SameSite, Path and Max-Age", () => {
    expect(parseSetCookie("ID=abc_DEF-123; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax")).toEqual({
      name: "ID",
      value: "abc_DEF-123",
      maxAge: 31_536_000,
      path: "/",
      httpOnly: true,
      sameSite: "lax",
    });
  });

  it("URL-decodes the value so that it is not encoded twice (AUTH_CREDENTIAL is JSON)", () => {
    const header = `AUTH_CREDENTIAL=${encodeURIComponent('{"token":"t","permissions":["customer.impersonate"]}')}; Path=/; HttpOnly`;
    expect(parseSetCookie(header)?.value).toBe('{"token":"t","permissions":["customer.impersonate"]}');
  });

  it("reads Secure, Domain and Expires", () => {
    const c = parseSetCookie("ID=x; Domain=.cabas.fr; Secure; Expires=Thu, 01 Jan 1970 00:00:00 GMT");
    expect(c).toMatchObject({ domain: "cabas.fr", secure: true });
    expect(c?.expires?.getTime()).toBe(0);
  });

  it("refuses headers without a name", () => {
    expect(parseSetCookie("=x; Path=/")).toBeNull();
    expect(parseSetCookie("nonsense")).toBeNull();
  });

  it("keeps a value that contains '=' and an undecodable one as is", () => {
    expect(parseSetCookie("A=b=c")?.value).toBe("b=c");
    expect(parseSetCookie("A=%E0%A4%A")?.value).toBe("%E0%A4%A");
  });
});

describe("isDeletion", () => {
  it("is true for a clearing cookie (past Expires or Max-Age 0)", () => {
    expect(isDeletion(parseSetCookie("ID=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT")!)).toBe(true);
    expect(isDeletion(parseSetCookie("ID=; Max-Age=0")!)).toBe(true);
    expect(isDeletion(parseSetCookie("ID=x; Max-Age=60")!)).toBe(false);
    expect(isDeletion(parseSetCookie("ID=x")!)).toBe(false);
  });
});

describe("parseSetCookies / cookieHeader", () => {
  it("parses every header and skips broken ones", () => {
    expect(parseSetCookies(["CP=75015; Path=/", "broken", "ID_PERIMETRE=1"]).map((c) => c.name)).toEqual([
      "CP",
      "ID_PERIMETRE",
    ]);
  });

  it("forwards only the token, guest token and staff token cookies", () => {
    const jar: Record<string, string> = { ID: "a", ID_SA: "s", CP: "75015", OTHER: "x" };
    expect(cookieHeader((n) => jar[n])).toBe("ID=a; ID_SA=s");
    expect(cookieHeader(() => undefined)).toBe("");
  });
});
