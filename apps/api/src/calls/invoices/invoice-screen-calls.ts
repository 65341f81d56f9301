// The invoices screen's calls (ADR 0133), for staff with invoices.write: a product's VAT rate read and changed (under
// the product row's lock, against the rate read, recorded with its nature and reason for the team's journal and for
// the rule that finds the invoices to rectify), the invoices to rectify and the rectifying invoices issued, one issued
// through the command's own code (rectifyInvoice: once per order), and its PDF for staff.
import { desc, eq, inArray, sql } from "drizzle-orm";
import {
  VAT_HISTORY_LIMIT,
  VAT_SEARCH_LIMIT,
  RECTIFYING_INVOICES_LISTED,
  downloadFactureRectificative,
  emettreFactureRectificative,
  getFacturesRectificatives,
  getTauxTva,
  setTauxTva,
  type VatChangeNature,
} from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { staffOf } from "../../http/auth.ts";
import { implement, type CallImplementation } from "../../http/call-registry.ts";
import { conflict, notFound, unprocessable } from "../../http/app-error.ts";
import { decideVatRateChange, vatChangeDate, vatRateText } from "../../domain/vat-rate-change.ts";
import { productsMatching } from "../stock/stock-calls.ts";
import { invoicesToRectify, rectifyInvoice, rectifyingInvoiceOf, sendRectifyingInvoicePdf } from "../orders/rectifying-invoices.ts";
import { rectifyReport } from "../../cli/invoices.ts";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const totalVat = (rows: readonly { vatCents: number }[]) => rows.reduce((sum, r) => sum + r.vatCents, 0);
const person = (p: { id: number | null; prenom: string | null; nom: string | null; email: string | null }) =>
  p.id === null ? null : { id: p.id, prenom: p.prenom ?? "", nom: p.nom ?? "", email: p.email ?? "" };

export const getTauxTvaCall = implement(getTauxTva, async ({ db, input }) => {
  const products = await productsMatching(db, input.q, VAT_SEARCH_LIMIT);
  const listed = products.slice(0, VAT_SEARCH_LIMIT);
  if (listed.length === 0) return { produits: [], autres: false };
  const c = schema.vatRateChanges;
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
      n: sql<number>`row_number() over (partition by ${c.productId} order by ${c.changedAt} desc, ${c.id} desc)`.as("n"),
    })
    .from(c)
    .leftJoin(schema.users, eq(schema.users.id, c.staffUserId))
    .where(inArray(c.productId, listed.map((p) => p.id)))
    .as("ranked");
  const changes = await db.select().from(ranked).where(sql`${ranked.n} <= ${VAT_HISTORY_LIMIT}`).orderBy(desc(ranked.changedAt));
  return {
    produits: listed.map((product) => ({
      id: product.id,
      nom: product.name,
      ean: product.ean,
      slug: product.slug,
      taux_bp: product.vatRateBp,
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
        })),
    })),
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
    const [product] = await tx
      .select({ name: schema.products.name, rateBp: schema.products.vatRateBp })
      .from(schema.products)
      .where(eq(schema.products.id, productId))
      .for("update");
    if (!product) throw notFound("Ce produit n'existe pas.");
    const decision = decideVatRateChange({ seenBp, newBp }, product.rateBp, product.name);
    if (!decision.ok) throw decision.kind === "changed" ? conflict(decision.message, { taux_bp: product.rateBp }) : unprocessable(decision.message);
    const [last] = rowsOf<{ at: Date | string | null }>(
      await tx.execute(sql`
        select max(coalesce(o.delivered_at, o.placed_at)) as at from orders o
        where o.invoice_number is not null and exists (select 1 from order_lines l where l.order_id = o.id and l.product_id = ${productId})`),
    );
    const changedAt = vatChangeDate(now, last?.at ? new Date(last.at) : null);
    await tx.update(schema.products).set({ vatRateBp: newBp }).where(eq(schema.products.id, productId));
    await tx.insert(schema.vatRateChanges).values({ productId, staffUserId, changedAt, rateBeforeBp: product.rateBp, rateAfterBp: newBp, nature, reason });
    return { product: product.name, before: product.rateBp };
  });
}

/** How many orders are to be rectified for a product (the list's own rule, so the screen and the list agree). */
async function ordersToRectifyFor(db: Database, productId: number): Promise<number> {
  return (await invoicesToRectify(db)).filter((i) => i.rectification.corrections.some((c) => c.productId === productId)).length;
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
  const toRectify = input.nature === "correction" ? await ordersToRectifyFor(db, input.id_produit) : 0;
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

export const getFacturesRectificativesCall = implement(getFacturesRectificatives, async ({ db }) => {
  const r = schema.rectifyingInvoices;
  const [toRectify, issued, [count]] = await Promise.all([
    invoicesToRectify(db),
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
  getFacturesRectificativesCall,
  emettreFactureRectificativeCall,
  downloadFactureRectificativeCall,
];
