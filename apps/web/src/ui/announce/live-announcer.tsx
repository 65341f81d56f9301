"use client";
// A polite live region for what a control just did when the page itself says it nowhere readable (« Yaourt nature :
// 2 dans le panier »). The nearest one wins: a modal <dialog> makes the rest of the page inert, silencing regions
// outside it, so the dialogs (modal host, cart drawer) hold their own.
import { createContext, useCallback, useContext, useState, type ReactNode } from "react";

type Announce = (message: string) => void;

const AnnounceContext = createContext<Announce>(() => undefined);

/** Says `message` politely in the nearest announcer's live region. */
export const useAnnounce = (): Announce => useContext(AnnounceContext);

export function LiveAnnouncer({ children }: { children: ReactNode }) {
  const [said, setSaid] = useState({ message: "", count: 0 });
  const announce = useCallback<Announce>((message) => setSaid((s) => ({ message, count: s.count + 1 })), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="live-announcer">
        {said.message}
        {/* The same words twice in a row must change the region's text, or nothing is read the second time. */}
        {said.count % 2 === 1 ? "\u00a0" : ""}
      </p>
    </AnnounceContext.Provider>
  );
}
