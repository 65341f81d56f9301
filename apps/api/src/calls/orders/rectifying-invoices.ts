// Rectifying invoices (ADR 0127) for the invoices issued before ADR 0068 at the rate of their product's aisle, and for
// the later ones that billed a rate staff corrected since as an error (ADR 0133): which need one, issuing one (its number from the invoices' counter, stored, mailed with its PDF), and its PDF, rebuilt at
// each download from the original's frozen facts and the stored corrections, as an invoice is.
import { and, asc, eq, exists, gte, inArray, isNotNull, isNull, ne, notExists, or, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { schema, type Database } from "@cabas/db";
import type { RectifiedLine } from "@cabas/db/schema";
import { frenchLongDate } from "@cabas/contracts";
import { conflict, notFound } from "../../http/app-error.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { rectifyingInvoiceMail } from "../../mail/order-mails.ts";
import { isErasedEmail } from "../session/account-deletion-rules.ts";
import { invoiceRectification, isAisleRateInvoice, type Rectification } from "../../domain/rectifying-invoice.ts";
import { rateDue, type RecordedVatChange, type VatChangeNature } from "../../domain/vat-rate-change.ts";
import { invoiceDataFor, nextInvoiceNumber } from "./invoice.ts";
import { productVatRatesAt } from "../invoices/product-vat-rates.ts";
import { buildInvoicePdf, type InvoiceData } from "./invoice-pdf.ts";
import { orderMailFacts, type OrderRow } from "./order-store.ts";

export type RectifyingInvoiceRow = typeof schema.rectifyingInvoices.$inferSelect;

const rateFormat = new Intl.NumberFormat("fr-FR");
const rate = (bp: number) => `${rateFormat.format(bp / 100)} %`;

/** A corrected line as the command and the e-mail say it. */
export const correctionText = (c: Pick<RectifiedLine, "name" | "invoicedRateBp" | "correctRateBp">): string =>
  `${c.name} : taux facturé ${rate(c.invoicedRateBp)}, taux applicable ${rate(c.correctRateBp)}`;

/**
 * What an order's invoice would need corrected (null when nothing), from its frozen facts, its products' rates today
 * and the rate changes recorded since it was issued (rateDue, ADR 0133).
 */
async function rectificationOf(db: Database, order: OrderRow, now: Date): Promise<{ data: InvoiceData; rectification: Rectification | null }> {
  const data = await invoiceDataFor(db, order);
  const lineProducts = await db.select({ productId: schema.orderLines.productId }).from(schema.orderLines).where(eq(schema.orderLines.orderId, order.id));
  // Today's rate, a change of the law scheduled ahead counted from its date (ADR 0140).
  const current = await productVatRatesAt(db, lineProducts.map((l) => l.productId), now);
  const changes = await changesSince(db, [...current.keys()], data.issuedAt);
  const rectification = invoiceRectification(
    data.lines.map((l) => {
      const today = l.productId !== undefined ? current.get(l.productId) : undefined;
      const due =
        l.productId === undefined || today === undefined
          ? l.vatRateBp
          : rateDue({ invoicedRateBp: l.vatRateBp, invoiceNumber: data.number, orderId: order.id, issuedAt: data.issuedAt }, today, changes.get(l.productId) ?? []);
      return {
        productId: l.productId ?? null,
        name: l.name,
        amountCents: l.amountCents,
        invoicedRateBp: l.vatRateBp,
        correctRateBp: due,
        perKg: l.perKg,
        estimateCents: l.estimateCents ?? null,
      };
    }),
    data.amounts,
  );
  return { data, rectification };
}

/**
 * The rate changes recorded on the screen for these products that take effect at or after `since`, per product, each
 * dated when it takes effect: a change of the law scheduled ahead from its date (ADR 0140), a cancelled one not at all.
 */
async function changesSince(db: Database, productIds: number[], since: Date): Promise<Map<number, RecordedVatChange[]>> {
  const byProduct = new Map<number, RecordedVatChange[]>();
  if (productIds.length === 0) return byProduct;
  const c = schema.vatRateChanges;
  const at = sql<Date>`coalesce(${c.effectiveFrom}, ${c.changedAt})`.mapWith(c.changedAt);
  const rows = await db
    .select({ id: c.id, productId: c.productId, at, rateBeforeBp: c.rateBeforeBp, rateAfterBp: c.rateAfterBp, nature: c.nature })
    .from(c)
    .where(and(inArray(c.productId, productIds), isNull(c.cancelledAt), sql`coalesce(${c.effectiveFrom}, ${c.changedAt}) >= ${since}`));
  // The table's CHECK holds the same two natures.
  for (const { productId, ...change } of rows) byProduct.set(productId, [...(byProduct.get(productId) ?? []), { ...change, nature: change.nature as VatChangeNature }]);
  return byProduct;
}

export type InvoiceToRectify = { orderId: number; invoiceNumber: string; issuedAt: Date; buyerName: string; rectification: Rectification };

/**
 * The invoices that need a rectifying invoice and have none yet: of the series before ADR 0068, with a line whose
 * frozen rate is not its product's; or of any series, with a product whose rate staff corrected as an error since the
 * invoice was issued (ADR 0133). In the order they were issued.
 */
export async function invoicesToRectify(db: Database, now: Date = new Date()): Promise<InvoiceToRectify[]> {
  const o = schema.orders;
  const wrongRate = db
    .select({ one: sql`1` })
    .from(schema.orderLines)
    .innerJoin(schema.products, eq(schema.products.id, schema.orderLines.productId))
    // Only the series before ADR 0068 was printed at the aisle's rate (isAisleRateInvoice, checked again below): a later
    // invoice froze its product's rate, which a change of the law since leaves right. The product's row, not its rate by
    // date: a change of the law scheduled since (ADR 0140) leaves that invoice as right or wrong as it was (rateDue).
    .where(and(eq(schema.orderLines.orderId, o.id), ne(schema.orderLines.vatRateBp, schema.products.vatRateBp), sql`${o.invoiceNumber} ~ '^F[0-9]{4}-[0-9]{8,}$'`));
  const corrected = db
    .select({ one: sql`1` })
    .from(schema.orderLines)
    .innerJoin(schema.vatRateChanges, eq(schema.vatRateChanges.productId, schema.orderLines.productId))
    .where(
      and(
        eq(schema.orderLines.orderId, o.id),
        eq(schema.vatRateChanges.nature, "correction"),
        gte(schema.vatRateChanges.changedAt, sql`coalesce(${o.deliveredAt}, ${o.placedAt})`),
      ),
    );
  const rectified = db.select({ one: sql`1` }).from(schema.rectifyingInvoices).where(eq(schema.rectifyingInvoices.orderId, o.id));
  const orders = await db
    .select()
    .from(o)
    .where(and(isNotNull(o.invoiceNumber), isNotNull(o.invoiceFacts), or(exists(wrongRate), exists(corrected)), notExists(rectified)))
    .orderBy(asc(o.deliveredAt), asc(o.id));
  const found: InvoiceToRectify[] = [];
  for (const order of orders) {
    const { data, rectification } = await rectificationOf(db, order, now);
    if (rectification) found.push({ orderId: order.id, invoiceNumber: data.number, issuedAt: data.issuedAt, buyerName: data.buyer.name, rectification });
  }
  return found;
}

export type RectifyOutcome =
  | { kind: "issued"; orderId: number; number: string; originalNumber: string; corrections: RectifiedLine[]; rectification: Rectification; mailed: boolean }
  | { kind: "already"; orderId: number; number: string; issuedAt: Date }
  | { kind: "nothing"; orderId: number; invoiceNumber: string; why: "rates" | "series" };

/**
 * Issues the rectifying invoice of an order's invoice, in one transaction: the order's row locked (a second run
 * waits, then finds it), the number taken from the year's counter, the row stored, the e-mail queued with the PDF.
 * Issues nothing when one exists or when nothing is wrong, and says which.
 */
export async function rectifyInvoice(deps: { db: Database; now: Date; publicUrl: string; staffUserId?: number }, orderId: number): Promise<RectifyOutcome> {
  const { now } = deps;
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, orderId)).for("update");
    if (!order) throw notFound(`La commande n° ${orderId} n'existe pas.`);
    if (!order.invoiceNumber || !order.invoiceFacts) {
      throw conflict(
        order.status === "cancelled"
          ? `La commande n° ${orderId} a été annulée : elle n'a pas de facture, il n'y a rien à rectifier.`
          : `La commande n° ${orderId} n'a pas encore de facture : elle est établie à la livraison, avec le bon taux de chaque produit.`,
      );
    }
    const [existing] = await tx.select().from(schema.rectifyingInvoices).where(eq(schema.rectifyingInvoices.orderId, orderId));
    if (existing) return { kind: "already", orderId, number: existing.number, issuedAt: existing.issuedAt };
    const { data, rectification } = await rectificationOf(tx, order, now);
    if (!rectification) return { kind: "nothing", orderId, invoiceNumber: order.invoiceNumber, why: isAisleRateInvoice(order.invoiceNumber, order.id) ? "rates" : "series" };

    const number = await nextInvoiceNumber(tx, now);
    const [row] = await tx
      .insert(schema.rectifyingInvoices)
      .values({ orderId, number, originalNumber: order.invoiceNumber, originalIssuedAt: data.issuedAt, issuedAt: now, lines: rectification.corrections, issuedByUserId: deps.staffUserId ?? null })
      .returning();
    const facts = await orderMailFacts(tx, order, deps.publicUrl);
    // An erased account's address reaches no one: the rectifying invoice is issued and kept, downloadable by nobody.
    const mailed = facts !== null && !isErasedEmail(facts.to);
    if (facts && mailed) {
      const pdf = await buildInvoicePdf(rectifiedInvoiceData(data, row!));
      await enqueueJob(
        tx,
        MAIL_JOB,
        rectifyingInvoiceMail({
          ...facts,
          number,
          originalNumber: order.invoiceNumber,
          originalDay: frenchLongDate(data.issuedAt),
          corrections: rectification.corrections.map(correctionText),
          invoice: { filename: `facture-rectificative-${number}.pdf`, contentType: "application/pdf", contentBase64: Buffer.from(pdf).toString("base64") },
        }),
        now,
      );
    }
    return { kind: "issued", orderId, number, originalNumber: order.invoiceNumber, corrections: rectification.corrections, rectification, mailed };
  });
}

