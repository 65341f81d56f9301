import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "./create-i18n.ts";

describe("translation loader", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("retries a failing read 5 times, waiting 350, 700, 1400, 2800 then 5600 ms", async () => {
    const calls: number[] = [];
    const load = vi.fn(async () => {
      calls.push(Date.now());
      throw new Error("réseau indisponible");
    });
    const ready = createI18n(load);
    await vi.advanceTimersByTimeAsync(20_000);
    await ready;
    expect(load).toHaveBeenCalledTimes(6);
    const waits = calls.slice(1).map((t, i) => t - (calls[i] ?? 0));
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it("uses the texts as soon as a retry succeeds", async () => {
    let attempts = 0;
    const load = vi.fn(async () => {
      attempts += 1;
      if (attempts < 3) throw new Error("pas encore");
      return { greeting: "Bonjour {{name}}" };
    });
    const ready = createI18n(load);
    await vi.advanceTimersByTimeAsync(1_100);
    const i18n = await ready;
    expect(load).toHaveBeenCalledTimes(3);
    expect(i18n.t("greeting", { name: "Zoé" })).toBe("Bonjour Zoé");
  });

  it("reads at most 10 namespaces at once", async () => {
    let inFlight = 0;
    let peak = 0;
    const load = vi.fn(async () => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, 10));
      inFlight -= 1;
      return {};
    });
    const ready = createI18n(load);
    await vi.advanceTimersByTimeAsync(50);
    const i18n = await ready;
    const more = i18n.loadNamespaces(Array.from({ length: 25 }, (_, i) => `ns${i}`));
    await vi.advanceTimersByTimeAsync(500);
    await more;
    expect(load).toHaveBeenCalledTimes(26);
    expect(peak).toBeLessThanOrEqual(10);
  });
});
