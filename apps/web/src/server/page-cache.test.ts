import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PageCache, captureResponse, nonceOf, pageCacheKey, sendStoredPage, toStoredPage, withNonce, type StoredPage } from "./page-cache.ts";

const request = (url: string, headers: Record<string, string> = {}, method = "GET") => ({ method, url, headers: { host: "cabas.test", ...headers } });

describe("pageCacheKey", () => {
  it("keys a plain page load without cookies by host and address", () => {
    expect(pageCacheKey(request("/catalogue/cremerie?page=2"))).toBe("cabas.test /catalogue/cremerie?page=2");
  });

  it("leaves personal and partial requests to the renderer", () => {
    expect(pageCacheKey(request("/", { cookie: "ID_PERIMETRE=2" }))).toBeNull();
    expect(pageCacheKey(request("/", { authorization: "Bearer x" }))).toBeNull();
    expect(pageCacheKey(request("/", { rsc: "1" }))).toBeNull();
    expect(pageCacheKey(request("/", { "next-router-prefetch": "1" }))).toBeNull();
    expect(pageCacheKey(request("/", { "next-action": "abc" }))).toBeNull();
    expect(pageCacheKey(request("/", { purpose: "prefetch" }))).toBeNull();
    expect(pageCacheKey(request("/", {}, "POST"))).toBeNull();
    expect(pageCacheKey(request("/", {}, "HEAD"))).toBeNull();
  });

  it("never keys assets, web-service calls, media or absurdly long addresses", () => {
    expect(pageCacheKey(request("/_next/static/chunks/a.js"))).toBeNull();
    expect(pageCacheKey(request("/next-react/getPanier.php"))).toBeNull();
    expect(pageCacheKey(request("/media/p/1.webp"))).toBeNull();
    expect(pageCacheKey(request(`/recherche?text=${"a".repeat(3000)}`))).toBeNull();
  });
});

const NONCE = "MTIzNDU2NzgtYWJjZC00ZWZhLTkwMTItMzQ1Njc4OWFiY2Rl";
const html = (nonce: string) =>
  `<!DOCTYPE html><html><head><script src="/a.js" nonce="${nonce}"></script></head><body>Crème fraîche 2,15 €<script nonce="${nonce}">self.__next_f.push([1,"x"])</script></body></html>`;
const pageHeaders = (nonce: string): Record<string, string | string[]> => ({
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
  link: `</a.css>; rel=preload; as="style"; nonce="${nonce}"`,
  date: "Mon, 23 Nov 2026 19:00:00 GMT",
  "content-length": "123",
  "content-encoding": "br",
});

describe("toStoredPage and withNonce", () => {
  it("keeps a page with its nonce cut out, and puts a new one everywhere the old one was", () => {
    const page = toStoredPage(200, pageHeaders(NONCE), Buffer.from(html(NONCE)), 1000);
    expect(page).not.toBeNull();
    const names = page!.headers.map(([name]) => name);
    expect(names).not.toContain("date");
    expect(names).not.toContain("content-length");
    expect(names).not.toContain("content-encoding");
    const fresh = "Zm9vYmFyLWJhei1xdXV4LTAxMjM0NTY3ODlhYmNkZWY=";
    const sent = withNonce(page!, fresh);
    expect(sent.body.toString("utf8")).toBe(html(fresh));
    const headers = Object.fromEntries(sent.headers);
    expect(headers["content-security-policy"]).toEqual([`script-src 'self' 'nonce-${fresh}' 'strict-dynamic'`]);
    expect(headers.link).toEqual([`</a.css>; rel=preload; as="style"; nonce="${fresh}"`]);
    expect(JSON.stringify(sent)).not.toContain(NONCE);
  });

  it("keeps nothing but a 200 HTML page, without cookies, with a nonce", () => {
    const body = Buffer.from(html(NONCE));
    expect(toStoredPage(404, pageHeaders(NONCE), body, 0)).toBeNull();
    expect(toStoredPage(200, { ...pageHeaders(NONCE), "content-type": "application/json" }, body, 0)).toBeNull();
    expect(toStoredPage(200, { ...pageHeaders(NONCE), "set-cookie": ["CP=75011"] }, body, 0)).toBeNull();
    expect(toStoredPage(200, { ...pageHeaders(NONCE), "content-security-policy": "default-src 'self'" }, body, 0)).toBeNull();
    // Bytes that are not HTML text (compressed by someone else) are never kept.
    expect(toStoredPage(200, pageHeaders(NONCE), Buffer.from([0x1f, 0x8b, 8, 0, 0, 0]), 0)).toBeNull();
  });

  it("keeps a navigation's RSC payload, with or without a nonce, and nothing compressed or personal (ADR 0054)", () => {
    const flight = '0:{"b":"build","f":[["",{"children":["brie-de-meaux",{}]}]]}\n1:"$Sreact.fragment"\n';
    const headers = { "content-type": "text/x-component", vary: "rsc, next-router-state-tree", date: "Mon, 23 Nov 2026 19:00:00 GMT" };
    const page = toStoredPage(200, headers, Buffer.from(flight), 5);
    expect(page?.bodyParts.map(String)).toEqual([flight]);
    expect(page?.headers).toEqual([["content-type", ["text/x-component"]], ["vary", ["rsc, next-router-state-tree"]]]);
    const signed = toStoredPage(200, { ...headers, "content-security-policy": `script-src 'nonce-${NONCE}'` }, Buffer.from(flight), 5);
    expect(withNonce(signed!, "other-nonce-0123456789").headers).toContainEqual(["content-security-policy", ["script-src 'nonce-other-nonce-0123456789'"]]);
    expect(toStoredPage(200, headers, Buffer.from([0x1f, 0x8b, 8, 0, 0, 0]), 0)).toBeNull();
    expect(toStoredPage(200, { ...headers, "set-cookie": ["ID=x"] }, Buffer.from(flight), 0)).toBeNull();
    expect(toStoredPage(500, headers, Buffer.from(flight), 0)).toBeNull();
  });

  it("reads the nonce from a Content-Security-Policy", () => {
    expect(nonceOf(`script-src 'nonce-${NONCE}'`)).toBe(NONCE);
    expect(nonceOf("script-src 'self'")).toBeNull();
    expect(nonceOf(undefined)).toBeNull();
  });
});

