// getStockProduits and setStockProduit: the stock screen's calls (ADR 0126), for staff with stock.write. A change
// locks the offer row first (the lock the waiting list and checkout take), so it never interleaves with an order
// taking units or a place being offered; a raise of a product someone waits for queues the waiting list's offer job
// in the same transaction, as a cancellation does, and the worker tells the next people at once.
import { sql } from "drizzle-orm";
import {
  getStockProduits,
  setStockProduit,
  setOffreProduit,
  setVenteProduit,
  STOCK_HISTORY_LIMIT,
  STOCK_MAX,
  STOCK_SEARCH_LIMIT,
  centsToEuros,
  type OfferOpenReason,
  type OfferSaleReason,
  type StockJournalOperation,
  type StockJournalReason,
  type StockReason,
} from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { staffOf } from "../../http/auth.ts";
import { implement, type CallImplementation } from "../../http/call-registry.ts";
import { conflict, notFound, unprocessable } from "../../http/app-error.ts";
import { invalidateCatalogueCache } from "../catalogue/catalogue-cache.ts";
import { lockOffer, queueOffersAfterRestock } from "../reservation-waitlist/waitlist-store.ts";
import { unitPriceCents } from "../../domain/product-card.ts";
import { latestPriceChanges, priceChangeEntry, priceStateOf, promotionOf, setPrixProduitCall } from "./offer-prices.ts";
import { priceStamp } from "./price-rules.ts";
import {
  decideOfferOpening,
  decideSaleChange,
  decideStockChange,
  offerOpenedMessage,
  readStockQuery,
  saleChangedMessage,
  stockChangedMessage,
  type StockChange,
} from "./stock-rules.ts";

