"use client";
// The header's sticky frame: compact while the shopper scrolls down the page (scroll mode, spec §4). The aisles sit
// beside the header, not in it, so that on an upright phone they can scroll away while the header stays (ADR 0124).
import type { ReactNode } from "react";
import { useScrollMode } from "../../ui/scroll-mode/use-scroll-mode.ts";
import styles from "./site-header.module.css";

export function HeaderFrame({ children, aisles }: { children: ReactNode; aisles: ReactNode }) {
  const compact = useScrollMode();
  return (
    <div className={styles.masthead}>
      <header className={styles.header} data-compact={compact || undefined}>
        {children}
      </header>
      {aisles}
    </div>
  );
}