const stored = (storedAt: number, size = 100): StoredPage => ({ status: 200, headers: [], bodyParts: [Buffer.from("x")], storedAt, bytes: size });

describe("PageCache", () => {
  it("serves a page fresh, then stale, then not at all", () => {
    const cache = new PageCache({ freshMs: 10_000, staleMs: 20_000, maxBytes: 10_000 });
    cache.store("a", stored(0));
    expect(cache.lookup("a", 9_999)?.state).toBe("fresh");
    expect(cache.lookup("a", 10_000)?.state).toBe("stale");
    expect(cache.lookup("a", 29_999)?.state).toBe("stale");
    expect(cache.lookup("a", 30_000)).toBeNull();
    expect(cache.size.pages).toBe(0);
  });

  it("drops the oldest stored pages beyond its byte budget, and never keeps a page larger than it", () => {
    const cache = new PageCache({ freshMs: 10_000, staleMs: 0, maxBytes: 250 });
    cache.store("a", stored(0));
    cache.store("b", stored(0));
    cache.store("c", stored(0));
    expect(cache.lookup("a", 1)).toBeNull();
    expect(cache.lookup("b", 1)).not.toBeNull();
    expect(cache.size).toEqual({ pages: 2, bytes: 200 });
    cache.store("huge", stored(0, 251));
    expect(cache.lookup("huge", 1)).toBeNull();
    cache.store("b", stored(5));
    expect(cache.size).toEqual({ pages: 2, bytes: 200 });
    cache.clear();
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });

  it("is off with no fresh time", () => {
    expect(new PageCache({ freshMs: 0, staleMs: 0, maxBytes: 1 }).enabled).toBe(false);
  });
});

describe("captureResponse and sendStoredPage over HTTP", () => {
  const cache = new PageCache({ freshMs: 60_000, staleMs: 0, maxBytes: 1_000_000 });
  let renders = 0;
  let base = "";
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const key = pageCacheKey(req);
    const found = key ? cache.lookup(key, Date.now()) : null;
    if (found) return sendStoredPage(res, found.page, "hit", Date.now());
    if (key) captureResponse(res, (page) => page && cache.store(key, page), Date.now);
    // Rendered as Next.js does: a nonce of its own, headers, then the body streamed in pieces.
    renders += 1;
    const nonce = btoa(crypto.randomUUID());
    for (const [name, value] of Object.entries(pageHeaders(nonce))) if (name !== "content-length" && name !== "content-encoding") res.setHeader(name, value);
    if (req.url === "/personal") res.setHeader("set-cookie", "CP=75011");
    const body = html(nonce);
    res.write(body.slice(0, 40));
    res.write(Buffer.from(body.slice(40, 90)));
    res.end(body.slice(90));
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const load = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${base}${path}`, init);
    const body = await response.text();
    const nonce = nonceOf(response.headers.get("content-security-policy") ?? "");
    return { body, nonce, state: response.headers.get("x-cabas-page-cache") };
  };

  it("renders once, then serves the same page with a new nonce in the header and the body each time", async () => {
    const first = await load("/catalogue/cremerie");
    const second = await load("/catalogue/cremerie");
    const third = await load("/catalogue/cremerie");
    expect(renders).toBe(1);
    expect([first.state, second.state, third.state]).toEqual(["miss", "hit", "hit"]);
    expect(new Set([first.nonce, second.nonce, third.nonce]).size).toBe(3);
    for (const page of [first, second, third]) expect(page.body).toBe(html(page.nonce!));
  });

  it("renders every time for a visitor with cookies, and never keeps a page that sets one", async () => {
    const before = renders;
    await load("/catalogue/cremerie", { headers: { cookie: "ID=abc" } });
    await load("/personal");
    const again = await load("/personal");
    expect(renders - before).toBe(3);
    expect(again.state).toBe("miss");
  });
});
