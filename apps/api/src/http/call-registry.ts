// Serves one contract at /next-react/<name>.php: checks access, parses input, runs the handler.
import type { RateRule } from "../calls/session/rate-limit.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { callPath, type CallContract } from "@cabas/contracts";
import type { Database } from "@cabas/db";
import { AppError } from "./app-error.ts";
import { assertAccess, readToken, type Authenticator, type Principal } from "./auth.ts";
import { recordImpersonatedWrite } from "./impersonation-audit.ts";
import { impersonationRefusal } from "./impersonation.ts";
import type { ReadCache } from "./read-cache.ts";
import type { AnswerScope, CallerAnswerCache } from "./caller-answers.ts";
import { parseInput } from "./validation.ts";
import { refreshLocationCookies, type CookieSettings } from "./session-cookies.ts";
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
  /**
   * Present when the call's answers are kept per caller (`callerCache`) and this caller has a token: the handler
   * says what its answer depends on, and the answer is kept; not calling it keeps nothing.
   */
  keepAnswer?: ((scope: AnswerScope) => void) | undefined;
};

/** Settings handlers need besides the database. */
export type AppConfig = {
  /** The shop's public address, for links in e-mails. */
  publicUrl: string;
  /**
   * The address the shop is deployed at when its environment says it (CABAS_PUBLIC_URL): the canonical address of
   * every page, over the one the settings row was seeded with (ADR 0075); null to keep that one.
   */
  deployedUrl: string | null;
  cookies: CookieSettings;
  databaseKind: string;
  version: string;
  /** The payment provider (sandbox by default) and the secret that signs callbacks and checkout references. */
  payments: PaymentServices;
  /** New slot places one client address may take per window (ADR 0061). */
  slotPlacesPerAddress: RateRule;
  /** The percentage of each slot's places guests' holds may fill at once (ADR 0143). */
  slotGuestSharePercent: number;
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

/** Where a call's answers are kept per caller (see caller-answers.ts), if they are on for this database. */
export type CallerCachePolicy = (db: Database) => CallerAnswerCache | undefined;

export type CallImplementation = {
  contract: CallContract;
  handler: CallHandler<CallContract>;
  cache?: CachePolicy | undefined;
  callerCache?: CallerCachePolicy | undefined;
  principalFrom?: CallerCachePolicy | undefined;
  answerJson?: ((answer: object) => string) | undefined;
  customerOwnAct?: string | undefined;
  refusalPage?: RefusalPage | undefined;
};

/**
 * For a GET call a browser may open directly (a file's address): the storefront page a refusal sends that browser to,
 * from the request's query, instead of JSON shown raw (installErrorHandler; programs asking for JSON still get it).
 */
export type RefusalPage = (query: Record<string, unknown>) => string;

declare module "fastify" {
  interface FastifyContextConfig {
    refusalPage?: RefusalPage | undefined;
  }
}

export const implement = <C extends CallContract>(
  contract: C,
  handler: CallHandler<C>,
  options: {
    cache?: CachePolicy<C>;
    callerCache?: CallerCachePolicy;
    /**
     * For a write that never changes who its caller is (their session or account row): the caller's principal
     * may be the one kept there (by getPanier), without a session lookup, and is kept there when looked up.
     */
    principalFrom?: CallerCachePolicy;
    /** Writes the answer's JSON, with the same content as JSON.stringify (basket answers: basket-answer-json.ts). */
    answerJson?: (answer: object) => string;
    /**
     * What only the customer may do in their own name (« jouer », « parrainer ses amis »): refused, in French, to a
     * staff member acting as them (login-as), before the handler runs. ADR 0048.
     */
    customerOwnAct?: string;
    refusalPage?: RefusalPage;
  } = {},
): CallImplementation => ({
  contract,
  handler: handler,
  cache: options.cache,
  callerCache: options.callerCache,
  principalFrom: options.principalFrom,
  answerJson: options.answerJson,
  customerOwnAct: options.customerOwnAct,
  refusalPage: options.refusalPage,
});

/** Every answer's envelope: the handler's payload with `success: true` and a default empty message. */
const envelope = (output: object) => ({ success: true, message: "", ...output });
const JSON_TYPE = "application/json; charset=utf-8";

export type RegistryDeps = { db: Database; authenticate: Authenticator; now: () => Date; config: AppConfig };

/** One served call as its requests need it: the implementation, its JSON writer, and the registry's shared parts. */
type Route = CallImplementation & {
  toJson: (answer: object) => string;
  deps: RegistryDeps;
  /** Whether any call keeps answers per caller: a write then makes them forget the caller (registerCalls). */
  forgetsCallers: boolean;
  forgetCaller: (token: string) => void;
};

export function registerCalls(app: FastifyInstance, calls: readonly CallImplementation[], deps: RegistryDeps): void {
  // A caller's kept answers are forgotten after every write they make (POST: GET calls only read): it may have
  // changed what they show, and this process must not answer from memory before the database announces it.
  const callerCaches = [...new Set(calls.flatMap((c) => (c.callerCache ? [c.callerCache] : [])))];
  const forgetCaller = (token: string) => {
    for (const cacheOf of callerCaches) cacheOf(deps.db)?.forgetCaller(token);
  };
  for (const call of calls) {
    const route: Route = { ...call, toJson: call.answerJson ?? JSON.stringify, deps, forgetsCallers: callerCaches.length > 0, forgetCaller };
    app.route({
      method: call.contract.method,
      url: callPath(call.contract.name),
      config: { refusalPage: call.refusalPage },
      handler: (request, reply) => answerRequest(route, request, reply),
    });
  }
}

async function answerRequest(route: Route, request: FastifyRequest, reply: FastifyReply) {
  const { contract, deps } = route;
  const raw = contract.method === "GET" ? request.query : { ...(request.query as object), ...((request.body as object | undefined) ?? {}) };
  const token = readToken(request);
  const call = new CallRequest(route, request, reply, raw, token);
  const answers = token ? route.callerCache?.(deps.db) : undefined;
  if (answers && token) {
    const kept = answers.answer(token, deps.now().getTime());
    if (kept !== null) {
      // The hottest path (a kept getPanier): the kept principal is looked up only for a browser sending them.
      refreshLocationCookies(request, reply, () => answers.principal(token, deps.now().getTime()));
      // Kept for this caller after their access was checked; the input is still checked before answering.
      call.input();
      return reply.type(JSON_TYPE).send(kept);
    }
    return call.answerAndKeep(answers, token, answers.begin());
  }
  if (!token || !route.forgetsCallers || contract.method === "GET") return call.answer();
  try {
    return await call.answer();
  } finally {
    route.forgetCaller(token);
  }
}

/**
 * One request to one call: access, input, handler, and the caches on the way. Its steps are methods, made once,
 * rather than functions made for every request: under tsx each of those also gets its name set (esbuild's keepNames),
 * 3 % of the web-service's processor time for cached catalogue answers (bench/README.md, 2026-11-30).
 */
class CallRequest {
  /** Parsed once access is granted: a signed-out caller is told to sign in (401), never to fix a form first. */
  #parsed: { input: unknown } | undefined;

  constructor(
    private readonly route: Route,
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly raw: unknown,
    private readonly token: string | null,
  ) {}

  input(): unknown {
    return (this.#parsed ??= { input: parseInput(this.route.contract.input, this.raw ?? {}) }).input;
  }

  async answerAndKeep(cache: CallerAnswerCache, callerToken: string, begunAt: number) {
    // Their answer changed (their basket, say) but maybe not who they are: then no session lookup either.
    const principal = await this.keptOrAuthenticated(cache, callerToken, begunAt);
    let scope: AnswerScope | null = null;
    const output = await this.run(principal, (kept) => (scope = kept));
    const body = this.route.toJson(envelope(output));
    if (scope) cache.keep(callerToken, begunAt, body, scope, this.route.deps.now().getTime());
    return this.reply.type(JSON_TYPE).send(body);
  }

  async authenticated() {
    const principal = this.token ? await this.route.deps.authenticate(this.token) : null;
    assertAccess(this.route.contract, principal);
    refreshLocationCookies(this.request, this.reply, principal);
    return principal;
  }

  run(principal: Principal | null, keepAnswer?: (scope: AnswerScope) => void) {
    const { contract, deps } = this.route;
    // Every write made during a login-as leaves its trace, here once rather than in each handler (ADR 0048).
    const impersonationId = contract.method === "POST" ? principal?.impersonationId : null;
    return impersonationId
      ? recordImpersonatedWrite(deps.db, { impersonationId, callName: contract.name, now: deps.now }, () => this.handle(principal, keepAnswer))
      : this.handle(principal, keepAnswer);
  }

  /** The input is parsed inside the recorded call: a write refused by its input's check was still tried (ADR 0081). */
  async handle(principal: Principal | null, keepAnswer: ((scope: AnswerScope) => void) | undefined) {
    const { customerOwnAct, handler, deps } = this.route;
    const input = this.input();
    const refusal = customerOwnAct ? impersonationRefusal(principal, customerOwnAct) : null;
    if (refusal) throw new AppError("UNPROCESSABLE", refusal);
    return handler({ input, db: deps.db, principal, token: this.token, request: this.request, reply: this.reply, now: deps.now, config: deps.config, keepAnswer });
  }

  /** The caller as kept in `cache` (no session lookup), else looked up and kept there. */
  async keptOrAuthenticated(cache: CallerAnswerCache, callerToken: string, begunAt: number) {
    const { contract, deps } = this.route;
    const kept = cache.principal(callerToken, deps.now().getTime());
    if (kept) {
      assertAccess(contract, kept);
      refreshLocationCookies(this.request, this.reply, kept);
      return kept;
    }
    const principal = await this.authenticated();
    if (principal) cache.keepPrincipal(callerToken, begunAt, principal, deps.now().getTime());
    return principal;
  }

  async answer() {
    const { contract, cache: policy, principalFrom, deps, toJson } = this.route;
    const kept = this.token ? principalFrom?.(deps.db) : undefined;
    const principal = kept && this.token ? await this.keptOrAuthenticated(kept, this.token, kept.begin()) : await this.authenticated();
    const cache = policy && contract.access === "public" ? policy.cacheOf(deps.db) : undefined;
    const key = cache && policy ? policy.key(this.input(), this.request) : null;
    if (cache && key !== null) {
      const body = await cache.read(`${contract.name}?${key}`, async () => toJson(envelope(await this.run(principal))));
      return this.reply.type(JSON_TYPE).send(body);
    }
    const output = await this.run(principal);
    // A handler that answered with a file (downloadFile) has already sent its reply.
    if (this.reply.sent) return this.reply;
    return this.reply.type(JSON_TYPE).send(toJson(envelope(output)));
  }
}
