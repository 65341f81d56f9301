// getJournalSA: what staff did while acting as one customer (ADR 0048's audit, read on a screen: ADR 0091); and
// getJournalConseiller: what one staff member did as customers, across all of them (ADR 0097).
// The customer's journal is for whoever may act as a customer, so that the colleague who takes the customer's next
// call sees what was done on the account before; the staff member's is for supervisors (staff.audit). Neither lists
// the calls' content, only which call, when and its outcome.
import { and, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  STAFF_JOURNAL_ACTIONS,
  STAFF_JOURNAL_LOGINS,
  STAFF_MEMBER_JOURNAL_LOGINS,
  STAFF_MEMBER_JOURNAL_INVOICE_CHANGES,
  STAFF_MEMBER_JOURNAL_STOCK_CHANGES,
  centsToEuros,
  getJournalConseiller,
  getJournalSA,
  type StockJournalReason,
  type VatChangeNature,
} from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { notFound, unprocessable } from "../../http/app-error.ts";
import { loginAsEnd, type LoginAsEnd } from "../../domain/session-tokens.ts";
import { accountNamedByStaff } from "./staff.ts";
import { operationOf, type StockChangeKind } from "../stock/stock-calls.ts";
import { priceChangesBy } from "../stock/offer-prices.ts";

type Person = { id: number; prenom: string; nom: string; email: string };

export const getJournalSaCall = implement(getJournalSA, async ({ db, input, now }) => {
  const customer = await accountNamedByStaff(db, input);
  if (customer.permissions.length > 0) throw unprocessable("Ce compte est celui d'un membre de l'équipe, pas d'un client.");
  const { logins, total } = await loginsWhere(db, eq(schema.impersonations.customerUserId, customer.id), STAFF_JOURNAL_LOGINS, now());
  return {
    client: personOf(customer),
    connexions: logins.map(({ staff, customer: _customer, ...login }) => ({ ...login, conseiller: staff })),
    total_connexions: total,
  };
});

/** What one staff member did as customers, across all of them (ADR 0097). */
export const getJournalConseillerCall = implement(getJournalConseiller, async ({ db, input, now }) => {
  const member = await staffMemberNamed(db, input);
  const [{ logins, total }, stock, notes, cancelled, prices, vat, rectifying] = await Promise.all([
    loginsWhere(db, eq(schema.impersonations.staffUserId, member.id), STAFF_MEMBER_JOURNAL_LOGINS, now()),
    stockChangesBy(db, member.id),
    deliveryNotesBy(db, member.id),
    deliveryNotesCancelledBy(db, member.id),
    priceChangesBy(db, member.id, STAFF_MEMBER_JOURNAL_STOCK_CHANGES),
    vatRateChangesBy(db, member.id),
    rectifyingInvoicesBy(db, member.id),
  ]);
  return {
    conseiller: personOf(member),
    connexions: logins.map(({ customer, staff: _staff, ...login }) => ({ ...login, client: customer })),
    total_connexions: total,
    changements_stock: stock.changes,
    total_changements_stock: stock.total,
    bons_livraison: notes.notes,
    total_bons_livraison: notes.total,
    bons_annules: cancelled.notes,
    total_bons_annules: cancelled.total,
    changements_prix: prices.changes.map(({ par: _par, ...change }) => change),
    total_changements_prix: prices.total,
    changements_tva: vat.changes,
    total_changements_tva: vat.total,
    factures_rectificatives: rectifying.issued,
    total_factures_rectificatives: rectifying.total,
  };
});

