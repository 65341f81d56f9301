// HTTP security headers of the storefront: static ones (next.config.ts) and the per-request CSP (proxy.ts).

/** The only third-party frame source: YouTube's no-cookie player, loaded after the shopper clicks. */
export const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

export const staticSecurityHeaders: { key: string; value: string }[] = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value:
      'camera=(), microphone=(), geolocation=(self), browsing-topics=(), payment=(self), fullscreen=(self "https://www.youtube-nocookie.com")',
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** Routes that the shop itself may show in a frame (3-D Secure and payment dialogs). */
export const isFramableByShop = (pathname: string): boolean => pathname === "/modal" || pathname.startsWith("/modal/");

/** A per-response CSP nonce: 128 random bits (a UUID's), base64. */
export const newNonce = (): string => btoa(crypto.randomUUID());

export type CspOptions = { nonce: string; pathname: string; isDev: boolean };

/**
 * Content-Security-Policy for one page response. Scripts run only with the request's nonce
 * (Next.js puts it on its bootstrap and chunk scripts), so no 'unsafe-inline' for scripts.
 * Inline styles stay allowed: React style attributes cannot carry a nonce.
 */
export const buildContentSecurityPolicy = ({ nonce, pathname, isDev }: CspOptions): string => {
  const directives: [string, string][] = [
    ["default-src", "'self'"],
    ["script-src", `'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ""}`],
    ["style-src", "'self' 'unsafe-inline'"],
    ["img-src", "'self' data: blob:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["media-src", "'self'"],
    ["frame-src", YOUTUBE_EMBED_ORIGIN],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", isFramableByShop(pathname) ? "'self'" : "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join("; ");
};

/** Legacy counterpart of frame-ancestors for browsers that ignore CSP level 2. */
export const frameOptionsFor = (pathname: string): string => (isFramableByShop(pathname) ? "SAMEORIGIN" : "DENY");
