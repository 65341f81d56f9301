// Runs before every request: forwards web-service paths to the API, and sets a per-request
// Content-Security-Policy with a nonce so Next.js's inline bootstrap scripts run without 'unsafe-inline'.
import { NextResponse, type NextRequest } from "next/server";
import { buildContentSecurityPolicy, frameOptionsFor } from "./src/lib/security/headers.ts";

/** Read at run time (not baked in at build time like next.config rewrites), so one build serves any API address. */
const apiRoot = () => (process.env.CABAS_API_URL ?? "http://127.0.0.1:3001").replace(/\/+$/, "");

const isApiPath = (pathname: string) => pathname.startsWith("/next-react/") || pathname.startsWith("/media/");

export function proxy(request: NextRequest) {
  if (isApiPath(request.nextUrl.pathname)) {
    return NextResponse.rewrite(new URL(`${request.nextUrl.pathname}${request.nextUrl.search}`, apiRoot()));
  }
  const nonce = btoa(crypto.randomUUID());
  const csp = buildContentSecurityPolicy({
    nonce,
    pathname: request.nextUrl.pathname,
    isDev: process.env.NODE_ENV === "development",
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  // Next.js reads the nonce from this request header and puts it on the scripts it renders.
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  response.headers.set("X-Frame-Options", frameOptionsFor(request.nextUrl.pathname));
  return response;
}

export const config = {
  matcher: [
    {
      source: "/((?!_next/static|_next/image|favicon.ico|icon.svg|social-card.png).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
