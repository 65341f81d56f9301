"use client";
// A next/link that prefetches its route when it comes within 200 px of the viewport (spec §9).
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, type ComponentProps } from "react";
import { LINK_PREFETCH_MARGIN_PX } from "../constants.ts";
import { whenNearViewport } from "./near-viewport.ts";

export type PrefetchLinkProps = Omit<ComponentProps<typeof Link>, "prefetch" | "href"> & { href: string };

export function PrefetchLink({ href, ...rest }: PrefetchLinkProps) {
  const router = useRouter();
  const ref = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || !href.startsWith("/")) return;
    return whenNearViewport(element, LINK_PREFETCH_MARGIN_PX, () => router.prefetch(href));
  }, [href, router]);

  return <Link ref={ref} href={href} prefetch={false} {...rest} />;
}
