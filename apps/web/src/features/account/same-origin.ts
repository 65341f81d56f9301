// A form posted to a route handler is not protected the way Server Actions are (Next.js compares their Origin with
// the host): the sign-out's handler checks it itself, so another site cannot end a shopper's session.

/**
 * Whether a POST comes from one of the shop's own pages: its Origin (or, when a privacy setting removed it, its
 * Referer) names the host the request was sent to. A request carrying neither is let through: browsers send Origin
 * with every cross-site form, so only a same-site request, or a client that is not a browser, lacks both.
 */
export function isSameOriginPost(headers: { origin: string | null; referer: string | null; host: string | null }): boolean {
  const source = headers.origin && headers.origin !== "null" ? headers.origin : headers.referer;
  if (!source) return headers.origin !== "null";
  if (!headers.host) return false;
  try {
    return new URL(source).host === headers.host;
  } catch {
    return false;
  }
}

/** What a route handler answers a POST from another site's page (403, said in French), or null for the shop's own. */
export function foreignPostRefusal(headers: Headers): Response | null {
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  if (isSameOriginPost({ origin: headers.get("origin"), referer: headers.get("referer"), host })) return null;
  return new Response("Requête refusée : elle ne vient pas d'une page de Cabas.", { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });
}
