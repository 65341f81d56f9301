// What the order calls need of payment: the provider behind the interface, the sandbox when it is the one in use
// (it also serves the hosted pages), and the secret that signs callbacks and checkout references.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { PaymentProvider } from "./provider.ts";
import type { SandboxProvider } from "./sandbox-provider.ts";

export type PaymentServices = { provider: PaymentProvider; sandbox: SandboxProvider | null; secret: string };

/** A value signed with the shop's secret: `<base64url JSON>.<base64url HMAC>`. */
export function signValue(secret: string, value: Record<string, unknown>): string {
  const body = Buffer.from(JSON.stringify(value)).toString("base64url");
  const mac = createHmac("sha256", secret).update(body).digest("base64url");
  return `${body}.${mac}`;
}

export function readSignedValue(secret: string, signed: string): Record<string, unknown> | null {
  const [body, mac] = signed.split(".");
  if (!body || !mac) return null;
  const expected = createHmac("sha256", secret).update(body).digest();
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
