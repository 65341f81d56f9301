import { describe, expect, it } from "vitest";
import { firstParam, internalPath, loginUrlFor, searchOf } from "./redirect-target.ts";

describe("loginUrlFor", () => {
  it("carries the encoded path and query", () => {
    expect(loginUrlFor("/mon-compte")).toBe("/authentification?redirect=%2Fmon-compte");
    expect(loginUrlFor("/commande/historique", "?type=closed&page=2")).toBe(
      "/authentification?redirect=%2Fcommande%2Fhistorique%3Ftype%3Dclosed%26page%3D2",
    );
    expect(loginUrlFor("/parametres", "a=1")).toBe("/authentification?redirect=%2Fparametres%3Fa%3D1");
  });

  it("falls back to home for a path that is not internal", () => {
    expect(loginUrlFor("//evil.example")).toBe("/authentification?redirect=%2F");
  });
});

describe("internalPath", () => {
  it("accepts own paths with query and hash", () => {
    expect(internalPath("/mon-compte?x=1#y")).toBe("/mon-compte?x=1#y");
  });

  it("refuses other origins and tricks", () => {
    for (const bad of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "mon-compte", "/a\nb", "", null, undefined]) {
      expect(internalPath(bad)).toBeNull();
    }
  });
});

describe("searchOf / firstParam", () => {
  it("rebuilds the query string of searchParams", () => {
    expect(searchOf({ a: "1", b: ["2", "3"], c: undefined })).toBe("?a=1&b=2&b=3");
    expect(searchOf({})).toBe("");
    expect(firstParam(["x", "y"])).toBe("x");
    expect(firstParam(undefined)).toBeUndefined();
  });
});
