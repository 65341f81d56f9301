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
