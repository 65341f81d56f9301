// HTTP outside the /next-react/*.php calls: the shop's signed payment notification endpoint (called by the
// provider), and the sandbox provider's own hosted endpoints that receive card numbers and 3-D Secure codes.
// Card fields are posted here and never reach a Cabas call, table or log line.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Database } from "@cabas/db";
import { AppError } from "../http/app-error.ts";
import { applyPaymentOutcome } from "../calls/orders/payment-outcome.ts";
import { applySepaReturn } from "../calls/orders/sepa-returns.ts";
import { isSepaReturnCode, returnedDebitPaymentIdOf } from "../domain/sepa-return.ts";
import { settleReturnedDebitCard } from "../calls/orders/returned-debit-card.ts";
import { SIGNATURE_HEADER, verifySignature, type PaymentEvent } from "./provider.ts";
import type { PaymentServices } from "./payment-services.ts";
import { CardFormError, type SandboxSessionView } from "./sandbox-provider.ts";

export const NOTIFICATION_PATH = "/paiement/notification";
export const SANDBOX_ROOT = "/next-react/sandbox";

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.enum(["payment.authorised", "payment.declined", "payment.returned"]),
  providerRef: z.string().min(1),
  merchantReference: z.string(),
  amountCents: z.number().int(),
  reason: z.string().optional(),
  returnCode: z.string().refine(isSepaReturnCode).optional(),
  returnKind: z.enum(["rejet", "retour"]).optional(),
  card: z.object({ token: z.string(), brand: z.string(), last4: z.string().regex(/^[0-9]{4}$/), expMonth: z.number().int(), expYear: z.number().int() }).optional(),
  createdAt: z.number().int(),
});

const cardForm = z.object({
  numero: z.string().max(40).default(""),
  expiration: z.string().max(10).default(""),
  cvc: z.string().max(8).default(""),
  enregistrer: z.union([z.literal("1"), z.literal("on"), z.literal("true"), z.boolean()]).optional(),
});

const sessionIdParam = z.object({ id: z.string().regex(/^sbp_[A-Za-z0-9_-]{10,60}$/) });

