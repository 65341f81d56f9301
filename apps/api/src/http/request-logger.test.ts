// A request's logger is made when it writes a line: below the level nothing is made, and a line written still carries
// the request's id; through Fastify, a request that fails logs its error with its id.
import { describe, expect, it } from "vitest";
import Fastify, { type FastifyBaseLogger } from "fastify";
import pino from "pino";
import { LazyRequestLogger, lazyChildLoggerFactory } from "./request-logger.ts";

const capture = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  return { lines, stream };
};

describe("LazyRequestLogger", () => {
  it("makes no child for lines below the level, and writes the others with the request's bindings", () => {
    const { lines, stream } = capture();
    const parent = pino({ level: "warn" }, stream);
    const log = new LazyRequestLogger(parent, { reqId: "req-7" }, {});
    log.info({ req: { url: "/x" } }, "incoming request");
    log.debug("détail");
    expect(log.made).toBe(false);
    expect(lines).toEqual([]);
    expect(log.level).toBe("warn");
    expect(log.isLevelEnabled("info")).toBe(false);

    log.error({ code: "E1" }, "échec");
    log.warn("attention");
    expect(log.made).toBe(true);
    expect(lines.map((l) => [l.reqId, l.msg, l.level])).toEqual([
      ["req-7", "échec", 50],
      ["req-7", "attention", 40],
    ]);
    expect(lines[0]).toMatchObject({ code: "E1" });
    log.child({ part: "paiement" }).error("refus");
    expect(lines.at(-1)).toMatchObject({ reqId: "req-7", part: "paiement", msg: "refus" });
  });

  it("is what Fastify gives each request: a failing request logs its error with its id, a quiet one makes nothing", async () => {
    const { lines, stream } = capture();
    const app = Fastify({ logger: { level: "warn", stream }, childLoggerFactory: lazyChildLoggerFactory });
    let quiet: FastifyBaseLogger | undefined;
    app.get("/calme", async (request) => {
      quiet = request.log;
      return { ok: true };
    });
    app.get("/panne", async () => {
      throw new Error("panne de test");
    });
    expect((await app.inject({ method: "GET", url: "/calme" })).statusCode).toBe(200);
    expect(quiet).toBeInstanceOf(LazyRequestLogger);
    expect((quiet as unknown as LazyRequestLogger).made).toBe(false);
    expect(lines).toEqual([]);
    expect((await app.inject({ method: "GET", url: "/panne" })).statusCode).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ reqId: expect.stringMatching(/^req-/), level: 50 });
    expect(JSON.stringify(lines[0])).toContain("panne de test");
    await app.close();
  });

  it("leaves Fastify's own child when logging is off", async () => {
    const app = Fastify({ logger: false, childLoggerFactory: lazyChildLoggerFactory });
    let log: FastifyBaseLogger | undefined;
    app.get("/", async (request) => {
      log = request.log;
      request.log.error("rien");
      return {};
    });
    expect((await app.inject({ method: "GET", url: "/" })).statusCode).toBe(200);
    expect(log).not.toBeInstanceOf(LazyRequestLogger);
    await app.close();
  });
});
