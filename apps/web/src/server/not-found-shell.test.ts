import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { isBlankErrorShell, replaceBlankNotFound } from "./not-found-shell.ts";

const SHELL = '<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""></div><script>self.__next_f.push([1,"x"])</script></body></html>';
const PAGE = '<!DOCTYPE html><html lang="fr"><body><h1>Oups, cette page est introuvable</h1></body></html>';

/** A written chunk as text (strings and buffers; nothing for a missing one). */
const text = (chunk: unknown): string => (typeof chunk === "string" ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk).toString("utf8") : "");

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A server whose "Next.js" answers with `status` and `body` in two chunks, behind replaceBlankNotFound. */
async function answer(status: number, body: string): Promise<{ status: number; text: string; copied: string }> {
  let copied = "";
  const server = createServer((_request, response) => {
    replaceBlankNotFound(response, async () => {
      const real = response as ServerResponse;
      real.writeHead(404, { "content-type": "text/html; charset=utf-8" });
      real.end(PAGE);
    });
    // A wrapper installed afterwards, as the page cache's copy: it must see every chunk.
    const wrapped = response as unknown as { write: (...a: unknown[]) => boolean; end: (...a: unknown[]) => unknown };
    const [write, end] = [wrapped.write, wrapped.end];
    wrapped.write = (...a: unknown[]) => ((copied += text(a[0])), write(...a));
    wrapped.end = (...a: unknown[]) => ((copied += text(a[0])), end(...a));
    response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
    response.write(body.slice(0, 20));
    response.end(body.slice(20));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/recettes/inexistante`);
  return { status: res.status, text: await res.text(), copied };
}

describe("404 pages rendered by notFound()", () => {
  it("recognises Next.js's blank error document", () => {
    expect(isBlankErrorShell(Buffer.from(SHELL))).toBe(true);
    expect(isBlankErrorShell(Buffer.from(PAGE))).toBe(false);
  });

  it("replace the blank error document with the shop's 404 page, still a 404", async () => {
    expect(await answer(404, SHELL)).toMatchObject({ status: 404, text: PAGE });
  });

  it("leave a real 404 page and any other page as they are", async () => {
    expect(await answer(404, PAGE)).toEqual({ status: 404, text: PAGE, copied: PAGE });
    expect(await answer(200, SHELL)).toEqual({ status: 200, text: SHELL, copied: SHELL });
  });
});
