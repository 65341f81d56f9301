import { describe, expect, it } from "vitest";
import { foreignPostRefusal, isSameOriginPost } from "./same-origin.ts";

describe("a POST from the shop's own pages", () => {
  it("is one whose Origin names the host", () => {
    expect(isSameOriginPost({ origin: "https://cabas.example", referer: null, host: "cabas.example" })).toBe(true);
    expect(isSameOriginPost({ origin: "http://localhost:3000", referer: null, host: "localhost:3000" })).toBe(true);
  });

  it("is not one sent by another site, or by a sandboxed page (Origin « null »)", () => {
    expect(isSameOriginPost({ origin: "https://evil.example", referer: null, host: "cabas.example" })).toBe(false);
    expect(isSameOriginPost({ origin: "http://localhost:3001", referer: null, host: "localhost:3000" })).toBe(false);
    expect(isSameOriginPost({ origin: "null", referer: null, host: "cabas.example" })).toBe(false);
    expect(isSameOriginPost({ origin: "https://cabas.example", referer: null, host: null })).toBe(false);
  });

  it("falls back on the Referer when the Origin was removed, and lets through a request with neither", () => {
    expect(isSameOriginPost({ origin: null, referer: "https://cabas.example/mon-compte", host: "cabas.example" })).toBe(true);
    expect(isSameOriginPost({ origin: null, referer: "https://evil.example/", host: "cabas.example" })).toBe(false);
    expect(isSameOriginPost({ origin: null, referer: "pas une adresse", host: "cabas.example" })).toBe(false);
    expect(isSameOriginPost({ origin: null, referer: null, host: "cabas.example" })).toBe(true);
  });
});

describe("foreignPostRefusal", () => {
  it("refuses another site's POST in French, with 403, and lets the shop's own through", async () => {
    const refusal = foreignPostRefusal(new Headers({ origin: "https://evil.example", host: "cabas.example" }));
    expect(refusal?.status).toBe(403);
    expect(await refusal?.text()).toBe("Requête refusée : elle ne vient pas d'une page de Cabas.");
    expect(foreignPostRefusal(new Headers({ origin: "https://cabas.example", "x-forwarded-host": "cabas.example", host: "127.0.0.1:3000" }))).toBeNull();
  });
});
