// updatePanier action=set_quantity: puts a quantity of one product in the basket (0 removes it).
import { eq, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { recalledMessage } from "../../domain/product-recall.ts";
import { activeRecallIds } from "../catalogue/recall-store.ts";
import { conflict, notFound, unprocessable } from "../../http/app-error.ts";
import { announceReads } from "./basket-answers.ts";
import { changeRefusalText } from "./changed-order.ts";
import { lineStatementRow, sendOwnedLineChange, type LineRow } from "./line-change-batches.ts";


/** The basket row's version after the change, and whether it was still at `readVersion` just before it. */
export type LineChange = { version: string; unchangedSinceRead: boolean };

/** Whose basket it must be: an account's (`userId`), else a guest session's basket without account (`sessionId`). */
export type BasketOwner = { userId: number; sessionId?: undefined } | { userId: null; sessionId: number };

/**
 * One statement, `cabas_set_basket_line` (migration 0008): it locks the basket row, so two changes to one basket
 * never interleave, then checks and writes the line and touches the basket row. Its rules, in order:
 * the basket must still be active (409), the product known (404) and, unless removed, sold in the basket's
 * perimeter (422) and within the stock (409). Lowering a quantity is always allowed, even when the stock fell
 * below it meanwhile. A basket changing an order may have the units that order holds on top of the stock, and
 * cannot change once the order is past its cut-off or closed (409, migration 0027, ADR 0056). A refusal changes
 * nothing. Runs as its own transaction, or inside the caller's.
 * `readVersion` is the basket row's version when the caller read it (null when unknown).
 */
export async function setLineQuantity(...args: Parameters<typeof setLineQuantityIfActive>): Promise<LineChange> {
  const change = await setLineQuantityIfActive(...args);
  if (change === null) throw basketClosed();
  return change;
}

/** The refusal of a change to a basket that is no longer the caller's active one (validated meanwhile, say). */
export const basketClosed = () => conflict("Ce panier vient d'être validé : rechargez la page pour retrouver votre panier.");

/**
 * The same, answering null instead of refusing when the basket is no longer active: for a caller that took the
 * basket from memory (basket-view-cache.ts), whose copy may be older than the basket's checkout or merge.
 */
export async function setLineQuantityIfActive(
  db: Database,
  basketId: number,
  productId: number,
  quantity: number,
  now: Date,
  readVersion: string | null = null,
  options: { ownedBy?: BasketOwner } = {},
): Promise<LineChange | null> {
  // For a caller, as its own transaction (updatePanier): the basket must still be theirs under the row's lock
  // (migration 0010: a basket given to an account or closed since they found it answers `closed`), and the change is
  // announced to other processes by this one, after commit and batched, rather than by the basket trigger inside the
  // commit (migration 0009, ADR 0021). Inside a caller's transaction (the basket locked and checked there) it must
  // be announced at that transaction's commit, so the trigger does it. A caller's change on the pool joins the
  // changes of others in flight at the same moment (group commit, line-change-batches.ts).
  const owner = options.ownedBy;
  const at = now.toISOString();
  // A product under a recall in progress is not sold (ADR 0049): only removing it is allowed. The notices are kept
  // in memory (recall-store.ts), so this costs the change no round trip.
  if (quantity > 0 && (await activeRecallIds(db, now)).has(productId)) {
    const [product] = await db.select({ name: schema.products.name }).from(schema.products).where(eq(schema.products.id, productId)).limit(1);
    throw conflict(recalledMessage(product?.name ?? "Ce produit"), { stock: 0 });
  }
  const row = owner
    ? await sendOwnedLineChange(db, { basket: basketId, user: owner.userId, session: owner.sessionId ?? null, product: productId, quantity, now: at, version: readVersion })
    : await setBasketLine(db, { basket: basketId, product: productId, quantity, now: at, version: readVersion });
  const name = row.name ?? "";
  switch (row.outcome) {
    case "ok":
      if (owner) announceReads(db, [`b:${basketId}`]);
      return { version: row.version ?? "", unchangedSinceRead: row.unchanged };
    case "closed":
      return null;
    case "unknown_product":
      throw notFound("Ce produit est introuvable.");
    case "not_sold":
      throw unprocessable(`« ${name} » n'est pas vendu dans votre zone de livraison.`);
    case "cutoff_passed":
      throw conflict(changeRefusalText("cutoff", await basketMode(db, basketId)));
    case "order_closed":
      throw conflict(changeRefusalText("closed", await basketMode(db, basketId)));
    case "no_stock": {
      const available = row.available ?? 0;
      throw conflict(
        available === 0 ? `« ${name} » est en rupture de stock.` : `Stock insuffisant : il ne reste que ${available} « ${name} ».`,
        { stock: available },
      );
    }
  }
}

/** The change inside the caller's transaction (migration 0008): the basket trigger announces it at commit. */
function setBasketLine(
  db: Database,
  change: { basket: number; product: number; quantity: number; now: string; version: string | null },
): Promise<LineRow> {
  return lineStatementRow(
    db,
    "set_basket_line",
    () =>
      sql`cabas_set_basket_line(${sql.placeholder("basket")}::integer, ${sql.placeholder("product")}::integer, ${sql.placeholder("quantity")}::integer, ${sql.placeholder("now")}::timestamptz, ${sql.placeholder("version")}::text)`,
    change,
  );
}

/** A refused basket's mode, read only on that rare path: a modification's refusal and a complement's are worded apart. */
async function basketMode(db: Database, basketId: number): Promise<string> {
  const [row] = await db.select({ mode: schema.baskets.mode }).from(schema.baskets).where(eq(schema.baskets.id, basketId)).limit(1);
  return row?.mode ?? "modification";
}
