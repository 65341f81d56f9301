// Where a visitor goes before and after signing in: only paths of this site, never another origin.

const BASE = "http://cabas.invalid";

/** An internal path (with query and hash) or null: refuses //host, backslashes, control characters and schemes. */
export function internalPath(target: string | null | undefined): string | null {
  if (!target) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return null;
  if (!target.startsWith("/") || target.startsWith("//")) return null;
  try {
    const url = new URL(target, BASE);
    if (url.origin !== BASE) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The internal path `target` with `flag=1` (or `flag=value`) added to its query (the page it leads to shows what just happened), or null. */
export function internalPathWithFlag(target: string | null | undefined, flag: string, value = "1"): string | null {
  const path = internalPath(target);
  if (!path) return null;
  const url = new URL(path, BASE);
  url.searchParams.set(flag, value);
  return `${url.pathname}${url.search}`;
}

/** The sign-in page that brings the visitor back to `path` + `search` afterwards (spec §2, guard). */
export function loginUrlFor(path: string, search = ""): string {
  const back = internalPath(`${path}${search && !search.startsWith("?") ? `?${search}` : search}`) ?? "/";
  return `/authentification?redirect=${encodeURIComponent(back)}`;
}

/** Query string of a page's searchParams object, as Next.js passes them. */
export function searchOf(params: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, v);
  }
  const s = query.toString();
  return s ? `?${s}` : "";
}

/** The first value of a query parameter. */
export const firstParam = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;
