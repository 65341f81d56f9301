"use client";
// After each client-side navigation — a change of query string alone included, as when a form's Server Action
// redirects back to its page with `?ajoutee=1` — focus moves to the message the page came back with, else to the
// main focus anchor (spec §2). On the first load (a form posted without scripts, the payment provider's page), only a
// message takes focus, and only while focus is still on <body>. The catalogue's filters are a GET form (a full page
// load) and no control rewrites the address while the shopper uses it, so no navigation here is one to stay put for.
// A form's redirect to the address the page already has (the same slot chosen twice) is no change of address: the
// answer to a form sent from the page still brings focus back to its message (ADR 0046).
import { usePathname, useSearchParams, useSelectedLayoutSegments } from "next/navigation";
import { Suspense, useEffect, useRef } from "react";
import { focusMainAnchor, MAIN_ANCHOR_ID } from "../modal/focus.ts";
import { isPageSubmission, ROUTE_MESSAGE_ATTRIBUTE, routeFocusTarget } from "./route-message.ts";

/** How long a message streamed in after the navigation (a Suspense boundary) still takes focus from the anchor. */
const STREAMED_MESSAGE_WATCH_MS = 5000;

/** The first message shown: a notice a later form answer replaced is hidden, and takes no focus. */
const findMessage = () =>
  [...document.querySelectorAll<HTMLElement>(`#contenu [${ROUTE_MESSAGE_ATTRIBUTE}]`)].find((message) => message.getClientRects().length > 0) ?? null;

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

/**
 * Whether a form of the page was sent and the shopper has done nothing since: set on its submission, cleared by the
 * next key or pointer press (they moved on: no answer should take focus from them then) and by the answer's render.
 */
function useAwaitedSubmission() {
  const awaitedRef = useRef(false);
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement && isPageSubmission(event.target)) awaitedRef.current = true;
    };
    // A submission's own press (Enter, a click) comes before its submit event, so it never clears it.
    const onPress = () => {
      awaitedRef.current = false;
    };
    document.addEventListener("submit", onSubmit);
    document.addEventListener("keydown", onPress, true);
    document.addEventListener("pointerdown", onPress, true);
    return () => {
      document.removeEventListener("submit", onSubmit);
      document.removeEventListener("keydown", onPress, true);
      document.removeEventListener("pointerdown", onPress, true);
    };
  }, []);
  return awaitedRef;
}

function FocusOnNavigation() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const address = search ? `${pathname}?${search}` : pathname;
  // A new array on each render: the router renders this again on each answer it applies, the same address included.
  const segments = useSelectedLayoutSegments();
  const previous = useRef<string | null>(null);
  const awaitedRef = useAwaitedSubmission();

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
    awaitedRef.current = false;
    if (target === "message" && message) focusMessage(message);
    if (target === "fragment" && fragmentTarget) focusFragmentTarget(fragmentTarget);
    if (target === "anchor") focusMainAnchor();
    return navigated && target === "anchor" ? watchForMessage() : undefined;
  }, [address, awaitedRef]);

  // The router's other renders: the address stayed, so only the answer to a form sent from the page moves focus.
  useEffect(() => {
    if (previous.current !== address) return;
    const message = findMessage();
    const target = routeFocusTarget({
      previous: address,
      current: address,
      hasMessage: message !== null,
      focusUntouched: false,
      answeredSubmission: awaitedRef.current,
    });
    awaitedRef.current = false;
    if (target === "message" && message) focusMessage(message);
  }, [address, segments, awaitedRef]);

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
