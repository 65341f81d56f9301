"use client";
// React binding of the UI preferences store: one store per page load, seeded by the server from cookies.
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { createUiPrefsStore, type UiPrefs, type UiPrefsStore } from "./ui-prefs-store.ts";

const UiPrefsContext = createContext<UiPrefsStore | null>(null);

const writeCookie = (name: string, value: string, maxAge: number) => {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
};

export function UiPrefsProvider({ initial, children }: { initial: Partial<UiPrefs>; children: ReactNode }) {
  const [store] = useState(() => createUiPrefsStore(initial, writeCookie));

  useEffect(() => {
    const query = window.matchMedia("(max-width: 767px)");
    const sync = () => store.set({ isMobile: query.matches });
    sync();
    query.addEventListener("change", sync);
    return () => query.removeEventListener("change", sync);
  }, [store]);

  return <UiPrefsContext.Provider value={store}>{children}</UiPrefsContext.Provider>;
}

const useStore = (): UiPrefsStore => {
  const store = useContext(UiPrefsContext);
  if (!store) throw new Error("useUiPrefs doit être utilisé dans un UiPrefsProvider.");
  return store;
};

/** Reads one value of the UI preferences; re-renders only when it changes. */
export function useUiPref<K extends keyof UiPrefs>(key: K): UiPrefs[K] {
  const store = useStore();
  const read = () => store.getSnapshot()[key];
  return useSyncExternalStore(store.subscribe, read, read);
}

export function useSetUiPrefs(): UiPrefsStore["set"] {
  return useStore().set;
}
