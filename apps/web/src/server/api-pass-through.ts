// The web-service's paths (/next-react/*, /media/*) passed straight to the API by the storefront's server, before
// Next.js (ADR 0107). Through Next.js, each cost the storefront's one thread about 1.8 ms of processor time (its
// request handling, the proxy's rewrite, then its own HTTP proxy) against 0.3 ms for the API to answer: a page's
// images, read one by one, held that thread longer than rendering the page. Here a request is piped through a kept-alive
// connection, with the same headers as before.
import { Agent, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import { staticSecurityHeaders } from "../lib/security/headers.ts";
import { withoutHopByHop } from "./hop-by-hop.ts";

/** The French answer when the web-service cannot be reached: the storefront's calls read `success` and `message`. */
export const UNREACHABLE_MESSAGE = "Le service est momentanément indisponible. Veuillez réessayer dans un instant.";

/**
 * The headers the API gets: the visitor's, as the storefront's server settled them (X-Forwarded-For, ADR 0067), but
 * for the connection's; the API's own host, and the visitor's in X-Forwarded-Host, as Next.js's proxy sent them.
 */
export function headersToApi(headers: IncomingMessage["headers"], api: URL): OutgoingHttpHeaders {
  const kept = withoutHopByHop(headers);
  kept["x-forwarded-host"] = headers.host ?? "";
  kept.host = api.host;
  return kept;
}

/**
 * The API's answer's headers for the visitor: the same but for the connection's, with the storefront's security
 * headers wherever the API did not set its own (Next.js added them to every answer, these included).
 */
export function headersFromApi(headers: IncomingMessage["headers"]): OutgoingHttpHeaders {
  const kept = withoutHopByHop(headers);
  for (const { key, value } of staticSecurityHeaders) {
    if (kept[key.toLowerCase()] === undefined) kept[key.toLowerCase()] = value;
  }
  return kept;
}

export type ApiPassThrough = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Passes requests to the API at `apiRoot`. Connections are kept alive, and closed after 30 s unused, before the API
 * closes them itself (Fastify: 72 s), so that a request is not sent on a connection the API is closing. A GET or
 * HEAD that still meets a connection closed under it is sent once more on a new one; a request with a body is not.
 */
export function apiPassThrough(apiRoot: string): ApiPassThrough {
  const api = new URL(apiRoot);
  const agent = new Agent({ keepAlive: true, timeout: 30_000 });
  return (request, response) => {
    // GET and HEAD carry no body: safe to send again, and sent at once.
    const bodyless = request.method === "GET" || request.method === "HEAD";
    const send = (retried: boolean): void => {
      const upstream = httpRequest(
        { host: api.hostname, port: api.port || 80, method: request.method, path: request.url, headers: headersToApi(request.headers, api), agent },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, headersFromApi(answer.headers));
          answer.pipe(response);
          answer.once("error", () => response.destroy());
        },
      );
      // A visitor who leaves drops the API's request too.
      const drop = (): void => {
        if (!response.writableFinished) upstream.destroy();
      };
      response.once("close", drop);
      upstream.once("error", (error: NodeJS.ErrnoException) => {
        response.off("close", drop);
        if (!retried && bodyless && upstream.reusedSocket && error.code === "ECONNRESET" && !response.headersSent) return send(true);
        if (response.headersSent || response.destroyed) return void response.destroy();
        const call = request.url?.startsWith("/next-react/") ?? false;
        response.writeHead(502, { "content-type": call ? "application/json; charset=utf-8" : "text/plain; charset=utf-8", "cache-control": "no-store" });
        response.end(call ? JSON.stringify({ success: false, message: UNREACHABLE_MESSAGE }) : UNREACHABLE_MESSAGE);
      });
      if (bodyless) upstream.end();
      else request.pipe(upstream);
    };
    send(false);
  };
}
