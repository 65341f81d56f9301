// The words the header's search field shows: on the results page, those the shopper searched, so they can be
// corrected rather than typed again. The root layout (where the header is) is not given the page's query string, so
// the proxy reads it and hands it to the render in a request header, as it does the basket's flash.
import { withoutControlCharacters } from "./list-query.ts";

/** Only the proxy sets it (it drops one the browser sent); URI-encoded, since a header's value is Latin-1 only. */
export const SEARCH_TEXT_HEADER = "x-cabas-search-text";

/** The search as the results page reads it (recherche/page.tsx): no control characters, trimmed, 200 characters. */
export const searchTextOf = (value: string | null | undefined): string =>
  withoutControlCharacters(value ?? "").trim().slice(0, 200);

/** The header value for a page address: the search's words on /recherche, nothing elsewhere. */
export function searchTextHeaderFor(pathname: string, params: URLSearchParams): string | null {
  if (pathname !== "/recherche") return null;
  const text = searchTextOf(params.get("text"));
  return text ? encodeURIComponent(text) : null;
}

/** The field's first value, read back from the header; a value that does not decode shows nothing. */
export function searchTextFromHeader(value: string | null): string {
  if (!value) return "";
  try {
    return searchTextOf(decodeURIComponent(value));
  } catch {
    return "";
  }
}
