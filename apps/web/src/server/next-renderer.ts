// Next.js's rendering of a request, with the 404 swap (not-found-shell.ts): in the storefront's own process when it
// renders alone, or in each renderer process (renderer-process.ts, ADR 0090).
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import next from "next";
import { replaceBlankNotFound } from "./not-found-shell.ts";
import { isPlainPageLoad } from "./page-cache.ts";

/** The storefront's folder (apps/web), where Next.js finds its build. */
const WEB_DIR = join(import.meta.dirname, "..", "..");

export type NextRenderer = {
  /**
   * Renders `request` on `response`. `wrap`, when given, is called once the 404 swap is installed and before Next.js
   * writes: whatever it wraps around the response (the page cache's copy) sees what the visitor gets.
   */
  render(request: IncomingMessage, response: ServerResponse, wrap?: () => void): Promise<void>;
  close(): Promise<void>;
};

/** A prepared Next.js server for the storefront that answers on `port` of `hostname` (its links and redirects). */
export async function nextRenderer(port: number, hostname: string | undefined): Promise<NextRenderer> {
  const app = next({ dev: false, dir: WEB_DIR, port, hostname: hostname ?? "localhost" });
  const handle = app.getRequestHandler();
  await app.prepare();
  return {
    render(request, response, wrap) {
      // Only a rendered page can be Next.js's blank error document; one from the cache never is (no 404 is kept).
      if (isPlainPageLoad(request)) replaceBlankNotFound(response, () => app.render404(request, response));
      wrap?.();
      return handle(request, response);
    },
    close: () => app.close(),
  };
}
