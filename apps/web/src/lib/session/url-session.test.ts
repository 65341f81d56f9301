import { describe, expect, it } from "vitest";
import { adoptionCookies, isAdoptable, locationCookies, readCredentials, tokenFromQuery, webviewCookie, withoutToken } from "./url-session.ts";

const TOKEN = "A".repeat(43);

describe("token adoption", () => {
  it("takes a well-formed token from the query", () => {
    expect(tokenFromQuery(new URLSearchParams(`token=${TOKEN}`))).toBe(TOKEN);
    expect(tokenFromQuery(new URLSearchParams("token=short"))).toBeNull();
    expect(tokenFromQuery(new URLSearchParams("token=<script>alert(1)</script>xxxxxxxxxxxxx"))).toBeNull();
    expect(tokenFromQuery(new URLSearchParams(""))).toBeNull();
  });

  it("strips only the token from the address", () => {
    expect(withoutToken(new URL(`http://shop.test/mon-compte?a=1&token=${TOKEN}&b=2#x`)).toString()).toBe(
      "http://shop.test/mon-compte?a=1&b=2#x",
    );
    expect(withoutToken(new URL(`http://shop.test/?token=${TOKEN}`)).toString()).toBe("http://shop.test/");
  });

  it("adopts customers (role id 2) only", () => {
    expect(isAdoptable({ success: true, user: { role: { id: 2 } } })).toBe(true);
    expect(isAdoptable({ success: true, user: { role: { id: 1 } } })).toBe(false);
    expect(isAdoptable({ success: false, message: "NOT_AUTHORIZED" })).toBe(false);
    expect(isAdoptable(null)).toBe(false);
  });

  it("sets the token and credentials cookies HttpOnly, SameSite=Lax, for 365 days", () => {
    const [id, credentials] = adoptionCookies(TOKEN, false);
    expect(id).toEqual({ name: "ID", value: TOKEN, httpOnly: true, sameSite: "lax", secure: false, path: "/", maxAge: 31_536_000 });
    expect(credentials?.name).toBe("AUTH_CREDENTIAL");
    expect(JSON.parse(credentials!.value)).toEqual({ token: TOKEN, permissions: [] });
    expect(credentials?.httpOnly).toBe(true);
    expect(adoptionCookies(TOKEN, true)[0]?.secure).toBe(true);
  });
});

describe("location of an adopted customer", () => {
  it("sets the postal code and perimeter cookies from me, readable by scripts", () => {
    const cookies = locationCookies({ success: true, user: { settings: { code_postal: "75011", perimetre: 1 } } }, false);
    expect(cookies.map((c) => [c.name, c.value, c.httpOnly, c.maxAge])).toEqual([
      ["CP", "75011", false, 31_536_000],
      ["ID_PERIMETRE", "1", false, 31_536_000],
    ]);
    expect(locationCookies({ success: true, user: { settings: { code_postal: null, perimetre: null } } }, false)).toEqual([]);
  });
});

describe("webview flag", () => {
  it("is stored for 365 days when the parameter is present", () => {
    expect(webviewCookie(new URLSearchParams("webview=1"), false)).toMatchObject({ name: "WEBVIEW", value: "1", maxAge: 31_536_000, sameSite: "lax" });
    expect(webviewCookie(new URLSearchParams("webview=ios"), true)).toMatchObject({ value: "ios", secure: true });
    expect(webviewCookie(new URLSearchParams("webview="), false)?.value).toBe("1");
    expect(webviewCookie(new URLSearchParams("webview=a;b=c"), false)?.value).toBe("abc");
    expect(webviewCookie(new URLSearchParams("x=1"), false)).toBeNull();
  });
});

describe("readCredentials", () => {
  it("reads the JSON of token and permissions", () => {
    expect(readCredentials('{"token":"t","permissions":["customer.impersonate"]}')).toEqual({ token: "t", permissions: ["customer.impersonate"] });
    expect(readCredentials('{"token":"t"}')).toEqual({ token: "t", permissions: [] });
    expect(readCredentials("not json")).toBeNull();
    expect(readCredentials(undefined)).toBeNull();
  });
});
