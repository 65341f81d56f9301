// Slot calls: thin handlers over slot-grid.ts (reads) and slot-booking.ts (transactions under the slot's lock).
import { asc, eq } from "drizzle-orm";
import { addRdvResa, cancelRdvResa, getCreneaux, getCreneauxByCP, getCreneauxResa, getRdvResa, setCreneaux } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement, type CallImplementation } from "../../http/call-registry.ts";
import type { Principal } from "../../http/auth.ts";
import { unprocessable } from "../../http/app-error.ts";
import { notDeliveredDetails, notDeliveredMessageFor, perimeterForPostalCode } from "../session/perimeter-lookup.ts";
import { findActiveBasket, getOrCreateActiveBasket, loadBasketView, ranOutSlotOfBasket } from "../basket/basket-store.ts";
import { principalPerimeterId } from "./visitor-perimeter.ts";
import { cancelReservation, holdSlot, liveHoldForBasket, reserveSlot } from "./slot-booking.ts";
import { heldSlotMessage, heldSlotView, perimeterById, reservationsOf, slotGrid } from "./slot-grid.ts";

/** The session is guaranteed by the contract's access level; this narrows the type. */
function sessionOf(principal: Principal | null): Principal {
  if (!principal) throw new Error("session call reached without a principal");
  return principal;
}

function customerId(principal: Principal | null): number {
  if (principal?.kind !== "customer" || principal.userId === null) throw new Error("customer call reached without a customer");
  return principal.userId;
}

async function deliveredPerimeter(db: Database, postalCode: string): Promise<number> {
  const perimeterId = await perimeterForPostalCode(db, postalCode);
  if (perimeterId === null) throw unprocessable(await notDeliveredMessageFor(db, postalCode), notDeliveredDetails(postalCode));
  return perimeterId;
}

export const getCreneauxCall = implement(getCreneaux, async ({ db, principal, now }) => {
  const session = sessionOf(principal);
  const at = now();
  const basket = await findActiveBasket(db, session);
  const perimeter = await perimeterById(db, basket?.perimeterId ?? (await principalPerimeterId(db, session)));
  const held = basket ? await liveHoldForBasket(db, basket.id, at) : null;
  const jours = await slotGrid(db, perimeter, at, new Set(held ? [held.slotId] : []));
  return {
    id_perimetre: perimeter.id,
    perimetre: perimeter.name,
    id_panier: basket?.id ?? 0,
    jours,
    creneau: held ? heldSlotView(held) : null,
    // Told until another slot is chosen (ADR 0117): the shopper who comes back learns why the slot is gone.
    creneau_expire: basket && !held ? await ranOutSlotOfBasket(db, basket, at) : null,
  };
});

export const getCreneauxByCpCall = implement(getCreneauxByCP, async ({ db, input, now }) => {
  const perimeter = await perimeterById(db, await deliveredPerimeter(db, input.cp));
  const communes = await db
    .selectDistinct({ commune: schema.postalCodes.commune })
    .from(schema.postalCodes)
    .where(eq(schema.postalCodes.code, input.cp))
    .orderBy(asc(schema.postalCodes.commune));
  return {
    id_perimetre: perimeter.id,
    perimetre: perimeter.name,
    code_postal: input.cp,
    communes: communes.map((c) => c.commune),
    jours: await slotGrid(db, perimeter, now(), new Set()),
  };
});

export const setCreneauxCall = implement(setCreneaux, async ({ db, input, principal, request, now, config }) => {
  const session = sessionOf(principal);
  const at = now();
  const basket = await getOrCreateActiveBasket(db, session, at);
  // A modification or a complement is delivered with its order: changing the slot would move the order's place.
  if (basket.mode !== "order") throw unprocessable("Ce panier modifie une commande déjà passée : il est livré sur le créneau de cette commande.");
  const held = await db.transaction((tx) =>
    holdSlot(tx, {
      basketId: basket.id,
      userId: basket.userId,
      slotId: input.id_tranche,
      now: at,
      quota: { ip: request.ip, rule: config.slotPlacesPerAddress },
      guestSharePercent: config.slotGuestSharePercent,
    }),
  );
  const creneau = heldSlotView(held);
  return {
    id_panier: basket.id,
    creneau,
    panier: await loadBasketView(db, basket.id, at),
    message: heldSlotMessage(creneau),
  };
});

export const getCreneauxResaCall = implement(getCreneauxResa, async ({ db, input, principal, now }) => {
  const at = now();
  const perimeterId = input.cp ? await deliveredPerimeter(db, input.cp) : await principalPerimeterId(db, principal);
  const perimeter = await perimeterById(db, perimeterId);
  const userId = principal?.kind === "customer" ? principal.userId : null;
  const mine = userId === null ? [] : await reservationsOf(db, userId, at);
  const days = await slotGrid(db, perimeter, at, new Set(mine.map((r) => r.id_tranche)));
  // Express slots are last-minute deliveries: they are chosen with a basket, never reserved ahead.
  const jours = days
    .map((day) => ({ ...day, creneaux: day.creneaux.filter((s) => !s.express) }))
    .filter((day) => day.creneaux.length > 0);
  return {
    id_perimetre: perimeter.id,
    perimetre: perimeter.name,
    code_postal: input.cp ?? principal?.postalCode ?? null,
    jours,
  };
});

export const addRdvResaCall = implement(addRdvResa, async ({ db, input, principal, request, now, config }) => {
  const userId = customerId(principal);
  const at = now();
  const booked = await db.transaction((tx) => reserveSlot(tx, { userId, slotId: input.id_tranche, now: at, quota: { ip: request.ip, rule: config.slotPlacesPerAddress } }));
  const reservations = await reservationsOf(db, userId, at);
  const reservation = reservations.find((r) => r.id_reservation === booked.bookingId);
  if (!reservation) throw new Error("reservation just made is not listed");
  return { reservation, reservations, message: `Créneau réservé : ${reservation.libelle_tranche}.` };
});

export const cancelRdvResaCall = implement(cancelRdvResa, async ({ db, input, principal, now }) => {
  const userId = customerId(principal);
  const at = now();
  await db.transaction((tx) => cancelReservation(tx, { userId, bookingId: input.id_reservation, now: at }));
  return { reservations: await reservationsOf(db, userId, at), message: "Réservation annulée." };
});

export const getRdvResaCall = implement(getRdvResa, async ({ db, principal, now }) => ({
  reservations: await reservationsOf(db, customerId(principal), now()),
}));

export const slotCallImplementations: readonly CallImplementation[] = [
  getCreneauxCall,
  getCreneauxByCpCall,
  setCreneauxCall,
  getCreneauxResaCall,
  addRdvResaCall,
  cancelRdvResaCall,
  getRdvResaCall,
];
