import { describe, expect, it } from "vitest";
import type { IncomingHttpHeaders } from "node:http";
import { DEFAULT_TRUSTED_PROXIES, settleForwardedFor, trustedProxies } from "./client-address.ts";

const settled = (peer: string | undefined, header: string | undefined, setting = DEFAULT_TRUSTED_PROXIES): string | undefined => {
  const headers: IncomingHttpHeaders = header === undefined ? {} : { "x-forwarded-for": header };
  settleForwardedFor(headers, peer, trustedProxies(setting));
  return headers["x-forwarded-for"] as string | undefined;
};

describe("settleForwardedFor", () => {
  it("replaces what a visitor talking to the storefront directly claims with the socket's address", () => {
    expect(settled("203.0.113.9", "10.1.2.3")).toBe("203.0.113.9");
    expect(settled("203.0.113.9", "10.1.2.3, 198.51.100.4")).toBe("203.0.113.9");
    expect(settled("2001:db8::7", "10.1.2.3")).toBe("2001:db8::7");
    expect(settled("::ffff:203.0.113.9", undefined)).toBe("203.0.113.9");
  });

  it("keeps what a trusted front proxy wrote, by address or network", () => {
    expect(settled("127.0.0.1", "198.51.100.4")).toBe("198.51.100.4");
    expect(settled("::ffff:127.0.0.1", "198.51.100.4")).toBe("198.51.100.4");
    expect(settled("::1", "198.51.100.4, 203.0.113.9")).toBe("198.51.100.4, 203.0.113.9");
    expect(settled("10.0.3.17", "198.51.100.4", "10.0.0.0/8")).toBe("198.51.100.4");
    expect(settled("127.0.0.1", "198.51.100.4", "10.0.0.0/8")).toBe("127.0.0.1");
  });

  it("drops the header when the socket's address is unknown", () => {
    expect(settled(undefined, "10.1.2.3")).toBeUndefined();
  });
});

describe("trustedProxies", () => {
  it("refuses an entry that is neither an address nor a network", () => {
    expect(() => trustedProxies("127.0.0.1, localhost")).toThrow(/localhost/);
    expect(trustedProxies(" ").check("127.0.0.1")).toBe(false);
  });
});
