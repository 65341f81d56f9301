// The web-service's address, and the storefront's addresses that belong to it: its calls and its media.

/** Read at run time (not baked in at build time like next.config rewrites), so one build serves any API address. */
export const apiRoot = (): string => (process.env.CABAS_API_URL ?? "http://127.0.0.1:3001").replace(/\/+$/, "");

/** Passed to the API by the storefront's server (ADR 0107), and by proxy.ts under `next dev`. */
export const isApiPath = (pathname: string): boolean => pathname.startsWith("/next-react/") || pathname.startsWith("/media/");
