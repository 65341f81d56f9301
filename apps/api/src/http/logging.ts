// Request logging with pino: never tokens, cookies or passwords (also stripped from logged URLs), nor a failed
// query's bound values (error-log.ts).
import type { FastifyError, FastifyServerOptions } from "fastify";
import { loggableError, type LoggedError } from "./error-log.ts";

const SECRET_PARAMS = /([?&](?:token|password|oldPassword|newPassword|mot_de_passe|iban|t_reset|numero|cvc|code|id_empreinte)=)[^&]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, "$1[masqué]");

export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'res.headers["set-cookie"]',
        "*.password",
        "*.token",
        "*.numero",
        "*.cvc",
        "*.iban",
      ],
      censor: "[masqué]",
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
      // Whoever logs { err }: already redacted by loggableError (an object), or redacted here.
      err: (err: FastifyError) => {
        const logged = err instanceof Error ? loggableError(err) : (err as LoggedError);
        return { ...logged, stack: logged.stack ?? "" };
      },
    },
  };
}
