// Scroll mode rule (spec §4): on after ~1 s of continuous downward scrolling past 500 px, off on any upward scroll or above 500 px.
import { SCROLL_MODE_THRESHOLD_PX, SCROLL_MODE_TICKS } from "../constants.ts";

export type ScrollModeState = {
  /** Scroll mode is on: the header is compact. */
  on: boolean;
  /** Consecutive 100 ms ticks during which the page went further down past the threshold. */
  ticks: number;
  /** Last scroll offset read from the page. */
  y: number;
  /** Scroll offset at the previous tick. */
  tickY: number;
};

export type ScrollModeEvent =
  /** A (debounced) scroll offset reading. */
  | { type: "position"; y: number }
  /** One 100 ms tick while the page is scrolling. */
  | { type: "tick" }
  /** The scroll detector saw no scroll for a while: continuity is broken. */
  | { type: "reset" };

export const initialScrollMode = (y = 0): ScrollModeState => ({ on: false, ticks: 0, y, tickY: y });

export const scrollModeReducer = (state: ScrollModeState, event: ScrollModeEvent): ScrollModeState => {
  switch (event.type) {
    case "position": {
      const { y } = event;
      if (y <= SCROLL_MODE_THRESHOLD_PX || y < state.y) return { on: false, ticks: 0, y, tickY: y };
      return { ...state, y };
    }
    case "tick": {
      if (state.y <= SCROLL_MODE_THRESHOLD_PX) return { ...state, ticks: 0, tickY: state.y };
      // No new reading since the last tick: on a slow device the 75 ms read can land after the 100 ms tick.
      // Continuity is the detector's business (its 250 ms reset), so a still tick holds the count.
      if (state.y === state.tickY) return state;
      const movedDown = state.y > state.tickY;
      if (!movedDown) return { ...state, ticks: 0, tickY: state.y };
      const ticks = state.ticks + 1;
      return { ...state, ticks, tickY: state.y, on: state.on || ticks >= SCROLL_MODE_TICKS };
    }
    case "reset":
      return { ...state, ticks: 0, tickY: state.y };
  }
};
