"use client";
// Wires the scroll-mode rule to window scroll: positions debounced at 75 ms, 100 ms ticks while scrolling, reset after 250 ms.
import { useEffect, useState } from "react";
import { SCROLL_DETECTOR_DEBOUNCE_MS, SCROLL_DETECTOR_RESET_MS, SCROLL_MODE_TICK_MS } from "../constants.ts";
import { initialScrollMode, scrollModeReducer, type ScrollModeEvent } from "./scroll-mode.ts";

export function useScrollMode(): boolean {
  const [on, setOn] = useState(false);

  useEffect(() => {
    let state = initialScrollMode(window.scrollY);
    let ticker: number | undefined;
    let resetTimer: number | undefined;
    let readTimer: number | undefined;

    const dispatch = (event: ScrollModeEvent) => {
      state = scrollModeReducer(state, event);
      setOn(state.on); // React skips the render when the value is unchanged
    };
    const stopTicking = () => {
      window.clearInterval(ticker);
      ticker = undefined;
      dispatch({ type: "reset" });
    };
    const onScroll = () => {
      if (readTimer === undefined) {
        readTimer = window.setTimeout(() => {
          readTimer = undefined;
          dispatch({ type: "position", y: window.scrollY });
        }, SCROLL_DETECTOR_DEBOUNCE_MS);
      }
      if (ticker === undefined) ticker = window.setInterval(() => dispatch({ type: "tick" }), SCROLL_MODE_TICK_MS);
      window.clearTimeout(resetTimer);
      resetTimer = window.setTimeout(stopTicking, SCROLL_DETECTOR_RESET_MS);
    };

    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.clearInterval(ticker);
      window.clearTimeout(resetTimer);
      window.clearTimeout(readTimer);
    };
  }, []);

  return on;
}
