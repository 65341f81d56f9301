// The invoices screen's calls (ADR 0133), for staff with invoices.write: a product's VAT rate read and changed (under
// the product row's lock, against the rate read, recorded with its nature and reason for the team's journal and for
// the rule that finds the invoices to rectify), the invoices to rectify and the rectifying invoices issued, one issued
// through the command's own code (rectifyInvoice: once per order), and its PDF for staff.
import { desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  VAT_HISTORY_LIMIT,
  VAT_SEARCH_LIMIT,
  RECTIFYING_INVOICES_LISTED,
  downloadFactureRectificative,
  emettreFactureRectificative,
  getFacturesRectificatives,
  annulerTauxTvaProgramme,
  getTauxTva,
  programmerTauxTva,
  setTauxTva,
  type VatChangeNature,
} from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { staffOf } from "../../http/auth.ts";
import { implement, type CallImplementation } from "../../http/call-registry.ts";
import { conflict, notFound, unprocessable } from "../../http/app-error.ts";
import { decideVatRateChange, decideVatSchedule, pendingChange, vatChangeDate, vatRateAt, vatRateText } from "../../domain/vat-rate-change.ts";
import { isoDate, parisDate } from "../../domain/slot-rules.ts";
import { frenchLongDate } from "@cabas/contracts";
import { vatChangesOf } from "./product-vat-rates.ts";
import { productsMatching } from "../stock/stock-calls.ts";
import { invoicesToRectify, rectifyInvoice, rectifyingInvoiceOf, sendRectifyingInvoicePdf } from "../orders/rectifying-invoices.ts";
import { rectifyReport } from "../../cli/invoices.ts";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const totalVat = (rows: readonly { vatCents: number }[]) => rows.reduce((sum, r) => sum + r.vatCents, 0);
const person = (p: { id: number | null; prenom: string | null; nom: string | null; email: string | null }) =>
  p.id === null ? null : { id: p.id, prenom: p.prenom ?? "", nom: p.nom ?? "", email: p.email ?? "" };

export const getTauxTvaCall = implement(getTauxTva, async ({ db, input, now }) => {
  const products = await productsMatching(db, input.q, VAT_SEARCH_LIMIT);
  const listed = products.slice(0, VAT_SEARCH_LIMIT);
  if (listed.length === 0) return { produits: [], autres: false };
  const at = now();
  const [bases, all] = await Promise.all([
    db.select({ id: schema.products.id, rateBp: schema.products.vatRateBp }).from(schema.products).where(inArray(schema.products.id, listed.map((p) => p.id))),
    vatChangesOf(db, listed.map((p) => p.id)),
  ]);
  const base = new Map(bases.map((b) => [b.id, b.rateBp]));
  const c = schema.vatRateChanges;
  const canceller = alias(schema.users, "canceller");
  const ranked = db
    .select({
      productId: c.productId,
      changedAt: c.changedAt,
      before: c.rateBeforeBp,
      after: c.rateAfterBp,
      nature: c.nature,
      reason: c.reason,
      staffId: schema.users.id,
      prenom: schema.users.prenom,
      nom: schema.users.nom,
      email: schema.users.email,
      effectiveFrom: c.effectiveFrom,
      cancelledAt: c.cancelledAt,
      // Named apart: the subquery's columns must not repeat the author's.
      cancellerId: sql<number | null>`${canceller.id}`.as("canceller_id"),
      cancellerPrenom: sql<string | null>`${canceller.prenom}`.as("canceller_prenom"),
      cancellerNom: sql<string | null>`${canceller.nom}`.as("canceller_nom"),
      cancellerEmail: sql<string | null>`${canceller.email}`.as("canceller_email"),
      n: sql<number>`row_number() over (partition by ${c.productId} order by ${c.changedAt} desc, ${c.id} desc)`.as("n"),
    })
    .from(c)
    .leftJoin(schema.users, eq(schema.users.id, c.staffUserId))
    .leftJoin(canceller, eq(canceller.id, c.cancelledByUserId))
    .where(inArray(c.productId, listed.map((p) => p.id)))
    .as("ranked");
  const changes = await db.select().from(ranked).where(sql`${ranked.n} <= ${VAT_HISTORY_LIMIT}`).orderBy(desc(ranked.changedAt));
  const staffById = new Map(changes.map((ch) => [ch.staffId, person({ id: ch.staffId, prenom: ch.prenom, nom: ch.nom, email: ch.email })]));
  return {
    produits: listed.map((product) => {
      const own = all.get(product.id) ?? [];
      const pending = pendingChange(own, at);
      const by = pending?.staffUserId ? (staffById.get(pending.staffUserId) ?? null) : null;
      return {
      id: product.id,
      nom: product.name,
      ean: product.ean,
      slug: product.slug,
      taux_bp: vatRateAt(base.get(product.id) ?? 0, own, at),
      programme: pending ? { id: pending.id, date_effet: isoDate(parisDate(pending.effectiveFrom!)), apres_bp: pending.rateAfterBp, motif: pending.reason, par: by } : null,
      changements: changes
        .filter((ch) => ch.productId === product.id)
        .map((ch) => ({
          date: new Date(ch.changedAt).toISOString(),
          avant_bp: ch.before,
          apres_bp: ch.after,
          // The table's CHECK holds the same two natures.
          nature: ch.nature as VatChangeNature,
          motif: ch.reason,
          par: person({ id: ch.staffId, prenom: ch.prenom, nom: ch.nom, email: ch.email }),
          effet: ch.effectiveFrom ? new Date(ch.effectiveFrom).toISOString() : null,
          annule: ch.cancelledAt
            ? { date: new Date(ch.cancelledAt).toISOString(), par: person({ id: ch.cancellerId, prenom: ch.cancellerPrenom, nom: ch.cancellerNom, email: ch.cancellerEmail }) }
            : null,
        })),
      };
    }),
    autres: products.length > VAT_SEARCH_LIMIT,
  };
});

