import { describe, expect, it } from "vitest";
import { decideRedirect } from "./redirect-target.ts";

const allow = ["apps.apple.com", "play.google.com"];

describe("decideRedirect", () => {
  it("accepts an internal path with its query and hash", () => {
    expect(decideRedirect("/faq?x=1#top", allow)).toEqual({ ok: true, url: "/faq?x=1#top", internal: true });
  });

  it("accepts an allow-listed https host", () => {
    const decision = decideRedirect("https://apps.apple.com/fr/app/cabas", allow);
    expect(decision).toEqual({ ok: true, url: "https://apps.apple.com/fr/app/cabas", internal: false });
  });

  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "http://apps.apple.com/",
    "https://apps.apple.com.evil.example/",
    "https://user:pw@apps.apple.com/",
    "javascript:alert(1)",
    "data:text/html,hi",
    "/%0d%0aSet-Cookie:x",
    "/\u0000",
    "   ",
    "evil.example",
  ])("refuses %s", (target) => {
    const decision = decideRedirect(target, allow);
    if (decision.ok) expect(decision.internal && decision.url.startsWith("/") && !decision.url.startsWith("//")).toBe(true);
    else expect(decision.reason).toMatch(/n'est pas autorisée/);
  });

  it("never turns an encoded path into another host", () => {
    const decision = decideRedirect("/%2F%2Fevil.example", allow);
    expect(decision.ok && decision.url.startsWith("//")).toBe(false);
  });
});
