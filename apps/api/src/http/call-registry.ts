// Serves one contract at /next-react/<name>.php: parses input, checks access, runs the handler.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { callPath, type CallContract } from "@cabas/contracts";
import type { Database } from "@cabas/db";
import { assertAccess, readToken, type Authenticator, type Principal } from "./auth.ts";
import { parseInput } from "./validation.ts";
import type { CookieSettings } from "./session-cookies.ts";

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
};

/** What a handler returns: the call's payload; the registry adds `success: true` and a default empty message. */
export type CallResult<C extends CallContract> = Omit<z.input<C["output"]>, "success" | "message"> & { message?: string };

export type CallHandler<C extends CallContract> = (ctx: CallContext<C>) => Promise<CallResult<C>>;

export type CallImplementation = {
  contract: CallContract;
  handler: CallHandler<CallContract>;
};

export const implement = <C extends CallContract>(contract: C, handler: CallHandler<C>): CallImplementation => ({
  contract,
  handler: handler,
});

export type RegistryDeps = { db: Database; authenticate: Authenticator; now: () => Date; config: AppConfig };

export function registerCalls(app: FastifyInstance, calls: readonly CallImplementation[], deps: RegistryDeps): void {
  for (const { contract, handler } of calls) {
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
        const output = await handler({ input, db: deps.db, principal, token, request, reply, now: deps.now, config: deps.config });
        return reply.send({ success: true, message: "", ...output });
      },
    });
  }
}