type VatChangeRequest = { productId: number; newBp: number; seenBp: number; nature: VatChangeNature; reason: string; staffUserId: number; now: Date };

/**
 * A product's rate changed, in one transaction under its row's lock (a delivery freezing its rate waits for it, or it
 * for the delivery: issueInvoice shares that lock): decided against the rate read, dated no earlier than the last
 * invoice that printed the old rate (vatChangeDate), recorded. Baskets show TTC prices only; the next delivery freezes
 * the new rate on its invoice; invoices issued keep theirs.
 */
export async function changeVatRate(db: Database, request: VatChangeRequest) {
  const { productId, newBp, seenBp, nature, reason, staffUserId, now } = request;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const product = await lockedProduct(tx, productId);
    const { changes } = product;
    // The rate in force now: a change of the law scheduled for a date already reached counts (ADR 0140).
    const currentBp = vatRateAt(product.rateBp, changes, now);
    const decision = decideVatRateChange({ seenBp, newBp }, currentBp, product.name);
    if (!decision.ok) throw decision.kind === "changed" ? conflict(decision.message, { taux_bp: currentBp }) : unprocessable(decision.message);
    const pending = pendingChange(changes, now);
    if (pending) {
      if (pending.rateAfterBp === newBp)
        throw unprocessable(
          `Le passage de « ${product.name} » à ${vatRateText(newBp)} est déjà programmé au ${frenchLongDate(pending.effectiveFrom!)} : annulez-le d'abord pour l'appliquer dès maintenant.`,
        );
      // The scheduled change will replace the rate set now: it says so, as the journal reads it.
      await tx.update(schema.vatRateChanges).set({ rateBeforeBp: newBp }).where(eq(schema.vatRateChanges.id, pending.id));
    }
    const [last] = rowsOf<{ at: Date | string | null }>(
      await tx.execute(sql`
        select max(coalesce(o.delivered_at, o.placed_at)) as at from orders o
        where o.invoice_number is not null and exists (select 1 from order_lines l where l.order_id = o.id and l.product_id = ${productId})`),
    );
    const changedAt = vatChangeDate(now, last?.at ? new Date(last.at) : null);
    await tx.update(schema.products).set({ vatRateBp: newBp }).where(eq(schema.products.id, productId));
    await tx.insert(schema.vatRateChanges).values({ productId, staffUserId, changedAt, rateBeforeBp: currentBp, rateAfterBp: newBp, nature, reason });
    return { product: product.name, before: currentBp };
  });
}

/** A product's row locked (a delivery freezing its rate, a change on the screen wait for it), with its changes. */
async function lockedProduct(tx: Database, productId: number) {
  const [product] = await tx
    .select({ name: schema.products.name, rateBp: schema.products.vatRateBp })
    .from(schema.products)
    .where(eq(schema.products.id, productId))
    .for("update");
  if (!product) throw notFound("Ce produit n'existe pas.");
  return { ...product, changes: (await vatChangesOf(tx, [productId])).get(productId) ?? [] };
}

type VatScheduleRequest = { productId: number; newBp: number; seenBp: number; day: string; reason: string; staffUserId: number; now: Date };

