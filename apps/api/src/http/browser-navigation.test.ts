import { describe, expect, it } from "vitest";
import { acceptQuality, prefersHtml } from "./browser-navigation.ts";

describe("prefersHtml", () => {
  it("tells a browser opening an address from a program reading the answer", () => {
    // Chromium's and Firefox's navigations.
    expect(prefersHtml("text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8")).toBe(true);
    expect(prefersHtml("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")).toBe(true);
    // The storefront's own request for the invoice, an app, curl.
    expect(prefersHtml("application/pdf, application/json")).toBe(false);
    expect(prefersHtml("application/json")).toBe(false);
    expect(prefersHtml("*/*")).toBe(false);
    expect(prefersHtml(undefined)).toBe(false);
    expect(prefersHtml("")).toBe(false);
  });

  it("weighs the two by their quality, a tie keeping JSON", () => {
    expect(prefersHtml("application/json;q=0.5, text/html")).toBe(true);
    expect(prefersHtml("text/html;q=0.5, application/json")).toBe(false);
    expect(prefersHtml("text/html, application/json")).toBe(false);
    expect(prefersHtml("text/html;q=0")).toBe(false);
  });
});

describe("acceptQuality", () => {
  it("reads a type's q, 1 when unsaid, 0 when absent or only matched by a wildcard", () => {
    expect(acceptQuality("text/html;q=0.8", "text/html")).toBe(0.8);
    expect(acceptQuality("TEXT/HTML", "text/html")).toBe(1);
    expect(acceptQuality("text/*, */*", "text/html")).toBe(0);
    expect(acceptQuality("text/html;q=oops", "text/html")).toBe(0);
  });
});
