"use client";
// The header's sticky frame: compact while the shopper scrolls down the page (scroll mode, spec §4).
import type { ReactNode } from "react";
import { useScrollMode } from "../../ui/scroll-mode/use-scroll-mode.ts";
import styles from "./site-header.module.css";

export function HeaderFrame({ children }: { children: ReactNode }) {
  const compact = useScrollMode();
  return (
    <header className={styles.header} data-compact={compact || undefined}>
      {children}
    </header>
  );
}
