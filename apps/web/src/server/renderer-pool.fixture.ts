// Stands for renderer-process.ts in renderer-pool.test.ts, without Next.js: the same protocol (the secret, a port of
// the loopback, the ready message), and answers that tell what it received. FIXTURE_FAIL=1 stops it before it listens.
import { createServer } from "node:http";
import { RENDERER_SECRET_HEADER, type RendererReady } from "./renderer-pool.ts";

if (process.env.FIXTURE_FAIL === "1") process.exit(2);

const server = createServer((request, response) => {
  if (request.headers[RENDERER_SECRET_HEADER] !== process.env.CABAS_RENDERER_SECRET) {
    response.statusCode = 403;
    response.end();
    return;
  }
  if (request.url === "/stop") {
    response.end("stopping");
    setTimeout(() => process.exit(3), 20);
    return;
  }
  let body = "";
  request.setEncoding("utf8");
  request.on("data", (chunk: string) => (body += chunk));
  request.on("end", () => {
    const answer = () => {
      response.statusCode = request.url?.startsWith("/missing") ? 404 : 200;
      response.setHeader("content-type", "application/json");
      response.setHeader("set-cookie", ["a=1; Path=/", "b=2; Path=/"]);
      response.setHeader("x-renderer-only", "for the connection");
      response.setHeader("connection", "keep-alive, x-renderer-only");
      response.end(JSON.stringify({ pid: process.pid, method: request.method, url: request.url, headers: request.headers, body }));
    };
    if (request.url?.startsWith("/slow")) setTimeout(answer, 300);
    else answer();
  });
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address !== "string") process.send?.({ type: "cabas-renderer-ready", port: address.port } satisfies RendererReady);
});
process.once("SIGTERM", () => process.exit(0));
process.once("disconnect", () => process.exit(0));
