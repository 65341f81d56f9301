import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RENDERER_SECRET_HEADER, RendererPool, headersFromRenderer, headersToRenderer, leastBusy } from "./renderer-pool.ts";

describe("leastBusy", () => {
  it("takes the renderer with the fewest pages in hand, idle ones in turn", () => {
    expect(leastBusy([2, 0, 1], -1)).toBe(1);
    expect(leastBusy([0, 0, 0], -1)).toBe(0);
    expect(leastBusy([0, 0, 0], 0)).toBe(1);
    expect(leastBusy([0, 0, 0], 2)).toBe(0);
    expect(leastBusy([1, 1], 1)).toBe(0);
  });

  it("skips renderers that are not ready, and finds none when none is", () => {
    expect(leastBusy([null, 3], -1)).toBe(1);
    expect(leastBusy([null, null], 0)).toBe(-1);
    expect(leastBusy([], -1)).toBe(-1);
  });
});

describe("headers between the storefront's server and a renderer", () => {
  it("passes the visitor's headers with the secret, without those of the connection", () => {
    const headers = headersToRenderer(
      { host: "cabas.test", cookie: "CP=75011", "accept-encoding": "gzip", connection: "keep-alive, x-hop", "x-hop": "1", "keep-alive": "timeout=5", "x-forwarded-for": "203.0.113.9", [RENDERER_SECRET_HEADER]: "forged" },
      "s3cret",
      false,
    );
    expect(headers).toEqual({ host: "cabas.test", cookie: "CP=75011", "accept-encoding": "gzip", "x-forwarded-for": "203.0.113.9", [RENDERER_SECRET_HEADER]: "s3cret" });
  });

  it("asks for an uncompressed answer when the page is to be kept", () => {
    expect(headersToRenderer({ "accept-encoding": "br, gzip" }, "s", true)).toEqual({ [RENDERER_SECRET_HEADER]: "s" });
  });

  it("passes the answer's headers on, cookies included, without those of the loopback connection", () => {
    expect(headersFromRenderer({ "content-type": "text/html", "set-cookie": ["a=1", "b=2"], "transfer-encoding": "chunked", connection: "keep-alive", "keep-alive": "timeout=65" })).toEqual({
      "content-type": "text/html",
      "set-cookie": ["a=1", "b=2"],
    });
  });
});

const fixture = join(import.meta.dirname, "renderer-pool.fixture.ts");
const execArgv = ["--import", "tsx"];
let pool: RendererPool | null = null;
let front: Server | null = null;

afterEach(async () => {
  await new Promise<void>((resolve) => (front ? front.close(() => resolve()) : resolve()));
  await pool?.stop();
  pool = null;
  front = null;
});

/** A storefront server that hands every request to `pool`, and its address. */
async function frontOf(renderers: RendererPool, uncompressed = false): Promise<string> {
  front = createServer((request, response) => void renderers.render(request, response, { uncompressed }));
  await new Promise<void>((resolve) => front!.listen(0, "127.0.0.1", resolve));
  const address = front.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return `http://127.0.0.1:${address.port}`;
}

type Echo = { pid: number; method: string; url: string; headers: Record<string, string>; body: string };

