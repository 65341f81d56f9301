// Focus helpers shared by the modal host and the side drawer.

const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "[tabindex]:not([tabindex='-1'])",
  "[contenteditable=true]",
].join(",");

export const focusableIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest("[inert]") && el.getClientRects().length > 0,
  );

/** Keeps Tab and Shift+Tab cycling inside `root`. */
export const trapTab = (event: KeyboardEvent, root: HTMLElement): void => {
  if (event.key !== "Tab") return;
  const items = focusableIn(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !root.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
  }
};

/** The element a dialog should focus first: one marked data-autofocus, else the fallback. */
export const initialFocusTarget = (root: HTMLElement, fallback: HTMLElement | null): HTMLElement | null =>
  root.querySelector<HTMLElement>("[data-autofocus]") ?? fallback ?? focusableIn(root)[0] ?? null;

/** The page's main focus anchor (in the root layout), where focus goes when it has nowhere better (spec §2). */
export const MAIN_ANCHOR_ID = "main-anchor";
export const focusMainAnchor = () => document.getElementById(MAIN_ANCHOR_ID)?.focus({ preventScroll: true });

/**
 * What stands in for a dialog's opener the page removed: another link still shown that opens a dialog from the same
 * address (the recap's own « Choisir un créneau » for its blocker's, gone once a slot was held in the dialog). Focus
 * stays where the shopper was working rather than going back to the top of the page (QA of 2026-12-02).
 */
export function standInFor(opener: HTMLElement): HTMLElement | null {
  const href = opener.getAttribute("href");
  if (opener.tagName !== "A" || href === null || opener.getAttribute("aria-haspopup") !== "dialog") return null;
  return (
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[aria-haspopup="dialog"]')).find(
      (link) => link !== opener && link.getAttribute("href") === href && !link.closest("dialog[open]") && link.getClientRects().length > 0,
    ) ?? null
  );
}

/** Focus for an opener that is gone: its stand-in when there is one, else the main anchor. */
const focusInsteadOf = (opener: HTMLElement | null) => {
  const standIn = opener ? standInFor(opener) : null;
  if (standIn) standIn.focus();
  else focusMainAnchor();
};

/** How long after a dialog closes a re-render that removes the focused opener still sends focus to the anchor. */
const REPLACED_OPENER_WATCH_MS = 5000;

/**
 * Gives focus back when a dialog closes: to the element that opened it when it can still take it (connected,
 * shown, enabled), else to a link standing in for it (`standInFor`), else to the main anchor — never to <body>, where
 * keyboard and screen-reader users lose their place. A dialog that ran a Server Action is often followed by the page
 * re-rendering without the opener: focus then follows likewise. Returns a function that stops watching.
 */
export function returnFocus(opener: HTMLElement | null): () => void {
  if (opener && opener !== document.body && opener.isConnected) opener.focus();
  const kept = opener !== null && document.activeElement === opener;
  if (!kept) {
    focusInsteadOf(opener);
    return () => undefined;
  }
  const lost = () => !opener.isConnected && (document.activeElement === null || document.activeElement === document.body);
  const observer = new MutationObserver(() => {
    if (!lost()) return;
    focusInsteadOf(opener);
    stop();
  });
  const timer = window.setTimeout(() => stop(), REPLACED_OPENER_WATCH_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
