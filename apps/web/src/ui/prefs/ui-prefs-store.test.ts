import { describe, expect, it, vi } from "vitest";
import { createUiPrefsStore, defaultUiPrefs, uiPrefsFromCookies } from "./ui-prefs-store.ts";

describe("UI preferences store", () => {
  it("starts from the defaults merged with what the server knew", () => {
    const store = createUiPrefsStore({ cartDrawerVisible: true });
    expect(store.getSnapshot()).toEqual({ ...defaultUiPrefs, cartDrawerVisible: true });
  });

  it("notifies subscribers on change, and only on change", () => {
    const store = createUiPrefsStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set({ accessibilityMode: true });
    store.set({ accessibilityMode: true });
    store.set((p) => ({ blurMode: !p.blurMode }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().blurMode).toBe(true);
    unsubscribe();
    store.set({ opacityMode: true });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("gives a new snapshot object on change so React sees it, and the same one otherwise", () => {
    const store = createUiPrefsStore();
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.set({ modalOpen: true });
    expect(store.getSnapshot()).not.toBe(first);
  });

  it("writes the cart drawer and event bar visibility to their cookies", () => {
    const writeCookie = vi.fn();
    const store = createUiPrefsStore({}, writeCookie);
    store.set({ cartDrawerVisible: true });
    store.set({ eventBarVisible: false });
    store.set({ isMobile: true });
    expect(writeCookie.mock.calls).toEqual([
      ["CART_DRAWER", "1", 31536000],
      ["EVENT_BAR", "0", 31536000],
    ]);
  });

  it("restores cart drawer, event bar and webview flags from cookies", () => {
    const jar: Record<string, string> = { CART_DRAWER: "1", EVENT_BAR: "0", webview: "ios" };
    expect(uiPrefsFromCookies((n) => jar[n])).toEqual({
      cartDrawerVisible: true,
      eventBarVisible: false,
      isWebview: true,
    });
    expect(uiPrefsFromCookies(() => undefined)).toEqual({
      cartDrawerVisible: false,
      eventBarVisible: true,
      isWebview: false,
    });
  });
});
