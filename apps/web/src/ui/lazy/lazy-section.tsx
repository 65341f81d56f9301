"use client";
// Renders its children once the section nears the viewport, after a short delay (default 200 ms).
import { useEffect, useRef, useState, type ReactNode } from "react";
import { LAZY_LOAD_DELAY_MS, LAZY_LOAD_MARGIN_PX } from "../constants.ts";
import { whenNearViewport } from "../prefetch/near-viewport.ts";

export type LazySectionProps = {
  children: ReactNode;
  /** Shown until the children render; give it the children's height to avoid layout shift. */
  placeholder?: ReactNode;
  delayMs?: number;
  minHeight?: number | string;
  className?: string;
  "aria-label"?: string;
};

export function LazySection({
  children,
  placeholder = null,
  delayMs = LAZY_LOAD_DELAY_MS,
  minHeight,
  className,
  ...rest
}: LazySectionProps) {
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    let timer: number | undefined;
    const stop = whenNearViewport(element, LAZY_LOAD_MARGIN_PX, () => {
      timer = window.setTimeout(() => setVisible(true), delayMs);
    });
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, [delayMs, visible]);

  return (
    <section
      ref={ref}
      className={className}
      style={visible || minHeight === undefined ? undefined : { minHeight }}
      aria-label={rest["aria-label"]}
      aria-busy={!visible || undefined}
      data-lazy={visible ? "loaded" : "pending"}
    >
      {visible ? children : placeholder}
    </section>
  );
}