type ProductRow = { id: number; name: string; ean: string; slug: string; reservable: boolean; byWeight: boolean };
type OfferRow = {
  productId: number;
  perimeterId: number;
  perimeter: string;
  stock: number;
  held: number;
  waiting: number;
  inStock: boolean;
  priceCents: number;
  promoPriceCents: number | null;
  promoStartsAt: Date | string | null;
  promoEndsAt: Date | string | null;
  lowest30dCents: number | null;
};
type ChangeRow = {
  productId: number;
  changedAt: Date | string;
  kind: StockChangeKind;
  before: number;
  after: number;
  reason: StockJournalReason;
  priceCents: number | null;
  note: string | null;
  perimeter: string;
  staffId: number | null;
  prenom: string | null;
  nom: string | null;
  email: string | null;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
/** The kinds `stock_changes` holds (its CHECK), and how the calls name them. */
export type StockChangeKind = "set" | "delivery" | "withdraw" | "restore" | "open" | "note_cancel";
const OPERATION_OF_KIND: Record<StockChangeKind, StockJournalOperation> = {
  set: "fixer",
  delivery: "livraison",
  withdraw: "retirer",
  restore: "remettre",
  open: "ouvrir",
  note_cancel: "annuler_bon",
};
export const operationOf = (kind: StockChangeKind): StockJournalOperation => OPERATION_OF_KIND[kind];

/**
 * The products a staff screen's search names (by name, EAN or number: readStockQuery), by name, at most `limit` and
 * one more to tell there are others. Shared by the stock and invoices screens (ADR 0126, 0133).
 */
export async function productsMatching(db: Database, typed: string, limit: number): Promise<ProductRow[]> {
  const query = readStockQuery(typed);
  const where =
    query.kind === "digits"
      ? sql`p.ean13 = ${query.ean}${query.id === null ? sql`` : sql` or p.id = ${query.id}`}`
      : // Accents folded as the shop's search folds them: « peche » finds « Pêches ».
        sql`cabas_unaccent(p.name) ilike cabas_unaccent(${query.pattern}) escape '\\'`;
  return rowsOf<ProductRow>(
    await db.execute(sql`
      select p.id, p.name, p.ean13 as ean, p.slug, p.is_reservable as reservable, p.variable_weight as "byWeight"
      from products p where ${where}
      order by p.name, p.id limit ${limit + 1}`),
  );
}

export const getStockProduitsCall = implement(getStockProduits, async ({ db, input, now }) => {
  const at = now();
  const products = await productsMatching(db, input.q, STOCK_SEARCH_LIMIT);
  const listed = products.slice(0, STOCK_SEARCH_LIMIT);
  const ids = listed.map((p) => p.id);
  if (ids.length === 0) return { produits: [], autres: false };
  const idList = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const [offers, changes, perimeters, priceChanges] = await Promise.all([
    db.execute(sql`
      select o.product_id as "productId", o.perimeter_id as "perimeterId", per.name as perimeter, o.stock, o.in_stock as "inStock", o.price_cents as "priceCents",
        o.promo_price_cents as "promoPriceCents", o.promo_starts_at as "promoStartsAt", o.promo_ends_at as "promoEndsAt", o.lowest30d_cents as "lowest30dCents",
        coalesce(w.held, 0)::int as held, coalesce(w.waiting, 0)::int as waiting
      from offers o join perimeters per on per.id = o.perimeter_id
      left join (
        select product_id, perimeter_id, sum(held_units) as held, count(*) filter (where notified_at is null) as waiting
        from reservation_waitlist group by product_id, perimeter_id
      ) w on w.product_id = o.product_id and w.perimeter_id = o.perimeter_id
      where o.product_id in (${idList})
      order by per.name, o.perimeter_id`),
    db.execute(sql`
      select * from (
        select c.product_id as "productId", c.changed_at as "changedAt", c.kind, c.stock_before as before, c.stock_after as after,
          c.reason, c.price_cents as "priceCents", n.reference as note, per.name as perimeter, u.id as "staffId", u.prenom, u.nom, u.email,
          row_number() over (partition by c.product_id order by c.changed_at desc, c.id desc) as n
        from stock_changes c join perimeters per on per.id = c.perimeter_id left join users u on u.id = c.staff_user_id
          left join delivery_notes n on n.id = c.delivery_note_id
        where c.product_id in (${idList})
      ) latest where n <= ${STOCK_HISTORY_LIMIT}
      order by "changedAt" desc`),
    db.execute(sql`select id, name from perimeters order by name, id`),
    latestPriceChanges(db, ids, STOCK_HISTORY_LIMIT),
  ]);
  const perimeterRows = rowsOf<{ id: number; name: string }>(perimeters);
  const offerRows = rowsOf<OfferRow>(offers);
  const changeRows = rowsOf<ChangeRow>(changes);
  return {
    produits: listed.map((product) => ({
      id: product.id,
      nom: product.name,
      ean: product.ean,
      slug: product.slug,
      sur_reservation: product.reservable,
      vendu_au_poids: product.byWeight,
      autres_perimetres: perimeterRows
        .filter((p) => !offerRows.some((o) => o.productId === product.id && o.perimeterId === p.id))
        .map((p) => ({ id_perimetre: p.id, perimetre: p.name })),
      perimetres: offerRows
        .filter((o) => o.productId === product.id)
        .map((o) => {
          const prices = priceStateOf(o);
          return {
            id_perimetre: o.perimeterId,
            perimetre: o.perimeter,
            stock: o.stock,
            gardees: o.held,
            en_attente: o.waiting,
            en_vente: o.inStock,
            prix: centsToEuros(o.priceCents),
            promotion: promotionOf(prices, at),
            prix_lu: priceStamp(prices),
          };
        }),
      changements: changeRows
        .filter((c) => c.productId === product.id)
        .map((c) => ({
          date: new Date(c.changedAt).toISOString(),
          operation: operationOf(c.kind),
          avant: c.before,
          apres: c.after,
          motif: c.reason,
          par: c.staffId === null ? null : { id: c.staffId, prenom: c.prenom ?? "", nom: c.nom ?? "", email: c.email ?? "" },
          perimetre: c.perimeter,
          prix: c.priceCents === null ? null : centsToEuros(c.priceCents),
          bon: c.note,
        })),
      changements_prix: priceChanges.filter((c) => c.productId === product.id).map(priceChangeEntry),
    })),
    autres: products.length > STOCK_SEARCH_LIMIT,
  };
});

/** The offer row under its lock, or the French 404 saying which of product, perimeter or offer is missing. */
async function lockedOfferOr404(tx: Database, productId: number, perimeterId: number) {
  const offer = await lockOffer(tx, productId, perimeterId);
  const [perimeter] = rowsOf<{ name: string }>(await tx.execute(sql`select name from perimeters where id = ${perimeterId}`));
  if (!offer) {
    const [product] = rowsOf<{ id: number }>(await tx.execute(sql`select id from products where id = ${productId}`));
    if (!product) throw notFound("Ce produit n'existe pas.");
    if (!perimeter) throw notFound("Ce périmètre n'existe pas.");
    throw notFound(`Ce produit n'est pas vendu dans le périmètre « ${perimeter.name} ».`);
  }
  return { offer, perimeter: perimeter?.name ?? "" };
}

type StockChangeRequest = { productId: number; perimeterId: number; change: StockChange; reason: StockReason; staffUserId: number; now: Date };

/**
 * One change of a perimeter's shelf, in one transaction under the offer row's lock: decided against the stock read
 * under it, written with an update guarded on what was read (set) or relative to it (delivery), recorded for the
 * team's journal, and, when it raised the stock of a product someone waits for, that line's offer job queued.
 */
export async function changeStock(db: Database, request: StockChangeRequest) {
  const { productId, perimeterId, change, reason, staffUserId, now } = request;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const { offer, perimeter } = await lockedOfferOr404(tx, productId, perimeterId);
    const decision = decideStockChange(change, offer.stock);
    if (!decision.ok) throw decision.kind === "changed" ? conflict(decision.message, { stock: offer.stock }) : unprocessable(decision.message);
    const here = sql`product_id = ${productId} and perimeter_id = ${perimeterId}`;
    // Under the lock both guards hold; they stay so that the update alone could never erase a colleague's change.
    const [written] = rowsOf<{ stock: number }>(
      change.operation === "fixer"
        ? await tx.execute(sql`update offers set stock = ${decision.after} where ${here} and stock = ${change.seen} returning stock`)
        : await tx.execute(sql`update offers set stock = stock + ${change.quantity} where ${here} and stock + ${change.quantity} <= ${STOCK_MAX} returning stock`),
    );
    if (!written) throw new Error("stock changed under the offer's lock");
    const before = offer.stock;
    const after = written.stock;
    await tx.insert(schema.stockChanges).values({
      productId,
      perimeterId,
      staffUserId,
      changedAt: now,
      kind: change.operation === "fixer" ? "set" : "delivery",
      stockBefore: before,
      stockAfter: after,
      reason,
    });
    const waiting = after > before ? await tellWaitingLine(tx, productId, perimeterId, now) : 0;
    return { product: offer.name, perimeter, before, after, waiting };
  });
}

