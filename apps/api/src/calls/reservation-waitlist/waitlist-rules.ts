// The rules of the waiting list of products sold on reservation (ADR 0114): who may join, what the shopper reads,
// how many people are told when places free up, how long a told person has to reserve, and how long entries are kept.

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

/**
 * How many people waiting are told now: the places free on the shelf, less those already offered to people still
 * within their window (a place is offered once). Never negative: someone outside the line may have taken a place.
 */
export const placesToOffer = (stock: number, pendingOffers: number): number => Math.max(0, stock - pendingOffers);
