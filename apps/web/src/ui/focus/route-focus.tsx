"use client";
// After each client-side route change (not on first load), focus moves to the main focus anchor (spec §2).
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { focusMainAnchor } from "../modal/focus.ts";

export function RouteFocus() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    focusMainAnchor();
  }, [pathname]);

  return null;
}
