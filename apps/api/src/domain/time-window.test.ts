import { describe, expect, it } from "vitest";
import { isWithinWindow } from "./time-window.ts";

const d = (s: string) => new Date(s);

describe("isWithinWindow", () => {
  it("is open without dates", () => expect(isWithinWindow(d("2026-01-01"), null, null)).toBe(true));
  it("opens at its start", () => expect(isWithinWindow(d("2026-01-01"), d("2026-01-01"), null)).toBe(true));
  it("is closed before its start", () => expect(isWithinWindow(d("2025-12-31"), d("2026-01-01"), null)).toBe(false));
  it("is closed at its end", () => expect(isWithinWindow(d("2026-02-01"), null, d("2026-02-01"))).toBe(false));
});
