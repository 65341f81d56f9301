// importBonLivraison and getBonsLivraison: a delivery note pasted on the stock screen (ADR 0132). Every line is checked
// first; then, in one transaction, the note is recorded once per perimeter and reference (its unique index is what
// makes a second import, or a concurrent one, refused), each product's shelf raised as a delivery added on the
// screen, each raise recorded in the stock journal linked to the note, and the waiting lists of those products told.
// annulerBonLivraison (ADR 0139) takes a note's units back, all or none, and marks it cancelled: its reference is free.
import { sql } from "drizzle-orm";
import { annulerBonLivraison, DELIVERY_NOTES_SHOWN, getBonsLivraison, importBonLivraison } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { staffOf } from "../../http/auth.ts";
import { implement, type CallImplementation } from "../../http/call-registry.ts";
import { AppError, conflict, notFound } from "../../http/app-error.ts";
import { invalidateCatalogueCache } from "../catalogue/catalogue-cache.ts";
import { queueOffersAfterRestock } from "../reservation-waitlist/waitlist-store.ts";
import {
  checkNoteProducts,
  decideNoteCancel,
  mergeNoteLines,
  noteCancelledMessage,
  noteImportedMessage,
  parseDeliveryNote,
  referenceKey,
  sortedRefusals,
  type CatalogueProduct,
  type NoteRefusal,
} from "./delivery-note-rules.ts";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

// The staff's clock for the « already imported » refusal, as the screens show dates.
const parisDateTime = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "short", timeStyle: "short" });

/** A refused note: 422, each refusal with its line under the text field, nothing changed. */
function refusedNote(refusals: readonly NoteRefusal[]): AppError {
  // A note as a whole (empty, too long) is refused in its own words; its lines, by how many.
  const whole = refusals.find((r) => r.line === 0);
  const message = whole
    ? `Le bon n'a pas été importé : ${whole.message.charAt(0).toLowerCase()}${whole.message.slice(1)} Rien n'a été changé.`
    : `Le bon n'a pas été importé : ${refusals.length === 1 ? "1 ligne est refusée" : `${refusals.length} lignes sont refusées`}. Rien n'a été changé : corrigez-les et importez-le à nouveau.`;
  return new AppError("UNPROCESSABLE", message, { fieldErrors: { lignes: sortedRefusals(refusals).map((r) => r.message) } });
}

/** The 409 of a note imported before for the perimeter: when and by whom, so the staff member can check. */
async function alreadyImported(tx: Database, perimeterId: number, key: string, reference: string, perimeter: string) {
  const [note] = rowsOf<{ importedAt: Date | string; prenom: string | null; nom: string | null }>(
    await tx.execute(sql`
      select n.imported_at as "importedAt", u.prenom, u.nom from delivery_notes n left join users u on u.id = n.staff_user_id
      where n.perimeter_id = ${perimeterId} and n.reference_key = ${key} and n.cancelled_at is null`),
  );
  if (!note) return null;
  const by = note.prenom === null ? "" : ` par ${note.prenom} ${note.nom ?? ""}`.trimEnd();
  return conflict(
    `Le bon « ${reference} » a déjà été importé pour le périmètre « ${perimeter} » le ${parisDateTime.format(new Date(note.importedAt))}${by}. Rien n'a été changé.`,
  );
}

type NoteImport = { perimeterId: number; reference: string; text: string; staffUserId: number; now: Date };

