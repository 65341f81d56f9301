// A page that calls notFound() is answered by Next.js 16 in production with a blank error document (<html
// id="__next_error__">, no lang, empty body: the 404 page exists only in the script payload), so a shopper without
// JavaScript, a crawler or a link preview sees nothing (vercel/next.js#98295). An unknown address is rendered
// properly, through the /_not-found route: the server swaps the first for the second.
import type { ServerResponse } from "node:http";

const ERROR_SHELL = '<html id="__next_error__"';

/** Whether a finished 404 body is Next.js's blank error document rather than the shop's 404 page. */
export function isBlankErrorShell(body: Buffer): boolean {
  return body.subarray(0, 4096).toString("latin1").includes(ERROR_SHELL);
}

type Write = (...args: unknown[]) => boolean;
type End = (...args: unknown[]) => ServerResponse;
type WriteHead = (...args: unknown[]) => ServerResponse;
type Patched = { write: Write; end: End; writeHead: WriteHead };

/**
 * Holds back the head and body of a 404 page until it ends; if it is the blank error document, `renderNotFound`
 * writes the real 404 page on the same response instead. Any other response goes on as written (a 404 that is not
 * the blank document in one piece, at its end). While a response goes on, the methods stay wrapped: whatever wraps
 * them afterwards (the page cache's copy) keeps seeing every call. Once the blank document is replaced, the
 * original methods are put back for the real 404 page, which such a wrapper then does not see (no 404 is kept).
 */
export function replaceBlankNotFound(response: ServerResponse, renderNotFound: () => Promise<unknown>): void {
  const patched = response as unknown as Patched;
  const { write, end, writeHead } = patched;
  let state: "deciding" | "holding" | "passing" | "replacing" = "deciding";
  let head: unknown[] | null = null;
  const held: Buffer[] = [];
  /** Stops holding: the response goes on as Next.js wrote it. */
  const pass = (): void => {
    state = "passing";
    if (head) writeHead.apply(response, head);
    head = null;
  };
  const hold = (chunk: unknown, encoding: unknown): void => {
    if (chunk instanceof Uint8Array) held.push(Buffer.from(chunk));
    else if (typeof chunk === "string") held.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
  };
  const decide = (): void => {
    if (state !== "deciding") return;
    if (!response.headersSent && (head ? head[0] : response.statusCode) === 404) state = "holding";
    else pass();
  };
  patched.writeHead = (...args: unknown[]) => {
    if (state === "deciding" && args[0] === 404 && !response.headersSent) {
      head = args;
      response.statusCode = 404;
      return response;
    }
    if (state === "deciding") state = "passing";
    return writeHead.apply(response, args);
  };
  patched.write = (...args: unknown[]) => {
    decide();
    if (state !== "holding") return write.apply(response, args);
    hold(args[0], args[1]);
    const callback = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
    callback?.();
    return true;
  };
  patched.end = (...args: unknown[]) => {
    decide();
    if (state !== "holding") return end.apply(response, args);
    if (typeof args[0] !== "function") hold(args[0], args[1]);
    const body = Buffer.concat(held);
    if (!isBlankErrorShell(body)) {
      pass();
      return end.call(response, body);
    }
    // The real page is written through the original methods: this response's own 404 is finished.
    state = "replacing";
    patched.write = write;
    patched.end = end;
    patched.writeHead = writeHead;
    renderNotFound().catch((error: unknown) => {
      console.error("storefront server: 404 page", error);
      if (!response.headersSent && head) writeHead.apply(response, head);
      if (!response.writableEnded) end.call(response, body);
    });
    return response;
  };
}
