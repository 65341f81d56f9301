// Each request's logger, made only when the request logs something. Fastify gives every request a child of the
// server's logger carrying its id; pino serialises the child's bindings when it is made. A profile of cached
// catalogue answers (bench/README.md, 2026-11-30) put that at 5 % of the web-service's processor time, for loggers
// that, at the production level (warn), almost never write a line.
import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";

type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace";
type Bindings = Record<string, unknown>;
type ChildOptions = { level?: string };
/** pino's loggers say which levels they write; Fastify's stand-in logger (logging off) does not. */
type LevelAware = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
const isLevelAware = (logger: FastifyBaseLogger): logger is LevelAware =>
  typeof (logger as Partial<LevelAware>).isLevelEnabled === "function";

/**
 * Stands for `parent.child(bindings, options)` and makes it at the first line written at a level the parent writes
 * (or at the first `child()`): a line logged carries the request's id as before; a line below the level costs a
 * comparison.
 */
export class LazyRequestLogger {
  readonly #parent: LevelAware;
  readonly #bindings: Bindings;
  readonly #options: ChildOptions;
  #child: LevelAware | undefined;

  constructor(parent: LevelAware, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  /** Whether the real child was made (for tests and profiles). */
  get made(): boolean {
    return this.#child !== undefined;
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  #real(): LevelAware {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options) as LevelAware);
  }

  #write(level: Level, args: unknown[]): void {
    const logger = this.#child ?? (this.#parent.isLevelEnabled(level) ? this.#real() : undefined);
    if (logger) Reflect.apply(logger[level], logger, args);
  }

  isLevelEnabled(level: string): boolean {
    return (this.#child ?? this.#parent).isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }

  fatal(...args: unknown[]): void {
    this.#write("fatal", args);
  }
  error(...args: unknown[]): void {
    this.#write("error", args);
  }
  warn(...args: unknown[]): void {
    this.#write("warn", args);
  }
  info(...args: unknown[]): void {
    this.#write("info", args);
  }
  debug(...args: unknown[]): void {
    this.#write("debug", args);
  }
  trace(...args: unknown[]): void {
    this.#write("trace", args);
  }
  silent(): void {}
}

/**
 * Fastify's `childLoggerFactory`: the lazy logger, unless the route asks for a level of its own (then the child is
 * made at once, as Fastify would: its level differs from the parent's, which the lazy logger reads) or logging is off.
 */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions["childLoggerFactory"]> = (logger, bindings, options) =>
  options.level !== undefined || !isLevelAware(logger)
    ? logger.child(bindings, options)
    : new LazyRequestLogger(logger, bindings, options);
