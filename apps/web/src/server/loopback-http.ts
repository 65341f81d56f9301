// For tests of the storefront's server pieces: a server on a free loopback port, and raw requests to it (a raw
// request can send what fetch refuses, such as hop-by-hop headers, and reads the body as bytes).
import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Listens on a free loopback port; resolves to the server's base address. */
export const listenOnLoopback = (server: Server): Promise<string> =>
  new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One request to `url`, its answer read whole. */
export function rawRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: options.method ?? "GET", headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.once("error", reject);
    request.end(options.body);
  });
}
