import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNREACHABLE_MESSAGE, apiPassThrough } from "./api-pass-through.ts";
import { listenOnLoopback as listen, rawRequest } from "./loopback-http.ts";

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
const seen: Seen[] = [];

/** A stand-in web-service: echoes what it received, and answers as the real one does. */
const api = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    seen.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });
    if (request.url?.startsWith("/media/")) {
      // The API's own policy for media, which the storefront's must not replace.
      response.writeHead(200, { "content-type": "image/svg+xml", "referrer-policy": "no-referrer" });
      return response.end("<svg/>");
    }
    response.writeHead(201, { "content-type": "application/json", "set-cookie": ["ID=abc; Path=/; HttpOnly", "CP=75011; Path=/"] });
    response.end(JSON.stringify({ success: true }));
  });
});

let front: Server;
let frontUrl = "";
let apiUrl = "";

beforeAll(async () => {
  apiUrl = await listen(api);
  const pass = apiPassThrough(apiUrl);
  front = createServer((request, response) => pass(request, response));
  frontUrl = await listen(front);
});
afterAll(async () => {
  await new Promise((resolve) => front.close(resolve));
  await new Promise((resolve) => api.close(resolve));
});

/** A raw request (hop-by-hop headers can be sent), its body as text. */
const send = async (url: string, options: Parameters<typeof rawRequest>[1] = {}) => {
  const answer = await rawRequest(url, options);
  return { ...answer, body: answer.body.toString() };
};

describe("the web-service's paths passed straight to the API", () => {
  it("passes the method, address, body and cookies on, with the API's host and the visitor's in X-Forwarded-Host", async () => {
    seen.length = 0;
    const answer = await send(`${frontUrl}/next-react/updatePanier.php?x=1`, {
      method: "POST",
      headers: {
        host: "boutique.example",
        cookie: "ID=abc",
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": "203.0.113.9",
        connection: "keep-alive, x-secret",
        "x-secret": "for this connection only",
      },
      body: "action=set_quantity&id=3&quantity=2",
    });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toEqual({ success: true });
    expect(answer.headers["set-cookie"]).toEqual(["ID=abc; Path=/; HttpOnly", "CP=75011; Path=/"]);
    const [request] = seen;
    expect(request).toMatchObject({ method: "POST", url: "/next-react/updatePanier.php?x=1", body: "action=set_quantity&id=3&quantity=2" });
    expect(request!.headers).toMatchObject({
      host: new URL(apiUrl).host,
      "x-forwarded-host": "boutique.example",
      "x-forwarded-for": "203.0.113.9",
      cookie: "ID=abc",
    });
    expect(request!.headers["x-secret"]).toBeUndefined();
  });

  it("adds the storefront's security headers the API did not set, and keeps those it set", async () => {
    const call = await send(`${frontUrl}/next-react/getPanier.php`);
    expect(call.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
    expect(call.headers["x-content-type-options"]).toBe("nosniff");
    expect(call.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const media = await send(`${frontUrl}/media/produits/garlic.svg`);
    expect(media.status).toBe(200);
    expect(media.body).toBe("<svg/>");
    expect(media.headers["referrer-policy"]).toBe("no-referrer");
    expect(media.headers["cross-origin-opener-policy"]).toBe("same-origin");
  });

  it("answers 502 with a French message when the API cannot be reached", async () => {
    // A port nothing listens on: the stand-in's, once closed.
    const closed = createServer();
    const url = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const pass = apiPassThrough(url);
    const orphan = createServer((request, response) => pass(request, response));
    const orphanUrl = await listen(orphan);
    try {
      const call = await send(`${orphanUrl}/next-react/getPanier.php`);
      expect(call.status).toBe(502);
      expect(JSON.parse(call.body)).toEqual({ success: false, message: UNREACHABLE_MESSAGE });
      const media = await send(`${orphanUrl}/media/produits/garlic.svg`);
      expect(media.status).toBe(502);
      expect(media.body).toBe(UNREACHABLE_MESSAGE);
    } finally {
      await new Promise((resolve) => orphan.close(resolve));
    }
  });
});