export async function importDeliveryNote(db: Database, request: NoteImport) {
  const { perimeterId, reference, text, staffUserId, now } = request;
  const parsed = parseDeliveryNote(text);
  const products = mergeNoteLines(parsed.lines);
  const key = referenceKey(reference);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [perimeter] = rowsOf<{ name: string }>(await tx.execute(sql`select name from perimeters where id = ${perimeterId}`));
    if (!perimeter) throw notFound("Ce périmètre n'existe pas.");
    // Said first: a note imported already is the answer, whatever its lines.
    const before = await alreadyImported(tx, perimeterId, key, reference, perimeter.name);
    if (before) throw before;
    const eans = products.map((p) => p.ean);
    const catalogue = new Map<string, CatalogueProduct>();
    const shelves = new Map<number, number>();
    if (eans.length > 0) {
      const eanList = sql.join(eans.map((ean) => sql`${ean}`), sql`, `);
      for (const row of rowsOf<{ id: number; name: string; ean: string }>(
        await tx.execute(sql`select id, name, ean13 as ean from products where ean13 in (${eanList})`),
      ))
        catalogue.set(row.ean, { id: row.id, name: row.name });
      const ids = [...catalogue.values()].map((p) => p.id);
      if (ids.length > 0) {
        // The offers' rows locked in product order, as checkout takes them, so a note and an order never deadlock; the
        // stock read under them is the one the deliveries add to.
        const idList = sql.join(ids.map((id) => sql`${id}`), sql`, `);
        for (const row of rowsOf<{ productId: number; stock: number }>(
          await tx.execute(sql`
            select product_id as "productId", stock from offers
            where perimeter_id = ${perimeterId} and product_id in (${idList}) order by product_id for update`),
        ))
          shelves.set(row.productId, row.stock);
      }
    }
    const checked = checkNoteProducts(products, catalogue, shelves, perimeter.name);
    const refusals = [...parsed.refusals, ...checked.refusals];
    if (refusals.length > 0) throw refusedNote(refusals);
    const deliveries = checked.deliveries;
    const units = deliveries.reduce((sum, d) => sum + d.quantity, 0);
    // Guarded on the note's unique index: a colleague's import of the same note committed meanwhile makes this one
    // insert nothing (it waits for theirs to commit), and it is refused as a note imported before.
    const [note] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into delivery_notes (perimeter_id, reference, reference_key, staff_user_id, imported_at, lines, units, products)
        values (${perimeterId}, ${reference}, ${key}, ${staffUserId}, ${now}, ${parsed.lines.length}, ${units}, ${deliveries.length})
        on conflict (perimeter_id, reference_key) where cancelled_at is null do nothing returning id`),
    );
    if (!note) throw (await alreadyImported(tx, perimeterId, key, reference, perimeter.name)) ?? conflict("Ce bon vient d'être importé. Rien n'a été changé.");
    for (const d of deliveries) {
      // Under the lock the figure read is the shelf; the guard keeps the update from ever adding to another one.
      const [written] = rowsOf<{ stock: number }>(
        await tx.execute(sql`
          update offers set stock = stock + ${d.quantity}
          where product_id = ${d.productId} and perimeter_id = ${perimeterId} and stock = ${d.before} returning stock`),
      );
      if (!written) throw new Error("stock changed under the offer's lock");
    }
    await tx.insert(schema.stockChanges).values(
      deliveries.map((d) => ({
        productId: d.productId,
        perimeterId,
        staffUserId,
        changedAt: now,
        kind: "delivery",
        stockBefore: d.before,
        stockAfter: d.after,
        reason: "reception",
        deliveryNoteId: note.id,
      })),
    );
    const productIds = deliveries.map((d) => d.productId);
    const idList = sql.join(productIds.map((id) => sql`${id}`), sql`, `);
    const [line] = rowsOf<{ n: number }>(
      await tx.execute(
        sql`select count(*)::int as n from reservation_waitlist where perimeter_id = ${perimeterId} and product_id in (${idList}) and notified_at is null`,
      ),
    );
    await queueOffersAfterRestock(tx, perimeterId, productIds, now);
    return { id: note.id, perimeter: perimeter.name, lines: parsed.lines.length, units, products: deliveries.length, waiting: line?.n ?? 0 };
  });
}

export const importBonLivraisonCall = implement(importBonLivraison, async ({ db, input, principal, now }) => {
  const done = await importDeliveryNote(db, {
    perimeterId: input.id_perimetre,
    reference: input.reference,
    text: input.lignes,
    staffUserId: staffOf(principal).userId,
    now: now(),
  });
  // Shelves raised: shared catalogue answers and basket views must not show the old stock.
  invalidateCatalogueCache(db);
  return {
    message: noteImportedMessage({ ...done, reference: input.reference }),
    id_bon: done.id,
    reference: input.reference,
    id_perimetre: input.id_perimetre,
    perimetre: done.perimeter,
    lignes: done.lines,
    unites: done.units,
    produits: done.products,
    liste_attente: done.waiting,
  };
});

type NoteCancel = { noteId: number; reason: string; staffUserId: number; now: Date };

/**
 * Cancels a note imported by mistake (ADR 0139), in one transaction: the note's row locked first, so two cancels of
 * it at once run one after the other and the second finds it cancelled; then its products' offers locked in product
 * order, as checkout and the import take them, so a cancel racing an order sees the order's units gone (and is
 * refused) or takes its units back before the order reads the shelf. Each shelf loses exactly what the note added.
 */
export async function cancelDeliveryNote(db: Database, request: NoteCancel) {
  const { noteId, reason, staffUserId, now } = request;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [note] = rowsOf<{ reference: string; perimeterId: number; perimeter: string; cancelledAt: Date | string | null; prenom: string | null; nom: string | null }>(
      await tx.execute(sql`
        select n.reference, n.perimeter_id as "perimeterId", p.name as perimeter, n.cancelled_at as "cancelledAt", u.prenom, u.nom
        from delivery_notes n join perimeters p on p.id = n.perimeter_id left join users u on u.id = n.cancelled_by_user_id
        where n.id = ${noteId} for update of n`),
    );
    if (!note) throw notFound("Ce bon de livraison n'existe pas.");
    if (note.cancelledAt !== null) {
      const by = note.prenom === null ? "" : ` par ${note.prenom} ${note.nom ?? ""}`.trimEnd();
      throw conflict(`Le bon « ${note.reference} » (${note.perimeter}) a déjà été annulé le ${parisDateTime.format(new Date(note.cancelledAt))}${by}. Rien n'a été changé.`);
    }
    // What the note added, product by product: its deliveries in the journal (one per product, summed to be sure).
    const added = rowsOf<{ productId: number; name: string; quantity: number }>(
      await tx.execute(sql`
        select c.product_id as "productId", pr.name, sum(c.stock_after - c.stock_before)::int as quantity
        from stock_changes c join products pr on pr.id = c.product_id
        where c.delivery_note_id = ${noteId} and c.kind = 'delivery'
        group by c.product_id, pr.name order by c.product_id`),
    );
    const shelves = new Map<number, number>();
    if (added.length > 0) {
      const idList = sql.join(added.map((a) => sql`${a.productId}`), sql`, `);
      for (const row of rowsOf<{ productId: number; stock: number }>(
        await tx.execute(sql`
          select product_id as "productId", stock from offers
          where perimeter_id = ${note.perimeterId} and product_id in (${idList}) order by product_id for update`),
      ))
        shelves.set(row.productId, row.stock);
    }
    const decision = decideNoteCancel(
      { reference: note.reference, perimeter: note.perimeter },
      added.map((a) => ({ ...a, shelf: shelves.get(a.productId) ?? null })),
    );
    if (!decision.ok) throw conflict(decision.message);
    for (const t of decision.takeBacks) {
      // Under the lock the figure read is the shelf; the guard keeps a shelf from ever going below zero.
      const [written] = rowsOf<{ stock: number }>(
        await tx.execute(sql`
          update offers set stock = stock - ${t.quantity}
          where product_id = ${t.productId} and perimeter_id = ${note.perimeterId} and stock = ${t.before} and stock >= ${t.quantity} returning stock`),
      );
      if (!written) throw new Error("stock changed under the offer's lock");
    }
    if (decision.takeBacks.length > 0)
      await tx.insert(schema.stockChanges).values(
        decision.takeBacks.map((t) => ({
          productId: t.productId,
          perimeterId: note.perimeterId,
          staffUserId,
          changedAt: now,
          kind: "note_cancel",
          stockBefore: t.before,
          stockAfter: t.after,
          reason: "annulation",
          deliveryNoteId: noteId,
        })),
      );
    await tx.execute(sql`
      update delivery_notes set cancelled_at = ${now}, cancelled_by_user_id = ${staffUserId}, cancel_reason = ${reason} where id = ${noteId}`);
    const units = decision.takeBacks.reduce((sum, t) => sum + t.quantity, 0);
    return { reference: note.reference, perimeterId: note.perimeterId, perimeter: note.perimeter, units, products: decision.takeBacks.length };
  });
}

