// The rules of the waiting list of products sold on reservation (ADR 0114): who may join, what the shopper reads,
// how many people are told when places free up, how long a told person has to reserve, what is held for them meanwhile
// (ADR 0120), and how long entries are kept.

/** A told person has this long to reserve before the next in line is told and their entry goes. */
export const OFFER_WINDOW_HOURS = 24;
/** An entry waits this long for a place, then goes (RGPD data minimisation: a festive product's season is over). */
export const WAITING_RETENTION_DAYS = 90;

export const offerEndsAt = (now: Date): Date => new Date(now.getTime() + OFFER_WINDOW_HOURS * 3_600_000);
export const waitingPurgeCutoff = (now: Date): Date => new Date(now.getTime() - WAITING_RETENTION_DAYS * 86_400_000);

export const UNKNOWN_PRODUCT = "Ce produit n'existe pas ou n'est pas vendu dans votre zone de livraison.";

export type WaitlistProduct = { name: string; isReservable: boolean; available: boolean };

/** Why this product has no waiting list to join, or null. Only a product on reservation with no place left has one. */
export function joinRefusal(product: WaitlistProduct): string | null {
  if (!product.isReservable) return `« ${product.name} » ne se vend pas sur réservation : il n'a pas de liste d'attente.`;
  if (product.available)
    return `Il reste des réservations pour « ${product.name} » : ajoutez-le à votre panier, sans liste d'attente.`;
  return null;
}

export const recalledRefusal = (name: string): string =>
  `« ${name} » fait l'objet d'un rappel : il n'a pas de liste d'attente.`;

export const alreadyWaiting = (name: string, position: number): string =>
  `Vous êtes déjà sur la liste d'attente de « ${name} », en ${ordinalPosition(position)} position.`;

export const alreadyTold = (name: string): string =>
  `Une réservation de « ${name} » vous attend déjà : ajoutez-le à votre panier.`;

export const notWaiting = (name: string): string => `Vous n'êtes pas sur la liste d'attente de « ${name} ».`;

/** « 1re », « 2e », « 3e »: position is feminine in French. */
export const ordinalPosition = (position: number): string => (position === 1 ? "1re" : `${position}e`);

export const joinedMessage = (name: string, position: number): string =>
  `C'est noté : vous êtes en ${ordinalPosition(position)} position sur la liste d'attente de « ${name} ». ` +
  `Dès qu'une réservation se libère, nous écrivons aux personnes inscrites dans leur ordre d'arrivée.`;

export const leftMessage = (name: string): string => `Vous avez quitté la liste d'attente de « ${name} ».`;

/** Units taken off the shelf for each person told: a place is one reservation (ADR 0120). */
export const UNITS_HELD_PER_PLACE = 1;

/**
 * How many people waiting are told now: the places free on the shelf, less those offered to people still within their
 * window whose place is not held (told before places were held, ADR 0120: their unit is still on the shelf). A held
 * place is off the shelf already, so it is not counted twice. Never negative: someone may have taken an unheld place.
 */
export const placesToOffer = (stock: number, unheldOffers: number): number =>
  Math.max(0, Math.floor(stock / UNITS_HELD_PER_PLACE) - unheldOffers);

/**
 * What a customer may take of a product: the shelf, plus the units held for them by the waiting list while their window
 * is open (ADR 0120). Held units count even when the shelf is marked out of stock: they were taken off it for them.
 */
export function availableToCustomer(offer: { stock: number; inStock: boolean }, heldForThem: number): number {
  return (offer.inStock ? offer.stock : 0) + Math.max(0, heldForThem);
}

/** Whether the units held for a told customer are still theirs: their window has not ended. */
export const holdIsLive = (hold: { heldUnits: number; offerEndsAt: Date | null }, now: Date): boolean =>
  hold.heldUnits > 0 && hold.offerEndsAt !== null && hold.offerEndsAt.getTime() > now.getTime();

/**
 * How an order changes the shelf for a product of which `held` units were held for its customer: it takes `ordered`
 * units, the held ones first. Positive: units to take from the shelf (guarded); negative: held units it did not need,
 * back on the shelf for the next in line.
 */
export const shelfUnitsToTake = (ordered: number, held: number): number => ordered - Math.max(0, held);

/**
 * Positions on one line, in its order (entries by id): each person still waiting gets the count of waiting people up
 * to them, as readEntry counts it for the customer; a told person has none (they are out of the queue).
 */
export function positionsInLine(entries: readonly { told: boolean }[]): (number | null)[] {
  let waiting = 0;
  return entries.map((entry) => (entry.told ? null : ++waiting));
}

/**
 * A product card as the customer a waiting list holds `held` units for reads it (ADR 0123): the shelf's stock (none
 * when the offer is closed) plus what is held, sellable, as `cabas_set_basket_line` counts it for their basket. A
 * recalled product stays unsold whatever is held; with nothing held the card is the shelf's, as everyone reads it.
 */
export function cardWithHeldUnits<C extends { stock: number; in_stock: number; recalled: boolean }>(card: C, held: number): C {
  if (held <= 0 || card.recalled) return card;
  return { ...card, stock: (card.in_stock ? card.stock : 0) + held, in_stock: 1 };
}
