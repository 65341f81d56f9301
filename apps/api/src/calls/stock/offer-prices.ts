// setPrixProduit: an offer's price and promotion changed on the stock screen (ADR 0138), for staff with stock.write.
// Under the offer row's lock (the one stock changes, the waiting list and checkout take), checked against the prices
// the screen read, decided by price-rules.ts from the offer's price history (`offer_price_changes`), written and
// recorded in one transaction; then the catalogue cache and basket views are forgotten, so shoppers' answers and
// baskets show the new price at once (orders placed keep theirs: their lines hold their own prices).
import { sql } from "drizzle-orm";
import { centsToEuros, setPrixProduit, type PriceChangeOperation } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { staffOf } from "../../http/auth.ts";
import { implement } from "../../http/call-registry.ts";
import { AppError, conflict, notFound } from "../../http/app-error.ts";
import { invalidateCatalogueCache } from "../catalogue/catalogue-cache.ts";
import { lockOffer } from "../reservation-waitlist/waitlist-store.ts";
import type { PricePeriod } from "../../domain/offer-price.ts";
import { isoDate, parisDate } from "../../domain/slot-rules.ts";
import { decidePriceChange, pendingPromo, priceChangedMessage, priceStamp, type OfferPriceState, type PriceChange } from "./price-rules.ts";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** The kinds `offer_price_changes` holds (its CHECK), and how the calls name them. */
export type PriceChangeKind = "price" | "promo" | "promo_stop";
const OPERATION_OF_KIND: Record<PriceChangeKind, PriceChangeOperation> = { price: "prix", promo: "promotion", promo_stop: "arret" };
const KIND_OF_OPERATION: Record<PriceChangeOperation, PriceChangeKind> = { prix: "price", promotion: "promo", arret: "promo_stop" };
export const priceOperationOf = (kind: string): PriceChangeOperation => OPERATION_OF_KIND[kind as PriceChangeKind];

type StateRow = { priceCents: number; promoPriceCents: number | null; promoStartsAt: Date | string | null; promoEndsAt: Date | string | null; lowest30dCents: number | null };
export const priceStateOf = (row: StateRow): OfferPriceState => ({
  priceCents: row.priceCents,
  promoPriceCents: row.promoPriceCents,
  promoStartsAt: dateOf(row.promoStartsAt),
  promoEndsAt: dateOf(row.promoEndsAt),
  lowest30dCents: row.lowest30dCents,
});

/** The promotion as the calls show it: running or set ahead, null otherwise. */
export const promotionOf = (state: OfferPriceState, now: Date) =>
  state.promoPriceCents !== null && pendingPromo(state, now)
    ? {
        prix: centsToEuros(state.promoPriceCents),
        debut: state.promoStartsAt?.toISOString() ?? null,
        fin: state.promoEndsAt?.toISOString() ?? null,
        reference: centsToEuros(state.lowest30dCents ?? state.priceCents),
      }
    : null;

type HistoryRow = {
  changedAt: Date | string;
  priceBefore: number;
  priceAfter: number;
  promoBefore: number | null;
  promoAfter: number | null;
  startsBefore: Date | string | null;
  startsAfter: Date | string | null;
  endsBefore: Date | string | null;
  endsAfter: Date | string | null;
};

/**
 * The offer's price periods up to now, oldest first, from its recorded changes: the prices before the first change
 * held since before anything was recorded; the offer as it is now holds from the last change (a change typed in the
 * database since is taken as made then: its time is unknown).
 */
async function priceHistory(tx: Database, productId: number, perimeterId: number, current: OfferPriceState): Promise<PricePeriod[]> {
  const rows = rowsOf<HistoryRow>(
    await tx.execute(sql`
      select changed_at as "changedAt", price_before_cents as "priceBefore", price_after_cents as "priceAfter",
        promo_before_cents as "promoBefore", promo_after_cents as "promoAfter", promo_starts_before as "startsBefore",
        promo_starts_after as "startsAfter", promo_ends_before as "endsBefore", promo_ends_after as "endsAfter"
      from offer_price_changes where product_id = ${productId} and perimeter_id = ${perimeterId}
      order by changed_at, id`),
  );
  const [first] = rows;
  if (!first) return [{ from: null, ...current }];
  const periods: PricePeriod[] = [
    { from: null, priceCents: first.priceBefore, promoPriceCents: first.promoBefore, promoStartsAt: dateOf(first.startsBefore), promoEndsAt: dateOf(first.endsBefore) },
  ];
  rows.forEach((row, i) => {
    const state =
      i === rows.length - 1
        ? current
        : { priceCents: row.priceAfter, promoPriceCents: row.promoAfter, promoStartsAt: dateOf(row.startsAfter), promoEndsAt: dateOf(row.endsAfter) };
    periods.push({ from: new Date(row.changedAt), ...state });
  });
  return periods;
}

