// The storefront's addresses that belong to the web-service: its calls and its media.

/** Passed to the API by the storefront's server (ADR 0107), and by proxy.ts under `next dev`. */
export const isApiPath = (pathname: string): boolean => pathname.startsWith("/next-react/") || pathname.startsWith("/media/");
