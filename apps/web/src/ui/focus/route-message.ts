// The message a page comes back with after a form (« Adresse ajoutée. », a refusal named in its URL): focus goes to
// it on arrival (RouteFocus), so keyboard and screen-reader users hear it instead of starting again from the top.

export const ROUTE_MESSAGE_ATTRIBUTE = "data-route-message";

/** Spread on the message's element (its role="status" or role="alert" stays): marks it and lets it take focus. */
export const routeMessageProps = { [ROUTE_MESSAGE_ATTRIBUTE]: "", tabIndex: -1 } as const;

export type RouteFocusTarget = "message" | "fragment" | "anchor" | null;

/**
 * Where focus goes when the page's address is `current`, having been `previous` (null on the first load): a client
 * navigation, the query alone included (a form's redirect back to its page with `?ajoutee=1`), goes to the page's
 * message, else to the element its fragment names (« Modifier » an address: `?modifier=3#adresse-form`), else to the
 * main anchor; the first load moves focus only to a message, and only while the shopper has not put focus anywhere
 * yet. A change of hash alone is not a navigation here (it is not part of the address given).
 */
export function routeFocusTarget({
  previous,
  current,
  hasMessage,
  hasFragmentTarget = false,
  focusUntouched,
}: {
  previous: string | null;
  current: string;
  hasMessage: boolean;
  hasFragmentTarget?: boolean;
  focusUntouched: boolean;
}): RouteFocusTarget {
  if (previous === null) return hasMessage && focusUntouched ? "message" : null;
  if (previous === current) return null;
  if (hasMessage) return "message";
  return hasFragmentTarget ? "fragment" : "anchor";
}