type PriceChangeRequest = { productId: number; perimeterId: number; change: PriceChange; seen: string; staffUserId: number; now: Date };

/** One change of an offer's prices, in one transaction under the offer row's lock. */
export async function changeOfferPrice(db: Database, request: PriceChangeRequest) {
  const { productId, perimeterId, change, seen, staffUserId, now } = request;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const locked = await lockOffer(tx, productId, perimeterId);
    const [perimeter] = rowsOf<{ name: string }>(await tx.execute(sql`select name from perimeters where id = ${perimeterId}`));
    if (!locked) {
      const [product] = rowsOf<{ id: number }>(await tx.execute(sql`select id from products where id = ${productId}`));
      if (!product) throw notFound("Ce produit n'existe pas.");
      if (!perimeter) throw notFound("Ce périmètre n'existe pas.");
      throw notFound(`Ce produit n'est pas vendu dans le périmètre « ${perimeter.name} ».`);
    }
    const names = { product: locked.name, perimeter: perimeter?.name ?? "" };
    const here = sql`product_id = ${productId} and perimeter_id = ${perimeterId}`;
    const [row] = rowsOf<StateRow>(
      await tx.execute(sql`
        select price_cents as "priceCents", promo_price_cents as "promoPriceCents", promo_starts_at as "promoStartsAt",
          promo_ends_at as "promoEndsAt", lowest30d_cents as "lowest30dCents"
        from offers where ${here}`),
    );
    if (!row) throw new Error("offer gone under its lock");
    const before = priceStateOf(row);
    if (priceStamp(before) !== seen)
      throw conflict(`Les prix de « ${names.product} » (${names.perimeter}) ont changé depuis que vous les avez lus. Rien n'a été changé : relisez-les et recommencez.`, {
        prix_lu: priceStamp(before),
      });
    const decision = decidePriceChange(before, change, await priceHistory(tx, productId, perimeterId, before), now, names);
    if (!decision.ok) {
      if (decision.kind === "conflict") throw conflict(decision.message);
      throw new AppError("UNPROCESSABLE", decision.message, decision.field ? { fieldErrors: { [decision.field]: [decision.message] } } : {});
    }
    const after = decision.after;
    await tx.execute(sql`
      update offers set price_cents = ${after.priceCents}, promo_price_cents = ${after.promoPriceCents},
        promo_starts_at = ${after.promoStartsAt?.toISOString() ?? null}::timestamptz, promo_ends_at = ${after.promoEndsAt?.toISOString() ?? null}::timestamptz,
        lowest30d_cents = ${after.lowest30dCents}
      where ${here}`);
    await tx.insert(schema.offerPriceChanges).values({
      productId,
      perimeterId,
      staffUserId,
      changedAt: now,
      kind: change.kind,
      priceBeforeCents: before.priceCents,
      priceAfterCents: after.priceCents,
      promoBeforeCents: before.promoPriceCents,
      promoAfterCents: after.promoPriceCents,
      promoStartsBefore: before.promoStartsAt,
      promoStartsAfter: after.promoStartsAt,
      promoEndsBefore: before.promoEndsAt,
      promoEndsAfter: after.promoEndsAt,
      referenceAfterCents: after.promoPriceCents === null ? null : after.lowest30dCents,
    });
    return { ...names, before, after };
  });
}

