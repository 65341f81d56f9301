// sendContactForm: a message to customer service, kept, sent to the team and acknowledged to its sender by e-mail
// (through the background queue, in the same transaction: a message is never kept without its e-mails).
import { eq } from "drizzle-orm";
import { ORDER_NOT_FOUND, sendContactForm } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { notFound } from "../../http/app-error.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { enforceRateLimits } from "../session/rate-limit.ts";
import { contactAcknowledgementMail, contactForTeamMail } from "./service-mails.ts";
import { addressBucket } from "../../domain/address-bucket.ts";

/** A visitor may send this many messages an hour from one address: enough for a real exchange, not for spam. */
const CONTACT_RULE = { limit: 5, windowMs: 60 * 60_000 };

export const contactReference = (id: number): string => `SC-${String(id).padStart(6, "0")}`;

// A message to customer service is the customer's own word; staff acting as them write in the customer file instead.
export const sendContactFormCall = implement(sendContactForm, async ({ db, input, principal, request, now }) => {
  const at = now();
  await enforceRateLimits(db, [{ key: `contact:${addressBucket(request.ip)}`, rule: CONTACT_RULE }], at);
  const userId = principal?.kind === "customer" ? principal.userId : null;
  const [account] = userId === null ? [] : await db.select({ id: schema.users.id, email: schema.users.email }).from(schema.users).where(eq(schema.users.id, userId));
  // An order number is only taken from a signed-in customer, and only one of theirs.
  let orderId: number | null = null;
  if (input.id_commande !== undefined && userId !== null) {
    const [order] = await db.select({ id: schema.orders.id, userId: schema.orders.userId }).from(schema.orders).where(eq(schema.orders.id, input.id_commande));
    if (!order || order.userId !== userId) throw notFound(ORDER_NOT_FOUND);
    orderId = order.id;
  }
  const [settings] = await db.select({ email: schema.siteSettings.contactEmail }).from(schema.siteSettings).limit(1);
  const reference = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.contactMessages)
      .values({ userId, email: input.email, name: input.nom, subject: input.sujet, orderId, message: input.message, createdAt: at })
      .returning({ id: schema.contactMessages.id });
    const ref = contactReference(row!.id);
    // A visitor's order number is passed on as typed, said unverified and linked to nothing.
    const order = orderId !== null ? { id: orderId, linked: true } : input.id_commande !== undefined ? { id: input.id_commande, linked: false } : null;
    const facts = { reference: ref, nom: input.nom, email: input.email, sujet: input.sujet, message: input.message, account: account ?? null, order };
    await enqueueJob(tx, MAIL_JOB, contactForTeamMail(settings?.email ?? "service-client@cabas.example", facts), at);
    await enqueueJob(tx, MAIL_JOB, contactAcknowledgementMail(facts), at);
    return ref;
  });
  return { reference, message: `Message envoyé (référence ${reference}). Nous vous répondons sous 24 heures ouvrées.` };
}, { customerOwnAct: "écrire au service client" });