/**
 * Units came within reach of the product's waiting line: the cancellations' own queueing, so the worker runs the
 * line's offer job as soon as this commits. Returns how many wait. Call in the change's transaction.
 */
async function tellWaitingLine(tx: Database, productId: number, perimeterId: number, now: Date): Promise<number> {
  const [line] = rowsOf<{ n: number }>(
    await tx.execute(
      sql`select count(*)::int as n from reservation_waitlist where product_id = ${productId} and perimeter_id = ${perimeterId} and notified_at is null`,
    ),
  );
  await queueOffersAfterRestock(tx, perimeterId, [productId], now);
  return line?.n ?? 0;
}

type SaleChangeRequest = { productId: number; perimeterId: number; onSale: boolean; reason: OfferSaleReason; staffUserId: number; now: Date };

/**
 * An offer taken off sale or put back on sale (ADR 0126, amendment), under the offer row's lock as a stock change:
 * refused when it already is so, recorded in the stock journal with the shelf unchanged, and, put back with units
 * on the shelf, its waiting line told at once as after a raise (withdrawn, those units were out of everyone's reach).
 */
export async function changeSale(db: Database, request: SaleChangeRequest) {
  const { productId, perimeterId, onSale, reason, staffUserId, now } = request;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const { offer, perimeter } = await lockedOfferOr404(tx, productId, perimeterId);
    const decision = decideSaleChange(onSale, offer.inStock, { product: offer.name, perimeter });
    if (!decision.ok) throw conflict(decision.message, { en_vente: offer.inStock });
    await tx.execute(sql`update offers set in_stock = ${onSale} where product_id = ${productId} and perimeter_id = ${perimeterId}`);
    await tx.insert(schema.stockChanges).values({
      productId,
      perimeterId,
      staffUserId,
      changedAt: now,
      kind: onSale ? "restore" : "withdraw",
      stockBefore: offer.stock,
      stockAfter: offer.stock,
      reason,
    });
    const waiting = onSale && offer.stock > 0 ? await tellWaitingLine(tx, productId, perimeterId, now) : 0;
    return { product: offer.name, perimeter, stock: offer.stock, waiting };
  });
}

export const setStockProduitCall = implement(setStockProduit, async ({ db, input, principal, now }) => {
  const change: StockChange =
    input.operation === "fixer" ? { operation: "fixer", quantity: input.quantite, seen: input.stock_vu ?? -1 } : { operation: "livraison", quantity: input.quantite };
  const done = await changeStock(db, { productId: input.id_produit, perimeterId: input.id_perimetre, change, reason: input.motif, staffUserId: staffOf(principal).userId, now: now() });
  // The shelf changed: shared catalogue answers and basket views must not show the old stock.
  invalidateCatalogueCache(db);
  return {
    message: stockChangedMessage({ ...done, reason: input.motif }),
    id_produit: input.id_produit,
    produit: done.product,
    id_perimetre: input.id_perimetre,
    perimetre: done.perimeter,
    avant: done.before,
    apres: done.after,
    liste_attente: done.waiting,
  };
});

