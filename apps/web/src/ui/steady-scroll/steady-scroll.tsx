"use client";
// Keeps what the shopper is reading in place while the page's deferred sections render (scroll-correction.ts).
import { useEffect } from "react";
import {
  anchoredCorrection,
  isAtEnd,
  isEndKey,
  pickAnchor,
  scrollCorrection,
  type AnchorCandidate,
  type SectionResize,
} from "./scroll-correction.ts";

/** The blocks of the page in order (STEADY_SCROLL_ROOT's children), then the site's footer. */
const anchorCandidates = (): Element[] => [...document.querySelectorAll("[data-steady-scroll-root] > *, main ~ footer")];

/** A deferred section whose content is skipped shows nothing but its placeholder's empty height. */
function isBlank(element: Element): boolean {
  if (!element.hasAttribute("data-deferred-section")) return false;
  const inside = element.firstElementChild;
  // checkVisibility (Chromium 121, Firefox 125, Safari 17.4) tells a skipped content; without it, nothing is blank.
  return inside !== null && typeof inside.checkVisibility === "function" && !inside.checkVisibility({ contentVisibilityAuto: true });
}

/** The block the shopper is looking at now (pickAnchor), or null. */
function currentAnchor(): Element | null {
  const elements = anchorCandidates();
  const candidates: AnchorCandidate[] = elements.map((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return { top, bottom, blank: isBlank(element) };
  });
  return elements[pickAnchor(candidates, window.innerHeight)] ?? null;
}

export function SteadyScroll() {
  useEffect(() => {
    const root = document.documentElement;
    let atEnd = false;
    // End (Ctrl+End, Cmd+↓) scrolls smoothly towards the end as it was when pressed: sections that render on the
    // way make the page longer, so the scroll is known to be heading for the end until the shopper does anything else.
    let headingForEnd = false;
    // The block to keep in place, chosen before the sections change: when the page starts and at each scroll.
    let anchor: Element | null = null;
    // Where the page was scrolled to at that moment. A correction is made from there: when sections shrink, the
    // browser may already have pulled the page up to its new end, and scrolling by the shrink again would move it twice.
    let scrolledTo = window.scrollY;
    const onScroll = () => {
      atEnd = isAtEnd(window.scrollY, window.innerHeight, root.scrollHeight);
      anchor = currentAnchor();
      scrolledTo = window.scrollY;
    };
    // The browser's smooth scroll for End runs to the end as it was when pressed, and may carry on there after a
    // correction above took the page to its new end (1 first visit in 40 under load ended 2,354 px short): once the
    // scroll comes to rest, a shopper still heading for the end is taken to it.
    const onScrollEnd = () => {
      onScroll();
      if (headingForEnd && !atEnd) window.scrollTo({ top: root.scrollHeight, behavior: "instant" });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      headingForEnd = isEndKey(event);
    };
    const onOtherMove = () => {
      headingForEnd = false;
    };
    const heights = new Map<Element, number>();
    const observer = new ResizeObserver((entries) => {
      const resizes: (SectionResize & { beforeAnchor: boolean })[] = [];
      const kept = anchor?.isConnected ? anchor : null;
      for (const entry of entries) {
        const height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
        const before = heights.get(entry.target);
        heights.set(entry.target, height);
        if (before === undefined || before === height) continue;
        const { top, bottom } = entry.target.getBoundingClientRect();
        const beforeAnchor = kept !== null && (entry.target.compareDocumentPosition(kept) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 && !entry.target.contains(kept);
        resizes.push({ top, bottom, delta: height - before, beforeAnchor });
      }
      if (resizes.length === 0) return;
      const wasAtEnd = atEnd || headingForEnd;
      const correction = kept ? anchoredCorrection(resizes, wasAtEnd) : scrollCorrection(resizes, wasAtEnd);
      if (correction === "end") window.scrollTo({ top: root.scrollHeight, behavior: "instant" });
      else if (correction !== 0) window.scrollTo({ top: scrolledTo + correction, behavior: "instant" });
    });
    document.querySelectorAll("[data-deferred-section]").forEach((section) => observer.observe(section));
    // Anything else that grows once the shopper is at the end (the web font arriving, an image, the footer) pushes
    // the end down too: followed on the whole page's height.
    let pageHeight = root.scrollHeight;
    const pageObserver = new ResizeObserver(() => {
      const height = root.scrollHeight;
      if (height === pageHeight) return;
      pageHeight = height;
      if (atEnd || headingForEnd) window.scrollTo({ top: height, behavior: "instant" });
    });
    pageObserver.observe(document.body);
    // Until the page's scripts run, nothing keeps the end in view: End pressed before then scrolls to the end as it
    // was, and sections rendered on the way can leave the footer below. Marked so that this is visible (journeys).
    root.dataset.steadyScroll = "on";
    const moves = ["wheel", "touchstart", "pointerdown"] as const;
    // A shopper who reached the end before the scripts ran is there already.
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("scrollend", onScrollEnd);
    window.addEventListener("keydown", onKeyDown);
    for (const move of moves) window.addEventListener(move, onOtherMove, { passive: true });
    return () => {
      delete root.dataset.steadyScroll;
      observer.disconnect();
      pageObserver.disconnect();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("scrollend", onScrollEnd);
      window.removeEventListener("keydown", onKeyDown);
      for (const move of moves) window.removeEventListener(move, onOtherMove);
    };
  }, []);
  return null;
}