/**
 * A change of the law scheduled for a Paris day (ADR 0140): recorded with its date, the product's row untouched; the
 * rate is read by date from then on (vatRateAt), so the first delivery after that midnight is invoiced at it.
 */
export async function scheduleVatRate(db: Database, request: VatScheduleRequest) {
  const { productId, newBp, seenBp, day, reason, staffUserId, now } = request;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const product = await lockedProduct(tx, productId);
    const currentBp = vatRateAt(product.rateBp, product.changes, now);
    const pending = pendingChange(product.changes, now);
    const decision = decideVatSchedule({ seenBp, newBp, day }, { currentBp, pending: pending && { effectiveFrom: pending.effectiveFrom!, rateAfterBp: pending.rateAfterBp }, now }, product.name);
    if (!decision.ok) throw decision.kind === "changed" ? conflict(decision.message, { taux_bp: currentBp }) : unprocessable(decision.message);
    await tx.insert(schema.vatRateChanges).values({
      productId,
      staffUserId,
      changedAt: now,
      effectiveFrom: decision.effectiveFrom,
      rateBeforeBp: currentBp,
      rateAfterBp: newBp,
      nature: "loi",
      reason,
    });
    return { product: product.name, before: currentBp, effectiveFrom: decision.effectiveFrom };
  });
}

/** A scheduled change cancelled before its date, under its product's lock (so never after a delivery read it). */
export async function cancelScheduledVatRate(db: Database, request: { changeId: number; staffUserId: number; now: Date }) {
  const { changeId, staffUserId, now } = request;
  const missing = () => notFound("Ce changement programmé n'existe pas.");
  const [found] = await db.select({ productId: schema.vatRateChanges.productId }).from(schema.vatRateChanges).where(eq(schema.vatRateChanges.id, changeId));
  if (!found) throw missing();
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const product = await lockedProduct(tx, found.productId);
    const change = product.changes.find((c) => c.id === changeId);
    if (!change?.effectiveFrom) throw missing();
    const what = `Le passage de « ${product.name} » à ${vatRateText(change.rateAfterBp)} au ${frenchLongDate(change.effectiveFrom)}`;
    if (change.cancelledAt) throw conflict(`${what} a déjà été annulé le ${frenchLongDate(change.cancelledAt)}.`);
    if (change.effectiveFrom.getTime() <= now.getTime())
      throw conflict(`${what} est en vigueur : il ne s'annule plus. Changez le taux à nouveau, en disant s'il suit la loi ou corrige une erreur.`);
    await tx.update(schema.vatRateChanges).set({ cancelledAt: now, cancelledByUserId: staffUserId }).where(eq(schema.vatRateChanges.id, changeId));
    return { productId: found.productId, product: product.name, afterBp: change.rateAfterBp, effectiveFrom: change.effectiveFrom };
  });
}

/** How many orders are to be rectified for a product (the list's own rule, so the screen and the list agree). */
async function ordersToRectifyFor(db: Database, productId: number, now: Date): Promise<number> {
  return (await invoicesToRectify(db, now)).filter((i) => i.rectification.corrections.some((c) => c.productId === productId)).length;
}

export const setTauxTvaCall = implement(setTauxTva, async ({ db, input, principal, now }) => {
  const done = await changeVatRate(db, {
    productId: input.id_produit,
    newBp: input.taux_bp,
    seenBp: input.taux_vu_bp,
    nature: input.nature,
    reason: input.motif,
    staffUserId: staffOf(principal).userId,
    now: now(),
  });
  const toRectify = input.nature === "correction" ? await ordersToRectifyFor(db, input.id_produit, now()) : 0;
  const changed = `Le taux de « ${done.product} » passe de ${vatRateText(done.before)} à ${vatRateText(input.taux_bp)}.`;
  const invoices =
    input.nature === "loi"
      ? "Changement de la loi : les factures déjà émises gardent leur taux."
      : toRectify === 0
        ? "Aucune facture émise n'est à rectifier."
        : `${toRectify === 1 ? "1 commande a" : `${toRectify} commandes ont`} une facture à rectifier : voir la liste ci-dessous.`;
  return {
    message: `${changed} Les commandes livrées à partir de maintenant sont facturées à ce taux. ${invoices}`,
    id_produit: input.id_produit,
    produit: done.product,
    avant_bp: done.before,
    apres_bp: input.taux_bp,
    nature: input.nature,
    a_rectifier: toRectify,
  };
});