describe("RendererPool", () => {
  it("hands a request to a renderer and passes its answer on: status, headers, cookies and body", async () => {
    pool = new RendererPool({ count: 2, port: 3000, hostname: undefined, module: fixture, execArgv });
    await pool.ready;
    const url = await frontOf(pool);
    const answer = await fetch(`${url}/missing?x=1`, { method: "POST", body: "quantite=2", headers: { cookie: "CP=75011", "accept-encoding": "gzip", "content-type": "application/x-www-form-urlencoded" } });
    expect(answer.status).toBe(404);
    expect(answer.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(answer.headers.get("x-renderer-only")).toBeNull();
    const echo = (await answer.json()) as Echo;
    expect(echo).toMatchObject({ method: "POST", url: "/missing?x=1", body: "quantite=2" });
    expect(echo.headers).toMatchObject({ cookie: "CP=75011", "accept-encoding": "gzip" });
    expect(pool.load).toEqual([0, 0]);
  });

  it("asks for the uncompressed answer of a page the cache keeps", async () => {
    pool = new RendererPool({ count: 1, port: 3000, hostname: undefined, module: fixture, execArgv });
    await pool.ready;
    const url = await frontOf(pool, true);
    const echo = (await (await fetch(`${url}/fruits`, { headers: { "accept-encoding": "gzip" } })).json()) as Echo;
    expect(echo.headers["accept-encoding"]).toBeUndefined();
  });

  it("spreads pages rendered at the same time over the renderers", async () => {
    pool = new RendererPool({ count: 2, port: 3000, hostname: undefined, module: fixture, execArgv });
    await pool.ready;
    const url = await frontOf(pool);
    const pending = [1, 2, 3, 4].map((n) => fetch(`${url}/slow/${n}`).then((r) => r.json() as Promise<Echo>));
    await expect.poll(() => pool!.load).toEqual([2, 2]);
    const pids = (await Promise.all(pending)).map((echo) => echo.pid);
    expect(new Set(pids).size).toBe(2);
    expect(pool.load).toEqual([0, 0]);
  });

  it("drops the renderer's request of a visitor who left, without an error", async () => {
    pool = new RendererPool({ count: 1, port: 3000, hostname: undefined, module: fixture, execArgv });
    await pool.ready;
    const url = await frontOf(pool);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const visitor = new AbortController();
      const left = fetch(`${url}/slow/left`, { signal: visitor.signal }).catch((error: unknown) => error);
      await expect.poll(() => pool!.load).toEqual([1]);
      visitor.abort();
      await left;
      await expect.poll(() => pool!.load).toEqual([0]);
      expect(errors).not.toHaveBeenCalled();
      // The renderer still serves the next visitor.
      expect((await fetch(`${url}/fruits`)).status).toBe(200);
    } finally {
      errors.mockRestore();
    }
  });

  it("starts a renderer that stopped again, the other one taking the pages meanwhile", async () => {
    pool = new RendererPool({ count: 2, port: 3000, hostname: undefined, module: fixture, execArgv, restartDelayMs: 50 });
    await pool.ready;
    const url = await frontOf(pool);
    const before = new Set(await Promise.all([1, 2].map(async (n) => ((await (await fetch(`${url}/slow/${n}`)).json()) as Echo).pid)));
    expect(before.size).toBe(2);
    expect(await (await fetch(`${url}/stop`)).text()).toBe("stopping");
    await expect.poll(() => pool!.load.filter((pages) => pages === null).length).toBe(1);
    for (let n = 0; n < 3; n++) expect((await fetch(`${url}/fruits`)).status).toBe(200);
    await expect.poll(() => pool!.load, { timeout: 20_000 }).toEqual([0, 0]);
    const after = new Set(await Promise.all([1, 2].map(async (n) => ((await (await fetch(`${url}/slow/${n}`)).json()) as Echo).pid)));
    expect(after.size).toBe(2);
    expect([...after].filter((pid) => before.has(pid))).toHaveLength(1);
  });

  it("fails to start when a renderer stops before it ever listened", async () => {
    const previous = process.env.FIXTURE_FAIL;
    process.env.FIXTURE_FAIL = "1";
    try {
      pool = new RendererPool({ count: 2, port: 3000, hostname: undefined, module: fixture, execArgv });
      await expect(pool.ready).rejects.toThrow(/stopped before it served \(code 2\)/);
    } finally {
      if (previous === undefined) delete process.env.FIXTURE_FAIL;
      else process.env.FIXTURE_FAIL = previous;
    }
  });

  it("tells the visitor in French to come back when no renderer can take the page", async () => {
    pool = new RendererPool({ count: 1, port: 3000, hostname: undefined, module: fixture, execArgv });
    await pool.ready;
    const url = await frontOf(pool);
    await pool.stop();
    const answer = await fetch(`${url}/fruits`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("2");
    expect(await answer.text()).toBe("Cabas redémarre : la page revient dans quelques secondes.");
  });
});
