// Where the cart drawer left open is not opened again on load (spec §4 restores it from its cookie): the checkout
// pages, where the basket is the page itself and the drawer, covering a phone's screen, would only hide it.

const CHECKOUT_PREFIXES = ["/checkout/", "/modal/paiement/"];

/** Whether `pathname` is a step of the checkout (basket, recap, payment, the provider's page, confirmation). */
export function isCheckoutPath(pathname: string | null | undefined): boolean {
  if (!pathname) return false;
  return CHECKOUT_PREFIXES.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix);
}

/** The drawer's visibility restored from its cookie for a page load at `pathname`. */
export const drawerRestored = (fromCookie: boolean | undefined, pathname: string | null | undefined): boolean =>
  Boolean(fromCookie) && !isCheckoutPath(pathname);
