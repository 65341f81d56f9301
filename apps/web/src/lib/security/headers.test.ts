import { describe, expect, it } from "vitest";
import { buildContentSecurityPolicy, frameOptionsFor, staticSecurityHeaders } from "./headers.ts";

describe("content security policy", () => {
  it("allows scripts only with the request nonce, never unsafe-inline", () => {
    const csp = buildContentSecurityPolicy({ nonce: "abc123", pathname: "/", isDev: false });
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toContain("unsafe-eval");
  });

  it("forbids framing except for the /modal/ routes, which the shop itself may frame", () => {
    expect(buildContentSecurityPolicy({ nonce: "n", pathname: "/faq", isDev: false })).toContain(
      "frame-ancestors 'none'",
    );
    expect(buildContentSecurityPolicy({ nonce: "n", pathname: "/modal/paiement/3ds", isDev: false })).toContain(
      "frame-ancestors 'self'",
    );
    expect(frameOptionsFor("/modalite")).toBe("DENY");
    expect(frameOptionsFor("/modal/paiement/1")).toBe("SAMEORIGIN");
  });

  it("lets only the no-cookie YouTube player into frames", () => {
    const csp = buildContentSecurityPolicy({ nonce: "n", pathname: "/", isDev: false });
    expect(csp).toContain("frame-src https://www.youtube-nocookie.com");
  });

  it("sends HSTS, nosniff, a referrer policy and a permissions policy", () => {
    const keys = staticSecurityHeaders.map((h) => h.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "Strict-Transport-Security",
        "X-Content-Type-Options",
        "Referrer-Policy",
        "Permissions-Policy",
      ]),
    );
  });
});
