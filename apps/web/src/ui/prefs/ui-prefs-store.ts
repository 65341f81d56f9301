// UI preferences (spec §3): a tiny external store read with useSyncExternalStore; some fields persist in cookies.

export type ConfettiFlags = { cinema: boolean; calendar: boolean; challenge: boolean };

export type UiPrefs = {
  eventBarVisible: boolean;
  cartDrawerVisible: boolean;
  accessibilityMode: boolean;
  blurMode: boolean;
  opacityMode: boolean;
  isMobile: boolean;
  confetti: ConfettiFlags;
  showCookieSettings: boolean;
  isWebview: boolean;
  modalOpen: boolean;
};

export const defaultUiPrefs: UiPrefs = {
  eventBarVisible: true,
  cartDrawerVisible: false,
  accessibilityMode: false,
  blurMode: false,
  opacityMode: false,
  isMobile: false,
  confetti: { cinema: false, calendar: false, challenge: false },
  showCookieSettings: false,
  isWebview: false,
  modalOpen: false,
};

/** Cookies that carry UI preferences across page loads (read by the server for the first render). */
export const UI_PREF_COOKIES = {
  cartDrawer: "CART_DRAWER",
  eventBar: "EVENT_BAR",
  webview: "webview",
} as const;

const YEAR_S = 365 * 24 * 60 * 60;

/** The preferences that the server can know from the request cookies. */
export const uiPrefsFromCookies = (get: (name: string) => string | undefined): Partial<UiPrefs> => {
  const webview = get(UI_PREF_COOKIES.webview);
  return {
    cartDrawerVisible: get(UI_PREF_COOKIES.cartDrawer) === "1",
    eventBarVisible: get(UI_PREF_COOKIES.eventBar) !== "0",
    isWebview: webview !== undefined && webview !== "" && webview !== "0" && webview !== "false",
  };
};

/** Cookie writes implied by a change of preferences (name, value, max-age in seconds). */
export const cookieWritesFor = (before: UiPrefs, after: UiPrefs): { name: string; value: string; maxAge: number }[] => {
  const writes: { name: string; value: string; maxAge: number }[] = [];
  if (before.cartDrawerVisible !== after.cartDrawerVisible)
    writes.push({ name: UI_PREF_COOKIES.cartDrawer, value: after.cartDrawerVisible ? "1" : "0", maxAge: YEAR_S });
  if (before.eventBarVisible !== after.eventBarVisible)
    writes.push({ name: UI_PREF_COOKIES.eventBar, value: after.eventBarVisible ? "1" : "0", maxAge: YEAR_S });
  return writes;
};

export type UiPrefsStore = {
  getSnapshot: () => UiPrefs;
  subscribe: (listener: () => void) => () => void;
  set: (patch: Partial<UiPrefs> | ((prefs: UiPrefs) => Partial<UiPrefs>)) => void;
};

export type CookieWriter = (name: string, value: string, maxAge: number) => void;

export const createUiPrefsStore = (initial: Partial<UiPrefs> = {}, writeCookie?: CookieWriter): UiPrefsStore => {
  let prefs: UiPrefs = { ...defaultUiPrefs, ...initial };
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => prefs,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (patch) => {
      const change = typeof patch === "function" ? patch(prefs) : patch;
      const next = { ...prefs, ...change };
      const changed = (Object.keys(change) as (keyof UiPrefs)[]).some((key) => next[key] !== prefs[key]);
      if (!changed) return;
      const before = prefs;
      prefs = next;
      if (writeCookie) for (const w of cookieWritesFor(before, next)) writeCookie(w.name, w.value, w.maxAge);
      for (const listener of listeners) listener();
    },
  };
};