export const annulerBonLivraisonCall = implement(annulerBonLivraison, async ({ db, input, principal, now }) => {
  const done = await cancelDeliveryNote(db, { noteId: input.id_bon, reason: input.motif, staffUserId: staffOf(principal).userId, now: now() });
  // Shelves lowered: shared catalogue answers and basket views must not offer the units taken back.
  invalidateCatalogueCache(db);
  return {
    message: noteCancelledMessage(done),
    id_bon: input.id_bon,
    reference: done.reference,
    id_perimetre: done.perimeterId,
    perimetre: done.perimeter,
    unites: done.units,
    produits: done.products,
  };
});

export const getBonsLivraisonCall = implement(getBonsLivraison, async ({ db }) => {
  const [perimeters, notes] = await Promise.all([
    db.execute(sql`select id, name from perimeters order by name, id`),
    db.execute(sql`
      select n.id, n.reference, n.perimeter_id as "perimeterId", p.name as perimeter, n.imported_at as "importedAt",
        u.id as "staffId", u.prenom, u.nom, n.lines, n.units, n.products,
        n.cancelled_at as "cancelledAt", n.cancel_reason as "cancelReason", c.id as "cancelId", c.prenom as "cancelPrenom", c.nom as "cancelNom"
      from delivery_notes n join perimeters p on p.id = n.perimeter_id left join users u on u.id = n.staff_user_id
        left join users c on c.id = n.cancelled_by_user_id
      order by n.imported_at desc, n.id desc limit ${DELIVERY_NOTES_SHOWN}`),
  ]);
  type NoteRow = {
    id: number;
    reference: string;
    perimeterId: number;
    perimeter: string;
    importedAt: Date | string;
    staffId: number | null;
    prenom: string | null;
    nom: string | null;
    lines: number;
    units: number;
    products: number;
    cancelledAt: Date | string | null;
    cancelReason: string | null;
    cancelId: number | null;
    cancelPrenom: string | null;
    cancelNom: string | null;
  };
  return {
    perimetres: rowsOf<{ id: number; name: string }>(perimeters).map((p) => ({ id_perimetre: p.id, perimetre: p.name })),
    bons: rowsOf<NoteRow>(notes).map((n) => ({
      id: n.id,
      reference: n.reference,
      id_perimetre: n.perimeterId,
      perimetre: n.perimeter,
      date: new Date(n.importedAt).toISOString(),
      par: n.staffId === null ? null : { id: n.staffId, prenom: n.prenom ?? "", nom: n.nom ?? "" },
      lignes: n.lines,
      unites: n.units,
      produits: n.products,
      annulation:
        n.cancelledAt === null
          ? null
          : {
              date: new Date(n.cancelledAt).toISOString(),
              par: n.cancelId === null ? null : { id: n.cancelId, prenom: n.cancelPrenom ?? "", nom: n.cancelNom ?? "" },
              motif: n.cancelReason ?? "",
            },
    })),
  };
});

export const deliveryNoteCallImplementations: readonly CallImplementation[] = [importBonLivraisonCall, annulerBonLivraisonCall, getBonsLivraisonCall];
