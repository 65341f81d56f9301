// Interface constants of the storefront specification (§4, §9), kept in one place.

/** Toasts close by themselves after this delay. */
export const TOAST_DURATION_MS = 3000;

/** Button heights by size. */
export const BUTTON_HEIGHTS_PX = { small: 32, medium: 38, big: 46 } as const;

/** Side drawer slide and backdrop fade. */
export const DRAWER_SLIDE_S = 0.3;
export const DRAWER_BACKDROP_FADE_S = 0.35;

/** Widest CONFIRM dialog. */
export const CONFIRM_MAX_WIDTH_PX = 600;

/** Prize dialog width breakpoints. */
export const PRIZE_DIALOG_BREAKPOINTS_PX = [600, 700, 800] as const;

/** Links prefetch their route when they come this close to the viewport. */
export const LINK_PREFETCH_MARGIN_PX = 200;

/** Lazy sections render this long after they near the viewport. */
export const LAZY_LOAD_DELAY_MS = 200;
/** Lazy sections start their delay when they come this close to the viewport. */
export const LAZY_LOAD_MARGIN_PX = 200;

/** Scroll mode: below this offset it is always off. */
export const SCROLL_MODE_THRESHOLD_PX = 500;
/** Scroll mode: one tick of continuous downward scrolling. */
export const SCROLL_MODE_TICK_MS = 100;
/** Scroll mode: ticks of continuous downward scrolling before it turns on (about 1 s). */
export const SCROLL_MODE_TICKS = 10;
/** Scroll detector: scroll positions are read at most this often. */
export const SCROLL_DETECTOR_DEBOUNCE_MS = 75;
/** Scroll detector: scrolling is over after this long without a scroll event. */
export const SCROLL_DETECTOR_RESET_MS = 250;