export const programmerTauxTvaCall = implement(programmerTauxTva, async ({ db, input, principal, now }) => {
  const done = await scheduleVatRate(db, {
    productId: input.id_produit,
    newBp: input.taux_bp,
    seenBp: input.taux_vu_bp,
    day: input.date_effet,
    reason: input.motif,
    staffUserId: staffOf(principal).userId,
    now: now(),
  });
  return {
    message: `Le taux de « ${done.product} » passera de ${vatRateText(done.before)} à ${vatRateText(input.taux_bp)} le ${frenchLongDate(done.effectiveFrom)} à 0 h : les commandes livrées à partir de ce jour sont facturées à ce taux ; jusque-là, le taux actuel s'applique.`,
    id_produit: input.id_produit,
    produit: done.product,
    avant_bp: done.before,
    apres_bp: input.taux_bp,
    date_effet: input.date_effet,
  };
});

export const annulerTauxTvaProgrammeCall = implement(annulerTauxTvaProgramme, async ({ db, input, principal, now }) => {
  const done = await cancelScheduledVatRate(db, { changeId: input.id_changement, staffUserId: staffOf(principal).userId, now: now() });
  return {
    message: `Le passage de « ${done.product} » à ${vatRateText(done.afterBp)} au ${frenchLongDate(done.effectiveFrom)} est annulé : le taux actuel reste en vigueur.`,
    id_produit: done.productId,
    produit: done.product,
    apres_bp: done.afterBp,
    date_effet: isoDate(parisDate(done.effectiveFrom)),
  };
});

export const getFacturesRectificativesCall = implement(getFacturesRectificatives, async ({ db, now }) => {
  const r = schema.rectifyingInvoices;
  const [toRectify, issued, [count]] = await Promise.all([
    invoicesToRectify(db, now()),
    db
      .select({ row: r, staff: { id: schema.users.id, prenom: schema.users.prenom, nom: schema.users.nom, email: schema.users.email } })
      .from(r)
      .leftJoin(schema.users, eq(schema.users.id, r.issuedByUserId))
      .orderBy(desc(r.issuedAt), desc(r.id))
      .limit(RECTIFYING_INVOICES_LISTED),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(r),
  ]);
  const lineOf = (l: { name: string; amountCents: number; invoicedRateBp: number; correctRateBp: number }) => ({
    nom: l.name,
    montant: l.amountCents / 100,
    taux_facture_bp: l.invoicedRateBp,
    taux_applicable_bp: l.correctRateBp,
  });
  return {
    a_rectifier: toRectify.map((i) => ({
      id_commande: i.orderId,
      facture: i.invoiceNumber,
      date_facture: i.issuedAt.toISOString(),
      client: i.buyerName,
      lignes: i.rectification.corrections.map(lineOf),
      tva_facturee: totalVat(i.rectification.before) / 100,
      tva_rectifiee: totalVat(i.rectification.after) / 100,
    })),
    emises: issued.map(({ row, staff }) => ({
      id_commande: row.orderId,
      numero: row.number,
      date: row.issuedAt.toISOString(),
      facture_remplacee: row.originalNumber,
      lignes: row.lines.map(lineOf),
      par: person(staff ?? { id: null, prenom: null, nom: null, email: null }),
    })),
    total_emises: count?.n ?? 0,
  };
});

export const emettreFactureRectificativeCall = implement(emettreFactureRectificative, async ({ db, input, principal, now, config }) => {
  const outcome = await rectifyInvoice({ db, now: now(), publicUrl: config.publicUrl, staffUserId: staffOf(principal).userId }, input.id_commande);
  // The command's own words: what was issued, that it already was, or why nothing is to rectify.
  const message = rectifyReport(outcome)[0]!;
  if (outcome.kind === "nothing") throw conflict(message);
  return {
    message: outcome.kind === "issued" ? `${message} ${outcome.mailed ? "Le client la reçoit par e-mail." : "Compte supprimé : aucun e-mail envoyé."}` : message,
    id_commande: outcome.orderId,
    numero: outcome.number,
    deja_emise: outcome.kind === "already",
  };
});

export const downloadFactureRectificativeCall = implement(downloadFactureRectificative, async ({ db, input, reply }) => {
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, input.n));
  const row = order ? await rectifyingInvoiceOf(db, order.id) : null;
  if (!order || !row) throw notFound(`Pas de facture rectificative pour la commande n° ${input.n}.`);
  await sendRectifyingInvoicePdf(reply, db, order, row);
  return {};
});

export const invoiceScreenCallImplementations: readonly CallImplementation[] = [
  getTauxTvaCall,
  setTauxTvaCall,
  programmerTauxTvaCall,
  annulerTauxTvaProgrammeCall,
  getFacturesRectificativesCall,
  emettreFactureRectificativeCall,
  downloadFactureRectificativeCall,
];
