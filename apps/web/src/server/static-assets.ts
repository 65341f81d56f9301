// Next.js's build assets (/_next/static/*: scripts, styles, fonts) served by the storefront's server from memory,
// each compressed once (ADR 0108). Through Next.js, the server's compression compressed a script again for every
// visitor: about 5.7 ms of processor time per request on a slow hour, and a first page asks for fifteen of them.
// Their names change with their content, so what is kept never goes stale.
import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import { staticSecurityHeaders } from "../lib/security/headers.ts";

export const STATIC_PREFIX = "/_next/static/";

const TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
};
/** Text worth compressing; fonts and pictures are compressed already. */
const TEXT = new Set([".js", ".css", ".json", ".map", ".txt", ".svg"]);

/** The file an address names under `root` (the build's `static` folder), or null: another address, or one leaving it. */
export function staticFileOf(url: string | undefined, root: string): string | null {
  if (!url?.startsWith(STATIC_PREFIX)) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(url.slice(STATIC_PREFIX.length).split("?")[0]!);
  } catch {
    return null;
  }
  const parts = relative.split("/");
  if (relative === "" || parts.some((part) => part === "" || part === "." || part === ".." || part.includes("\\") || part.includes("\0"))) return null;
  return join(root, ...parts);
}

export type Encoding = "br" | "gzip";

/**
 * The encoding to send a text in, from the visitor's Accept-Encoding: Brotli, then gzip, each unless refused (q=0);
 * null for none, or for a file compressed already.
 */
export function pickEncoding(acceptEncoding: string | string[] | undefined, text: boolean): Encoding | null {
  if (!text || acceptEncoding === undefined) return null;
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding).toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => accepted.get(name) ?? (accepted.get("*") ?? 0);
  if (weightOf("br") > 0) return "br";
  if (weightOf("gzip") > 0) return "gzip";
  return null;
}

type Asset = { type: string; text: boolean; raw: Buffer; encoded: Partial<Record<Encoding, Promise<Buffer>>> };

const compressWith: Record<Encoding, (raw: Buffer) => Promise<Buffer>> = {
  // The best quality, as for files compressed when they are built: done once per file (0.2 s for the largest script).
  br: (raw) => promisify(brotliCompress)(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
  gzip: (raw) => promisify(gzip)(raw, { level: 9 }),
};

/**
 * Serves the build's assets from `root`, kept in memory up to `maxBytes` (raw and compressed copies together); past
 * that a file is still served, compressed for the request. Resolves false when the file does not exist (Next.js then
 * answers, with its 404).
 */
export function staticAssets(root: string, maxBytes = 64 * 1024 * 1024) {
  const kept = new Map<string, Promise<Asset | null>>();
  let keptBytes = 0;
  const load = async (file: string): Promise<Asset | null> => {
    const raw = await readFile(file).catch(() => null);
    if (raw === null) return null;
    const extension = extname(file).toLowerCase();
    return { type: TYPES[extension] ?? "application/octet-stream", text: TEXT.has(extension), raw, encoded: {} };
  };
  return async function serve(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const file = staticFileOf(request.url, root);
    if (file === null || (request.method !== "GET" && request.method !== "HEAD")) return false;
    let pending = kept.get(file);
    if (!pending) {
      pending = load(file);
      if (keptBytes < maxBytes) {
        kept.set(file, pending);
        void pending.then((loaded) => (keptBytes += loaded?.raw.length ?? 0));
      }
    }
    const asset = await pending;
    if (asset === null) {
      kept.delete(file);
      return false;
    }
    const encoding = pickEncoding(request.headers["accept-encoding"], asset.text);
    let body = asset.raw;
    if (encoding) {
      let encoded = asset.encoded[encoding];
      if (!encoded) {
        encoded = compressWith[encoding](asset.raw);
        if (kept.get(file) === pending && keptBytes < maxBytes) {
          asset.encoded[encoding] = encoded;
          void encoded.then(
            (buffer) => (keptBytes += buffer.length),
            () => delete asset.encoded[encoding],
          );
        }
      }
      body = await encoded;
    }
    const headers: Record<string, string | number> = {
      "content-type": asset.type,
      "content-length": body.length,
      "cache-control": "public, max-age=31536000, immutable",
    };
    for (const { key, value } of staticSecurityHeaders) headers[key.toLowerCase()] = value;
    if (asset.text) headers.vary = "Accept-Encoding";
    if (encoding) headers["content-encoding"] = encoding;
    response.writeHead(200, headers);
    response.end(request.method === "HEAD" ? undefined : body);
    return true;
  };
}
