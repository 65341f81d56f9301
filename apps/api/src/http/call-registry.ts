// Serves one contract at /next-react/<name>.php: parses input, checks access, runs the handler.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { callPath, type CallContract } from "@cabas/contracts";
import type { Database } from "@cabas/db";
import { assertAccess, readToken, type Authenticator, type Principal } from "./auth.ts";
import type { ReadCache } from "./read-cache.ts";
import { parseInput } from "./validation.ts";
import type { CookieSettings } from "./session-cookies.ts";
import type { PaymentServices } from "../payment/payment-services.ts";

export type CallContext<C extends CallContract> = {
  input: z.output<C["input"]>;
  db: Database;
  principal: Principal | null;
  token: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
  now: () => Date;
  config: AppConfig;
};

/** Settings handlers need besides the database. */
export type AppConfig = {
  /** The shop's public address, for links in e-mails. */
  publicUrl: string;
  cookies: CookieSettings;
  databaseKind: string;
  version: string;
  /** The payment provider (sandbox by default) and the secret that signs callbacks and checkout references. */
  payments: PaymentServices;
};

/** What a handler returns: the call's payload; the registry adds `success: true` and a default empty message. */
export type CallResult<C extends CallContract> = Omit<z.input<C["output"]>, "success" | "message"> & { message?: string };

export type CallHandler<C extends CallContract> = (ctx: CallContext<C>) => Promise<CallResult<C>>;

/**
 * How a public call's answers are shared between callers: the cache to use (none: not cached) and the key
 * the answer depends on besides the call's name (null: this request is not cached). A cached handler's answer
 * must depend on nothing but that key and the database: no principal, no reply headers or cookies.
 */
export type CachePolicy<C extends CallContract = CallContract> = {
  cacheOf: (db: Database) => ReadCache | undefined;
  key: (input: z.output<C["input"]>, request: FastifyRequest) => string | null;
};

export type CallImplementation = {
  contract: CallContract;
  handler: CallHandler<CallContract>;
  cache?: CachePolicy | undefined;
};

export const implement = <C extends CallContract>(
  contract: C,
  handler: CallHandler<C>,
  options: { cache?: CachePolicy<C> } = {},
): CallImplementation => ({
  contract,
  handler: handler,
  cache: options.cache,
});

export type RegistryDeps = { db: Database; authenticate: Authenticator; now: () => Date; config: AppConfig };

export function registerCalls(app: FastifyInstance, calls: readonly CallImplementation[], deps: RegistryDeps): void {
  for (const { contract, handler, cache: policy } of calls) {
    app.route({
      method: contract.method,
      url: callPath(contract.name),
      handler: async (request, reply) => {
        const raw =
          contract.method === "GET"
            ? request.query
            : { ...(request.query as object), ...((request.body as object | undefined) ?? {}) };
        const input = parseInput(contract.input, raw ?? {});
        const token = readToken(request);
        const principal = token ? await deps.authenticate(token) : null;
        assertAccess(contract.access, principal);
        const run = () => handler({ input, db: deps.db, principal, token, request, reply, now: deps.now, config: deps.config });
        const cache = policy && contract.access === "public" ? policy.cacheOf(deps.db) : undefined;
        const key = cache && policy ? policy.key(input, request) : null;
        if (cache && key !== null) {
          const body = await cache.read(`${contract.name}?${key}`, async () =>
            JSON.stringify({ success: true, message: "", ...(await run()) }),
          );
          return reply.type("application/json; charset=utf-8").send(body);
        }
        const output = await run();
        // A handler that answered with a file (downloadFile) has already sent its reply.
        if (reply.sent) return reply;
        return reply.send({ success: true, message: "", ...output });
      },
    });
  }
}
