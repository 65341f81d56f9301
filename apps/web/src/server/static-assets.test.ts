import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnLoopback, rawRequest } from "./loopback-http.ts";
import { pickEncoding, staticAssets, staticFileOf } from "./static-assets.ts";

const root = mkdtempSync(join(tmpdir(), "cabas-static-"));
const script = "console.log('Cabas');\n".repeat(200);
let server: Server;
let base = "";
let fallThrough = 0;

beforeAll(async () => {
  mkdirSync(join(root, "chunks"), { recursive: true });
  mkdirSync(join(root, "media"), { recursive: true });
  writeFileSync(join(root, "chunks", "app-1a2b.js"), script);
  writeFileSync(join(root, "media", "font.woff2"), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
  const serve = staticAssets(root);
  server = createServer((request, response) => {
    void serve(request, response).then((served) => {
      if (served) return;
      fallThrough++;
      response.writeHead(418).end();
    });
  });
  base = await listenOnLoopback(server);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, method = "GET") => rawRequest(`${base}${path}`, { method, headers });

describe("the build's assets served from memory", () => {
  it("maps an asset's address to its file, and refuses any other or one leaving the folder", () => {
    expect(staticFileOf("/_next/static/chunks/app-1a2b.js?dpl=1", "/b")).toBe(join("/b", "chunks", "app-1a2b.js"));
    expect(staticFileOf("/_next/static/media/font.woff2", "/b")).toBe(join("/b", "media", "font.woff2"));
    expect(staticFileOf("/_next/data/x.json", "/b")).toBeNull();
    expect(staticFileOf("/faq", "/b")).toBeNull();
    expect(staticFileOf("/_next/static/../server/app.js", "/b")).toBeNull();
    expect(staticFileOf("/_next/static/%2e%2e/server/app.js", "/b")).toBeNull();
    expect(staticFileOf("/_next/static/chunks/..%5c..%5capp.js", "/b")).toBeNull();
    expect(staticFileOf("/_next/static/chunks//a.js", "/b")).toBeNull();
    expect(staticFileOf("/_next/static/%E0%A4%A", "/b")).toBeNull();
    expect(staticFileOf("/_next/static/", "/b")).toBeNull();
  });

  it("sends Brotli, then gzip, to whoever accepts them, and fonts as they are", () => {
    expect(pickEncoding("gzip, deflate, br, zstd", true)).toBe("br");
    expect(pickEncoding("gzip, deflate", true)).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.8", true)).toBe("gzip");
    expect(pickEncoding("*", true)).toBe("br");
    expect(pickEncoding("identity", true)).toBeNull();
    expect(pickEncoding(undefined, true)).toBeNull();
    expect(pickEncoding("gzip, br", false)).toBeNull();
  });

  it("answers a script compressed, for a year, with the storefront's security headers", async () => {
    const br = await get("/_next/static/chunks/app-1a2b.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers).toMatchObject({
      "content-type": "application/javascript; charset=utf-8",
      "content-encoding": "br",
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept-Encoding",
      "x-content-type-options": "nosniff",
    });
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 10);
    const gz = await get("/_next/static/chunks/app-1a2b.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get("/_next/static/chunks/app-1a2b.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const head = await get("/_next/static/chunks/app-1a2b.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.headers["content-length"]).toBe(String(br.body.length));
    expect(head.body.length).toBe(0);
  });

  it("keeps what it read: the file is read once", async () => {
    await get("/_next/static/chunks/app-1a2b.js");
    writeFileSync(join(root, "chunks", "app-1a2b.js"), "changed");
    expect((await get("/_next/static/chunks/app-1a2b.js")).body.toString()).toBe(script);
  });

  it("sends a font as it is, and leaves a missing file or another method to Next.js", async () => {
    const font = await get("/_next/static/media/font.woff2", { "accept-encoding": "br" });
    expect(font.headers).toMatchObject({ "content-type": "font/woff2", "content-length": "7" });
    expect(font.headers["content-encoding"]).toBeUndefined();
    const before = fallThrough;
    expect((await get("/_next/static/chunks/missing.js")).status).toBe(418);
    expect((await get("/_next/static/chunks/app-1a2b.js", {}, "POST")).status).toBe(418);
    expect(fallThrough).toBe(before + 2);
  });
});
