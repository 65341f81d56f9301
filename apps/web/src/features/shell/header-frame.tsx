"use client";
// The header's sticky frame: compact while the shopper scrolls down the page (scroll mode, spec §4). The aisles sit
// beside the header, not in it, so that on an upright phone they can scroll away while the header stays (ADR 0124).
// The impersonation banner comes before the sticky block and scrolls away with the page: its height, which wraps to
// two lines on a phone, never adds to what covers the page, so the page's scroll padding stays right (ADR 0125).
import type { ReactNode } from "react";
import { useScrollMode } from "../../ui/scroll-mode/use-scroll-mode.ts";
import styles from "./site-header.module.css";

export function HeaderFrame({ children, aisles, banner }: { children: ReactNode; aisles: ReactNode; banner?: ReactNode }) {
  const compact = useScrollMode();
  return (
    <>
      {banner}
      <div className={styles.masthead}>
        <header className={styles.header} data-compact={compact || undefined}>
          {children}
        </header>
        {aisles}
      </div>
    </>
  );
}
