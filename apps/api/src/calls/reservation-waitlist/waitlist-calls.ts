// maListeAttente, rejoindreListeAttente, quitterListeAttente: a signed-in customer's place on the waiting list of a
// product sold on reservation whose reservations are all taken (ADR 0114). The line is the perimeter's the customer
// shops in, as the product page they read.
import { maListeAttente, mesPlacesGardees, quitterListeAttente, rejoindreListeAttente } from "@cabas/contracts";
import type { FastifyRequest } from "fastify";
import type { Database } from "@cabas/db";
import { implement, type CallImplementation } from "../../http/call-registry.ts";
import { conflict, notFound, unprocessable } from "../../http/app-error.ts";
import { customerOf } from "../../http/auth.ts";
import { resolvePerimeter } from "../perimeters/resolve-perimeter.ts";
import { activeRecallIds } from "../catalogue/recall-store.ts";
import { invalidateCatalogueCache } from "../catalogue/catalogue-cache.ts";
import { getListesAttenteCall } from "./waitlist-staff-calls.ts";
import { addEntry, heldPlacesOfCustomer, leaveLine, lockOffer, readEntry, type WaitlistEntry } from "./waitlist-store.ts";
import { alreadyTold, alreadyWaiting, joinedMessage, joinRefusal, leftMessage, notWaiting, recalledRefusal, UNKNOWN_PRODUCT } from "./waitlist-rules.ts";

/**
 * The perimeter whose places the customer waits for: the one their product page shows (the ID_PERIMETRE cookie, kept
 * in step with the account, ADR 0071), else their account's (an app sends no cookie), else the default.
 */
async function shopperPerimeterId(
  db: Database,
  request: FastifyRequest,
  accountPerimeterId: number | null | undefined,
  requested?: number,
): Promise<number> {
  const fromAccount = request.cookies.ID_PERIMETRE === undefined && accountPerimeterId ? accountPerimeterId : undefined;
  return (await resolvePerimeter(db, request, requested ?? fromAccount)).id;
}

const answer = (productId: number, entry: WaitlistEntry, message: string) => ({
  id_produit: productId,
  etat: entry.state,
  position: entry.position,
  jusqu_au: entry.until?.toISOString() ?? null,
  places_reservees: entry.held,
  message,
});

export const maListeAttenteCall = implement(maListeAttente, async ({ db, input, principal, request }) => {
  const customer = customerOf(principal);
  const { userId } = customer;
  const perimeter = { id: await shopperPerimeterId(db, request, customer.perimeterId) };
  const entry = await readEntry(db, userId, input.id_produit, perimeter.id);
  return answer(input.id_produit, entry, "");
});

/**
 * The places held for the customer, all products at once (ADR 0131): the storefront reads them once per page for its
 * tiles, whose shared pages show everyone the shelf. `id_perimetre` is the storefront's server passing on the page's
 * perimeter (it sends no cookie).
 */
export const mesPlacesGardeesCall = implement(mesPlacesGardees, async ({ db, input, principal, request, now }) => {
  const customer = customerOf(principal);
  const perimeterId = await shopperPerimeterId(db, request, customer.perimeterId, input.id_perimetre);
  const held = await heldPlacesOfCustomer(db, customer.userId, perimeterId, now());
  return {
    places: held.map((place) => ({ id_produit: place.productId, places_reservees: place.heldUnits, jusqu_au: place.until.toISOString() })),
    message: "",
  };
});

export const rejoindreListeAttenteCall = implement(rejoindreListeAttente, async ({ db, input, principal, request, now }) => {
  const customer = customerOf(principal);
  const { userId } = customer;
  const perimeter = { id: await shopperPerimeterId(db, request, customer.perimeterId) };
  const at = now();
  const recalled = await activeRecallIds(db, at);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const offer = await lockOffer(tx, input.id_produit, perimeter.id);
    if (!offer) throw notFound(UNKNOWN_PRODUCT);
    const refusal = recalled.has(input.id_produit)
      ? recalledRefusal(offer.name)
      : joinRefusal({ name: offer.name, isReservable: offer.isReservable, available: offer.inStock && offer.stock > 0 });
    if (refusal) throw unprocessable(refusal);
    if (!(await addEntry(tx, userId, input.id_produit, perimeter.id, at))) {
      const entry = await readEntry(tx, userId, input.id_produit, perimeter.id);
      throw conflict(entry.state === "prevenu" ? alreadyTold(offer.name) : alreadyWaiting(offer.name, entry.position ?? 1));
    }
    const entry = await readEntry(tx, userId, input.id_produit, perimeter.id);
    return answer(input.id_produit, entry, joinedMessage(offer.name, entry.position ?? 1));
  });
});

/**
 * Leaving the line; a told customer declines the place held for them, which goes to the next in line at once (ADR
 * 0120), in the same transaction.
 */
export const quitterListeAttenteCall = implement(quitterListeAttente, async ({ db, input, principal, request, now, config }) => {
  const customer = customerOf(principal);
  const { userId } = customer;
  const perimeter = { id: await shopperPerimeterId(db, request, customer.perimeterId) };
  const at = now();
  const released = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const offer = await lockOffer(tx, input.id_produit, perimeter.id);
    if (!offer) throw notFound(UNKNOWN_PRODUCT);
    const units = await leaveLine(tx, { userId, productId: input.id_produit, perimeterId: perimeter.id }, offer, at, config.publicUrl);
    if (units === null) throw unprocessable(notWaiting(offer.name));
    return { name: offer.name, units };
  });
  // The place went back to the shelf or to the next in line: shared answers must not show the old stock.
  if (released.units > 0) invalidateCatalogueCache(db);
  return answer(input.id_produit, { state: "absent", position: null, until: null, held: 0 }, leftMessage(released.name));
});

export const waitlistCallImplementations: readonly CallImplementation[] = [
  maListeAttenteCall,
  rejoindreListeAttenteCall,
  quitterListeAttenteCall,
  mesPlacesGardeesCall,
  getListesAttenteCall,
];
