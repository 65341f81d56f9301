// The page's clock for held places (ADR 0137): told once when a window ends, from one timer, and again on the page's
// return to view when its timers were held back (a background tab, a sleeping computer).
import { describe, expect, it, vi } from "vitest";
import { LONGEST_TIMER_MS, watchDeadline, type ClockEnvironment } from "./held-place-clock.ts";

const T0 = Date.parse("2026-12-02T10:00:00.000Z");
const HOUR = 3_600_000;

/**
 * A browser whose clock the test moves: `mono` is the timers' clock, `wall` Date.now()'s (they differ once the wall
 * clock is set back). Timers run only when `advance` says so, as a shown page's do.
 */
function fakeBrowser() {
  let wall = T0;
  let mono = 0;
  let shown = true;
  let id = 0;
  const timers = new Map<number, { run: () => void; at: number }>();
  const events = new EventTarget();
  const env: ClockEnvironment = {
    now: () => wall,
    setTimer: (run, delayMs) => {
      timers.set(++id, { run, at: mono + delayMs });
      return id;
    },
    clearTimer: (timer) => void timers.delete(timer as number),
    events,
    visible: () => shown,
  };
  return {
    env,
    pending: () => timers.size,
    /** Time passes with the page shown: the timers due run in order. */
    advance(ms: number) {
      const target = mono + ms;
      for (;;) {
        const due = [...timers].filter(([, t]) => t.at <= target).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        wall += due[1].at - mono;
        mono = due[1].at;
        due[1].run();
      }
      wall += target - mono;
      mono = target;
    },
    /** Time passes and no timer runs (a background tab throttled, a computer asleep). */
    sleep(ms: number) {
      wall += ms;
    },
    setBack(ms: number) {
      wall -= ms;
    },
    show(visible: boolean) {
      shown = visible;
      events.dispatchEvent(new Event("visibilitychange"));
    },
  };
}

describe("watchDeadline", () => {
  it("tells the end of a window once, when it passes, not before, from one timer", () => {
    const browser = fakeBrowser();
    const passed = vi.fn();
    watchDeadline(T0 + HOUR, passed, browser.env);
    expect(browser.pending()).toBe(1);
    browser.advance(HOUR - 1);
    expect(passed).not.toHaveBeenCalled();
    browser.advance(1);
    expect(passed).toHaveBeenCalledExactlyOnceWith(T0 + HOUR);
    browser.advance(HOUR);
    browser.show(true);
    expect(passed).toHaveBeenCalledOnce();
    expect(browser.pending()).toBe(0);
  });
  it("tells a window already ended from a timer, never during the call", () => {
    const browser = fakeBrowser();
    const passed = vi.fn();
    watchDeadline(T0 - 1, passed, browser.env);
    expect(passed).not.toHaveBeenCalled();
    browser.advance(0);
    expect(passed).toHaveBeenCalledExactlyOnceWith(T0);
  });
  it("looks at the clock when the page comes back into view, its timer held back meanwhile; not while hidden", () => {
    const browser = fakeBrowser();
    const passed = vi.fn();
    watchDeadline(T0 + HOUR, passed, browser.env);
    browser.show(false);
    browser.sleep(2 * HOUR);
    browser.show(false);
    expect(passed).not.toHaveBeenCalled();
    browser.show(true);
    expect(passed).toHaveBeenCalledExactlyOnceWith(T0 + 2 * HOUR);
    // The late timer, when it finally runs, tells nothing more.
    browser.advance(HOUR);
    expect(passed).toHaveBeenCalledOnce();
  });
  it("keeps the place when the page comes back before its window ends", () => {
    const browser = fakeBrowser();
    const passed = vi.fn();
    watchDeadline(T0 + HOUR, passed, browser.env);
    browser.show(false);
    browser.sleep(HOUR / 2);
    browser.show(true);
    expect(passed).not.toHaveBeenCalled();
    expect(browser.pending()).toBe(1);
    // Its timer now waits for what is left of the window (half an hour), not the hour set at first.
    browser.advance(HOUR / 2);
    expect(passed).toHaveBeenCalledExactlyOnceWith(T0 + HOUR);
  });
  it("waits again when its timer fires before the window ends (the clock set back)", () => {
    const browser = fakeBrowser();
    const passed = vi.fn();
    watchDeadline(T0 + HOUR, passed, browser.env);
    browser.setBack(10 * 60_000);
    browser.advance(HOUR);
    expect(passed).not.toHaveBeenCalled();
    browser.advance(10 * 60_000);
    expect(passed).toHaveBeenCalledExactlyOnceWith(T0 + HOUR);
  });
  it("waits in steps for a window beyond a timer's longest delay", () => {
    const browser = fakeBrowser();
    const passed = vi.fn();
    const deadline = T0 + 30 * 24 * HOUR;
    watchDeadline(deadline, passed, browser.env);
    browser.advance(LONGEST_TIMER_MS);
    expect(passed).not.toHaveBeenCalled();
    browser.advance(deadline - T0 - LONGEST_TIMER_MS);
    expect(passed).toHaveBeenCalledExactlyOnceWith(deadline);
  });
  it("tells nothing once stopped (the page left, another window read), and leaves no timer nor listener", () => {
    const browser = fakeBrowser();
    const passed = vi.fn();
    const stop = watchDeadline(T0 + HOUR, passed, browser.env);
    stop();
    expect(browser.pending()).toBe(0);
    browser.advance(2 * HOUR);
    browser.show(true);
    expect(passed).not.toHaveBeenCalled();
  });
  it("sets nothing when no window is to come", () => {
    const browser = fakeBrowser();
    const passed = vi.fn();
    watchDeadline(null, passed, browser.env)();
    browser.show(true);
    expect(browser.pending()).toBe(0);
    expect(passed).not.toHaveBeenCalled();
  });
});
