// The built-in sandbox provider: behaves like a real acquirer (hosted card form, 3-D Secure challenge, declines for
// the usual test numbers, SEPA mandates, signed callbacks) and keeps its records in its own tables, as a real one
// would on its side. Card numbers are checked here and thrown away: only the test number's meaning is kept.
import { randomBytes, randomInt } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { PAGE_ERRORS, type PageErrorCode } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { cardBrand, isCardExpired, isValidLuhn, normaliseCardNumber, sandboxBehaviour } from "../domain/card-number.ts";
import { maskIban } from "../domain/iban.ts";
import { sandboxReturnCode, sandboxReturnKind } from "../domain/sepa-return.ts";
import { needsChallenge } from "../domain/payment-amounts.ts";
import { PaymentProviderError, signPayload, type AuthoriseRequest, type AuthoriseResult, type CardDetails, type PaymentEvent, type PaymentProvider } from "./provider.ts";

export const SANDBOX = "sandbox";
/** A hosted form or challenge left alone this long is abandoned: the payment is declined and Cabas releases the order. */
export const SANDBOX_SESSION_MINUTES = 15;
const MAX_CHALLENGE_ATTEMPTS = 3;
/**
 * A debit on a test IBAN that comes back does so this long after it was presented (the order's preparation): a real
 * bank takes days, the sandbox minutes, so a tester sees it happen (ADR 0129).
 */
export const SANDBOX_RETURN_MINUTES = 2;

/** Delivers a signed event to the merchant (the shop's callback route). */
export type EventDelivery = (body: string, signature: string) => Promise<void>;

export type HostedCardInput = { numero: string; expiration: string; cvc: string; enregistrer?: boolean };

/**
 * A refusal of the hosted form (bad number, expired card…): shown on the form, nothing recorded. It carries a code:
 * the browser is sent back with the code in the address, never the text (anyone can write a text in a link).
 */
export class CardFormError extends Error {
  constructor(readonly code: PageErrorCode) {
    super(PAGE_ERRORS[code]);
  }
}

export type SandboxSessionView = {
  id: string;
  status: string;
  amountCents: number;
  /** Sandbox mode shows the 3-D Secure code on the challenge page, like test acquirers do. */
  challengeCode: string | null;
  returnPath: string | null;
  attemptsLeft: number;
  expiresAt: Date;
  card: { brand: string; last4: string } | null;
};

const newId = (prefix: string) => `${prefix}_${randomBytes(16).toString("base64url")}`;

function parseExpiry(raw: string): { month: number; year: number } | null {
  const m = /^\s*(0[1-9]|1[0-2])\s*\/\s*([0-9]{2}|[0-9]{4})\s*$/.exec(raw);
  if (!m) return null;
  const year = Number(m[2]);
  return { month: Number(m[1]), year: year < 100 ? 2000 + year : year };
}

export type SandboxProvider = PaymentProvider & {
  /** The hosted card form's tokenisation: a number in, a token out (ADD_CARD and checkout with a new card). */
  tokenise(input: HostedCardInput): Promise<CardDetails>;
  submitCard(sessionId: string, input: HostedCardInput): Promise<SandboxSessionView>;
  submitChallenge(sessionId: string, code: string): Promise<SandboxSessionView>;
  session(sessionId: string): Promise<SandboxSessionView | null>;
  /** Declines a session still waiting after its expiry (the shopper left the page). */
  expire(sessionId: string): Promise<void>;
  /** Sends back the debits on test IBANs whose return is due, each once, as signed notifications; returns how many. */
  sendDueReturns(): Promise<number>;
};

