import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "@cabas/db";
import { briefRead } from "./brief-read.ts";

const db = {} as Database;

afterEach(() => vi.useRealTimers());

describe("a brief read", () => {
  it("reads once while the value is young, again once it is older than its time", async () => {
    vi.useFakeTimers();
    let reads = 0;
    const rows = briefRead(1000, async () => ++reads);
    expect(await rows.load(db)).toBe(1);
    expect(await rows.load(db)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await rows.load(db)).toBe(2);
  });

  it("reads again after forget, and does not keep a failed read", async () => {
    let reads = 0;
    const rows = briefRead(60_000, async () => {
      reads += 1;
      if (reads === 1) throw new Error("base indisponible");
      return reads;
    });
    await expect(rows.load(db)).rejects.toThrow("base indisponible");
    expect(await rows.load(db)).toBe(2);
    rows.forget(db);
    expect(await rows.load(db)).toBe(3);
  });
});
