// Whether the basket read done at page load moved this browser to another zone (ADR 0071), so that the page, priced
// for the old one, must be rendered again. A cookie that disappeared is not a move: the web-service clears the
// location cookies with the session's when the session is over, and the expired-session path then sends the
// shopper home (spec §4); re-rendering the page in place would race it and leave them on a guest page instead.
export function perimeterMoved(before: string | undefined, after: string | undefined): boolean {
  return after !== undefined && after !== "" && after !== before;
}
