"use client";
// Side drawer host: a native modal <dialog> sliding in from the side (0.3 s) over a fading backdrop (0.35 s).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useT } from "../../i18n/client.tsx";
import { DRAWER_BACKDROP_FADE_S, DRAWER_SLIDE_S } from "../constants.ts";
import { CloseIcon } from "../icons/icons.tsx";
import { initialFocusTarget } from "../modal/focus.ts";
import { useDialogDismiss } from "../modal/use-dialog-dismiss.ts";
import styles from "./drawer.module.css";

export const DRAWER_VIEWS = ["MAINTENANCE_MORE_INFO"] as const;
export type DrawerView = (typeof DRAWER_VIEWS)[number];

type DrawerApi = { openDrawer: (view: DrawerView) => void; closeDrawer: () => void };
const DrawerContext = createContext<DrawerApi | null>(null);

export function useDrawer(): DrawerApi {
  const api = useContext(DrawerContext);
  if (!api) throw new Error("useDrawer doit être utilisé dans un DrawerProvider.");
  return api;
}

const TITLE_KEYS: Record<DrawerView, string> = { MAINTENANCE_MORE_INFO: "drawer.maintenance-title" };

/** The drawer's views. MAINTENANCE_MORE_INFO has no content, as specified. */
function DrawerContent({ view }: { view: DrawerView }) {
  switch (view) {
    case "MAINTENANCE_MORE_INFO":
      return null;
  }
}

type Phase = "closed" | "opening" | "open" | "closing";

export function DrawerProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [view, setView] = useState<DrawerView | null>(null);
  const [phase, setPhase] = useState<Phase>("closed");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  const openDrawer = useCallback((next: DrawerView) => {
    if (document.activeElement instanceof HTMLElement) openerRef.current = document.activeElement;
    setView(next);
    setPhase("opening");
  }, []);
  const closeDrawer = useCallback(() => setPhase((p) => (p === "closed" ? p : "closing")), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (phase === "opening") {
      if (!dialog.open) dialog.showModal();
      initialFocusTarget(dialog, closeRef.current)?.focus();
      // Next frame: the "open" styles apply after the closed ones, so the slide transition runs.
      const frame = requestAnimationFrame(() => setPhase("open"));
      return () => cancelAnimationFrame(frame);
    }
    if (phase === "closing") {
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const timer = window.setTimeout(
        () => {
          dialog.close();
          setPhase("closed");
          setView(null);
          const opener = openerRef.current;
          openerRef.current = null;
          if (opener?.isConnected) opener.focus();
        },
        reduced ? 0 : Math.max(DRAWER_SLIDE_S, DRAWER_BACKDROP_FADE_S) * 1000,
      );
      return () => window.clearTimeout(timer);
    }
  }, [phase]);

  useDialogDismiss(dialogRef, closeDrawer);

  const api = useMemo(() => ({ openDrawer, closeDrawer }), [openDrawer, closeDrawer]);
  const title = view ? t(TITLE_KEYS[view]) : undefined;

  return (
    <DrawerContext.Provider value={api}>
      {children}
      <dialog
        ref={dialogRef}
        className={styles.drawer}
        data-state={phase === "open" ? "open" : "closed"}
        data-view={view ?? undefined}
        aria-label={title}
      >
        {view && (
          <div className={styles.panel}>
            <div className={styles.header}>
              <button
                ref={closeRef}
                type="button"
                className={styles.close}
                onClick={closeDrawer}
                aria-label={t("drawer.close")}
                title={t("drawer.close")}
              >
                <CloseIcon size={22} />
              </button>
            </div>
            <div className={styles.body}>
              <DrawerContent view={view} />
            </div>
          </div>
        )}
      </dialog>
    </DrawerContext.Provider>
  );
}