export const setVenteProduitCall = implement(setVenteProduit, async ({ db, input, principal, now }) => {
  const onSale = input.operation === "remettre";
  const done = await changeSale(db, {
    productId: input.id_produit,
    perimeterId: input.id_perimetre,
    onSale,
    reason: input.motif,
    staffUserId: staffOf(principal).userId,
    now: now(),
  });
  // Withdrawn, the offer must leave shared catalogue answers and basket views at once; put back, come back to them.
  invalidateCatalogueCache(db);
  return {
    message: saleChangedMessage({ ...done, onSale, reason: input.motif }),
    id_produit: input.id_produit,
    produit: done.product,
    id_perimetre: input.id_perimetre,
    perimetre: done.perimeter,
    en_vente: onSale,
    stock: done.stock,
    liste_attente: done.waiting,
  };
});

type OfferOpening = { productId: number; perimeterId: number; priceCents: number; stock: number; reason: OfferOpenReason; staffUserId: number; now: Date };

/**
 * A product sold in a perimeter where it was not (ADR 0132): an offer at the price given, no promotion, no prize-pot
 * euros, on sale, its shelf the starting stock; recorded in the stock journal with its price. The insert is guarded on
 * the offer's key, so two staff opening it at once make one offer and one refusal; an offer already there, on sale
 * or withdrawn, is never overwritten.
 */
export async function openOffer(db: Database, request: OfferOpening) {
  const { productId, perimeterId, priceCents, stock, reason, staffUserId, now } = request;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [product] = rowsOf<{ name: string; netQuantity: number; netUnit: "g" | "ml" | "piece"; variableWeight: boolean }>(
      await tx.execute(
        sql`select name, net_quantity as "netQuantity", net_unit as "netUnit", variable_weight as "variableWeight" from products where id = ${productId}`,
      ),
    );
    if (!product) throw notFound("Ce produit n'existe pas.");
    const [perimeter] = rowsOf<{ name: string }>(await tx.execute(sql`select name from perimeters where id = ${perimeterId}`));
    if (!perimeter) throw notFound("Ce périmètre n'existe pas.");
    const names = { product: product.name, perimeter: perimeter.name };
    const [created] = rowsOf<{ stock: number }>(
      await tx.execute(sql`
        insert into offers (product_id, perimeter_id, price_cents, stock, in_stock)
        values (${productId}, ${perimeterId}, ${priceCents}, ${stock}, true)
        on conflict (product_id, perimeter_id) do nothing returning stock`),
    );
    if (!created) {
      const [existing] = rowsOf<{ inStock: boolean }>(
        await tx.execute(sql`select in_stock as "inStock" from offers where product_id = ${productId} and perimeter_id = ${perimeterId}`),
      );
      // The insert found an offer there: the refusal says whether it is on sale or withdrawn.
      const decision = decideOfferOpening(existing ?? { inStock: true }, names);
      if (!decision.ok) throw conflict(decision.message);
    }
    if (!created) throw new Error("offer neither created nor found");
    await tx.insert(schema.stockChanges).values({ productId, perimeterId, staffUserId, changedAt: now, kind: "open", stockBefore: 0, stockAfter: stock, reason, priceCents });
    const waiting = stock > 0 ? await tellWaitingLine(tx, productId, perimeterId, now) : 0;
    return { ...names, stock, waiting, unitPrice: unitPriceCents(priceCents, product), byWeight: product.variableWeight };
  });
}

export const setOffreProduitCall = implement(setOffreProduit, async ({ db, input, principal, now }) => {
  // The contract refuses an empty price; this only narrows its type.
  const priceCents = input.prix ?? 0;
  const done = await openOffer(db, {
    productId: input.id_produit,
    perimeterId: input.id_perimetre,
    priceCents,
    stock: input.stock_initial ?? 0,
    reason: input.motif,
    staffUserId: staffOf(principal).userId,
    now: now(),
  });
  // A new offer: shared catalogue answers (listings, search, the product's perimeters) must show it at once.
  invalidateCatalogueCache(db);
  return {
    message: offerOpenedMessage({ ...done, priceCents, reason: input.motif }),
    id_produit: input.id_produit,
    produit: done.product,
    id_perimetre: input.id_perimetre,
    perimetre: done.perimeter,
    prix: centsToEuros(priceCents),
    prix_unitaire: { value: centsToEuros(done.unitPrice.cents), unit: done.unitPrice.unit },
    stock: done.stock,
    liste_attente: done.waiting,
  };
});

export const stockCallImplementations: readonly CallImplementation[] = [
  getStockProduitsCall,
  setStockProduitCall,
  setVenteProduitCall,
  setOffreProduitCall,
  setPrixProduitCall,
];
