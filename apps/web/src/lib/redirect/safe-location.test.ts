import { describe, expect, it } from "vitest";
import { safeRedirectLocation } from "./safe-location.ts";

describe("redirect location", () => {
  it("follows the shop's own paths", () => {
    expect(safeRedirectLocation({ url: "/faq", internal: true })).toBe("/faq");
    expect(safeRedirectLocation({ url: "/recherche?text=pommes#r", internal: true })).toBe("/recherche?text=pommes#r");
  });

  it("refuses protocol-relative and backslash tricks even when called internal", () => {
    expect(safeRedirectLocation({ url: "//evil.example", internal: true })).toBeNull();
    expect(safeRedirectLocation({ url: "/\\evil.example", internal: true })).toBeNull();
    expect(safeRedirectLocation({ url: "https://evil.example", internal: true })).toBeNull();
  });

  it("follows approved external hosts over https only", () => {
    expect(safeRedirectLocation({ url: "https://partenaire.example/offre", internal: false })).toBe(
      "https://partenaire.example/offre",
    );
    expect(safeRedirectLocation({ url: "http://partenaire.example/", internal: false })).toBeNull();
    expect(safeRedirectLocation({ url: "javascript:alert(1)", internal: false })).toBeNull();
    expect(safeRedirectLocation({ url: "https://user:pw@partenaire.example/", internal: false })).toBeNull();
  });
});
