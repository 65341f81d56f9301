// A storefront renderer (ADR 0090): Next.js alone, on a port of the loopback chosen by the system, started by the
// storefront's server (renderer-pool.ts), which alone knows the port and the secret every request must carry. The
// server has already settled what the visitor's headers may say (address, shared page); the renderer takes them as
// they come, and compresses what it is asked to.
import { createServer } from "node:http";
import { timingSafeEqual } from "node:crypto";
import compression from "compression";
import { nextRenderer } from "./next-renderer.ts";
import { RENDERER_SECRET_HEADER, type RendererReady } from "./renderer-pool.ts";

const secret = Buffer.from(process.env.CABAS_RENDERER_SECRET ?? "");
if (secret.length === 0 || !process.send) {
  console.error("storefront renderer: started by the storefront's server only (apps/web/server.ts)");
  process.exit(1);
}
const publicPort = Number(process.env.CABAS_RENDERER_PUBLIC_PORT);
const renderer = await nextRenderer(publicPort, process.env.CABAS_RENDERER_PUBLIC_HOSTNAME || undefined);
const compress = compression();

const fromServer = (given: string | string[] | undefined): boolean => {
  const candidate = Buffer.from(typeof given === "string" ? given : "");
  return candidate.length === secret.length && timingSafeEqual(candidate, secret);
};

const server = createServer((request, response) => {
  if (!fromServer(request.headers[RENDERER_SECRET_HEADER])) {
    response.statusCode = 403;
    response.end();
    return;
  }
  delete request.headers[RENDERER_SECRET_HEADER];
  compress(request as never, response as never, () => {
    renderer.render(request, response).catch((error: unknown) => {
      console.error("storefront renderer:", error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  });
});
// Longer than the storefront server's connections to it stay open: it closes them first, never under a request.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("storefront renderer: no port");
  // A server gone meanwhile cannot be told: this renderer stops instead of failing on the closed channel.
  process.send!({ type: "cabas-renderer-ready", port: address.port } satisfies RendererReady, (error: Error | null) => {
    if (error) stop();
  });
});

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  server.close();
  void renderer.close().finally(() => process.exit(0));
};
process.once("SIGTERM", stop);
// Ctrl-C in a terminal reaches every process of the storefront: the server stops its renderers itself, in order.
process.on("SIGINT", () => {});
// Its storefront server is gone: nobody can hand it a page any more.
process.once("disconnect", stop);
