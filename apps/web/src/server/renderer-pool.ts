// The storefront's renderer processes (ADR 0090). Next.js renders a page on one thread, for 12–19 ms on the reference
// machine: one process renders one page at a time, and ten visitors at once wait for each other whatever the number
// of cores. The storefront's server (server.ts) therefore keeps what is cheap (the page cache, compression, the
// visitor's address) and hands each page it must render to one of these processes, each Next.js alone on a port of
// the loopback, the one with the fewest pages in hand. The page cache stays one for all of them.
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { Agent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import { join } from "node:path";
import { withoutHopByHop } from "./hop-by-hop.ts";

/** Proves to a renderer that the request comes from its storefront server, which alone sets the headers it trusts. */
export const RENDERER_SECRET_HEADER = "x-cabas-renderer";

/**
 * The headers a renderer gets: the visitor's (as the storefront's server settled them), its secret, and no
 * Accept-Encoding when the answer must come back `uncompressed` (a page the cache keeps a copy of).
 */
export function headersToRenderer(headers: IncomingHttpHeaders, secret: string, uncompressed: boolean): OutgoingHttpHeaders {
  const kept = withoutHopByHop(headers);
  if (uncompressed) delete kept["accept-encoding"];
  kept[RENDERER_SECRET_HEADER] = secret;
  return kept;
}

/** The headers of a renderer's answer passed on to the visitor: the same, but for those of the loopback connection. */
export function headersFromRenderer(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return withoutHopByHop(headers);
}

/**
 * The renderer to hand a page to: among those ready (a number of pages in hand, not null), one with the fewest, the
 * first after `last` on a tie so that idle renderers take turns; -1 when none is ready.
 */
export function leastBusy(inHand: readonly (number | null)[], last: number): number {
  let chosen = -1;
  for (let step = 1; step <= inHand.length; step++) {
    const index = (last + step) % inHand.length;
    const pages = inHand[index];
    if (pages === null || pages === undefined) continue;
    if (chosen === -1 || pages < inHand[chosen]!) chosen = index;
  }
  return chosen;
}

/** A renderer: its process, its port once it listens, its pages in hand, and whether one ever listened in its place. */
type Slot = { child: ChildProcess | null; port: number | null; inHand: number; served: boolean };

export type RendererPoolOptions = {
  count: number;
  /** The storefront's public port and host name: the renderers' links and redirects name them. */
  port: number;
  hostname: string | undefined;
  /** The renderer's module (tests give their own); renderer-process.ts by default. */
  module?: string;
  /** Node.js's options for the renderers; this process's own by default (`--import tsx`, the young generation's size). */
  execArgv?: string[];
  /** How long a renderer that stopped after serving waits before it is started again. */
  restartDelayMs?: number;
};

/** The message a renderer sends its storefront server once it listens. */
export type RendererReady = { type: "cabas-renderer-ready"; port: number };

export class RendererPool {
  private readonly secret = randomBytes(32).toString("hex");
  // Connections to the renderers are kept: a page does not pay for a new one. The renderers keep them open longer
  // (65 s) than this agent does after their Keep-Alive hint, so none is closed under a request being sent.
  private readonly agent = new Agent({ keepAlive: true });
  private readonly slots: Slot[];
  private last = -1;
  private stopping = false;
  /** Settles once every renderer listens, or fails when one stops before it ever did (a missing build, say). */
  readonly ready: Promise<void>;

  constructor(private readonly options: RendererPoolOptions) {
    this.slots = Array.from({ length: options.count }, () => ({ child: null, port: null, inHand: 0, served: false }));
    this.ready = Promise.all(this.slots.map((slot, index) => this.start(slot, index))).then(() => undefined);
    // Nobody may be waiting on it yet: a start failure is then told by `ready` to whoever awaits it.
    this.ready.catch(() => {});
  }

  /** Pages in hand per renderer, null for one not ready. */
  get load(): (number | null)[] {
    return this.slots.map((slot) => (slot.port === null ? null : slot.inHand));
  }

  private start(slot: Slot, index: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = fork(this.options.module ?? join(import.meta.dirname, "renderer-process.ts"), [], {
        env: {
          ...process.env,
          CABAS_RENDERER_SECRET: this.secret,
          CABAS_RENDERER_PUBLIC_PORT: String(this.options.port),
          CABAS_RENDERER_PUBLIC_HOSTNAME: this.options.hostname ?? "",
        },
        execArgv: this.options.execArgv ?? process.execArgv,
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      });
      slot.child = child;
      slot.port = null;
      slot.inHand = 0;
      child.on("message", (message: RendererReady) => {
        if (message?.type !== "cabas-renderer-ready" || slot.child !== child) return;
        slot.port = message.port;
        slot.served = true;
        resolve();
      });
      child.once("exit", (code, signal) => {
        if (slot.child !== child) return;
        slot.port = null;
        slot.child = null;
        if (this.stopping) return resolve();
        if (!slot.served) return reject(new Error(`renderer ${index + 1} stopped before it served (code ${code ?? signal})`));
        console.error(`storefront server: renderer ${index + 1} stopped (code ${code ?? signal}); another one starts`);
        // The others take its pages meanwhile; a renderer that cannot start again is retried at this pace.
        setTimeout(() => {
          if (!this.stopping) this.start(slot, index).catch((error: unknown) => console.error("storefront server:", error));
        }, this.options.restartDelayMs ?? 1000).unref();
        resolve();
      });
    });
  }

  /**
   * Hands the request to the least busy renderer and passes its answer on as it comes; an answer that must be kept
   * comes back `uncompressed`. Settles once the answer is sent or the visitor left.
   */
  render(request: IncomingMessage, response: ServerResponse, { uncompressed }: { uncompressed: boolean }): Promise<void> {
    const index = leastBusy(this.load, this.last);
    const slot = this.slots[index];
    if (slot === undefined || slot.port === null) {
      unavailable(response);
      return Promise.resolve();
    }
    this.last = index;
    slot.inHand++;
    return new Promise((resolve) => {
      let settled = false;
      const settle = (): void => {
        if (settled) return;
        settled = true;
        slot.inHand = Math.max(0, slot.inHand - 1);
        resolve();
      };
      const upstream = httpRequest(
        { host: "127.0.0.1", port: slot.port!, method: request.method, path: request.url, headers: headersToRenderer(request.headers, this.secret, uncompressed), agent: this.agent },
        (answer) => {
          // Set one by one rather than given to writeHead: whatever wraps the response (compression, the page
          // cache's copy) reads them from it.
          for (const [name, value] of Object.entries(headersFromRenderer(answer.headers))) response.setHeader(name, value!);
          response.statusCode = answer.statusCode ?? 502;
          answer.pipe(response);
          answer.once("end", settle);
          answer.once("error", () => {
            response.destroy();
            settle();
          });
        },
      );
      let abandoned = false;
      upstream.once("error", (error) => {
        if (!abandoned) console.error(`storefront server: renderer ${index + 1}:`, error.message);
        if (!response.headersSent) unavailable(response);
        else response.destroy();
        settle();
      });
      // A visitor who leaves: the renderer stops writing for nobody.
      response.once("close", () => {
        if (!response.writableFinished) {
          abandoned = true;
          upstream.destroy();
        }
        settle();
      });
      request.pipe(upstream);
    });
  }

  /** Stops every renderer (SIGTERM, then SIGKILL after `graceMs`) and settles once they are gone. */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    this.agent.destroy();
    await Promise.all(
      this.slots.map(({ child }) => {
        if (child === null || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
        return new Promise<void>((resolve) => {
          const force = setTimeout(() => child.kill("SIGKILL"), graceMs);
          child.once("exit", () => {
            clearTimeout(force);
            resolve();
          });
          child.kill("SIGTERM");
        });
      }),
    );
  }
}

/**
 * No renderer can take the page (all of them starting again, or the one taking it stopped before it wrote): the
 * visitor is told to come back shortly. Headers a renderer's answer had set go: they belonged to another body.
 */
function unavailable(response: ServerResponse): void {
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  response.statusCode = 503;
  response.setHeader("retry-after", "2");
  response.setHeader("content-type", "text/plain; charset=utf-8");
  response.setHeader("cache-control", "no-store");
  response.end("Cabas redémarre : la page revient dans quelques secondes.");
}
