// The outcome of a basket form sent without JavaScript, kept for the one page the form comes back to.
export const BASKET_FLASH_COOKIE = "PANIER_MESSAGE";
/**
 * The proxy hands the flash to the page's render in this request header: the cookie it expires in its answer is
 * also gone from the render's own cookies (Next.js applies a proxy's cookie changes to the request).
 */
export const BASKET_FLASH_HEADER = "x-cabas-panier-message";

export type BasketFlash = { type: "success" | "error"; message: string };

export function parseBasketFlash(raw: string | undefined): BasketFlash | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<BasketFlash>;
    if ((value.type === "success" || value.type === "error") && typeof value.message === "string" && value.message.length <= 300) {
      return { type: value.type, message: value.message };
    }
  } catch {
    return null;
  }
  return null;
}

/**
 * Whether a request is the page load that shows the flash, so the proxy expires the cookie in its answer: the page
 * the form came back to shows it once, the next pages do not (RSC fetches and prefetches do not show it).
 */
export function showsBasketFlash(request: { method: string; headers: { get(name: string): string | null } }): boolean {
  if (request.method !== "GET" || request.headers.get("rsc") !== null) return false;
  const dest = request.headers.get("sec-fetch-dest");
  if (dest !== null) return dest === "document";
  return (request.headers.get("accept") ?? "").includes("text/html");
}

/** The flash for this render: the proxy's header on a page load, else the cookie (a render the proxy did not see load). */
export function flashOfRequest(header: string | null, cookie: string | undefined): string | undefined {
  if (header === null) return cookie || undefined;
  try {
    return decodeURIComponent(header);
  } catch {
    return undefined;
  }
}
