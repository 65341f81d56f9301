import { describe, expect, it } from "vitest";
import { initialScrollMode, scrollModeReducer, type ScrollModeEvent, type ScrollModeState } from "./scroll-mode.ts";

const run = (state: ScrollModeState, events: ScrollModeEvent[]) => events.reduce(scrollModeReducer, state);

/** n ticks of 100 ms, the page moving `step` px down before each. */
const scrollDown = (from: number, n: number, step = 40): ScrollModeEvent[] =>
  Array.from({ length: n }, (_, i) => [
    { type: "position", y: from + (i + 1) * step } as const,
    { type: "tick" } as const,
  ]).flat();

describe("scroll mode", () => {
  it("turns on after 10 ticks of continuous downward scrolling past 500 px", () => {
    const nine = run(initialScrollMode(600), scrollDown(600, 9));
    expect(nine.on).toBe(false);
    expect(nine.ticks).toBe(9);
    const ten = run(nine, scrollDown(nine.y, 1));
    expect(ten.on).toBe(true);
  });

  it("does not count ticks spent above 500 px", () => {
    const state = run(initialScrollMode(0), scrollDown(0, 12, 40)); // ends at 480 px
    expect(state.on).toBe(false);
    expect(state.ticks).toBe(0);
  });

  it("holds the count through a tick without a new reading (a slow device), counting only downward ticks", () => {
    let state = run(initialScrollMode(600), scrollDown(600, 6));
    state = scrollModeReducer(state, { type: "tick" }); // no reading during this tick
    expect(state.ticks).toBe(6);
    state = run(state, scrollDown(state.y, 3));
    expect(state.on).toBe(false);
    state = run(state, scrollDown(state.y, 1));
    expect(state.on).toBe(true);
  });

  it("restarts the count when the scroll detector resets", () => {
    let state = run(initialScrollMode(600), scrollDown(600, 8));
    state = scrollModeReducer(state, { type: "reset" });
    expect(state.ticks).toBe(0);
    expect(run(state, scrollDown(state.y, 9)).on).toBe(false);
  });

  it("turns off on any upward scroll", () => {
    const on = run(initialScrollMode(600), scrollDown(600, 10));
    expect(on.on).toBe(true);
    const up = scrollModeReducer(on, { type: "position", y: on.y - 1 });
    expect(up.on).toBe(false);
    expect(up.ticks).toBe(0);
  });

  it("turns off when back above 500 px, and stays on while still scrolling down", () => {
    const on = run(initialScrollMode(600), scrollDown(600, 10));
    expect(run(on, scrollDown(on.y, 3)).on).toBe(true);
    expect(scrollModeReducer({ ...on, y: 400 }, { type: "position", y: 500 }).on).toBe(false);
  });
});