/** The original invoice's data as the rectifying invoice prints it: its number and date, the corrected rates, the reference. */
export function rectifiedInvoiceData(original: InvoiceData, row: RectifyingInvoiceRow): InvoiceData {
  const corrected = new Map(row.lines.map((l) => [l.productId, l.correctRateBp]));
  return {
    ...original,
    number: row.number,
    issuedAt: row.issuedAt,
    lines: original.lines.map((l) => {
      const rateBp = l.productId !== undefined ? corrected.get(l.productId) : undefined;
      return rateBp === undefined ? l : { ...l, vatRateBp: rateBp };
    }),
    rectifies: { number: row.originalNumber, issuedAt: row.originalIssuedAt, corrections: row.lines },
  };
}

/** The rectifying invoice of an order, if one was issued. */
export async function rectifyingInvoiceOf(db: Database, orderId: number): Promise<RectifyingInvoiceRow | null> {
  const [row] = await db.select().from(schema.rectifyingInvoices).where(eq(schema.rectifyingInvoices.orderId, orderId));
  return row ?? null;
}

export async function rectifyingInvoicePdfFor(db: Database, order: OrderRow, row: RectifyingInvoiceRow): Promise<Uint8Array> {
  return buildInvoicePdf(rectifiedInvoiceData(await invoiceDataFor(db, order), row));
}

/** Sends an order's rectifying invoice as the PDF download the customer's and accounting's calls both answer. */
export async function sendRectifyingInvoicePdf(reply: FastifyReply, db: Database, order: OrderRow, row: RectifyingInvoiceRow): Promise<void> {
  const pdf = await rectifyingInvoicePdfFor(db, order, row);
  await reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="facture-rectificative-${row.number}.pdf"`)
    .header("cache-control", "private, no-store")
    .send(Buffer.from(pdf));
}