export function createSandboxProvider(options: { db: Database; secret: string; now: () => Date; deliver: EventDelivery }): SandboxProvider {
  const { db, secret, now } = options;
  const table = schema.sandboxPayments;

  async function emit(row: typeof table.$inferSelect, type: PaymentEvent["type"], reason?: string, returned?: { code: string; kind: "rejet" | "retour" }): Promise<void> {
    let card: CardDetails | undefined;
    if (type === "payment.authorised" && row.saveCard && row.cardToken) card = (await describeCard(row.cardToken)) ?? undefined;
    const event: PaymentEvent = {
      id: newId("evt"),
      type,
      providerRef: row.id,
      merchantReference: row.merchantReference ?? "",
      amountCents: row.amountCents,
      reason,
      ...(returned ? { returnCode: returned.code, returnKind: returned.kind } : {}),
      card,
      createdAt: Math.floor(now().getTime() / 1000),
    };
    const body = JSON.stringify(event);
    await options.deliver(body, signPayload(secret, body, event.createdAt));
  }

  async function describeCard(token: string): Promise<CardDetails | null> {
    const [card] = await db.select().from(schema.sandboxCards).where(eq(schema.sandboxCards.token, token)).limit(1);
    return card ? { token: card.token, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear } : null;
  }

  async function load(id: string) {
    const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
    return row ?? null;
  }

  async function view(id: string): Promise<SandboxSessionView | null> {
    const row = await load(id);
    if (!row) return null;
    const card = row.cardToken ? await describeCard(row.cardToken) : null;
    return {
      id: row.id,
      status: row.status,
      amountCents: row.amountCents,
      challengeCode: row.status === "challenge" ? row.challengeCode : null,
      returnPath: row.returnPath,
      attemptsLeft: Math.max(0, MAX_CHALLENGE_ATTEMPTS - row.attempts),
      expiresAt: row.expiresAt,
      card: card ? { brand: card.brand, last4: card.last4 } : null,
    };
  }

  /** What the issuer says about a card for an amount: its test behaviour first, then the 30 € challenge rule. */
  async function decide(cardToken: string, amountCents: number): Promise<{ status: "authorised" | "challenge" | "declined"; reason?: string }> {
    const [card] = await db.select().from(schema.sandboxCards).where(eq(schema.sandboxCards.token, cardToken)).limit(1);
    if (!card) return { status: "declined", reason: "Carte inconnue de la banque." };
    if (isCardExpired(card.expMonth, card.expYear, now())) return { status: "declined", reason: "Carte expirée." };
    if (card.behaviour === "decline") return { status: "declined", reason: "Paiement refusé par la banque." };
    if (card.behaviour === "insufficient_funds") return { status: "declined", reason: "Paiement refusé : provision insuffisante." };
    if (card.behaviour === "always_challenge" || needsChallenge(amountCents)) return { status: "challenge" };
    return { status: "authorised" };
  }

  async function mandateReturnCode(mandateRef: string): Promise<string | null> {
    const [mandate] = await db.select({ returnCode: schema.sandboxMandates.returnCode }).from(schema.sandboxMandates).where(eq(schema.sandboxMandates.id, mandateRef)).limit(1);
    return mandate?.returnCode ?? null;
  }

  const challengeCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

  /** Moves a waiting session to its outcome, once: a conditional update, so two submits cannot both decide. */
  async function settle(id: string, fromStatuses: string[], outcome: "authorised" | "declined", reason?: string) {
    const [row] = await db
      .update(table)
      .set({ status: outcome, completedAt: now(), challengeCode: null })
      .where(and(eq(table.id, id), inArray(table.status, fromStatuses)))
      .returning();
    if (row) await emit(row, outcome === "authorised" ? "payment.authorised" : "payment.declined", reason);
  }

  async function tokenise(input: HostedCardInput): Promise<CardDetails> {
    const digits = normaliseCardNumber(input.numero);
    if (!digits || !isValidLuhn(digits)) throw new CardFormError("carte_numero");
    const expiry = parseExpiry(input.expiration);
    if (!expiry) throw new CardFormError("carte_expiration");
    if (isCardExpired(expiry.month, expiry.year, now())) throw new CardFormError("carte_expiree");
    const brand = cardBrand(digits);
    if (!/^[0-9]{3,4}$/.test(input.cvc.trim()) || (brand !== "amex" && input.cvc.trim().length !== 3)) {
      throw new CardFormError("carte_cvc");
    }
    const token = newId("tok");
    const card = { token, brand, last4: digits.slice(-4), expMonth: expiry.month, expYear: expiry.year };
    await db.insert(schema.sandboxCards).values({ ...card, behaviour: sandboxBehaviour(digits) });
    return card;
  }

  const sessionExpiry = () => new Date(now().getTime() + SANDBOX_SESSION_MINUTES * 60_000);

  const provider: SandboxProvider = {
    name: SANDBOX,
    describeCard,
    tokenise,
    session: view,

    async authorise(request: AuthoriseRequest): Promise<AuthoriseResult> {
      const id = newId("sbp");
      const base = { id, amountCents: request.amountCents, merchantReference: request.merchantReference, returnPath: request.returnPath, expiresAt: sessionExpiry() };
      if (!request.cardToken) {
        await db.insert(table).values({ ...base, status: "awaiting_card" });
        return { status: "requires_action", providerRef: id, actionPath: `/modal/paiement/${id}` };
      }
      const decision = await decide(request.cardToken, request.amountCents);
      if (decision.status === "challenge") {
        await db.insert(table).values({ ...base, cardToken: request.cardToken, status: "challenge", challengeCode: challengeCode() });
        return { status: "requires_action", providerRef: id, actionPath: `/modal/paiement/${id}` };
      }
      await db.insert(table).values({ ...base, cardToken: request.cardToken, status: decision.status, completedAt: now() });
      if (decision.status === "declined") return { status: "declined", providerRef: id, reason: decision.reason ?? "Paiement refusé." };
      return { status: "authorised", providerRef: id };
    },

    async submitCard(sessionId, input) {
      const row = await load(sessionId);
      if (!row) throw new CardFormError("paiement_introuvable");
      if (row.status !== "awaiting_card") throw new CardFormError("paiement_sans_carte");
      if (row.expiresAt < now()) {
        await provider.expire(sessionId);
        throw new CardFormError("paiement_delai");
      }
      const card = await tokenise(input);
      const decision = await decide(card.token, row.amountCents);
      if (decision.status === "challenge") {
        await db
          .update(table)
          .set({ cardToken: card.token, saveCard: input.enregistrer ?? false, status: "challenge", challengeCode: challengeCode() })
          .where(and(eq(table.id, sessionId), eq(table.status, "awaiting_card")));
      } else {
        await db.update(table).set({ cardToken: card.token, saveCard: input.enregistrer ?? false }).where(eq(table.id, sessionId));
        await settle(sessionId, ["awaiting_card"], decision.status, decision.reason);
      }
      return (await view(sessionId))!;
    },

    async submitChallenge(sessionId, code) {
      const row = await load(sessionId);
      if (!row) throw new CardFormError("paiement_introuvable");
      if (row.status !== "challenge") throw new CardFormError("paiement_sans_code");
      if (row.expiresAt < now()) {
        await provider.expire(sessionId);
        throw new CardFormError("paiement_delai");
      }
      if (code.trim() === row.challengeCode) {
        await settle(sessionId, ["challenge"], "authorised");
        return (await view(sessionId))!;
      }
      const [after] = await db
        .update(table)
        .set({ attempts: row.attempts + 1 })
        .where(and(eq(table.id, sessionId), eq(table.status, "challenge"), eq(table.attempts, row.attempts)))
        .returning();
      if (after && after.attempts >= MAX_CHALLENGE_ATTEMPTS) {
        await settle(sessionId, ["challenge"], "declined", "Authentification 3-D Secure échouée.");
        return (await view(sessionId))!;
      }
      throw new CardFormError("code_incorrect");
    },

    async expire(sessionId) {
      const row = await load(sessionId);
      if (!row || row.expiresAt > now()) return;
      await settle(sessionId, ["awaiting_card", "challenge"], "declined", "Paiement abandonné : délai dépassé.");
    },

    async capture(providerRef, amountCents) {
      const row = await load(providerRef);
      if (!row || row.status !== "authorised") throw new PaymentProviderError("not_authorised", `sandbox: ${providerRef} is not authorised`);
      if (amountCents > row.amountCents) throw new PaymentProviderError("above_authorisation", "sandbox: capture above the authorisation");
      // A debit on a test IBAN that comes back: its return falls due once presented, as a bank's would.
      const returnCode = row.mandateRef ? await mandateReturnCode(row.mandateRef) : null;
      await db
        .update(table)
        .set({ status: "captured", ...(returnCode ? { returnCode, returnDueAt: new Date(now().getTime() + SANDBOX_RETURN_MINUTES * 60_000) } : {}) })
        .where(and(eq(table.id, providerRef), eq(table.status, "authorised")));
    },

    async sendDueReturns() {
      const due = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.status, "captured"), isNotNull(table.returnCode), isNull(table.returnedAt), lte(table.returnDueAt, now())))
        .orderBy(asc(table.returnDueAt))
        .limit(100);
      let sent = 0;
      for (const { id } of due) {
        // Conditional: two workers at once send each return once.
        const [row] = await db
          .update(table)
          .set({ status: "returned", returnedAt: now() })
          .where(and(eq(table.id, id), eq(table.status, "captured"), isNull(table.returnedAt)))
          .returning();
        if (!row?.returnCode) continue;
        await emit(row, "payment.returned", undefined, { code: row.returnCode, kind: sandboxReturnKind(row.returnCode) });
        sent += 1;
      }
      return sent;
    },

    async cancel(providerRef) {
      await db.update(table).set({ status: "cancelled", completedAt: now() }).where(and(eq(table.id, providerRef), inArray(table.status, ["authorised", "awaiting_card", "challenge"])));
    },

    async refund(providerRef, amountCents) {
      const row = await load(providerRef);
      if (!row || row.status !== "captured") throw new PaymentProviderError("not_refundable", `sandbox: ${providerRef} cannot be refunded`);
      if (amountCents > row.amountCents) throw new PaymentProviderError("above_payment", "sandbox: refund above the payment");
      await db.update(table).set({ status: "refunded" }).where(eq(table.id, providerRef));
    },

    async createMandate({ iban, holder }) {
      void holder;
      const ref = newId("sbm");
      // Only what the test IBAN asks of the sandbox is kept, never the IBAN.
      await db.insert(schema.sandboxMandates).values({ id: ref, returnCode: sandboxReturnCode(iban) });
      return { providerRef: ref, reference: `CABAS-${randomBytes(6).toString("hex").toUpperCase()}`, ibanMasked: maskIban(iban) };
    },

    async chargeMandate(mandateRef, amountCents, merchantReference) {
      const id = newId("sbp");
      await db.insert(table).values({ id, amountCents, merchantReference, mandateRef, status: "authorised", expiresAt: sessionExpiry(), completedAt: now() });
      return { status: "authorised", providerRef: id };
    },
  };
  return provider;
}
