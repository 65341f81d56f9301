// Request logging with pino: never tokens, cookies or passwords (also stripped from logged URLs).
import type { FastifyServerOptions } from "fastify";

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
    },
  };
}
