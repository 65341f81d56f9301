// An address whose path is not valid percent-encoding (« /lait% », « /%E0 », a link cut inside « %C3%A9 ») made
// Next.js answer 500 « Internal Server Error », blank and in English. Such a path names no page: it is asked as a
// path that does not exist, so the shopper reads the shop's French 404 page with its search field and aisles.

/** A single-segment path no product, page or aisle has: its product lookup finds nothing (404). */
export const UNDECODABLE_PATH_TARGET = "/adresse-introuvable";

/** `url` itself when its path decodes, otherwise the path of the 404 page (its query, unreadable too, dropped). */
export function readableUrl(url: string): string {
  const path = url.split("?", 1)[0] ?? "";
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return UNDECODABLE_PATH_TARGET;
  }
}
