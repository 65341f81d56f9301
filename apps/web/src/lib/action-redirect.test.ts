import { describe, expect, it } from "vitest";
import { isActionRedirect } from "./action-redirect.ts";

describe("isActionRedirect", () => {
  it("recognises the error a Server Action's redirect() leaves on its promise", () => {
    const error = Object.assign(new Error("NEXT_REDIRECT"), { digest: "NEXT_REDIRECT;replace;/liste/12;303;" });
    expect(isActionRedirect(error)).toBe(true);
  });

  it("treats anything else as a failure", () => {
    expect(isActionRedirect(new TypeError("Failed to fetch"))).toBe(false);
    expect(isActionRedirect(Object.assign(new Error("x"), { digest: "NEXT_HTTP_ERROR_FALLBACK;404" }))).toBe(false);
    expect(isActionRedirect({ digest: 42 })).toBe(false);
    expect(isActionRedirect(null)).toBe(false);
    expect(isActionRedirect("NEXT_REDIRECT;push;/;307;")).toBe(false);
  });
});
