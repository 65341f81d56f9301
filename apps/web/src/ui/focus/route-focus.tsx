"use client";
// After each client-side navigation — a change of query string alone included, as when a form's Server Action
// redirects back to its page with `?ajoutee=1` — focus moves to the message the page came back with, else to the
// main focus anchor (spec §2). On the first load (a form posted without scripts, the payment provider's page), only a
// message takes focus, and only while focus is still on <body>. The catalogue's filters are a GET form (a full page
// load) and no control rewrites the address while the shopper uses it, so no navigation here is one to stay put for.
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useRef } from "react";
import { focusMainAnchor, MAIN_ANCHOR_ID } from "../modal/focus.ts";
import { ROUTE_MESSAGE_ATTRIBUTE, routeFocusTarget } from "./route-message.ts";

/** How long a message streamed in after the navigation (a Suspense boundary) still takes focus from the anchor. */
const STREAMED_MESSAGE_WATCH_MS = 5000;

const findMessage = () => document.querySelector<HTMLElement>(`#contenu [${ROUTE_MESSAGE_ATTRIBUTE}]`);

/** The element the address's fragment names, inside the main content. */
const findFragmentTarget = (): HTMLElement | null => {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return null;
  const element = document.getElementById(id);
  return element && document.getElementById("contenu")?.contains(element) ? element : null;
};

/** Focus where the fragment points (the page scrolled there already), so Tab goes on from there, not from the top. */
const focusFragmentTarget = (element: HTMLElement) => {
  if (!element.hasAttribute("tabindex") && element.tabIndex < 0) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
};

/** Focus the message, scrolled into view: it is what the shopper must read first. */
const focusMessage = (message: HTMLElement) => message.focus();

/**
 * The page's part may stream in after the address changed: focus waits on the anchor, and goes to a message that
 * appears meanwhile unless the shopper has moved it. Returns a function that stops watching.
 */
function watchForMessage(): () => void {
  const main = document.getElementById("contenu");
  if (!main) return () => undefined;
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.id !== MAIN_ANCHOR_ID) return stop();
    const message = findMessage();
    if (!message) return;
    focusMessage(message);
    stop();
  });
  const timer = window.setTimeout(() => stop(), STREAMED_MESSAGE_WATCH_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

function FocusOnNavigation() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const address = search ? `${pathname}?${search}` : pathname;
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const message = findMessage();
    const fragmentTarget = findFragmentTarget();
    const target = routeFocusTarget({
      previous: previous.current,
      current: address,
      hasMessage: message !== null,
      hasFragmentTarget: fragmentTarget !== null,
      focusUntouched: document.activeElement === null || document.activeElement === document.body,
    });
    const navigated = previous.current !== null && previous.current !== address;
    previous.current = address;
    if (target === "message" && message) focusMessage(message);
    if (target === "fragment" && fragmentTarget) focusFragmentTarget(fragmentTarget);
    if (target === "anchor") focusMainAnchor();
    return navigated && target === "anchor" ? watchForMessage() : undefined;
  }, [address]);

  return null;
}

export function RouteFocus() {
  // useSearchParams needs a Suspense boundary of its own, so the layout around it is never rendered on the client only.
  return (
    <Suspense fallback={null}>
      <FocusOnNavigation />
    </Suspense>
  );
}
