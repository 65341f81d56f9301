// Next.js configuration for the Cabas storefront: security headers, shared packages.
// (/next-react/* and /media/* are forwarded to the API by proxy.ts, at run time.)
import type { NextConfig } from "next";
import { staticSecurityHeaders } from "./src/lib/security/headers.ts";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // server.ts compresses responses itself, outside the page cache's copy (ADR 0022).
  compress: false,
  reactStrictMode: true,
  transpilePackages: ["@cabas/contracts"],
  images: { unoptimized: true },
  // forbidden() and forbidden.tsx: a staff screen refused for want of its permission answers 403 (ADR 0119).
  experimental: { authInterrupts: true },
  // `npm run typecheck` checks the storefront with the rest of the project (CI runs it before the build); the build's own
  // pass over the same files would add about 14 s to CI and to a first `npm start` (ADR 0088).
  typescript: { ignoreBuildErrors: true },
  async rewrites() {
    // The sitemap index: app/sitemap.ts owns /sitemap/N.xml, so /sitemap.xml cannot be a route folder of its own.
    return { beforeFiles: [{ source: "/sitemap.xml", destination: "/sitemap-index" }], afterFiles: [], fallback: [] };
  },
  async headers() {
    // The Content-Security-Policy (with a per-request nonce) and frame-ancestors are set in proxy.ts.
    return [{ source: "/:path*", headers: staticSecurityHeaders }];
  },
};

export default nextConfig;
