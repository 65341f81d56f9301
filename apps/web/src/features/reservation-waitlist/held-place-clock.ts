// The page's clock for held places (ADR 0137): a place read as held is offered until its window ends, not until the
// next page. The clock moves only when a window ends, so the tiles re-render once per expiry, not every second; one
// timer per reader (the tiles' provider, the product page's box), never one per tile, and no read of the web-service.
import { useEffect, useState } from "react";
import { nextExpiry } from "./held-places.ts";

/** setTimeout's longest delay (about 24.8 days): a longer one fires at once. A window is a day (ADR 0114). */
export const LONGEST_TIMER_MS = 2_147_483_647;

/** What the watch needs of the browser: its clock, its timers and whether the page is shown. */
export type ClockEnvironment = {
  now: () => number;
  setTimer: (run: () => void, delayMs: number) => unknown;
  clearTimer: (timer: unknown) => void;
  /** Where `visibilitychange` fires (the document). */
  events: Pick<EventTarget, "addEventListener" | "removeEventListener">;
  visible: () => boolean;
};

const browser = (): ClockEnvironment => ({
  now: () => Date.now(),
  setTimer: (run, delayMs) => window.setTimeout(run, delayMs),
  clearTimer: (timer) => window.clearTimeout(timer as number),
  events: document,
  visible: () => document.visibilityState === "visible",
});

/**
 * Calls `passed` with the time once `deadline` (ms) has passed; returns what stops the watch. A timer is set for the
 * deadline; a background tab's timers are throttled and a sleeping computer's are late, so the page coming back into
 * view looks at the clock again (`visibilitychange`). A timer that fires early (the clock was set back) waits again.
 */
export function watchDeadline(deadline: number | null, passed: (nowMs: number) => void, env: ClockEnvironment = browser()): () => void {
  if (deadline === null) return () => undefined;
  let timer: unknown;
  let done = false;
  const check = () => {
    if (done) return;
    env.clearTimer(timer);
    const now = env.now();
    if (now >= deadline) {
      done = true;
      env.events.removeEventListener("visibilitychange", onVisible);
      passed(now);
    } else timer = env.setTimer(check, Math.min(deadline - now, LONGEST_TIMER_MS));
  };
  const onVisible = () => {
    if (env.visible()) check();
  };
  env.events.addEventListener("visibilitychange", onVisible);
  // Even a deadline already passed is told from a timer, never during the caller's render or effect.
  timer = env.setTimer(check, Math.max(0, Math.min(deadline - env.now(), LONGEST_TIMER_MS)));
  return () => {
    done = true;
    env.clearTimer(timer);
    env.events.removeEventListener("visibilitychange", onVisible);
  };
}

/**
 * The clock held windows are checked against: the time of the read (`readAt`), moved on to each window's end as it
 * passes. `untils`: the ends of the windows read (ISO).
 */
export function useHeldPlaceClock(readAt: number, untils: readonly (string | null | undefined)[]): number {
  const [passedAt, setPassedAt] = useState(0);
  const clock = Math.max(readAt, passedAt);
  const deadline = nextExpiry(untils, clock);
  useEffect(() => watchDeadline(deadline, setPassedAt), [deadline]);
  return clock;
}