/** The delivery notes a staff member imported on the stock screen (ADR 0132), newest first: one entry per note. */
async function deliveryNotesBy(db: Database, staffUserId: number) {
  const n = schema.deliveryNotes;
  const rows = await db
    .select({
      importedAt: n.importedAt,
      reference: n.reference,
      perimeter: schema.perimeters.name,
      lines: n.lines,
      units: n.units,
      products: n.products,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(n)
    .innerJoin(schema.perimeters, eq(schema.perimeters.id, n.perimeterId))
    .where(eq(n.staffUserId, staffUserId))
    .orderBy(desc(n.importedAt), desc(n.id))
    .limit(STAFF_MEMBER_JOURNAL_STOCK_CHANGES);
  return {
    total: rows[0]?.total ?? 0,
    notes: rows.map((row) => ({
      date: row.importedAt.toISOString(),
      reference: row.reference,
      perimetre: row.perimeter,
      lignes: row.lines,
      unites: row.units,
      produits: row.products,
    })),
  };
}

/**
 * The delivery notes a staff member cancelled (ADR 0139), newest first: one entry per note, with its reason; the units
 * taken back are its stock journal rows, left out of `changements_stock` as the note's deliveries are.
 */
async function deliveryNotesCancelledBy(db: Database, staffUserId: number) {
  const n = schema.deliveryNotes;
  const rows = await db
    .select({
      cancelledAt: n.cancelledAt,
      reference: n.reference,
      perimeter: schema.perimeters.name,
      units: n.units,
      products: n.products,
      reason: n.cancelReason,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(n)
    .innerJoin(schema.perimeters, eq(schema.perimeters.id, n.perimeterId))
    .where(and(eq(n.cancelledByUserId, staffUserId), isNotNull(n.cancelledAt)))
    .orderBy(desc(n.cancelledAt), desc(n.id))
    .limit(STAFF_MEMBER_JOURNAL_STOCK_CHANGES);
  return {
    total: rows[0]?.total ?? 0,
    notes: rows.map((row) => ({
      date: row.cancelledAt!.toISOString(),
      reference: row.reference,
      perimetre: row.perimeter,
      unites: row.units,
      produits: row.products,
      motif: row.reason ?? "",
    })),
  };
}

/**
 * The VAT rates a staff member changed or scheduled on the invoices screen (ADR 0133, 0140), and the scheduled changes
 * they cancelled (dated when cancelled), newest first, and how many in all.
 */
async function vatRateChangesBy(db: Database, staffUserId: number) {
  const c = schema.vatRateChanges;
  const entries = (cancellations: boolean) => {
    const at = sql<Date>`${cancellations ? c.cancelledAt : c.changedAt}`.mapWith(c.changedAt);
    return db
      .select({
        at,
        id: c.id,
        before: c.rateBeforeBp,
        after: c.rateAfterBp,
        nature: c.nature,
        reason: c.reason,
        effectiveFrom: c.effectiveFrom,
        productId: schema.products.id,
        product: schema.products.name,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(c)
      .innerJoin(schema.products, eq(schema.products.id, c.productId))
      .where(eq(cancellations ? c.cancelledByUserId : c.staffUserId, staffUserId))
      .orderBy(desc(at), desc(c.id))
      .limit(STAFF_MEMBER_JOURNAL_INVOICE_CHANGES);
  };
  const [made, cancelled] = await Promise.all([entries(false), entries(true)]);
  const rows = [...made.map((row) => ({ ...row, cancellation: false })), ...cancelled.map((row) => ({ ...row, cancellation: true }))]
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id)
    .slice(0, STAFF_MEMBER_JOURNAL_INVOICE_CHANGES);
  return {
    total: (made[0]?.total ?? 0) + (cancelled[0]?.total ?? 0),
    changes: rows.map((row) => ({
      date: row.at.toISOString(),
      produit: { id: row.productId, nom: row.product },
      avant_bp: row.before,
      apres_bp: row.after,
      // The table's CHECK holds the same two natures.
      nature: row.nature as VatChangeNature,
      motif: row.reason,
      effet: row.effectiveFrom ? row.effectiveFrom.toISOString() : null,
      annulation: row.cancellation,
    })),
  };
}

/** The rectifying invoices a staff member issued on the invoices screen (ADR 0133), newest first, and how many in all. */
async function rectifyingInvoicesBy(db: Database, staffUserId: number) {
  const r = schema.rectifyingInvoices;
  const rows = await db
    .select({ issuedAt: r.issuedAt, orderId: r.orderId, number: r.number, original: r.originalNumber, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(r)
    .where(eq(r.issuedByUserId, staffUserId))
    .orderBy(desc(r.issuedAt), desc(r.id))
    .limit(STAFF_MEMBER_JOURNAL_INVOICE_CHANGES);
  return {
    total: rows[0]?.total ?? 0,
    issued: rows.map((row) => ({ date: row.issuedAt.toISOString(), id_commande: row.orderId, numero: row.number, facture_remplacee: row.original })),
  };
}

/** The stock changes a staff member made on the stock screen (ADR 0126), newest first, and how many in all. */
async function stockChangesBy(db: Database, staffUserId: number) {
  const c = schema.stockChanges;
  const rows = await db
    .select({
      changedAt: c.changedAt,
      kind: c.kind,
      before: c.stockBefore,
      after: c.stockAfter,
      reason: c.reason,
      priceCents: c.priceCents,
      productId: schema.products.id,
      product: schema.products.name,
      perimeter: schema.perimeters.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(c)
    .innerJoin(schema.products, eq(schema.products.id, c.productId))
    .innerJoin(schema.perimeters, eq(schema.perimeters.id, c.perimeterId))
    // A note's deliveries, and their taking back when it is cancelled, are its one entry (bons_livraison, bons_annules).
    .where(and(eq(c.staffUserId, staffUserId), isNull(c.deliveryNoteId)))
    .orderBy(desc(c.changedAt), desc(c.id))
    .limit(STAFF_MEMBER_JOURNAL_STOCK_CHANGES);
  return {
    total: rows[0]?.total ?? 0,
    changes: rows.map((row) => ({
      date: row.changedAt.toISOString(),
      produit: { id: row.productId, nom: row.product },
      perimetre: row.perimeter,
      // The table's CHECK holds the same kinds.
      operation: operationOf(row.kind as StockChangeKind),
      avant: row.before,
      apres: row.after,
      // The table's CHECK holds the same list.
      motif: row.reason as StockJournalReason,
      prix: row.priceCents === null ? null : centsToEuros(row.priceCents),
    })),
  };
}

/**
 * The staff member a supervisor names, by number or e-mail: an account with permissions, or one that had them (it
 * acted as customers: a former member's journal stays readable once their permissions are withdrawn); else
 * « n'existe pas ».
 */
async function staffMemberNamed(db: Database, named: { id_conseiller?: number | undefined; email?: string | undefined }) {
  const unknown = "Ce membre de l'équipe n'existe pas.";
  const account = await accountNamedByStaff(db, { id_client: named.id_conseiller, email: named.email }, unknown);
  if (account.permissions.length > 0) return account;
  const [acted] = await db.select({ id: schema.impersonations.id }).from(schema.impersonations).where(eq(schema.impersonations.staffUserId, account.id)).limit(1);
  if (acted) return account;
  const [changedStock] = await db.select({ id: schema.stockChanges.id }).from(schema.stockChanges).where(eq(schema.stockChanges.staffUserId, account.id)).limit(1);
  if (changedStock) return account;
  const [changedPrice] = await db.select({ id: schema.offerPriceChanges.id }).from(schema.offerPriceChanges).where(eq(schema.offerPriceChanges.staffUserId, account.id)).limit(1);
  if (changedPrice) return account;
  const [changedRate] = await db.select({ id: schema.vatRateChanges.id }).from(schema.vatRateChanges).where(or(eq(schema.vatRateChanges.staffUserId, account.id), eq(schema.vatRateChanges.cancelledByUserId, account.id))).limit(1);
  if (!changedRate) throw notFound(unknown);
  return account;
}

/**
 * The login-as matching `where`, newest first, at most `limit`, each with its staff member, its customer and the write
 * calls made during it; `total` counts them all.
 */
async function loginsWhere(db: Database, where: SQL, limit: number, now: Date) {
  const staff = alias(schema.users, "staff");
  const customer = alias(schema.users, "customer");
  const rows = await db
    .select({
      id: schema.impersonations.id,
      startedAt: schema.impersonations.startedAt,
      endedAt: schema.impersonations.endedAt,
      ip: schema.impersonations.ip,
      staff: { id: staff.id, prenom: staff.prenom, nom: staff.nom, email: staff.email },
      customer: { id: customer.id, prenom: customer.prenom, nom: customer.nom, email: customer.email },
      // All of them, counted before the limit: the total comes with the page.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(schema.impersonations)
    .innerJoin(staff, eq(staff.id, schema.impersonations.staffUserId))
    .innerJoin(customer, eq(customer.id, schema.impersonations.customerUserId))
    .where(where)
    .orderBy(desc(schema.impersonations.startedAt), desc(schema.impersonations.id))
    .limit(limit);
  const actions = await actionsOf(db, rows.map((row) => row.id));
  const sessions = await sessionsOf(db, rows.filter((row) => row.endedAt === null).map((row) => row.id));
  return {
    total: rows[0]?.total ?? 0,
    logins: rows.map((row) => {
      const done = actions.get(row.id);
      return {
        id: row.id,
        staff: personOf(row.staff),
        customer: personOf(row.customer),
        debut: row.startedAt.toISOString(),
        fin: row.endedAt?.toISOString() ?? null,
        ...expiryOf(loginAsEnd(row, sessions.get(row.id) ?? [], now)),
        ip: row.ip,
        actions: done?.listed ?? [],
        total_actions: done?.total ?? 0,
      };
    }),
  };
}

/** « expirée » rather than « toujours ouverte » for a login-as whose session ran out without « Quitter ». */
const expiryOf = (end: LoginAsEnd): { expiree: boolean; expiree_le: string | null } =>
  end.state === "expired" ? { expiree: true, expiree_le: end.at?.toISOString() ?? null } : { expiree: false, expiree_le: null };

type SessionOfLogin = Parameters<typeof loginAsEnd>[1][number];

/** The sessions each login-as opened (one, or more if its token was renewed), for when it ran out. */
async function sessionsOf(db: Database, loginIds: number[]): Promise<Map<number, SessionOfLogin[]>> {
  const byLogin = new Map<number, SessionOfLogin[]>();
  if (loginIds.length === 0) return byLogin;
  const s = schema.sessions;
  const rows = await db
    .select({ impersonationId: s.impersonationId, kind: s.kind, impersonatorId: s.impersonatorId, lastSeenAt: s.lastSeenAt, expiresAt: s.expiresAt, revokedAt: s.revokedAt })
    .from(s)
    .where(inArray(s.impersonationId, loginIds));
  for (const { impersonationId, ...session } of rows) {
    if (impersonationId === null) continue;
    byLogin.set(impersonationId, [...(byLogin.get(impersonationId) ?? []), session]);
  }
  return byLogin;
}

const personOf = (user: Person): Person => ({ id: user.id, prenom: user.prenom, nom: user.nom, email: user.email });

type Actions = { listed: { appel: string; date: string; reussi: boolean }[]; total: number };

/** The first STAFF_JOURNAL_ACTIONS write calls of each login-as, in the order they were made, and how many in all. */
async function actionsOf(db: Database, loginIds: number[]): Promise<Map<number, Actions>> {
  const byLogin = new Map<number, Actions>();
  if (loginIds.length === 0) return byLogin;
  const a = schema.impersonationActions;
  const ranked = db
    .select({
      impersonationId: a.impersonationId,
      callName: a.callName,
      at: a.at,
      succeeded: a.succeeded,
      rank: sql<number>`row_number() over (partition by ${a.impersonationId} order by ${a.at}, ${a.id})`.as("rank"),
      total: sql<number>`count(*) over (partition by ${a.impersonationId})`.as("total"),
    })
    .from(a)
    .where(inArray(a.impersonationId, loginIds))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${STAFF_JOURNAL_ACTIONS}`)
    .orderBy(ranked.impersonationId, ranked.rank);
  for (const row of rows) {
    const entry = byLogin.get(row.impersonationId) ?? { listed: [], total: Number(row.total) };
    entry.listed.push({ appel: row.callName, date: new Date(row.at).toISOString(), reussi: row.succeeded });
    byLogin.set(row.impersonationId, entry);
  }
  return byLogin;
}