export function registerPaymentRoutes(app: FastifyInstance, deps: { db: Database; payments: PaymentServices; now: () => Date; publicUrl: string }): void {
  const { payments, now } = deps;

  // The raw body is what was signed: parse it ourselves, after the signature is checked.
  void app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => done(null, body));
    scope.post(NOTIFICATION_PATH, async (request, reply) => {
      const raw = typeof request.body === "string" ? request.body : "";
      const header = request.headers[SIGNATURE_HEADER];
      const check = verifySignature(payments.secret, raw, Array.isArray(header) ? header[0] : header, Math.floor(now().getTime() / 1000));
      if (!check.ok) throw new AppError("FORBIDDEN", `Notification refusée : ${check.reason}`, { keepCredentials: true });
      const parsed = eventSchema.safeParse(JSON.parse(raw));
      if (!parsed.success) throw new AppError("INVALID_DATA", "Notification illisible.");
      const event: PaymentEvent = parsed.data;
      if (event.type === "payment.returned") {
        if (!event.returnCode || !event.returnKind) throw new AppError("INVALID_DATA", "Notification illisible : motif du retour absent.");
        const returned = await applySepaReturn(deps.db, {
          provider: payments.provider.name,
          providerRef: event.providerRef,
          code: event.returnCode,
          kind: event.returnKind,
          now: now(),
          publicUrl: deps.publicUrl,
        });
        return reply.send({ success: true, message: "", ...returned });
      }
      // A card payment of a returned debit's amount due (ADR 0129, amendment), not a checkout's.
      const returnedPaymentId = returnedDebitPaymentIdOf(event.merchantReference);
      if (returnedPaymentId !== null) {
        const settled = await settleReturnedDebitCard(
          { db: deps.db, provider: payments.provider, now: now(), publicUrl: deps.publicUrl },
          {
            paymentId: returnedPaymentId,
            providerRef: event.providerRef,
            outcome: event.type === "payment.authorised" ? { kind: "authorised", card: event.card } : { kind: "declined", reason: event.reason ?? "Paiement refusé." },
          },
        );
        return reply.send({ success: true, message: "", ...settled });
      }
      const outcome =
        event.type === "payment.authorised"
          ? ({ kind: "authorised", card: event.card } as const)
          : ({ kind: "declined", reason: event.reason ?? "Paiement refusé." } as const);
      const result = await applyPaymentOutcome(deps.db, {
        provider: payments.provider.name,
        providerRef: event.providerRef,
        outcome,
        now: now(),
        publicUrl: deps.publicUrl,
        payments: payments.provider,
      });
      return reply.send({ success: true, message: "", ...result });
    });
  });

  const sandbox = payments.sandbox;
  if (!sandbox) return;

  const wantsJson = (request: FastifyRequest) => (request.headers.accept ?? "").includes("application/json");
  /** Browsers (forms, before hydration too) get a 303 to the next page; scripts and tests get JSON. */
  const answer = (request: FastifyRequest, reply: FastifyReply, session: SandboxSessionView) => {
    // captured: a payment taken at once, as a returned debit's amount paid online is (ADR 0129, amendment).
    const decided = session.status === "authorised" || session.status === "captured" || session.status === "declined";
    const location = decided && session.returnPath ? session.returnPath : `/modal/paiement/${session.id}`;
    if (wantsJson(request)) return reply.send({ success: true, message: "", session: publicView(session), redirect: location });
    return reply.redirect(location, 303);
  };
  /** A card form refused: its message in JSON, else back to the page (`path`) with the refusal's code. */
  const refuse = (request: FastifyRequest, reply: FastifyReply, path: string, error: CardFormError) => {
    if (wantsJson(request)) return reply.status(422).send({ success: false, message: error.message });
    return reply.redirect(`${path}?erreur=${error.code}`, 303);
  };

  app.get(`${SANDBOX_ROOT}/paiement/:id`, async (request, reply) => {
    const params = sessionIdParam.safeParse(request.params);
    const session = params.success ? await sandbox.session(params.data.id) : null;
    if (!session) return reply.status(404).send({ success: false, message: "Paiement introuvable." });
    return reply.send({ success: true, message: "", session: publicView(session) });
  });

  app.post(`${SANDBOX_ROOT}/paiement/:id/carte`, async (request, reply) => {
    const params = sessionIdParam.safeParse(request.params);
    if (!params.success) return reply.status(404).send({ success: false, message: "Paiement introuvable." });
    const form = cardForm.safeParse(request.body ?? {});
    if (!form.success) return refuse(request, reply, `/modal/paiement/${params.data.id}`, new CardFormError("carte_formulaire"));
    try {
      const { enregistrer, ...card } = form.data;
      const session = await sandbox.submitCard(params.data.id, { ...card, enregistrer: enregistrer !== undefined && enregistrer !== false });
      return answer(request, reply, session);
    } catch (error) {
      if (error instanceof CardFormError) return refuse(request, reply, `/modal/paiement/${params.data.id}`, error);
      throw error;
    }
  });

  app.post(`${SANDBOX_ROOT}/paiement/:id/code`, async (request, reply) => {
    const params = sessionIdParam.safeParse(request.params);
    if (!params.success) return reply.status(404).send({ success: false, message: "Paiement introuvable." });
    const code = z.object({ code: z.string().max(12).default("") }).safeParse(request.body ?? {});
    try {
      const session = await sandbox.submitChallenge(params.data.id, code.success ? code.data.code : "");
      return answer(request, reply, session);
    } catch (error) {
      if (error instanceof CardFormError) return refuse(request, reply, `/modal/paiement/${params.data.id}`, error);
      throw error;
    }
  });

  // The hosted card form without a payment (ADD_CARD): gives the shop a token to save with addCB.
  app.post(`${SANDBOX_ROOT}/cartes`, async (request, reply) => {
    const form = cardForm.safeParse(request.body ?? {});
    try {
      if (!form.success) throw new CardFormError("carte_formulaire");
      const card = await sandbox.tokenise({ numero: form.data.numero, expiration: form.data.expiration, cvc: form.data.cvc });
      const view = { id_empreinte: card.token, marque: card.brand, derniers_chiffres: card.last4, expiration: `${String(card.expMonth).padStart(2, "0")}/${String(card.expYear).slice(-2)}` };
      if (wantsJson(request)) return reply.send({ success: true, message: "", carte: view });
      return reply.redirect(`/cartes-bancaires?id_empreinte=${encodeURIComponent(card.token)}`, 303);
    } catch (error) {
      if (!(error instanceof CardFormError)) throw error;
      return refuse(request, reply, "/cartes-bancaires", error);
    }
  });
}

function publicView(session: SandboxSessionView) {
  return {
    id: session.id,
    statut: session.status,
    montant: session.amountCents / 100,
    code_sandbox: session.challengeCode,
    essais_restants: session.attemptsLeft,
    expire_le: session.expiresAt.toISOString(),
    carte: session.card,
    retour: session.returnPath,
  };
}
