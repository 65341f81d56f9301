// The payment provider interface: everything Cabas asks of a card and SEPA acquirer. The built-in sandbox
// (sandbox-provider.ts) implements it; a real provider plugs in behind the same methods. Card numbers and IBANs
// only ever reach the provider: Cabas keeps tokens, brands, last digits and masked IBANs.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { DebtorDetails } from "../domain/sepa-debtor.ts";

/** A card as the provider describes its token (id_empreinte). */
export type CardDetails = { token: string; brand: string; last4: string; expMonth: number; expYear: number };

export type AuthoriseRequest = {
  amountCents: number;
  /** A saved card's token; without it the shopper types the card on the provider's hosted form. */
  cardToken?: string | null;
  /** Cabas's own reference (the payment id), echoed in callbacks. */
  merchantReference: string;
  /** Shop path the hosted page returns to once the payment is decided. */
  returnPath: string;
};

/**
 * authorised: the money is held; requires_action: the shopper must go to `actionPath` (card form or 3-D Secure);
 * declined: refused, with the issuer's reason in French.
 */
export type AuthoriseResult =
  | { status: "authorised"; providerRef: string; card?: CardDetails | undefined }
  | { status: "requires_action"; providerRef: string; actionPath: string }
  | { status: "declined"; providerRef: string; reason: string };

export type MandateResult = { providerRef: string; reference: string; ibanMasked: string };

/** What a provider tells Cabas asynchronously, signed. */
export type PaymentEvent = {
  /** Unique per event: a provider retries with the same id. */
  id: string;
  /** payment.returned: a captured SEPA debit the debtor's bank sent back (ADR 0129), with its reason code. */
  type: "payment.authorised" | "payment.declined" | "payment.returned";
  providerRef: string;
  merchantReference: string;
  amountCents: number;
  reason?: string | undefined;
  /** A returned debit's ISO 20022 reason code (AM04…) and whether it came before settlement or after. */
  returnCode?: string | undefined;
  returnKind?: "rejet" | "retour" | undefined;
  /** Present when the shopper asked to save the card. */
  card?: CardDetails | undefined;
  /** Seconds since the epoch when the event was signed. */
  createdAt: number;
};

/**
 * Why a provider refused a capture, a cancellation or a refund, as a code: its own text (English for the sandbox,
 * any language for a real acquirer) is for the logs, never for a customer or an order's history.
 */
export type ProviderFailureCode = "not_authorised" | "above_authorisation" | "not_refundable" | "above_payment" | "unavailable";

export class PaymentProviderError extends Error {
  constructor(
    readonly code: ProviderFailureCode,
    message: string,
  ) {
    super(message);
  }
}

const FAILURE_TEXT: Record<ProviderFailureCode, string> = {
  not_authorised: "la banque ne trouve plus d'autorisation à encaisser",
  above_authorisation: "le montant dépasse l'autorisation donnée par la banque",
  not_refundable: "la banque ne trouve pas de paiement encaissé à rembourser",
  above_payment: "le remboursement dépasse le paiement encaissé",
  unavailable: "la banque n'a pas répondu",
};

/**
 * A provider's refusal in French, as Cabas records and shows it: the known codes in words, anything else (a network
 * error, a provider's own wording) as « la banque n'a pas répondu ». The provider's text never passes through.
 */
export const providerFailureText = (error: unknown): string => FAILURE_TEXT[error instanceof PaymentProviderError ? error.code : "unavailable"];

export interface PaymentProvider {
  readonly name: string;
  authorise(request: AuthoriseRequest): Promise<AuthoriseResult>;
  /** Takes at most the authorised amount; the rest of the hold is released. */
  capture(providerRef: string, amountCents: number): Promise<void>;
  /** Releases an authorisation that will not be captured. */
  cancel(providerRef: string): Promise<void>;
  refund(providerRef: string, amountCents: number): Promise<void>;
  /** The card behind a token the hosted form returned; null when the provider does not know it. */
  describeCard(token: string): Promise<CardDetails | null>;
  /** debtor: the BIC and address a mandate on an account outside the EEA carries; null for an EEA account. */
  createMandate(input: { iban: string; holder: string; debtor: DebtorDetails | null }): Promise<MandateResult>;
  /** A direct debit on a mandate: authorised at once (SEPA settles days later, but the mandate is the promise). */
  chargeMandate(mandateRef: string, amountCents: number, merchantReference: string): Promise<AuthoriseResult>;
}

/** How long a signed callback stays acceptable: a replay after this is refused whatever its signature. */
export const CALLBACK_TOLERANCE_SECONDS = 300;
export const SIGNATURE_HEADER = "x-cabas-signature";

/** `t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the scheme most providers use. */
export function signPayload(secret: string, body: string, atSeconds: number): string {
  const mac = createHmac("sha256", secret).update(`${atSeconds}.${body}`).digest("hex");
  return `t=${atSeconds},v1=${mac}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export function verifySignature(secret: string, body: string, header: string | undefined, nowSeconds: number): SignatureCheck {
  if (!header) return { ok: false, reason: "Signature absente." };
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=", 2) as [string, string]));
  const t = Number(parts.t);
  const given = parts.v1 ?? "";
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return { ok: false, reason: "Signature illisible." };
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, "hex"))) return { ok: false, reason: "Signature invalide." };
  if (Math.abs(nowSeconds - t) > CALLBACK_TOLERANCE_SECONDS) return { ok: false, reason: "Signature expirée." };
  return { ok: true };
}
