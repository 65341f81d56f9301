// The message a page comes back with after a form (« Adresse ajoutée. », a refusal named in its URL): focus goes to
// it on arrival (RouteFocus), so keyboard and screen-reader users hear it instead of starting again from the top.

export const ROUTE_MESSAGE_ATTRIBUTE = "data-route-message";

/** Spread on the message's element (its role="status" or role="alert" stays): marks it and lets it take focus. */
export const routeMessageProps = { [ROUTE_MESSAGE_ATTRIBUTE]: "", tabIndex: -1 } as const;

/**
 * A form's answer shown on the page (its summary, its success, a staff form's refusal at its field). A page notice
 * marked replaceable (the answer its address carries, « Adresse ajoutée. ») hides once a form of the page answered
 * after it (globals.css, with or without JavaScript): the shopper reads the latest answer, not both.
 */
export const FORM_ANSWER_ATTRIBUTE = "data-form-answer";
export const formAnswerProps = { [FORM_ANSWER_ATTRIBUTE]: "" } as const;
export const REPLACEABLE_NOTICE_ATTRIBUTE = "data-replaceable-notice";

export type RouteFocusTarget = "message" | "fragment" | "anchor" | null;

/**
 * Where focus goes when the page's address is `current`, having been `previous` (null on the first load): a client
 * navigation, the query alone included (a form's redirect back to its page with `?ajoutee=1`), goes to the page's
 * message, else to the element its fragment names (« Modifier » an address: `?modifier=3#adresse-form`), else to the
 * main anchor; the first load moves focus only to a message, and only while the shopper has not put focus anywhere
 * yet. A change of hash alone is not a navigation here (it is not part of the address given). When the address did
 * not change, only the answer to a form the shopper sent from the page (`answeredSubmission`: its redirect landed on
 * the same address, « Choisir » the same slot twice) brings focus back to the message, so they hear it again; any
 * other re-render of the page leaves focus alone.
 */
export function routeFocusTarget({
  previous,
  current,
  hasMessage,
  hasFragmentTarget = false,
  focusUntouched,
  answeredSubmission = false,
}: {
  previous: string | null;
  current: string;
  hasMessage: boolean;
  hasFragmentTarget?: boolean;
  focusUntouched: boolean;
  answeredSubmission?: boolean;
}): RouteFocusTarget {
  if (previous === null) return hasMessage && focusUntouched ? "message" : null;
  if (previous === current) return answeredSubmission && hasMessage ? "message" : null;
  if (hasMessage) return "message";
  return hasFragmentTarget ? "fragment" : "anchor";
}

/**
 * Whether a form's submission is one whose answer may bring the page's message back: a form of the page's main
 * content, not one in a dialog (the dialog gives focus back itself when it closes).
 */
export function isPageSubmission(form: { closest(selector: string): unknown }): boolean {
  return form.closest("#contenu") !== null && form.closest('dialog, [role="dialog"], [aria-modal="true"]') === null;
}
