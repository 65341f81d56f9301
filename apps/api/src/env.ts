// Environment variables, validated once at boot.
import { z } from "zod";

const schema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  API_HOST: z.string().default("127.0.0.1"),
  DATABASE_URL: z.string().url().optional(),
  CABAS_DATA_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Origins whose pages may make cookie-authenticated writes (comma-separated). */
  CABAS_PUBLIC_ORIGINS: z.string().default("http://localhost:3000,http://127.0.0.1:3000"),
  /** The shop's address in e-mail links; defaults to the first public origin. */
  CABAS_PUBLIC_URL: z.string().url().optional(),
  CABAS_COOKIE_DOMAIN: z.string().optional(),
  /** Proxies allowed to set X-Forwarded-For (the storefront); default: this machine only. */
  TRUST_PROXY: z.string().optional(),
  /** SMTP server (smtp://user:pass@host:587); without it, e-mails are written to the outbox folder. */
  SMTP_URL: z.string().optional(),
  CABAS_OUTBOX_DIR: z.string().optional(),
  MAIL_FROM: z.string().default("Cabas <service-client@cabas.example>"),
  /** Signs payment notifications and checkout references; set the same value on every API instance. */
  CABAS_PAYMENT_SECRET: z.string().min(32).optional(),
  /** How long a catalogue answer is shared before it is recomputed (ms); 0 turns the catalogue cache off. */
  CABAS_CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * New slot places one client address may take in 10 minutes (ADR 0061). The end-to-end journeys raise it: every
   * shopper they play comes from the same loopback address.
   */
  CABAS_SLOT_PLACES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  /**
   * The percentage of each slot's places that holds by guests (baskets with no account) may fill at once (ADR 0143);
   * 100 lifts it. The end-to-end journeys do: their shoppers fill slots as guests.
   */
  CABAS_SLOT_GUEST_SHARE_PERCENT: z.coerce.number().int().min(1).max(100).default(50),
  /** How long getPanier may answer from memory for an unchanged basket; 0 turns it off. */
  CABAS_BASKET_CACHE_MS: z.coerce.number().int().min(0).default(10_000),
  /** Create the demo customer and support accounts when seeding (see README); "0" to skip. */
  CABAS_DEMO_ACCOUNTS: z
    .enum(["0", "1"])
    .default("1")
    .transform((v) => v === "1"),
});

export type Env = z.infer<typeof schema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  return parsed.data;
}

export const originsFrom = (env: Env): string[] =>
  env.CABAS_PUBLIC_ORIGINS.split(",")
    .map((o) => o.trim())
    .filter(Boolean);

/** The shop's address in e-mail links, the same for the API and the operator commands: CABAS_PUBLIC_URL, else the first public origin. */
export const publicUrlFrom = (env: Env): string => env.CABAS_PUBLIC_URL ?? originsFrom(env)[0] ?? "http://localhost:3000";
