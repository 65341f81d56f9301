"use client";
// After each client-side route change (not on first load), focus moves to the main focus anchor (spec §2).
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

export const MAIN_ANCHOR_ID = "main-anchor";

export function RouteFocus() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(MAIN_ANCHOR_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