export const setPrixProduitCall = implement(setPrixProduit, async ({ db, input, principal, now }) => {
  const at = now();
  const kind = KIND_OF_OPERATION[input.operation];
  // The contract refuses a missing price, promotion price or last day for its operation; this only narrows the types.
  const change: PriceChange =
    kind === "price"
      ? { kind, priceCents: input.prix ?? 0 }
      : kind === "promo"
        ? { kind, promoPriceCents: input.prix_promo ?? 0, firstDay: input.debut ?? isoDate(parisDate(at)), lastDay: input.fin ?? "" }
        : { kind };
  const done = await changeOfferPrice(db, { productId: input.id_produit, perimeterId: input.id_perimetre, change, seen: input.prix_lu, staffUserId: staffOf(principal).userId, now: at });
  // Prices changed: shared catalogue answers and basket views must not show the old ones.
  invalidateCatalogueCache(db);
  return {
    message: priceChangedMessage(kind, done.before, done.after, done),
    id_produit: input.id_produit,
    produit: done.product,
    id_perimetre: input.id_perimetre,
    perimetre: done.perimeter,
    prix: centsToEuros(done.after.priceCents),
    promotion: promotionOf(done.after, at),
  };
});

type ChangeRow = HistoryRow & {
  productId: number;
  kind: string;
  referenceAfter: number | null;
  perimeter: string;
  staffId: number | null;
  prenom: string | null;
  nom: string | null;
  email: string | null;
};

const iso = (value: Date | string | null): string | null => dateOf(value)?.toISOString() ?? null;

/** A recorded change as the calls show it, in the product's history and the team journal. */
export function priceChangeEntry(c: ChangeRow) {
  return {
    date: new Date(c.changedAt).toISOString(),
    operation: priceOperationOf(c.kind),
    perimetre: c.perimeter,
    par: c.staffId === null ? null : { id: c.staffId, prenom: c.prenom ?? "", nom: c.nom ?? "", email: c.email ?? "" },
    prix_avant: centsToEuros(c.priceBefore),
    prix_apres: centsToEuros(c.priceAfter),
    promotion_avant: c.promoBefore === null ? null : { prix: centsToEuros(c.promoBefore), debut: iso(c.startsBefore), fin: iso(c.endsBefore) },
    promotion_apres:
      c.promoAfter === null ? null : { prix: centsToEuros(c.promoAfter), debut: iso(c.startsAfter), fin: iso(c.endsAfter), reference: centsToEuros(c.referenceAfter ?? c.priceAfter) },
  };
}

const CHANGE_COLUMNS = sql`c.product_id as "productId", c.changed_at as "changedAt", c.kind, c.price_before_cents as "priceBefore",
  c.price_after_cents as "priceAfter", c.promo_before_cents as "promoBefore", c.promo_after_cents as "promoAfter",
  c.promo_starts_before as "startsBefore", c.promo_starts_after as "startsAfter", c.promo_ends_before as "endsBefore",
  c.promo_ends_after as "endsAfter", c.reference_after_cents as "referenceAfter", per.name as perimeter,
  u.id as "staffId", u.prenom, u.nom, u.email`;

/** The latest `limit` price changes of each product listed, newest first. */
export async function latestPriceChanges(db: Database, productIds: number[], limit: number): Promise<ChangeRow[]> {
  const idList = sql.join(productIds.map((id) => sql`${id}`), sql`, `);
  return rowsOf<ChangeRow>(
    await db.execute(sql`
      select * from (
        select ${CHANGE_COLUMNS}, row_number() over (partition by c.product_id order by c.changed_at desc, c.id desc) as n
        from offer_price_changes c join perimeters per on per.id = c.perimeter_id left join users u on u.id = c.staff_user_id
        where c.product_id in (${idList})
      ) latest where n <= ${limit}
      order by "changedAt" desc`),
  );
}

/** The price changes a staff member made (newest first, at most `limit`), with their products, and how many in all. */
export async function priceChangesBy(db: Database, staffUserId: number, limit: number) {
  const rows = rowsOf<ChangeRow & { product: string; total: number }>(
    await db.execute(sql`
      select ${CHANGE_COLUMNS}, p.name as product, count(*) over ()::int as total
      from offer_price_changes c join perimeters per on per.id = c.perimeter_id join products p on p.id = c.product_id
        left join users u on u.id = c.staff_user_id
      where c.staff_user_id = ${staffUserId}
      order by c.changed_at desc, c.id desc limit ${limit}`),
  );
  return { total: rows[0]?.total ?? 0, changes: rows.map((row) => ({ ...priceChangeEntry(row), produit: { id: row.productId, nom: row.product } })) };
}
