// What an error may leave in a log: the SQL text and PostgreSQL's code and reason, never a query's bound values
// (e-mails, names, password hashes: RGPD data minimisation, ADR 0065).

/** Fields of a PostgreSQL error (node-postgres, PGlite) that name the schema or the rule, never a row's values. */
const SAFE_DATABASE_FIELDS = [
  "code",
  "severity",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "routine",
] as const;
const MAX_CAUSES = 5;

/**
 * Drizzle's « Failed query: <sql>\nparams: <values> » loses its values; PostgreSQL's reasons that quote the value
 * refused (« invalid input syntax for type integer: "chloe@example.fr" ») lose the quote.
 */
export function redactErrorMessage(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, "\nparams: [redacted]").replace(/^(.*: )".*"$/gm, '$1"[redacted]"');
}

/** One line of text for a log or a job's last_error. */
export const loggableErrorMessage = (error: unknown): string =>
  redactErrorMessage(error instanceof Error ? error.message : String(error));

export type LoggedError = {
  type: string;
  message: string;
  stack?: string;
  query?: string;
  params?: string;
  cause?: LoggedError;
} & Record<string, unknown>;

/**
 * The error as pino logs it (`err` serializer): type, redacted message and stack, the query's SQL text without its
 * values, PostgreSQL's safe fields, and its causes alike. PostgreSQL's `detail` (« Key (email)=(…) already exists »)
 * and `where` (« unnamed portal parameter $1 = '…' ») quote values: left out.
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: loggableErrorMessage(error) };
  const fields = error as Error & Record<string, unknown>;
  const message = redactErrorMessage(error.message);
  const logged: LoggedError = { type: error.constructor.name || error.name, message };
  if (error.stack) logged.stack = redactStack(error.stack, error.message, message);
  if (typeof fields.query === "string") logged.query = fields.query;
  if (Array.isArray(fields.params)) logged.params = `[${fields.params.length} redacted]`;
  for (const key of SAFE_DATABASE_FIELDS) if (typeof fields[key] === "string") logged[key] = fields[key];
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}

/** A stack starts with the message: that part is replaced by the redacted one, the frames are kept. */
function redactStack(stack: string, message: string, redacted: string): string {
  const frames = stack.indexOf("\n    at ");
  const head = frames === -1 ? stack : stack.slice(0, frames);
  const rest = frames === -1 ? "" : stack.slice(frames);
  return (head.includes(message) ? head.replace(message, () => redacted) : redactErrorMessage(head)) + rest;
}
